import type { LabReadingTexts } from '../lab-reading-text-types.ts';

export const pt: LabReadingTexts = {
  label:
    '> **Leitura dos seus resultados** — cada valor comparado com o intervalo de referência impresso ao lado, obtido por regras a partir do próprio relatório. Não é um resumo escrito por IA; os intervalos variam entre laboratórios, por isso converse sobre os resultados com um profissional de saúde.',
  noTests:
    '**Não foi possível ler nenhum resultado de exame neste documento.** Talvez não seja um relatório de laboratório, ou a tabela tem um formato incomum. O que vale são os valores do próprio relatório.',
  sourceLines: {
    'text-layer': '_Os valores foram lidos do texto do documento, exatamente como impressos._',
    ocr: '_Os valores foram lidos de uma imagem do relatório por reconhecimento de texto (OCR) no seu dispositivo; confira cada um com o relatório em papel._',
    vision:
      '_Os valores foram lidos de uma imagem do relatório por um modelo de IA; confira-os com o relatório._',
  },
  outsideHeading: '### Fora do intervalo de referência',
  withinHeading: '### Dentro do intervalo de referência',
  unflaggedHeading: '### Impressos sem intervalo de referência nem marcação',
  allWithin: '**Todos os resultados estão dentro do seu intervalo de referência.**',
  researchHeading: '### Pesquisas sobre os resultados fora do intervalo',
  noResearch:
    '_Não foram encontrados artigos científicos nem páginas de saúde sobre estes resultados; a leitura acima baseia-se apenas no relatório._',
  fromReportHeading: '### Do seu relatório',
  unreadable:
    'Não foi possível ler os resultados dos exames neste arquivo. Tente uma foto mais nítida e bem iluminada que mostre a página inteira, ou envie o PDF do seu laboratório ou do portal do paciente.',
  visionNeedsModel:
    'Ler um relatório de laboratório a partir de uma imagem ou digitalização requer um modelo de IA, e nenhum está configurado neste servidor. Um PDF com camada de texto ou um arquivo de texto funciona sem ele.',
  rows: {
    below: ({ name, value, range }) =>
      `${name}: ${value}, abaixo do intervalo de referência ${range}`,
    above: ({ name, value, range }) =>
      `${name}: ${value}, acima do intervalo de referência ${range}`,
    within: ({ name, value, range }) =>
      `${name}: ${value}, dentro do intervalo de referência ${range}`,
    abnormal: ({ name, value, range }) =>
      `${name}: ${value}, marcado como anormal (intervalo de referência ${range})`,
    abnormalNoRange: ({ name, value }) => `${name}: ${value}, marcado como anormal`,
    flaggedHighNoRange: ({ name, value }) =>
      `${name}: ${value}, marcado como alto no relatório (sem intervalo de referência impresso)`,
    flaggedLowNoRange: ({ name, value }) =>
      `${name}: ${value}, marcado como baixo no relatório (sem intervalo de referência impresso)`,
    flaggedNormalNoRange: ({ name, value }) =>
      `${name}: ${value}, marcado como normal no relatório (sem intervalo de referência impresso)`,
    noRange: ({ name, value }) => `${name}: ${value}, sem intervalo de referência impresso`,
  },
};
