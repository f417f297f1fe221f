import type { AnswerNotes } from '../answer-note-types.ts';

export const ko: AnswerNotes = {
  excerptsLead:
    '> **근거 발췌** — 아래 출처에서 질문과의 관련성에 따라 고른 구절을 그대로 인용한 것입니다. AI가 쓴 요약이 아닙니다.',
  noPassageMatch: '_검색어를 직접 언급하는 구절이 없어, 대신 각 출처의 주요 내용을 보여 드립니다._',
  groupHeadings: {
    research: '### 연구 논문에서',
    healthPages: '### 건강 정보 페이지에서',
    other: '### 기타 출처에서',
  },
  noEvidence:
    '**이 질문에 대한 출처를 찾지 못했습니다.** PubMed나 신뢰할 수 있는 건강 사이트에서 아무것도 가져오지 못해 인용할 내용이 없습니다. 질문을 바꿔 보세요: 질환이나 약의 의학적 이름을 쓰거나, 단어를 줄이거나, 영어 용어를 사용해 보세요.',
  noQuotable:
    '**아래 출처를 찾았지만, 여기에 인용할 수 있는 본문이 있는 출처는 없습니다** (예: 초록이 없는 논문). 참고문헌 목록에서 열어 읽어 보세요.',
  labelExcerptsLead:
    '> **FDA 의약품 설명서 발췌** — 질문에 나온 약의 공식 설명서에서 구절을 그대로 인용한 것입니다. AI가 쓴 요약도, 위험도 평가도 아닙니다: 본인에게 어떻게 해당되는지는 약사나 의사에게 물어보세요.',
  noLabel:
    '_질문에 나온 약의 FDA 의약품 설명서를 찾지 못했습니다. 각 약의 성분명을 사용하세요 (예: 상표명 대신 이부프로펜)._',
  labelHeading: '{name} 설명서',
  trialListingHeading: '## 일치하는 임상시험',
  trialListingOne: '아래 임상시험이 ClinicalTrials.gov 등록 정보 기준으로 질문에 가장 잘 맞습니다.',
  trialListingMany:
    '아래 {count}개 임상시험이 ClinicalTrials.gov 등록 정보 기준으로 질문에 가장 잘 맞습니다.',
  trialFacts: { status: '상태', phase: '단계', conditions: '질환' },
  sourceNames: {
    pubmed: 'PubMed',
    medlineplus: 'MedlinePlus',
    web: '신뢰할 수 있는 건강 사이트',
    openfda: 'FDA 의약품 설명서',
  },
  listSeparator: ', ',
  listLastSeparator: ' 및 ',
  unreachableOne:
    '지금 {sources}에 연결할 수 없어 이 답변은 해당 출처 없이 작성되었습니다. 질문에는 문제가 없습니다: 모든 출처를 보려면 몇 분 뒤에 다시 시도해 주세요.',
  unreachableMany:
    '지금 {sources}에 연결할 수 없어 이 답변은 해당 출처들 없이 작성되었습니다. 질문에는 문제가 없습니다: 모든 출처를 보려면 몇 분 뒤에 다시 시도해 주세요.',
  offlineNotice:
    '어떤 출처에도 연결할 수 없습니다: 이 서버는 지금 인터넷 연결이나 DNS가 없는 것 같습니다. 그래서 이 답변은 {sources} 없이 작성되었습니다. 질문에는 문제가 없습니다: 연결이 돌아오면 다시 질문해 주세요.',
  nothingReached:
    '**지금 {sources}에 연결할 수 없었고**, 인용할 다른 내용도 찾지 못했습니다. 질문에는 문제가 없습니다: 몇 분 뒤에 다시 시도해 주세요.',
  nothingReachedOffline:
    '**어떤 출처에도 연결할 수 없습니다: 이 서버는 지금 인터넷 연결이나 DNS가 없는 것 같습니다**. 그래서 아무것도 찾아볼 수 없었습니다. 질문에는 문제가 없습니다: 연결이 돌아오면 다시 질문해 주세요.',
  modelCauses: {
    network: 'AI 모델 서비스에 연결할 수 없었습니다. 질문에는 문제가 없습니다.',
    timeout: 'AI 모델 서비스가 제때 응답하지 않았습니다. 질문에는 문제가 없습니다.',
    interrupted: 'AI 모델 서비스가 답변 도중에 멈췄습니다.',
    unreadable: 'AI 모델 서비스가 읽을 수 없는 답변을 보냈습니다.',
    overLimit: 'AI 모델 서비스가 지금 요청 한도를 넘었습니다 ({said}).',
    refused: 'AI 모델 서비스가 이 서버의 인증 정보를 거부했습니다 ({said}).',
    httpError: 'AI 모델 서비스가 오류로 응답했습니다 ({said}).',
    unknown: 'AI 모델 서비스가 답변을 작성하지 못했습니다.',
  },
  shownInstead: '대신 AI 요약 없이 출처 자체의 내용을 보여 드립니다.',
  sentenceGap: ' ',
};
