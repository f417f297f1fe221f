import type { LabReadingTexts } from '../lab-reading-text-types.ts';

export const es: LabReadingTexts = {
  label:
    '> **Lectura de sus resultados** — cada valor comparado con el intervalo de referencia impreso a su lado, obtenido mediante reglas a partir del propio informe. No es un resumen escrito por IA; los intervalos varían entre laboratorios, así que comente los resultados con un profesional sanitario.',
  noTests:
    '**No se pudo leer ningún resultado de análisis en este documento.** Puede que no sea un informe de laboratorio o que su tabla tenga un formato poco habitual. Lo que cuenta son los valores del propio informe.',
  sourceLines: {
    'text-layer': '_Los valores se leyeron del texto del documento, tal como están impresos._',
    ocr: '_Los valores se leyeron de una imagen del informe mediante reconocimiento de texto (OCR) en su dispositivo; compruebe cada uno con el informe en papel._',
    vision:
      '_Los valores se leyeron de una imagen del informe mediante un modelo de IA; compruébelos con el informe._',
  },
  outsideHeading: '### Fuera del intervalo de referencia',
  withinHeading: '### Dentro del intervalo de referencia',
  unflaggedHeading: '### Sin intervalo de referencia ni marca en el informe',
  allWithin: '**Todos los resultados están dentro de su intervalo de referencia.**',
  researchHeading: '### Investigación sobre los resultados fuera del intervalo',
  noResearch:
    '_No se encontraron artículos de investigación ni páginas de salud sobre estos resultados; la lectura anterior se basa solo en el informe._',
  fromReportHeading: '### De su informe',
  unreadable:
    'No se pudieron leer los resultados de este archivo. Pruebe con una foto más nítida y bien iluminada que muestre la página entera, o suba el PDF de su laboratorio o de su portal del paciente.',
  visionNeedsModel:
    'Para leer un informe de laboratorio a partir de una imagen o un escaneo se necesita un modelo de IA, y este servidor no tiene ninguno configurado. Un PDF con capa de texto o un archivo de texto funciona sin él.',
  rows: {
    below: ({ name, value, range }) =>
      `${name}: ${value}, por debajo del intervalo de referencia ${range}`,
    above: ({ name, value, range }) =>
      `${name}: ${value}, por encima del intervalo de referencia ${range}`,
    within: ({ name, value, range }) =>
      `${name}: ${value}, dentro del intervalo de referencia ${range}`,
    abnormal: ({ name, value, range }) =>
      `${name}: ${value}, marcado como anormal (intervalo de referencia ${range})`,
    abnormalNoRange: ({ name, value }) => `${name}: ${value}, marcado como anormal`,
    flaggedHighNoRange: ({ name, value }) =>
      `${name}: ${value}, marcado como alto en el informe (no figura intervalo de referencia)`,
    flaggedLowNoRange: ({ name, value }) =>
      `${name}: ${value}, marcado como bajo en el informe (no figura intervalo de referencia)`,
    flaggedNormalNoRange: ({ name, value }) =>
      `${name}: ${value}, marcado como normal en el informe (no figura intervalo de referencia)`,
    noRange: ({ name, value }) => `${name}: ${value}, no figura intervalo de referencia`,
  },
};
