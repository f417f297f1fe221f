import type { AnswerNotes } from '../answer-note-types.ts';

export const zh: AnswerNotes = {
  excerptsLead:
    '> **证据摘录** — 从下方来源中逐字摘录的段落，按与您问题的相关程度挑选。这不是 AI 撰写的摘要。',
  noPassageMatch: '_没有段落直接提到您的搜索词，因此改为显示各来源的主要陈述。_',
  groupHeadings: {
    research: '### 来自研究文章',
    healthPages: '### 来自健康信息网页',
    other: '### 来自其他来源',
  },
  noEvidence:
    '**没有找到与这个问题相关的来源。** 无法从 PubMed 或可信的健康网站获取任何内容，所以没有可以引用的内容。请换一种说法：使用疾病或药物的医学名称，减少用词，或使用英文术语。',
  noQuotable:
    '**找到了下方的来源，但没有一篇有可在此引用的文字**（例如没有摘要的文章）。请从参考文献列表中打开它们阅读。',
  labelExcerptsLead:
    '> **FDA 药品说明书摘录** — 从您问题中所提药物的官方说明书中逐字摘录的段落。这不是 AI 撰写的摘要，也不是严重程度评级：请向药师或医生咨询这些内容对您意味着什么。',
  noLabel:
    '_没有找到问题中所提药物的 FDA 药品说明书。请使用每种药物的通用名（例如用“布洛芬”而不是商品名）。_',
  labelHeading: '{name} 说明书',
  trialListingHeading: '## 匹配的临床试验',
  trialListingOne: '下方的试验与您的问题最为匹配，信息来自 ClinicalTrials.gov 登记库。',
  trialListingMany: '下方的 {count} 项试验与您的问题最为匹配，信息来自 ClinicalTrials.gov 登记库。',
  trialFacts: { status: '状态', phase: '阶段', conditions: '疾病' },
  sourceNames: {
    pubmed: 'PubMed',
    medlineplus: 'MedlinePlus',
    web: '可信的健康网站',
    openfda: 'FDA 药品说明书',
  },
  listSeparator: '、',
  listLastSeparator: '和',
  unreachableOne:
    '目前无法连接{sources}，因此这个回答是在缺少该来源的情况下完成的。您的问题没有问题：请过几分钟再试，以获得全部来源。',
  unreachableMany:
    '目前无法连接{sources}，因此这个回答是在缺少这些来源的情况下完成的。您的问题没有问题：请过几分钟再试，以获得全部来源。',
  offlineNotice:
    '无法连接任何来源：这台服务器目前似乎没有互联网连接或 DNS，因此这个回答是在缺少{sources}的情况下完成的。您的问题没有问题：请在网络恢复后再问一次。',
  nothingReached:
    '**目前无法连接{sources}**，也没有找到其他可以引用的内容。您的问题没有问题：请过几分钟再试。',
  nothingReachedOffline:
    '**无法连接任何来源：这台服务器目前似乎没有互联网连接或 DNS**，因此什么也查不到。您的问题没有问题：请在网络恢复后再问一次。',
  modelCauses: {
    network: '无法连接 AI 模型服务。您的问题没有问题。',
    timeout: 'AI 模型服务没有及时回应。您的问题没有问题。',
    interrupted: 'AI 模型服务在回答中途停止了。',
    unreadable: 'AI 模型服务发来的回答无法读取。',
    overLimit: 'AI 模型服务目前已超出请求限额（{said}）。',
    refused: 'AI 模型服务拒绝了这台服务器的凭据（{said}）。',
    httpError: 'AI 模型服务返回了错误（{said}）。',
    unknown: 'AI 模型服务无法写出回答。',
  },
  shownInstead: '改为显示：各来源本身的说法，不含 AI 摘要。',
  sentenceGap: '',
};
