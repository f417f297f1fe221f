import { PDF_STREAM_BUDGET } from '../../shared/pdf/stream-budget.ts';

/** Limits of the pool that parses untrusted files; decision 016 says why each is what it is. */
export interface DocumentPoolLimits {
  /** Worker threads at most (started on demand, ended when idle). */
  workers: number;
  /** Files waiting for a worker; past this a request is refused with 503 at once. */
  queue: number;
  /** Heap of one worker, in MB; a file that needs more ends its worker, not the server. */
  heapMb: number;
  /** Wall-clock time for one file, queue wait included; then its worker is terminated. */
  deadlineMs: number;
  /** Largest decoded stream of a PDF, and all of them together, in MB. */
  pdfStreamMb: number;
  pdfTotalStreamMb: number;
  /** Pages of a PDF whose text is read. */
  pdfMaxPages: number;
  /**
   * Process memory (RSS, MB) past which running parses are ended: the backstop for what the
   * stream check cannot measure (encrypted streams) and memory outside the workers' heap caps.
   */
  rssCeilingMb: number;
  /** Longest image side in pixels, and width times height. */
  imageMaxSide: number;
  imageMaxPixels: number;
}

/** The limits that are not settings; the other five come from config (DOCUMENT_* variables). */
export const FIXED_DOCUMENT_LIMITS = {
  pdfStreamMb: PDF_STREAM_BUDGET.maxStreamBytes / (1024 * 1024),
  pdfTotalStreamMb: PDF_STREAM_BUDGET.maxTotalBytes / (1024 * 1024),
  pdfMaxPages: 20,
  imageMaxSide: 16_384,
  imageMaxPixels: 50_000_000,
} as const satisfies Partial<DocumentPoolLimits>;
