import type * as PdfjsModule from 'pdfjs-dist';

/**
 * pdf.js, loaded only when a PDF is attached: it is large and most visits never need it. Its
 * parsing worker and its page-rendering worker are bundled by Vite and served from this origin,
 * so the strict CSP (scripts and workers from 'self' only) holds and nothing comes from a CDN.
 */
export type Pdfjs = typeof PdfjsModule;

let loading: Promise<Pdfjs> | undefined;

async function importPdfjs(): Promise<Pdfjs> {
  const [pdfjs, worker, renderer] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    import('pdfjs-dist/build/pdf.renderer.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // Pages are drawn in a second worker (OffscreenCanvas), so rendering does not block the page;
  // pdf.js falls back to the main thread by itself where that is not available.
  pdfjs.GlobalWorkerOptions.rendererSrc = renderer.default;
  return pdfjs;
}

/** The one pdf.js instance of the page; a failed load (say, offline) is retried next time. */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= importPdfjs().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

type PdfWorker = InstanceType<Pdfjs['PDFWorker']>;
let worker: PdfWorker | undefined;

/**
 * One pdf.js parsing worker for every document of the page: starting it (a large script) costs
 * more than reading a short report, so it is started once, ahead of need, and reused.
 */
export function sharedPdfWorker(pdfjs: Pdfjs): PdfWorker {
  if (!worker || worker.destroyed) worker = new pdfjs.PDFWorker({ verbosity: 0 });
  return worker;
}

/** Ends the shared worker: after a time-out or an abort it may still be busy with a bad file. */
export function discardPdfWorker(): void {
  worker?.destroy();
  worker = undefined;
}
