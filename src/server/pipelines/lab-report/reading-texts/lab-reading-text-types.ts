import type { LabTableSource } from '../../../../contract/index.ts';

/**
 * One result as printed on the report, already escaped so it renders as the words it is: the
 * test's name, its value with the unit ('0.57 mg/dL', 'Trace'), and its reference range. A
 * language places these in its own sentence and never changes them.
 */
export interface PrintedLabRow {
  name: string;
  value: string;
  range: string;
}

/**
 * One row's reading as a whole sentence in a language, e.g. English 'Creatinine: 0.57 mg/dL,
 * below the reference range 0.59-1.04'. One function per case, so each language orders the
 * words its own way instead of filling English-ordered fragments.
 */
export interface LabRowSentences {
  /** Under the range printed beside it. */
  below: (row: PrintedLabRow) => string;
  /** Over the range printed beside it. */
  above: (row: PrintedLabRow) => string;
  /** Inside the range printed beside it. */
  within: (row: PrintedLabRow) => string;
  /** Marked abnormal on the report (a qualitative result), with the range it was read against. */
  abnormal: (row: PrintedLabRow) => string;
  /** Marked abnormal on the report, no range printed (`range` is empty). */
  abnormalNoRange: (row: PrintedLabRow) => string;
  /** Marked high, or low, by the report's own flag, no range printed (`range` is empty). */
  flaggedHighNoRange: (row: PrintedLabRow) => string;
  flaggedLowNoRange: (row: PrintedLabRow) => string;
  /** Marked normal by the report's own flag ('NORMAL', 'N'), no range printed (`range` is empty). */
  flaggedNormalNoRange: (row: PrintedLabRow) => string;
  /** Nothing marked and no range printed (`range` is empty). */
  noRange: (row: PrintedLabRow) => string;
}

/**
 * The rules-only lab reading's fixed texts in one language (the answer without a model). English
 * is the text the product has always streamed, word for word; every other language says the same
 * plainly and keeps the Markdown (quote, bold, italics, headings) where English has it.
 */
export interface LabReadingTexts {
  /** Leads the reading: a Markdown quote line with a bold label; says it is not AI-written. */
  label: string;
  /** The whole reading when no row could be read (bold lead). */
  noTests: string;
  /** Italic line on how the values were read. */
  sourceLines: Readonly<Record<LabTableSource, string>>;
  /** Headings of the groups, Markdown level 3. */
  outsideHeading: string;
  withinHeading: string;
  /** Rows printed with neither a range nor a flag: compared with nothing, so in neither group. */
  unflaggedHeading: string;
  /** In place of the first group when every row is in range or marked normal (bold). */
  allWithin: string;
  /** Heads the research excerpts after the reading, Markdown level 3. */
  researchHeading: string;
  /** Italic line when research found nothing for the results. */
  noResearch: string;
  /** Heads the rows a follow-up question names, Markdown level 3. */
  fromReportHeading: string;
  /** Stream error when the vision model's reading of a picture could not be used. */
  unreadable: string;
  /** Stream error when a picture or scan is sent and no model is configured. */
  visionNeedsModel: string;
  rows: LabRowSentences;
}
