import Tesseract from 'tesseract.js/dist/tesseract.esm.min.js';
import { corePath, langPath, workerPath } from 'virtual:ocr-assets';
import type { OcrPage } from '../../../../shared/ocr/ocr-words.ts';
import { withDeadline } from '../with-deadline.ts';
import { imageForOcr } from './ocr-image.ts';
import {
  OCR_INIT_PARAMETERS,
  OCR_RECOGNISE_OPTIONS,
  ocrParametersFor,
  pictureKind,
  type PictureKind,
} from './ocr-settings.ts';
import { slimBlocks } from './slim-blocks.ts';

/** Hard bound on one file's recognition, engine start included; the worker is ended after it. */
export const OCR_TIMEOUT_MS = 90_000;
/** No further page is started after this: the pages read so far are what OCR found. */
export const OCR_PAGE_BUDGET_MS = 45_000;

export interface RecogniseOptions {
  /** Tesseract language codes, e.g. ['deu', 'eng']. */
  languages: readonly string[];
  signal?: AbortSignal;
  timeoutMs?: number;
  pageBudgetMs?: number;
}

/**
 * Starts tesseract.js's worker from our own origin (the CSP allows nothing else) and returns it
 * with the Web Worker underneath. tesseract.js hands its worker object out only once the engine and
 * the languages are loaded; a load that fails or hangs would leave the Web Worker running with no
 * way to end it. `createWorker` constructs it synchronously, before its first await, so the
 * constructor is watched for exactly that call and the Web Worker can always be terminated.
 */
function startEngine(languages: readonly string[]): {
  ready: Promise<Tesseract.Worker>;
  webWorker: Worker | undefined;
} {
  const Original = globalThis.Worker;
  let webWorker: Worker | undefined;
  globalThis.Worker = class extends Original {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the instance is the point
      webWorker = this;
    }
  };
  try {
    const ready = Tesseract.createWorker(
      [...languages],
      Tesseract.OEM.LSTM_ONLY,
      {
        workerPath,
        corePath,
        langPath,
        // A blob: worker would need 'blob:' in worker-src; the worker's own URL is same-origin.
        workerBlobURL: false,
        gzip: true,
        // Nothing is stored in IndexedDB: the trained data comes from the HTTP cache (immutable).
        cacheMethod: 'none',
        // Without a handler tesseract.js throws a failed job out of its message handler.
        errorHandler: () => undefined,
        logger: () => undefined,
      },
      OCR_INIT_PARAMETERS,
    );
    return { ready, webWorker };
  } finally {
    globalThis.Worker = Original;
  }
}

/**
 * The words of each picture (a photo, or the rendered pages of a scan) with their boxes, read by
 * tesseract.js in its own worker. Pages after the page budget are left out; past `timeoutMs`, or
 * when the signal aborts, the worker is terminated, which ends the recognition at once. The worker
 * is always ended when this returns: it holds a few hundred MB while it runs.
 */
export async function recognisePages(
  images: readonly Blob[],
  {
    languages,
    signal,
    timeoutMs = OCR_TIMEOUT_MS,
    pageBudgetMs = OCR_PAGE_BUDGET_MS,
  }: RecogniseOptions,
): Promise<OcrPage[]> {
  signal?.throwIfAborted();
  const started = performance.now();
  const engine = startEngine(languages);
  const stop = (): void => engine.webWorker?.terminate();
  const work = async (): Promise<OcrPage[]> => {
    const worker = await engine.ready;
    let kindSet: PictureKind | undefined;
    const pages: OcrPage[] = [];
    for (const [index, image] of images.entries()) {
      if (index > 0 && performance.now() - started > pageBudgetMs) break;
      const kind = pictureKind(image.type);
      if (kind !== kindSet) {
        await worker.setParameters(ocrParametersFor(kind));
        kindSet = kind;
      }
      const picture = await imageForOcr(image);
      signal?.throwIfAborted();
      const { data } = await worker.recognize(picture, OCR_RECOGNISE_OPTIONS, {
        blocks: true,
        text: false,
      });
      pages.push({ page: index + 1, blocks: slimBlocks(data.blocks) });
    }
    return pages;
  };
  try {
    return await withDeadline(work(), { ms: timeoutMs, signal, onStop: stop });
  } finally {
    stop();
    // The engine promise may settle (or fail) after the worker is gone; nobody waits for it.
    engine.ready.catch(() => undefined);
  }
}
