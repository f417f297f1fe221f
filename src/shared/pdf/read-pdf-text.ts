import type { PositionedText } from './positioned-text.ts';

/*
 * The slice of pdf.js this reader uses, typed structurally so that the browser build
 * ('pdfjs-dist') and Node's legacy build ('pdfjs-dist/legacy/build/pdf.mjs') both fit, and so that
 * this file never imports pdf.js itself (the caller loads it on demand).
 */
interface ViewportLike {
  width: number;
  height: number;
  /** Maps PDF user space to the displayed page (rotation and the y flip included). */
  transform: number[];
}
interface PageLike {
  getViewport(params: { scale: number }): ViewportLike;
  getTextContent(): Promise<{ items: unknown[] }>;
  cleanup(): unknown;
}
interface DocumentLike {
  numPages: number;
  getPage(pageNumber: number): Promise<PageLike>;
}
interface LoadingTaskLike {
  promise: Promise<DocumentLike>;
  destroy(): Promise<void>;
}
export interface PdfjsLike {
  getDocument(src: {
    data: Uint8Array;
    isEvalSupported?: boolean;
    stopAtErrors?: boolean;
    verbosity?: number;
  }): LoadingTaskLike;
}

export type PdfReadErrorKind = 'password' | 'invalid' | 'timeout' | 'too-complex';

export const PDF_READ_MESSAGES: Record<PdfReadErrorKind, string> = {
  password:
    'This PDF is password-protected. Remove the password (print it to a new PDF) or upload a photo of the report instead.',
  invalid:
    'This PDF could not be read: the file seems damaged. Save or print it to a new PDF, or upload a photo of the report instead.',
  timeout:
    'Reading this PDF took too long. Try a shorter file, or upload a photo of the report instead.',
  'too-complex':
    'This PDF is too large or complex to read. Print the pages with your results to a new PDF, or upload a photo of the report instead.',
};

/** Why a PDF could not be read, with a sentence a patient can act on. */
export class PdfReadError extends Error {
  readonly kind: PdfReadErrorKind;
  constructor(kind: PdfReadErrorKind, options?: { cause?: unknown }) {
    super(PDF_READ_MESSAGES[kind], options);
    this.name = 'PdfReadError';
    this.kind = kind;
  }
}

export interface PdfTextResult {
  /** Pages in the file, read or not. */
  pageCount: number;
  /** Text runs of the pages read, top-down coordinates, pages numbered from 1. */
  items: PositionedText[];
  /** Non-space characters found on the pages read. */
  textChars: number;
}

export interface ReadPdfTextOptions {
  /** Pages read from the start (default all, at most PDF_TEXT_PAGE_CAP). */
  maxPages?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Fuzzed files claim billions of pages; no lab report has more than this. */
export const PDF_TEXT_PAGE_CAP = 50;
/**
 * Text runs read in all: a dense 50-page paper has about 60,000; a report a few thousand. Pages
 * after the cap are not read, so a file of millions of text operators costs a bounded amount.
 */
export const PDF_TEXT_RUN_CAP = 60_000;
export const PDF_TEXT_TIMEOUT_MS = 20_000;
/** Below this many characters a "text layer" is a stray page number, not a report: treat as a scan. */
export const USABLE_TEXT_CHARS = 20;

interface RawTextItem {
  str?: unknown;
  transform?: unknown;
  width?: unknown;
  height?: unknown;
}

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

const asMatrix = (value: unknown): Matrix | null =>
  Array.isArray(value) &&
  value.length >= 6 &&
  value.slice(0, 6).every((n) => typeof n === 'number' && Number.isFinite(n))
    ? (value.slice(0, 6) as Matrix)
    : null;

interface Oriented {
  text: string;
  /** Baseline start on the displayed page. */
  px: number;
  py: number;
  /** Direction of the text, in quarter turns (0 = left to right, 1 = top to bottom, ...). */
  quarter: number;
  /** Off-axis text (diagonal watermarks) does not belong to any row. */
  aligned: boolean;
  width: number;
  height: number;
}

function orient(raw: RawTextItem, viewport: Matrix): Oriented | null {
  if (typeof raw.str !== 'string' || raw.str.trim() === '') return null;
  const transform = asMatrix(raw.transform);
  if (!transform) return null;
  const m = multiply(viewport, transform);
  const angle = Math.atan2(m[1], m[0]);
  const quarter = (((Math.round(angle / (Math.PI / 2)) % 4) + 4) % 4) as number;
  const offAxis = Math.abs(angle - Math.round(angle / (Math.PI / 2)) * (Math.PI / 2));
  const fontSize = Math.hypot(m[2], m[3]);
  const height = typeof raw.height === 'number' && raw.height > 0 ? raw.height : fontSize;
  return {
    text: raw.str,
    px: m[4],
    py: m[5],
    quarter,
    aligned: offAxis < 0.1,
    width: typeof raw.width === 'number' && Number.isFinite(raw.width) ? Math.abs(raw.width) : 0,
    height,
  };
}

/**
 * Turns a page's runs so that its main reading direction runs left to right (a page scanned or
 * set sideways still reads as rows), dropping runs at other angles.
 */
function toPositioned(runs: Oriented[], page: number, size: { w: number; h: number }) {
  const weight = [0, 0, 0, 0];
  for (const run of runs) {
    if (run.aligned) weight[run.quarter] = (weight[run.quarter] ?? 0) + run.text.length;
  }
  const main = weight.indexOf(Math.max(...weight));
  const turn = (x: number, y: number): [number, number] => {
    switch (main) {
      case 1:
        return [y, size.w - x];
      case 2:
        return [size.w - x, size.h - y];
      case 3:
        return [size.h - y, x];
      default:
        return [x, y];
    }
  };
  return runs
    .filter((run) => run.aligned && run.quarter === main)
    .map((run): PositionedText => {
      const [x, y] = turn(run.px, run.py);
      return { text: run.text, x, y, width: run.width, height: run.height, page };
    });
}

function classify(error: unknown): PdfReadError {
  if (error instanceof PdfReadError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return new PdfReadError('password', { cause: error });
  return new PdfReadError('invalid', { cause: error });
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

/**
 * Reads the text layer of a PDF: every text run with its position, top-down. Never hangs (the
 * timeout and the signal both destroy the pdf.js task), never leaves a task behind, and turns
 * pdf.js's failures into a PdfReadError with a sentence for the user. An abort through the
 * signal rejects with the signal's reason, like fetch.
 */
export async function readPdfText(
  pdfjs: PdfjsLike,
  data: Uint8Array,
  options: ReadPdfTextOptions = {},
): Promise<PdfTextResult> {
  const { signal } = options;
  if (signal?.aborted) throw abortReason(signal);
  const timeoutMs = options.timeoutMs ?? PDF_TEXT_TIMEOUT_MS;
  const maxPages = Math.max(1, Math.min(options.maxPages ?? PDF_TEXT_PAGE_CAP, PDF_TEXT_PAGE_CAP));

  let task: LoadingTaskLike;
  try {
    // pdf.js transfers the buffer it is given to its worker; a copy keeps the caller's bytes usable.
    task = pdfjs.getDocument({
      data: data.slice(),
      isEvalSupported: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (error) {
    throw classify(error);
  }

  let stop: (reason: unknown) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
  });
  const timer = setTimeout(() => stop(new PdfReadError('timeout')), timeoutMs);
  const onAbort = (): void => stop(signal ? abortReason(signal) : undefined);
  signal?.addEventListener('abort', onAbort, { once: true });

  const work = async (): Promise<PdfTextResult> => {
    const document = await task.promise;
    const pageCount = Number.isInteger(document.numPages) ? Math.max(0, document.numPages) : 0;
    const items: PositionedText[] = [];
    let failedPages = 0;
    for (let number = 1; number <= Math.min(pageCount, maxPages); number++) {
      let page: PageLike;
      try {
        page = await document.getPage(number);
      } catch (error) {
        // A broken page among good ones loses that page only; a page tree that is broken
        // throughout (fuzzed counts) is invalid.
        failedPages++;
        if (failedPages >= 3 && items.length === 0) throw error;
        continue;
      }
      const viewport = page.getViewport({ scale: 1 });
      const matrix = asMatrix(viewport.transform) ?? [1, 0, 0, -1, 0, viewport.height];
      let content: { items: unknown[] };
      try {
        content = await page.getTextContent();
      } catch {
        failedPages++;
        continue;
      }
      const runs = content.items
        .map((raw) => orient(raw as RawTextItem, matrix))
        .filter((run): run is Oriented => run !== null);
      const positioned = toPositioned(runs, number, { w: viewport.width, h: viewport.height });
      for (const item of positioned.slice(0, PDF_TEXT_RUN_CAP - items.length)) items.push(item);
      page.cleanup();
      if (items.length >= PDF_TEXT_RUN_CAP) break;
      // Let the caller's event loop breathe between pages (the UI stays responsive).
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (pageCount > 0 && failedPages >= Math.min(pageCount, maxPages)) {
      throw new PdfReadError('invalid');
    }
    const textChars = items.reduce((sum, item) => sum + item.text.replace(/\s/g, '').length, 0);
    return { pageCount, items, textChars };
  };

  try {
    return await Promise.race([work(), stopped]);
  } catch (error) {
    if (signal?.aborted && error === abortReason(signal)) throw error;
    throw classify(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    // Destroying also ends a load still running after a timeout or an abort.
    void task.destroy().catch(() => undefined);
  }
}

/** Whether the pages read carry real text (else the file is a scan: render and use vision). */
export const hasUsableTextLayer = (result: Pick<PdfTextResult, 'textChars'>): boolean =>
  result.textChars >= USABLE_TEXT_CHARS;
