import type { Language, LabTableSource, LabTestResult } from '../../../contract/index.ts';
import { en } from './reading-texts/languages/en.ts';
import { labReadingTextsFor, type PrintedLabRow } from './reading-texts/lab-reading-texts.ts';

export const LAB_READING_LABEL = en.label;

export const NO_TESTS_TEXT = en.noTests;

/** Printed text must render as the words it is, not as markdown. */
const plain = (text: string): string => text.replace(/[\\`*_[\]<>|#]/g, (char) => `\\${char}`);

/**
 * One row in words, e.g. 'Creatinine: 0.57 mg/dL, below the reference range 0.59-1.04', in the
 * answer's language. The name, value, unit and range are printed text: escaped, never changed.
 */
export function readLabRow(row: LabTestResult, language?: Language): string {
  const sentences = labReadingTextsFor(language).rows;
  const printed: PrintedLabRow = {
    name: plain(row.testName),
    value: plain([row.value, row.unit].filter(Boolean).join(' ')),
    range: plain(row.referenceRange),
  };
  if (row.status === 'abnormal') {
    return printed.range ? sentences.abnormal(printed) : sentences.abnormalNoRange(printed);
  }
  if (printed.range) {
    if (row.status === 'high') return sentences.above(printed);
    if (row.status === 'low') return sentences.below(printed);
    return sentences.within(printed);
  }
  if (row.status === 'high') return sentences.flaggedHighNoRange(printed);
  if (row.status === 'low') return sentences.flaggedLowNoRange(printed);
  return row.statusBasis === 'printed-flag'
    ? sentences.flaggedNormalNoRange(printed)
    : sentences.noRange(printed);
}

/**
 * The evidence-only answer's first part: every result read against its range, those outside it
 * first, in the answer's language. Rules only, so it says nothing the report does not.
 */
export function plainLabReading(
  tests: readonly LabTestResult[],
  source: LabTableSource,
  language?: Language,
): string {
  const texts = labReadingTextsFor(language);
  if (tests.length === 0) return `${texts.label}\n\n${texts.noTests}`;
  // A row with neither a range nor a flag is 'normal' only because nothing says otherwise: it is
  // not called within a range it does not have.
  const unflagged = (row: LabTestResult) =>
    row.status === 'normal' && row.statusBasis !== 'printed-flag' && !row.referenceRange;
  const outside = tests.filter((row) => row.status !== 'normal');
  const within = tests.filter((row) => row.status === 'normal' && !unflagged(row));
  const notCompared = tests.filter(unflagged);
  const rows = (group: readonly LabTestResult[]) =>
    group.map((row) => `- ${readLabRow(row, language)}`).join('\n');
  const blocks = [texts.label, texts.sourceLines[source]];
  if (outside.length > 0) {
    blocks.push(texts.outsideHeading, rows(outside));
  } else if (notCompared.length === 0) {
    blocks.push(texts.allWithin);
  }
  if (within.length > 0) {
    blocks.push(texts.withinHeading, rows(within));
  }
  if (notCompared.length > 0) {
    blocks.push(texts.unflaggedHeading, rows(notCompared));
  }
  return blocks.join('\n\n');
}
