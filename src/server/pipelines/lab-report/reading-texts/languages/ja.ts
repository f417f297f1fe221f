import type { LabReadingTexts } from '../lab-reading-text-types.ts';

export const ja: LabReadingTexts = {
  label:
    '> **検査結果の読み取り** — 各数値を、その横に印刷された基準範囲と比べたもので、報告書そのものから決まったルールで導いています。AI が書いた要約ではありません。基準範囲は検査機関によって異なるため、結果については医師にご相談ください。',
  noTests:
    '**この文書から検査結果を読み取れませんでした。** 検査報告書ではないか、表のレイアウトが一般的でない可能性があります。大切なのは報告書そのものに書かれた数値です。',
  sourceLines: {
    'text-layer': '_数値は文書のテキストから、印刷されたとおりに読み取りました。_',
    ocr: '_数値は、お使いの端末上の文字認識（OCR）で報告書の画像から読み取りました。一つずつ紙の報告書と照らし合わせてください。_',
    vision: '_数値は AI モデルが報告書の画像から読み取りました。報告書と照らし合わせてください。_',
  },
  outsideHeading: '### 基準範囲外',
  withinHeading: '### 基準範囲内',
  unflaggedHeading: '### 基準範囲も判定も記載のない結果',
  allWithin: '**すべての結果が基準範囲内です。**',
  researchHeading: '### 範囲外の結果に関する研究',
  noResearch:
    '_これらの結果に関する研究論文や健康情報ページは見つかりませんでした。上の読み取りは報告書だけに基づいています。_',
  fromReportHeading: '### お手元の報告書から',
  unreadable:
    'このファイルの検査結果を読み取れませんでした。ページ全体が写った、より鮮明で明るい写真をお試しいただくか、検査機関や患者ポータルの PDF をアップロードしてください。',
  visionNeedsModel:
    '画像やスキャンから検査報告書を読み取るには AI モデルが必要ですが、このサーバーには設定されていません。テキスト層のある PDF やテキストファイルなら、モデルなしで読み取れます。',
  rows: {
    below: ({ name, value, range }) => `${name}：${value}、基準範囲 ${range} を下回っています`,
    above: ({ name, value, range }) => `${name}：${value}、基準範囲 ${range} を上回っています`,
    within: ({ name, value, range }) => `${name}：${value}、基準範囲 ${range} 内です`,
    abnormal: ({ name, value, range }) =>
      `${name}：${value}、異常と示されています（基準範囲 ${range}）`,
    abnormalNoRange: ({ name, value }) => `${name}：${value}、異常と示されています`,
    flaggedHighNoRange: ({ name, value }) =>
      `${name}：${value}、報告書で高値と示されています（基準範囲の記載なし）`,
    flaggedLowNoRange: ({ name, value }) =>
      `${name}：${value}、報告書で低値と示されています（基準範囲の記載なし）`,
    flaggedNormalNoRange: ({ name, value }) =>
      `${name}：${value}、報告書で正常と示されています（基準範囲の記載なし）`,
    noRange: ({ name, value }) => `${name}：${value}、基準範囲の記載なし`,
  },
};
