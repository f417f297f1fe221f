import { LIMITS } from '../../../contract/index.ts';
import { discardPdfWorker, sharedPdfWorker, type Pdfjs } from './load-pdfjs.ts';
import { blobToBase64 } from './read-file.ts';
import { UploadError, isAbortError, uploadProblems } from './upload-problem.ts';
import { withDeadline, yieldToEventLoop } from './with-deadline.ts';

/** A broken or hostile PDF must end in a bounded time, whatever pdf.js does with it. */
export const PDF_RENDER_TIMEOUT_MS = 30_000;
/** Canvas area cap: browsers refuse (or crawl on) larger canvases; big pages render smaller. */
const MAX_CANVAS_PIXELS = 16_000_000;

export interface RenderedPdfPages {
  /** Pages in the document (only the first few are rendered). */
  pageCount: number;
  /** PNG of each rendered page, base64 without a data-URL prefix. */
  pages: string[];
}

export interface RenderPdfPagesOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  maxPages?: number;
  scale?: number;
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The page could not be encoded'))),
      'image/png',
    );
  });
}

/**
 * SPEC.md section 5's PDF conversion: at most the first `LIMITS.pdfMaxPages` pages at
 * `LIMITS.pdfRenderScale`, to PNG. Yields to the event loop between pages, stops on the signal and
 * after the time bound, and always releases pdf.js's workers. Any failure is SPEC's
 * 'Failed to convert PDF to images'; an abort stays an AbortError.
 */
export async function renderPdfPages(
  pdfjs: Pdfjs,
  data: Uint8Array,
  {
    signal,
    timeoutMs = PDF_RENDER_TIMEOUT_MS,
    maxPages = LIMITS.pdfMaxPages,
    scale = LIMITS.pdfRenderScale,
  }: RenderPdfPagesOptions = {},
): Promise<RenderedPdfPages> {
  // pdf.js takes ownership of (detaches) the buffer it is given; the caller keeps its own.
  const task = pdfjs.getDocument({
    data: data.slice(),
    worker: sharedPdfWorker(pdfjs),
    stopAtErrors: false,
    verbosity: 0,
  });
  let rendering: { cancel: () => void } | undefined;

  const work = async (): Promise<RenderedPdfPages> => {
    const pdf = await task.promise;
    const pageCount = pdf.numPages;
    const pages: string[] = [];
    let totalBytes = 0;
    for (let number = 1; number <= Math.min(pageCount, maxPages); number += 1) {
      const page = await pdf.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const fit = Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, natural.width * natural.height));
      const viewport = page.getViewport({ scale: Math.min(scale, fit) });
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.floor(viewport.width));
      canvas.height = Math.max(1, Math.floor(viewport.height));
      const renderTask = page.render({ canvas, viewport });
      rendering = renderTask;
      await renderTask.promise;
      rendering = undefined;
      const png = await canvasToPng(canvas);
      // Free the bitmap now rather than at garbage collection: five scale-2 pages are large.
      canvas.width = 0;
      canvas.height = 0;
      page.cleanup();
      // Pages beyond what the server accepts in one request are left out, not sent to be refused.
      if (png.size > LIMITS.uploadMaxBytes) continue;
      if (totalBytes + png.size > LIMITS.pageImagesMaxBytes) break;
      totalBytes += png.size;
      pages.push(await blobToBase64(png));
      await yieldToEventLoop();
      signal?.throwIfAborted();
    }
    if (pages.length === 0) throw new Error('No page could be rendered');
    return { pageCount, pages };
  };

  try {
    return await withDeadline(work(), {
      ms: timeoutMs,
      signal,
      onStop: () => {
        rendering?.cancel();
        discardPdfWorker();
      },
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new UploadError(uploadProblems.pdf(), { cause: error });
  } finally {
    void task.destroy().catch(() => undefined);
  }
}
