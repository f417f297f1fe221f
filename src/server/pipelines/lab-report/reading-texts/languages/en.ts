import type { LabReadingTexts } from '../lab-reading-text-types.ts';

export const en: LabReadingTexts = {
  label:
    '> **Reading of your results** — each value compared with the reference range printed beside it, worked out by rules from the report itself. Not an AI-written summary; ranges differ between laboratories, so discuss the results with a clinician.',
  noTests:
    '**No test results could be read from this document.** It may not be a lab report, or its table has an unusual layout. The values on the report itself are what count.',
  sourceLines: {
    'text-layer': '_The values were read from the text of the document, exactly as printed._',
    ocr: '_The values were read from a picture of the report by text recognition (OCR) on your device; check each one against the paper report._',
    vision:
      '_The values were read from a picture of the report by an AI model; check them against the report._',
  },
  outsideHeading: '### Outside the reference range',
  withinHeading: '### Within the reference range',
  unflaggedHeading: '### Printed without a reference range or flag',
  allWithin: '**Every result is within its reference range.**',
  researchHeading: '### Research on the results outside the range',
  noResearch:
    '_No research articles or health pages were found for these results; the reading above is from the report alone._',
  fromReportHeading: '### From your report',
  unreadable:
    'The test results in this file could not be read. Try a sharper, well-lit photo that shows the whole page, or upload the PDF from your lab or patient portal.',
  visionNeedsModel:
    'Reading a lab report from an image or a scan needs an AI model, and none is configured on this server. A PDF with a text layer or a text file works without one.',
  rows: {
    below: ({ name, value, range }) => `${name}: ${value}, below the reference range ${range}`,
    above: ({ name, value, range }) => `${name}: ${value}, above the reference range ${range}`,
    within: ({ name, value, range }) => `${name}: ${value}, within the reference range ${range}`,
    abnormal: ({ name, value, range }) =>
      `${name}: ${value}, flagged as abnormal (reference range ${range})`,
    abnormalNoRange: ({ name, value }) => `${name}: ${value}, flagged as abnormal`,
    flaggedHighNoRange: ({ name, value }) =>
      `${name}: ${value}, flagged high on the report (no reference range printed)`,
    flaggedLowNoRange: ({ name, value }) =>
      `${name}: ${value}, flagged low on the report (no reference range printed)`,
    flaggedNormalNoRange: ({ name, value }) =>
      `${name}: ${value}, flagged normal on the report (no reference range printed)`,
    noRange: ({ name, value }) => `${name}: ${value}, no reference range printed`,
  },
};
