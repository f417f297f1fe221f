import type { LabDocument } from '../../../contract/index.ts';
import { labDocumentFromRows } from '../../../shared/lab/lab-document-from-rows.ts';
import { positionedTextFromOcr, type OcrPage } from '../../../shared/ocr/ocr-words.ts';
import {
  groupIntoRows,
  rowsFromPlainText,
  type PositionedText,
} from '../../../shared/pdf/positioned-text.ts';

/**
 * What is turned into a lab document: a PDF's positioned text runs, a plain-text report, or the
 * words OCR recognised on a picture or a scanned page.
 */
export type LabDocumentJob = { fileName: string; pageCount: number } & (
  | { kind: 'pdf-text'; items: PositionedText[] }
  | { kind: 'plain-text'; text: string }
  | { kind: 'ocr-words'; pages: OcrPage[] }
);

/** Rows, the table read from them, and the identifier-free text: pure, so it can run in a worker. */
export function runLabDocumentJob(job: LabDocumentJob): LabDocument {
  if (job.kind === 'ocr-words') {
    const rows = groupIntoRows(positionedTextFromOcr(job.pages));
    return labDocumentFromRows(rows, job.fileName, job.pageCount, 'ocr');
  }
  const rows = job.kind === 'pdf-text' ? groupIntoRows(job.items) : rowsFromPlainText(job.text);
  return labDocumentFromRows(rows, job.fileName, job.pageCount);
}
