import type { LabTableSource, LabTestResult } from '../../../contract/index.ts';

export const LAB_READING_LABEL =
  '> **Reading of your results** — each value compared with the reference range printed beside it, worked out by rules from the report itself. Not an AI-written summary; ranges differ between laboratories, so discuss the results with a clinician.';

export const NO_TESTS_TEXT =
  '**No test results could be read from this document.** It may not be a lab report, or its table has an unusual layout. The values on the report itself are what count.';

const SOURCE_LINE: Record<LabTableSource, string> = {
  'text-layer': '_The values were read from the text of the document, exactly as printed._',
  ocr: '_The values were read from a picture of the report by text recognition (OCR) on your device; check each one against the paper report._',
  vision:
    '_The values were read from a picture of the report by an AI model; check them against the report._',
};

/** Printed text must render as the words it is, not as markdown. */
const plain = (text: string): string => text.replace(/[\\`*_[\]<>|#]/g, (char) => `\\${char}`);

const RELATION = { high: 'above', low: 'below', normal: 'within' } as const;

/** One row in words, e.g. 'Creatinine: 0.57 mg/dL, below the reference range 0.59-1.04'. */
export function readLabRow(row: LabTestResult): string {
  const value = [row.value, row.unit].filter(Boolean).join(' ');
  const range = row.referenceRange;
  let reading: string;
  if (row.status === 'abnormal') {
    reading = `flagged as abnormal${range ? ` (reference range ${range})` : ''}`;
  } else if (range) {
    reading = `${RELATION[row.status]} the reference range ${range}`;
  } else if (row.status !== 'normal') {
    reading = `flagged ${row.status} on the report (no reference range printed)`;
  } else {
    reading = 'no reference range printed';
  }
  return plain(`${row.testName}: ${value}, ${reading}`);
}

/**
 * The evidence-only answer's first part: every result read against its range, those outside it
 * first. Rules only, so it says nothing the report does not.
 */
export function plainLabReading(tests: readonly LabTestResult[], source: LabTableSource): string {
  if (tests.length === 0) return `${LAB_READING_LABEL}\n\n${NO_TESTS_TEXT}`;
  const outside = tests.filter((row) => row.status !== 'normal');
  const within = tests.filter((row) => row.status === 'normal');
  const blocks = [LAB_READING_LABEL, SOURCE_LINE[source]];
  if (outside.length > 0) {
    blocks.push(
      '### Outside the reference range',
      outside.map((row) => `- ${readLabRow(row)}`).join('\n'),
    );
  } else {
    blocks.push('**Every result is within its reference range.**');
  }
  if (within.length > 0) {
    blocks.push(
      '### Within the reference range',
      within.map((row) => `- ${readLabRow(row)}`).join('\n'),
    );
  }
  return blocks.join('\n\n');
}
