/*
 * Runs in a worker thread of the document pool (document-pool.ts), never on the main thread:
 * every untrusted file is parsed here, under the pool's heap cap and hard deadline.
 */
import { constants, inflateSync } from 'node:zlib';
import type { LabDocument, UploadImageType } from '../../contract/index.ts';
import { labDocumentFromRows } from '../../shared/lab/lab-document-from-rows.ts';
import { groupIntoRows } from '../../shared/pdf/positioned-text.ts';
import {
  hasUsableTextLayer,
  PdfReadError,
  readPdfText,
  type PdfjsLike,
} from '../../shared/pdf/read-pdf-text.ts';
import { ATTACHMENT_REFUSALS } from './attachment-texts.ts';
import { checkImage, ImageCheckError, type ImageFacts, type ImageLimits } from './check-image.ts';
import {
  checkPdfStreams,
  StreamBudgetExceeded,
  type CappedInflate,
  type StreamBudget,
} from '../../shared/pdf/stream-budget.ts';
import { redactLabDocument } from './redact-lab-document.ts';

export interface PdfTask {
  kind: 'pdf';
  bytes: Uint8Array;
  fileName: string;
  maxPages: number;
  streams: StreamBudget;
}
export interface ImagesTask {
  kind: 'images';
  images: { bytes: Uint8Array; mediaType: UploadImageType }[];
  limits: ImageLimits;
}
export type DocumentTask = PdfTask | ImagesTask;

/** A refusal carries the sentence for the user and, for the trace, why. */
export type DocumentTaskResult =
  | { ok: true; kind: 'pdf'; document: LabDocument }
  | { ok: true; kind: 'images'; images: ImageFacts[] }
  | { ok: false; refusal: string; reason: string };

/** zlib with a cap on its output; a damaged tail ends the stream, as in pdf.js. */
const inflateCapped: CappedInflate = async (data, cap) => {
  try {
    return inflateSync(data, { maxOutputLength: cap + 1, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    // Past the cap: any cap + 1 bytes say so. Not zlib at all: pdf.js decodes it to nothing.
    return error instanceof RangeError ? new Uint8Array(cap + 1) : new Uint8Array(0);
  }
};

let pdfjs: Promise<PdfjsLike> | undefined;
const loadPdfjs = (): Promise<PdfjsLike> =>
  (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').then(
    (module) => module as unknown as PdfjsLike,
  ));

async function readPdf(task: PdfTask): Promise<DocumentTaskResult> {
  try {
    await checkPdfStreams(task.bytes, task.streams, inflateCapped);
  } catch (error) {
    if (!(error instanceof StreamBudgetExceeded)) throw error;
    return { ok: false, refusal: new PdfReadError('too-complex').message, reason: error.message };
  }
  let read;
  try {
    // The pool's deadline ends this thread; the reader's own timer is only a fallback.
    read = await readPdfText(await loadPdfjs(), task.bytes, {
      maxPages: task.maxPages,
      timeoutMs: 60_000,
    });
  } catch (error) {
    if (error instanceof PdfReadError)
      return { ok: false, refusal: error.message, reason: error.kind };
    throw error;
  }
  if (!hasUsableTextLayer(read)) {
    return { ok: false, refusal: ATTACHMENT_REFUSALS.scannedPdf, reason: 'no text layer' };
  }
  const document = labDocumentFromRows(groupIntoRows(read.items), task.fileName, read.pageCount);
  // Identifiers are removed here too, so the main thread never runs the redactor over a report.
  return { ok: true, kind: 'pdf', document: redactLabDocument(document) };
}

async function checkImages(task: ImagesTask): Promise<DocumentTaskResult> {
  const images: ImageFacts[] = [];
  try {
    for (const image of task.images) {
      images.push(await checkImage(image.bytes, image.mediaType, task.limits));
    }
  } catch (error) {
    if (!(error instanceof ImageCheckError)) throw error;
    return { ok: false, refusal: ATTACHMENT_REFUSALS.notAnImage, reason: error.message };
  }
  return { ok: true, kind: 'images', images };
}

export default function runDocumentTask(task: DocumentTask): Promise<DocumentTaskResult> {
  return task.kind === 'pdf' ? readPdf(task) : checkImages(task);
}
