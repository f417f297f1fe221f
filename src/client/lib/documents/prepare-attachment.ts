import {
  LIMITS,
  isLabNamedFile,
  labDocumentSchema,
  type DocumentData,
  type DocumentPages,
  type LabDocument,
  type LabTableSource,
} from '../../../contract/index.ts';
import {
  PdfReadError,
  hasUsableTextLayer,
  readPdfText,
  type PdfjsLike,
} from '../../../shared/pdf/read-pdf-text.ts';
import { PDF_STREAM_BUDGET, checkPdfStreams } from '../../../shared/pdf/stream-budget.ts';
import { inflateInBrowser } from '../../../shared/pdf/inflate-in-browser.ts';
import { buildLabDocument } from './build-lab-document.ts';
import { discardPdfWorker, loadPdfjs, sharedPdfWorker, type Pdfjs } from './load-pdfjs.ts';
import { blobToBase64 } from './read-file.ts';
import { renderPdfPages } from './render-pdf-pages.ts';
import { UploadError, isAbortError, uploadProblems } from './upload-problem.ts';
import { readValidUpload, type AttachedMediaType, type UploadOptions } from './validate-upload.ts';
import { withDeadline } from './with-deadline.ts';

/** Reading a text layer is quick for any real report; a PDF that takes longer is treated as broken. */
export const PDF_TEXT_TIMEOUT_MS = 20_000;
/** Pages whose text is read: lab reports are short, and a long PDF is rarely one. */
const PDF_TEXT_MAX_PAGES = 50;

interface PreparedFile {
  fileName: string;
  /** Bytes of the original file. */
  size: number;
  mediaType: AttachedMediaType;
  /** How the values will be read: exactly from the file's own text, or by the vision model. */
  readVia: LabTableSource;
}

/** A file ready to travel with a search request (SPEC.md section 3 "Attached document or image"). */
export type PreparedAttachment = PreparedFile &
  (
    | { kind: 'lab-text'; searchType: 'lab-report'; labDocument: LabDocument }
    | { kind: 'pages'; searchType: 'lab-report'; documentPages: DocumentPages }
    | { kind: 'image'; searchType: 'lab-report' | 'image-analysis'; documentData: DocumentData }
  );

export interface PrepareAttachmentOptions extends UploadOptions {
  signal?: AbortSignal;
  /** Where pdf.js comes from; tests in Node pass its legacy build. */
  loadPdfjs?: () => Promise<Pdfjs>;
}

/** The document as the contract accepts it: over-long text is cut, not refused. */
function boundedLabDocument(document: LabDocument): LabDocument {
  return labDocumentSchema.parse({
    ...document,
    text: document.text.slice(0, LIMITS.labDocumentMaxChars),
    tests: document.tests.slice(0, 300),
  });
}

async function textAttachment(
  file: File,
  bytes: Uint8Array,
  signal: AbortSignal | undefined,
): Promise<PreparedAttachment> {
  const text = new TextDecoder('utf-8').decode(bytes);
  let labDocument: LabDocument;
  try {
    labDocument = await buildLabDocument(
      { kind: 'plain-text', text, fileName: file.name, pageCount: 0 },
      { signal },
    );
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new UploadError(uploadProblems.read(), { cause: error });
  }
  return {
    kind: 'lab-text',
    searchType: 'lab-report',
    labDocument: boundedLabDocument(labDocument),
    fileName: file.name,
    size: file.size,
    mediaType: 'text/plain',
    readVia: 'text-layer',
  };
}

async function imageAttachment(
  file: File,
  bytes: Uint8Array,
  mediaType: AttachedMediaType,
): Promise<PreparedAttachment> {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mediaType });
  try {
    // Right bytes at the start do not make a picture: a truncated or corrupt image is refused
    // here, not by the model after a round trip.
    if (typeof createImageBitmap === 'function') (await createImageBitmap(blob)).close();
    const base64 = await blobToBase64(blob);
    return {
      kind: 'image',
      searchType: isLabNamedFile(file.name) ? 'lab-report' : 'image-analysis',
      documentData: { base64, fileName: file.name },
      fileName: file.name,
      size: file.size,
      mediaType,
      readVia: 'vision',
    };
  } catch (error) {
    throw new UploadError(uploadProblems.image(), { cause: error });
  }
}

/**
 * pdf.js with every document it opens remembered, so a read cut short by the time bound or the
 * signal can destroy its worker instead of leaving it to run.
 */
function trackingDocuments(pdfjs: Pdfjs): { tracked: PdfjsLike; destroyAll: () => void } {
  const tasks: { destroy: () => Promise<void> }[] = [];
  const tracked: PdfjsLike = {
    getDocument: (source) => {
      // Reading text draws nothing: no page-rendering worker for this document.
      const task = pdfjs.getDocument({
        ...source,
        worker: sharedPdfWorker(pdfjs),
        verbosity: 0,
        disableWorkerRendering: true,
      });
      tasks.push(task);
      return task;
    },
  };
  return {
    tracked,
    destroyAll: () => {
      tasks.forEach((task) => void task.destroy().catch(() => undefined));
      // The parse may still be running in the worker; a fresh one serves the next file.
      discardPdfWorker();
    },
  };
}

async function pdfAttachment(
  file: File,
  bytes: Uint8Array,
  options: PrepareAttachmentOptions,
): Promise<PreparedAttachment> {
  const { signal } = options;
  const base = { fileName: file.name, size: file.size, mediaType: 'application/pdf' as const };
  try {
    // The same stream budget as the server's: a file that inflates to gigabytes is refused before
    // pdf.js's worker decodes it into the tab's memory.
    await checkPdfStreams(bytes, PDF_STREAM_BUDGET, inflateInBrowser);
    signal?.throwIfAborted();
    const pdfjs = await (options.loadPdfjs ?? loadPdfjs)();
    signal?.throwIfAborted();
    const { tracked, destroyAll } = trackingDocuments(pdfjs);
    const text = await withDeadline(
      readPdfText(tracked, bytes, {
        maxPages: PDF_TEXT_MAX_PAGES,
        timeoutMs: PDF_TEXT_TIMEOUT_MS,
        signal,
      }),
      // A little longer than the reader's own bound, which should fire first.
      { ms: PDF_TEXT_TIMEOUT_MS + 2_000, signal, onStop: destroyAll },
    );
    if (hasUsableTextLayer(text)) {
      const labDocument = await buildLabDocument(
        { kind: 'pdf-text', items: text.items, fileName: file.name, pageCount: text.pageCount },
        { signal },
      );
      return {
        ...base,
        kind: 'lab-text',
        searchType: 'lab-report',
        labDocument: boundedLabDocument(labDocument),
        readVia: 'text-layer',
      };
    }
    // A scan: its pages go to the vision model as pictures.
    const rendered = await renderPdfPages(pdfjs, bytes, { signal });
    return {
      ...base,
      kind: 'pages',
      searchType: 'lab-report',
      documentPages: { fileName: file.name, pages: rendered.pages, pageCount: rendered.pageCount },
      readVia: 'vision',
    };
  } catch (error) {
    if (isAbortError(error) || (error instanceof PdfReadError && error.kind === 'timeout')) {
      discardPdfWorker();
    }
    if (isAbortError(error) || error instanceof UploadError) throw error;
    if (error instanceof PdfReadError && error.kind === 'password') {
      throw new UploadError(uploadProblems.pdfPassword(error.message), { cause: error });
    }
    // Broken, hostile, too slow: the visitor learns only that this PDF could not be used.
    throw new UploadError(uploadProblems.pdf(), { cause: error });
  }
}

/** Loads pdf.js ahead of need (the picker is open): its code takes a moment to start. */
export function warmUpPdfReader(): void {
  void loadPdfjs()
    .then((pdfjs) => sharedPdfWorker(pdfjs))
    .catch(() => undefined);
}

/**
 * Turns a chosen file into what the search request carries, in the browser: a PDF's own text
 * (identifiers replaced, exact table read) when it has a text layer, else its first pages as
 * pictures; an image as it is. Refusals and failures are `UploadError`s carrying SPEC.md's texts;
 * an abort through `signal` stays an AbortError.
 */
export async function prepareAttachment(
  file: File,
  options: PrepareAttachmentOptions = {},
): Promise<PreparedAttachment> {
  options.signal?.throwIfAborted();
  const { bytes, mediaType } = await readValidUpload(file, options);
  options.signal?.throwIfAborted();
  if (mediaType === 'text/plain') return textAttachment(file, bytes, options.signal);
  if (mediaType === 'application/pdf') return pdfAttachment(file, bytes, options);
  return imageAttachment(file, bytes, mediaType);
}
