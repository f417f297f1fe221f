import type { LabReadingTexts } from '../lab-reading-text-types.ts';

export const zh: LabReadingTexts = {
  label:
    '> **您的检验结果解读** — 将每个数值与旁边印出的参考范围逐一比较，完全依据报告本身按规则得出。这不是 AI 撰写的摘要；不同实验室的参考范围不同，请与医生讨论这些结果。',
  noTests:
    '**无法从此文档中读取任何检验结果。** 它可能不是化验报告，或者其表格版式不常见。请以报告本身上的数值为准。',
  sourceLines: {
    'text-layer': '_数值读取自文档中的文字，与印刷内容完全一致。_',
    ocr: '_数值是通过您设备上的文字识别（OCR）从报告图片中读取的；请逐一对照纸质报告核对。_',
    vision: '_数值是由 AI 模型从报告图片中读取的；请对照报告核对。_',
  },
  outsideHeading: '### 超出参考范围',
  withinHeading: '### 在参考范围内',
  unflaggedHeading: '### 未印参考范围或标记的结果',
  allWithin: '**所有结果都在各自的参考范围内。**',
  researchHeading: '### 关于超出范围结果的研究',
  noResearch: '_没有找到与这些结果相关的研究文章或健康网页；上面的解读仅依据报告本身。_',
  fromReportHeading: '### 来自您的报告',
  unreadable:
    '无法读取此文件中的检验结果。请尝试一张更清晰、光线充足并显示整页的照片，或上传来自化验室或患者门户的 PDF。',
  visionNeedsModel:
    '从图片或扫描件读取化验报告需要 AI 模型，而此服务器未配置任何模型。带文字层的 PDF 或文本文件无需模型即可使用。',
  rows: {
    below: ({ name, value, range }) => `${name}：${value}，低于参考范围 ${range}`,
    above: ({ name, value, range }) => `${name}：${value}，高于参考范围 ${range}`,
    within: ({ name, value, range }) => `${name}：${value}，在参考范围 ${range} 内`,
    abnormal: ({ name, value, range }) => `${name}：${value}，报告标记为异常（参考范围 ${range}）`,
    abnormalNoRange: ({ name, value }) => `${name}：${value}，报告标记为异常`,
    flaggedHighNoRange: ({ name, value }) => `${name}：${value}，报告标记为偏高（未印参考范围）`,
    flaggedLowNoRange: ({ name, value }) => `${name}：${value}，报告标记为偏低（未印参考范围）`,
    flaggedNormalNoRange: ({ name, value }) => `${name}：${value}，报告标记为正常（未印参考范围）`,
    noRange: ({ name, value }) => `${name}：${value}，未印参考范围`,
  },
};
