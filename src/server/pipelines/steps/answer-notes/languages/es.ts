import type { AnswerNotes } from '../answer-note-types.ts';

export const es: AnswerNotes = {
  excerptsLead:
    '> **Extractos de las fuentes** — pasajes literales de las fuentes de abajo, elegidos por su relación con su pregunta. No es un resumen escrito por IA.',
  noPassageMatch:
    '_Ningún pasaje menciona directamente los términos de su búsqueda; en su lugar se muestran las afirmaciones principales de las fuentes._',
  groupHeadings: {
    research: '### De artículos de investigación',
    healthPages: '### De páginas de información sanitaria',
    other: '### De otras fuentes',
  },
  noEvidence:
    '**No se encontraron fuentes para esta pregunta.** No se pudo obtener nada de PubMed ni de los sitios de salud de confianza, así que no hay nada que citar. Pruebe a formularla de otra manera: use el nombre médico de la enfermedad o del medicamento, menos palabras o términos en inglés.',
  noQuotable:
    '**Se encontraron las fuentes de abajo, pero ninguna tiene un texto que se pueda citar aquí** (por ejemplo, artículos sin resumen). Ábralas desde la lista de referencias para leerlas.',
  labelExcerptsLead:
    '> **Extractos de los prospectos de la FDA** — pasajes literales de los prospectos oficiales de los medicamentos de su pregunta. No es un resumen escrito por IA ni una valoración de la gravedad: pregunte a un farmacéutico o a un médico cómo se aplican a su caso.',
  noLabel:
    '_No se encontró ningún prospecto de la FDA para los medicamentos de la pregunta. Use el nombre genérico de cada medicamento (por ejemplo, ibuprofeno en lugar de una marca comercial)._',
  labelHeading: 'Prospecto de {name}',
  trialListingHeading: '## Ensayos clínicos que coinciden',
  trialListingOne:
    'El ensayo de abajo es el que mejor coincide con su pregunta, según el registro ClinicalTrials.gov.',
  trialListingMany:
    'Los {count} ensayos de abajo son los que mejor coinciden con su pregunta, según el registro ClinicalTrials.gov.',
  trialFacts: { status: 'Estado', phase: 'Fase', conditions: 'Enfermedades' },
  sourceNames: {
    pubmed: 'PubMed',
    medlineplus: 'MedlinePlus',
    web: 'los sitios de salud de confianza',
    openfda: 'los prospectos de la FDA',
  },
  listSeparator: ', ',
  listLastSeparator: ' y ',
  unreachableOne:
    'No se pudo acceder a {sources} en este momento, así que esta respuesta se ha elaborado sin esa fuente. Su pregunta está bien: vuelva a intentarlo en unos minutos para tener todas las fuentes.',
  unreachableMany:
    'No se pudo acceder a {sources} en este momento, así que esta respuesta se ha elaborado sin esas fuentes. Su pregunta está bien: vuelva a intentarlo en unos minutos para tener todas las fuentes.',
  offlineNotice:
    'No se pudo acceder a ninguna fuente: parece que este servidor no tiene conexión a internet ni DNS en este momento, así que esta respuesta se ha elaborado sin {sources}. Su pregunta está bien: vuelva a preguntar cuando se recupere la conexión.',
  nothingReached:
    '**No se pudo acceder a {sources} en este momento**, y no se encontró nada más que citar. Su pregunta está bien: vuelva a intentarlo en unos minutos.',
  nothingReachedOffline:
    '**No se pudo acceder a ninguna fuente: parece que este servidor no tiene conexión a internet ni DNS en este momento**, así que no se pudo consultar nada. Su pregunta está bien: vuelva a preguntar cuando se recupere la conexión.',
  modelCauses: {
    network: 'No se pudo contactar con el servicio del modelo de IA. Su pregunta está bien.',
    timeout: 'El servicio del modelo de IA no respondió a tiempo. Su pregunta está bien.',
    interrupted: 'El servicio del modelo de IA se detuvo a mitad de su respuesta.',
    unreadable: 'El servicio del modelo de IA envió una respuesta que no se pudo leer.',
    overLimit:
      'El servicio del modelo de IA ha superado su límite de solicitudes en este momento ({said}).',
    refused: 'El servicio del modelo de IA rechazó las credenciales de este servidor ({said}).',
    httpError: 'El servicio del modelo de IA respondió con un error ({said}).',
    unknown: 'El servicio del modelo de IA no pudo escribir una respuesta.',
  },
  shownInstead: 'En su lugar se muestra lo que dicen las propias fuentes, sin resumen de IA.',
  sentenceGap: ' ',
};
