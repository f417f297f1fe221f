import { Piscina } from 'piscina';
import type { LabDocument, UploadImageType } from '../../contract/index.ts';
import { PdfReadError } from '../../shared/pdf/read-pdf-text.ts';
import { ATTACHMENT_REFUSALS, AttachmentRefusal } from './attachment-texts.ts';
import type { ImageFacts } from './check-image.ts';
import type { DocumentPoolLimits } from '../config/document-limits.ts';
import type { DocumentTask, DocumentTaskResult } from './document-worker.ts';

/** The pool is full: the route answers 503 with Retry-After instead of queueing without end. */
export class DocumentPoolBusy extends Error {
  override readonly name = 'DocumentPoolBusy';
  readonly retryAfterSeconds = 5;
  constructor() {
    super(ATTACHMENT_REFUSALS.busy);
  }
}

export interface DocumentPool {
  /** The text layer's lab table, identifiers removed; refusals are AttachmentRefusals. */
  readLabPdf(bytes: Uint8Array, fileName: string, signal?: AbortSignal): Promise<LabDocument>;
  /** Each image walked through its own format; a file that is no such image is refused. */
  checkImages(
    images: { bytes: Uint8Array; mediaType: UploadImageType }[],
    signal?: AbortSignal,
  ): Promise<ImageFacts[]>;
  /** Threads now running and tasks waiting, for health and tests. */
  stats(): { threads: number; queued: number };
  close(): Promise<void>;
}

/**
 * Bytes that own their whole ArrayBuffer, so moving it to a worker detaches nothing else (a small
 * Buffer is a view into Node's shared pool, which must never be transferred).
 */
const owned = (bytes: Uint8Array): Uint8Array =>
  bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength
    ? bytes
    : new Uint8Array(bytes);

const WORKER_FILE = new URL('./document-worker.ts', import.meta.url).href;
const MB = 1024 * 1024;

/**
 * A pool of worker threads for every PDF and image the server parses. The main thread only
 * decodes base64 and hands the bytes over (moved, not copied); a file that is slow, huge or
 * hostile costs one worker, which the deadline or the heap cap ends, never the event loop.
 */
export function createDocumentPool(limits: DocumentPoolLimits): DocumentPool {
  let pool: Piscina | undefined;
  // Started on the first file: most searches never carry one.
  const get = (): Piscina =>
    (pool ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: limits.workers,
      maxQueue: limits.queue,
      idleTimeout: 30_000,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb,
        maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(limits.heapMb / 8))),
        stackSizeMb: 4,
      },
    }));

  // While files are being parsed, the process's memory is watched; past the ceiling every running
  // parse is ended (its file refused), which frees its worker's memory at once.
  const running = new Set<AbortController>();
  let watch: NodeJS.Timeout | undefined;
  const watchMemory = (): void => {
    if (process.memoryUsage.rss() <= limits.rssCeilingMb * MB) return;
    for (const controller of running) controller.abort(new Error('memory ceiling'));
  };

  async function run(
    task: DocumentTask,
    transfer: ArrayBufferLike[],
    signal?: AbortSignal,
  ): Promise<DocumentTaskResult> {
    signal?.throwIfAborted();
    const piscina = get();
    if (piscina.queueSize >= limits.queue) throw new DocumentPoolBusy();
    // One deadline from submission, queue wait included, so every request ends in bounded time;
    // the caller's signal (the client left) ends the work at any point too.
    const deadline = new AbortController();
    const stop = (): void => deadline.abort(signal?.reason);
    signal?.addEventListener('abort', stop, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      deadline.abort(new PdfReadError('timeout'));
    }, limits.deadlineMs);
    running.add(deadline);
    watch ??= setInterval(watchMemory, 100).unref();
    try {
      const result = piscina.run(task, {
        signal: deadline.signal,
        transferList: transfer as ArrayBuffer[],
      });
      return await result;
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timedOut) {
        throw new AttachmentRefusal(
          task.kind === 'pdf'
            ? new PdfReadError('timeout').message
            : ATTACHMENT_REFUSALS.notAnImage,
        );
      }
      if (error instanceof Error && /queue is at limit/i.test(error.message)) {
        throw new DocumentPoolBusy();
      }
      // The worker ran out of heap or died on the file: this file cannot be used, nothing else.
      throw new AttachmentRefusal(
        task.kind === 'pdf'
          ? new PdfReadError('too-complex').message
          : ATTACHMENT_REFUSALS.notAnImage,
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      running.delete(deadline);
      if (running.size === 0) {
        clearInterval(watch);
        watch = undefined;
      }
    }
  }

  return {
    async readLabPdf(file, fileName, signal) {
      const bytes = owned(file);
      const task: DocumentTask = {
        kind: 'pdf',
        bytes,
        fileName,
        maxPages: limits.pdfMaxPages,
        streams: {
          maxStreamBytes: limits.pdfStreamMb * MB,
          maxTotalBytes: limits.pdfTotalStreamMb * MB,
        },
      };
      const result = await run(task, [bytes.buffer], signal);
      if (!result.ok) throw new AttachmentRefusal(result.refusal, { cause: result.reason });
      if (result.kind !== 'pdf') throw new Error('document worker answered the wrong task');
      return result.document;
    },
    async checkImages(files, signal) {
      if (files.length === 0) return [];
      const images = files.map((file) => ({ ...file, bytes: owned(file.bytes) }));
      const task: DocumentTask = {
        kind: 'images',
        images,
        limits: { maxSide: limits.imageMaxSide, maxPixels: limits.imageMaxPixels },
      };
      const result = await run(
        task,
        images.map((image) => image.bytes.buffer),
        signal,
      );
      if (!result.ok) throw new AttachmentRefusal(result.refusal, { cause: result.reason });
      if (result.kind !== 'images') throw new Error('document worker answered the wrong task');
      return result.images;
    },
    stats: () => ({
      threads: pool?.threads.length ?? 0,
      queued: pool?.queueSize ?? 0,
    }),
    async close() {
      await pool?.close({ force: true });
    },
  };
}
