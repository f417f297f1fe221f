import type { LabReadingTexts } from '../lab-reading-text-types.ts';

export const ko: LabReadingTexts = {
  label:
    '> **검사 결과 읽기** — 각 수치를 옆에 인쇄된 참고 범위와 비교한 것으로, 결과지 자체에서 정해진 규칙에 따라 도출했습니다. AI가 쓴 요약이 아닙니다. 참고 범위는 검사 기관마다 다르므로 결과는 의료진과 상의하세요.',
  noTests:
    '**이 문서에서 검사 결과를 읽을 수 없었습니다.** 검사 결과지가 아니거나 표의 형식이 흔치 않을 수 있습니다. 중요한 것은 결과지 자체에 적힌 수치입니다.',
  sourceLines: {
    'text-layer': '_수치는 문서의 텍스트에서 인쇄된 그대로 읽었습니다._',
    ocr: '_수치는 사용 중인 기기의 문자 인식(OCR)으로 결과지 사진에서 읽었습니다. 종이 결과지와 하나하나 대조해 보세요._',
    vision: '_수치는 AI 모델이 결과지 사진에서 읽었습니다. 결과지와 대조해 보세요._',
  },
  outsideHeading: '### 참고 범위 밖',
  withinHeading: '### 참고 범위 안',
  unflaggedHeading: '### 참고 범위나 표시 없이 인쇄된 결과',
  allWithin: '**모든 결과가 참고 범위 안에 있습니다.**',
  researchHeading: '### 범위를 벗어난 결과에 관한 연구',
  noResearch:
    '_이 결과에 관한 연구 논문이나 건강 정보 페이지를 찾지 못했습니다. 위의 읽기는 결과지만을 바탕으로 합니다._',
  fromReportHeading: '### 내 결과지에서',
  unreadable:
    '이 파일의 검사 결과를 읽을 수 없었습니다. 페이지 전체가 보이는 더 선명하고 밝은 사진을 올리거나, 검사 기관 또는 환자 포털의 PDF를 올려 주세요.',
  visionNeedsModel:
    '사진이나 스캔본에서 검사 결과지를 읽으려면 AI 모델이 필요하지만, 이 서버에는 설정된 모델이 없습니다. 텍스트 레이어가 있는 PDF나 텍스트 파일은 모델 없이도 읽을 수 있습니다.',
  rows: {
    below: ({ name, value, range }) => `${name}: ${value}, 참고 범위(${range})보다 낮음`,
    above: ({ name, value, range }) => `${name}: ${value}, 참고 범위(${range})보다 높음`,
    within: ({ name, value, range }) => `${name}: ${value}, 참고 범위(${range}) 안에 있음`,
    abnormal: ({ name, value, range }) => `${name}: ${value}, 이상으로 표시됨 (참고 범위 ${range})`,
    abnormalNoRange: ({ name, value }) => `${name}: ${value}, 이상으로 표시됨`,
    flaggedHighNoRange: ({ name, value }) =>
      `${name}: ${value}, 결과지에 높음으로 표시됨 (참고 범위 표기 없음)`,
    flaggedLowNoRange: ({ name, value }) =>
      `${name}: ${value}, 결과지에 낮음으로 표시됨 (참고 범위 표기 없음)`,
    flaggedNormalNoRange: ({ name, value }) =>
      `${name}: ${value}, 결과지에 정상으로 표시됨 (참고 범위 표기 없음)`,
    noRange: ({ name, value }) => `${name}: ${value}, 참고 범위 표기 없음`,
  },
};
