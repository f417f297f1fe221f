import type { LabDocument } from '../../contract/index.ts';
import { labDocumentFromRows } from '../../shared/lab/lab-document-from-rows.ts';
import { groupIntoRows } from '../../shared/pdf/positioned-text.ts';
import {
  hasUsableTextLayer,
  PdfReadError,
  readPdfText,
  type PdfjsLike,
} from '../../shared/pdf/read-pdf-text.ts';
import { ATTACHMENT_REFUSALS, AttachmentRefusal } from './attachment-texts.ts';

/** A lab report is a few pages; past these the rest is not read, and a slow file is given up. */
export const SERVER_PDF_MAX_PAGES = 20;
export const SERVER_PDF_TIMEOUT_MS = 15000;

let pdfjs: Promise<PdfjsLike> | undefined;
/** pdf.js is loaded on the first PDF, not at start-up: most searches never need it. */
const loadPdfjs = (): Promise<PdfjsLike> =>
  (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').then(
    (module) => module as unknown as PdfjsLike,
  ));

/**
 * Reads a lab PDF's text layer in memory with the reader the browser uses, so the table is the
 * same whichever side read it. A file the reader cannot use is refused with its own sentence.
 */
export async function readLabPdf(
  bytes: Uint8Array,
  fileName: string,
  signal?: AbortSignal,
): Promise<LabDocument> {
  let read;
  try {
    read = await readPdfText(await loadPdfjs(), bytes, {
      maxPages: SERVER_PDF_MAX_PAGES,
      timeoutMs: SERVER_PDF_TIMEOUT_MS,
      signal,
    });
  } catch (error) {
    // The reader's own sentence: password, damaged file or too slow, each with what to do.
    if (error instanceof PdfReadError) throw new AttachmentRefusal(error.message);
    throw error;
  }
  if (!hasUsableTextLayer(read)) throw new AttachmentRefusal(ATTACHMENT_REFUSALS.scannedPdf);
  return labDocumentFromRows(groupIntoRows(read.items), fileName, read.pageCount);
}
