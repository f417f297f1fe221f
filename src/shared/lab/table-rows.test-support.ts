/**
 * Rows of a lab report as pdf.js gives them, built by hand for the layout tests
 * (`read-lab-table-layouts-*.test.ts`), and what the reader makes of them. Not imported by the app.
 */
import type { TextRow } from '../pdf/positioned-text.ts';
import { readLabTable } from './read-lab-table.ts';

/** One run of text at x, as wide as a mid-size font prints it (4.5 points a character). */
const cell = (text: string, x: number) => ({ text, x, right: x + text.length * 4.5 });

/** One line of page 1 at y, its cells as [text, x]. */
export const row = (y: number, ...cells: [string, number][]): TextRow => ({
  page: 1,
  y,
  cells: cells.map(([text, x]) => cell(text, x)),
});

/** Each test read: name, value, range and status. */
export const read = (rows: TextRow[]) =>
  readLabTable(rows).map((test) => [test.testName, test.value, test.referenceRange, test.status]);
