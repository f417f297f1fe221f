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
import type { OcrRequest } from './ocr/read-lab-by-ocr.ts';
import { blobToBase64 } from './read-file.ts';
import { renderPdfPages } from './render-pdf-pages.ts';
import { UploadError, isAbortError, uploadProblems } from './upload-problem.ts';
import { readValidUpload, type AttachedMediaType, type UploadOptions } from './validate-upload.ts';
import { withDeadline } from './with-deadline.ts';

/** Reading a text layer is quick for any real report; a PDF that takes longer is treated as broken. */
export const PDF_TEXT_TIMEOUT_MS = 20_000;
/** Pages whose text is read: lab reports are short, and a long PDF is rarely one. */
const PDF_TEXT_MAX_PAGES = 50;

/** What OCR found when it read a picture on the device: no table of results, or it failed. */
export type OcrOutcome = 'no-table' | 'failed';

interface PreparedFile {
  fileName: string;
  /** Bytes of the original file. */
  size: number;
  mediaType: AttachedMediaType;
  /**
   * How the values will be read: exactly from the file's own text, from the text OCR recognised
   * on the device, or by the vision model.
   */
  readVia: LabTableSource;
  /** Set when OCR read the picture first and found nothing to use: why the vision model is next. */
  ocr?: OcrOutcome;
}

/** A file ready to travel with a search request (SPEC.md section 3 "Attached document or image"). */
export type PreparedAttachment = PreparedFile &
  (
    | { kind: 'lab-text'; searchType: 'lab-report'; labDocument: LabDocument }
    | { kind: 'pages'; searchType: 'lab-report'; documentPages: DocumentPages }
    | { kind: 'image'; searchType: 'lab-report' | 'image-analysis'; documentData: DocumentData }
  );

/** Reads a lab report's table from pictures by OCR; null when it found none. */
export type ReadLabByOcr = (request: OcrRequest) => Promise<LabDocument | null>;

export interface PrepareAttachmentOptions extends UploadOptions {
  signal?: AbortSignal;
  /** Where pdf.js comes from; tests in Node pass its legacy build. */
  loadPdfjs?: () => Promise<Pdfjs>;
  /**
   * OCR for pictures and scans: tesseract.js in the browser by default, loaded on first use; none
   * (null) where there is no browser to run it in, as in unit tests, unless one is passed.
   */
  readByOcr?: ReadLabByOcr | null;
  /** The reader's language, which OCR reads besides English. */
  language?: string;
  /**
   * Which images are read by OCR first: those whose name says lab report (default), or every one
   * (the lab page, where every file is a lab report, and the main page without a model, where an
   * image that is no lab report could not be analysed anyway).
   */
  ocrImages?: 'lab-named' | 'all';
  /** Called when OCR starts on a picture: it takes seconds, and the reader may be told so. */
  onOcrStart?: () => void;
}

const inBrowser = (): boolean =>
  typeof document !== 'undefined' &&
  typeof Worker !== 'undefined' &&
  typeof createImageBitmap === 'function';

const browserOcr: ReadLabByOcr = async (request) => {
  const { readLabByOcr } = await import('./ocr/read-lab-by-ocr.ts');
  return readLabByOcr(request);
};

/**
 * The table OCR read from these pictures, or why there is none. Never throws but for an abort:
 * a failure (the engine could not load, the time bound passed) leaves the vision model, or a
 * clear refusal without one.
 */
async function readPicturesByOcr(
  request: Omit<OcrRequest, 'signal' | 'language'>,
  options: PrepareAttachmentOptions,
): Promise<{ document: LabDocument } | { outcome: OcrOutcome } | null> {
  const read =
    options.readByOcr === undefined ? (inBrowser() ? browserOcr : null) : options.readByOcr;
  if (!read) return null;
  options.onOcrStart?.();
  try {
    const document = await read({ ...request, signal: options.signal, language: options.language });
    options.signal?.throwIfAborted();
    return document && document.tests.length > 0
      ? { document: boundedLabDocument(document) }
      : { outcome: 'no-table' };
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error;
    console.warn('OCR could not read the picture', error);
    return { outcome: 'failed' };
  }
}

/** A picture whose table OCR read: sent as that table, like a PDF's text layer. */
const readByOcr = (
  base: Omit<PreparedFile, 'readVia' | 'ocr'>,
  document: LabDocument,
): PreparedAttachment => ({
  ...base,
  kind: 'lab-text',
  searchType: 'lab-report',
  labDocument: document,
  readVia: 'ocr',
});

function base64ToBlob(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
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
  options: PrepareAttachmentOptions,
): Promise<PreparedAttachment> {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mediaType });
  const base = { fileName: file.name, size: file.size, mediaType };
  try {
    // Right bytes at the start do not make a picture: a truncated or corrupt image is refused
    // here, not by the model after a round trip.
    if (typeof createImageBitmap === 'function') (await createImageBitmap(blob)).close();
  } catch (error) {
    throw new UploadError(uploadProblems.image(), { cause: error });
  }
  const labNamed = isLabNamedFile(file.name);
  let ocr: OcrOutcome | undefined;
  if (labNamed || options.ocrImages === 'all') {
    // A photo or scan of a report is read on the device first; the vision model is the second way.
    const read = await readPicturesByOcr(
      { images: [blob], fileName: file.name, pageCount: 1 },
      options,
    );
    if (read && 'document' in read) return readByOcr(base, read.document);
    ocr = read?.outcome;
  }
  try {
    const base64 = await blobToBase64(blob);
    return {
      ...base,
      kind: 'image',
      searchType: labNamed ? 'lab-report' : 'image-analysis',
      documentData: { base64, fileName: file.name },
      readVia: 'vision',
      ...(ocr ? { ocr } : {}),
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
    // A scan: its first pages are drawn, read by OCR on the device, and if OCR finds no table
    // they go to the vision model as pictures.
    const rendered = await renderPdfPages(pdfjs, bytes, { signal });
    const read = await readPicturesByOcr(
      {
        images: rendered.pages.map((page) => base64ToBlob(page, 'image/png')),
        fileName: file.name,
        pageCount: rendered.pageCount,
      },
      options,
    );
    if (read && 'document' in read) return readByOcr(base, read.document);
    return {
      ...base,
      kind: 'pages',
      searchType: 'lab-report',
      documentPages: { fileName: file.name, pages: rendered.pages, pageCount: rendered.pageCount },
      readVia: 'vision',
      ...(read ? { ocr: read.outcome } : {}),
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
 * (identifiers replaced, exact table read) when it has a text layer; else, for a scan or a photo of
 * a report, the table OCR reads on the device (`readVia` 'ocr'), and where OCR finds none the
 * first pages as pictures or the image as it is, for the vision model. Refusals and failures are `UploadError`s carrying SPEC.md's texts;
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
  return imageAttachment(file, bytes, mediaType, options);
}
