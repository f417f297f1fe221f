import type { LabDocument } from '../../../contract/index.ts';
import { labDocumentFromRows } from '../../../shared/lab/lab-document-from-rows.ts';
import {
  groupIntoRows,
  rowsFromPlainText,
  type PositionedText,
} from '../../../shared/pdf/positioned-text.ts';

/** What is turned into a lab document: a PDF's positioned text runs, or a plain-text report. */
export type LabDocumentJob = { fileName: string; pageCount: number } & (
  { kind: 'pdf-text'; items: PositionedText[] } | { kind: 'plain-text'; text: string }
);

/** Rows, the table read from them, and the identifier-free text: pure, so it can run in a worker. */
export function runLabDocumentJob(job: LabDocumentJob): LabDocument {
  const rows = job.kind === 'pdf-text' ? groupIntoRows(job.items) : rowsFromPlainText(job.text);
  return labDocumentFromRows(rows, job.fileName, job.pageCount);
}
