import type { AnswerNotes } from '../answer-note-types.ts';

export const ja: AnswerNotes = {
  excerptsLead:
    '> **根拠の抜粋** — 下の情報源から、ご質問との関連度で選んだ文章をそのまま引用しています。AI が書いた要約ではありません。',
  noPassageMatch:
    '_検索した言葉を直接含む文章がないため、代わりに各情報源の主な記述を表示しています。_',
  groupHeadings: {
    research: '### 研究論文から',
    healthPages: '### 健康情報ページから',
    other: '### その他の情報源から',
  },
  noEvidence:
    '**この質問に対する情報源が見つかりませんでした。** PubMed や信頼できる健康サイトから何も取得できなかったため、引用できるものがありません。言い換えてみてください：病気や薬の医学的な名称を使う、言葉を減らす、または英語の用語を使うなどです。',
  noQuotable:
    '**下の情報源は見つかりましたが、ここで引用できる本文があるものはありません**（例えば、要旨のない論文など）。参考文献の一覧から開いてお読みください。',
  labelExcerptsLead:
    '> **FDA 添付文書の抜粋** — ご質問にある薬の公式な添付文書から、文章をそのまま引用しています。AI が書いた要約でも重症度の評価でもありません：ご自身にどう当てはまるかは薬剤師または医師にご相談ください。',
  noLabel:
    '_質問にある薬の FDA 添付文書は見つかりませんでした。それぞれの薬の一般名を使ってください（例えば商品名ではなくイブプロフェン）。_',
  labelHeading: '{name} の添付文書',
  trialListingHeading: '## 一致する臨床試験',
  trialListingOne: '下の試験が、ClinicalTrials.gov の登録情報に基づき、ご質問に最も合っています。',
  trialListingMany:
    '下の {count} 件の試験が、ClinicalTrials.gov の登録情報に基づき、ご質問に最も合っています。',
  trialFacts: { status: '状況', phase: 'フェーズ', conditions: '対象疾患' },
  sourceNames: {
    pubmed: 'PubMed',
    medlineplus: 'MedlinePlus',
    web: '信頼できる健康サイト',
    openfda: 'FDA の添付文書',
  },
  listSeparator: '、',
  listLastSeparator: '、',
  unreachableOne:
    '現在 {sources} に接続できなかったため、この回答はその情報源なしで作成されています。ご質問に問題はありません：すべての情報源を使うには、数分後にもう一度お試しください。',
  unreachableMany:
    '現在 {sources} に接続できなかったため、この回答はそれらの情報源なしで作成されています。ご質問に問題はありません：すべての情報源を使うには、数分後にもう一度お試しください。',
  offlineNotice:
    'どの情報源にも接続できませんでした：このサーバーは現在インターネット接続または DNS がないようです。そのため、この回答は {sources} なしで作成されています。ご質問に問題はありません：接続が戻ったらもう一度お尋ねください。',
  nothingReached:
    '**現在 {sources} に接続できませんでした**。ほかに引用できるものも見つかりませんでした。ご質問に問題はありません：数分後にもう一度お試しください。',
  nothingReachedOffline:
    '**どの情報源にも接続できませんでした：このサーバーは現在インターネット接続または DNS がないようです**。そのため、何も調べられませんでした。ご質問に問題はありません：接続が戻ったらもう一度お尋ねください。',
  modelCauses: {
    network: 'AI モデルのサービスに接続できませんでした。ご質問に問題はありません。',
    timeout: 'AI モデルのサービスが時間内に応答しませんでした。ご質問に問題はありません。',
    interrupted: 'AI モデルのサービスが回答の途中で止まりました。',
    unreadable: 'AI モデルのサービスから読み取れない回答が届きました。',
    overLimit: 'AI モデルのサービスは現在リクエストの上限を超えています（{said}）。',
    refused: 'AI モデルのサービスがこのサーバーの認証情報を拒否しました（{said}）。',
    httpError: 'AI モデルのサービスがエラーを返しました（{said}）。',
    unknown: 'AI モデルのサービスは回答を作成できませんでした。',
  },
  shownInstead: '代わりに、AI の要約なしで、情報源そのものの記述を表示しています。',
  sentenceGap: '',
};
