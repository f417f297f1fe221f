import type { LabDocument } from '../../contract/attachments.ts';
import type { LabTableSource } from '../../contract/lab-report.ts';
import { LIMITS } from '../../contract/limits.ts';
import { textOfRows, type TextRow } from '../pdf/positioned-text.ts';
import { redactPhi } from '../privacy/redact-phi.ts';
import { readLabTable } from './read-lab-table.ts';

/**
 * What leaves the browser for a lab PDF with a text layer (or a picture whose text OCR recognised,
 * `source` 'ocr'): identifier-free text and the table read from it, never the file. The file name
 * is redacted too: lab systems put patient numbers and dates in it ('P100001_RFT_20240627.pdf').
 */
export function labDocumentFromRows(
  rows: TextRow[],
  fileName: string,
  pageCount: number,
  source: Exclude<LabTableSource, 'vision'> = 'text-layer',
): LabDocument {
  const name = redactPhi(fileName).trim().slice(0, 255);
  return {
    fileName: name === '' ? 'document' : name,
    text: redactPhi(textOfRows(rows)).slice(0, LIMITS.labDocumentMaxChars),
    tests: readLabTable(rows).slice(0, 300),
    pageCount,
    source,
  };
}
