/** Thrown when work on a file takes longer than its bound. */
export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`Gave up after ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * Runs `work` until it settles, the signal aborts (an AbortError), or `ms` pass (a DeadlineError).
 * `onStop` runs when it is cut short, to cancel what is still running (workers, render tasks).
 */
export async function withDeadline<T>(
  work: Promise<T>,
  { ms, signal, onStop }: { ms: number; signal?: AbortSignal; onStop?: () => void },
): Promise<T> {
  signal?.throwIfAborted();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  let cutShort = false;
  const stopped = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      cutShort = true;
      reject(new DeadlineError(ms));
    }, ms);
    onAbort = () => {
      cutShort = true;
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, stopped]);
  } catch (error) {
    if (cutShort) onStop?.();
    throw error;
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
    // The losing side must not surface later as an unhandled rejection.
    work.catch(() => undefined);
  }
}

/** Lets the browser paint and handle input between two heavy steps. */
export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
