import type { AnswerNotes } from '../answer-note-types.ts';

export const pt: AnswerNotes = {
  excerptsLead:
    '> **Trechos das fontes** — passagens literais das fontes abaixo, escolhidas pela relação com a sua pergunta. Não é um resumo escrito por IA.',
  noPassageMatch:
    '_Nenhuma passagem menciona diretamente os termos da sua pesquisa; em vez disso, são mostradas as afirmações principais das fontes._',
  groupHeadings: {
    research: '### De artigos de pesquisa',
    healthPages: '### De páginas de informação de saúde',
    other: '### De outras fontes',
  },
  noEvidence:
    '**Não foram encontradas fontes para esta pergunta.** Não foi possível obter nada do PubMed nem dos sites de saúde confiáveis, por isso não há nada para citar. Tente reformulá-la: use o nome médico da doença ou do medicamento, menos palavras ou termos em inglês.',
  noQuotable:
    '**As fontes abaixo foram encontradas, mas nenhuma tem texto que possa ser citado aqui** (por exemplo, artigos sem resumo). Abra-as pela lista de referências para lê-las.',
  labelExcerptsLead:
    '> **Trechos das bulas da FDA** — passagens literais das bulas oficiais dos medicamentos da sua pergunta. Não é um resumo escrito por IA nem uma avaliação de gravidade: pergunte a um farmacêutico ou médico como se aplicam ao seu caso.',
  noLabel:
    '_Não foi encontrada nenhuma bula da FDA para os medicamentos citados na pergunta. Use o nome genérico de cada medicamento (por exemplo, ibuprofeno em vez de um nome comercial)._',
  labelHeading: 'Bula de {name}',
  trialListingHeading: '## Ensaios clínicos correspondentes',
  trialListingOne:
    'O ensaio abaixo é o que melhor corresponde à sua pergunta, conforme o registro ClinicalTrials.gov.',
  trialListingMany:
    'Os {count} ensaios abaixo são os que melhor correspondem à sua pergunta, conforme o registro ClinicalTrials.gov.',
  trialFacts: { status: 'Situação', phase: 'Fase', conditions: 'Condições' },
  sourceNames: {
    pubmed: 'PubMed',
    medlineplus: 'MedlinePlus',
    web: 'os sites de saúde confiáveis',
    openfda: 'as bulas da FDA',
  },
  listSeparator: ', ',
  listLastSeparator: ' e ',
  unreachableOne:
    'Não foi possível acessar {sources} agora, por isso esta resposta foi feita sem essa fonte. O problema não é a sua pergunta: tente de novo em alguns minutos para ter todas as fontes.',
  unreachableMany:
    'Não foi possível acessar {sources} agora, por isso esta resposta foi feita sem essas fontes. O problema não é a sua pergunta: tente de novo em alguns minutos para ter todas as fontes.',
  offlineNotice:
    'Não foi possível acessar nenhuma fonte: este servidor parece estar sem conexão com a internet ou sem DNS agora, por isso esta resposta foi feita sem {sources}. O problema não é a sua pergunta: pergunte de novo quando a conexão voltar.',
  nothingReached:
    '**Não foi possível acessar {sources} agora**, e nada mais foi encontrado para citar. O problema não é a sua pergunta: tente de novo em alguns minutos.',
  nothingReachedOffline:
    '**Não foi possível acessar nenhuma fonte: este servidor parece estar sem conexão com a internet ou sem DNS agora**, por isso nada pôde ser consultado. O problema não é a sua pergunta: pergunte de novo quando a conexão voltar.',
  modelCauses: {
    network: 'Não foi possível acessar o serviço do modelo de IA. O problema não é a sua pergunta.',
    timeout: 'O serviço do modelo de IA não respondeu a tempo. O problema não é a sua pergunta.',
    interrupted: 'O serviço do modelo de IA parou no meio da resposta.',
    unreadable: 'O serviço do modelo de IA enviou uma resposta que não pôde ser lida.',
    overLimit:
      'O serviço do modelo de IA passou do seu limite de solicitações neste momento ({said}).',
    refused: 'O serviço do modelo de IA recusou as credenciais deste servidor ({said}).',
    httpError: 'O serviço do modelo de IA respondeu com um erro ({said}).',
    unknown: 'O serviço do modelo de IA não conseguiu escrever uma resposta.',
  },
  shownInstead: 'Em vez disso, é mostrado o que as próprias fontes dizem, sem resumo de IA.',
  sentenceGap: ' ',
};
