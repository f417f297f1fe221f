export interface RateLimiter {
  /** Resolves when the caller may start a request; rejects with the signal's reason on abort. */
  acquire(signal?: AbortSignal): Promise<void>;
}

export interface RateLimit {
  /** Most requests allowed to start within any window of `perMs`. */
  requests: number;
  perMs: number;
}

interface Waiter {
  release(): void;
}

/**
 * Sliding-window limiter: remembers when the last `requests` calls started and makes the next
 * caller wait, first come first served, until the oldest of them leaves the window.
 */
export function createRateLimiter({ requests, perMs }: RateLimit): RateLimiter {
  if (!Number.isInteger(requests) || requests < 1) {
    throw new RangeError(`requests must be a positive integer, got ${requests}`);
  }
  if (!(perMs > 0)) throw new RangeError(`perMs must be positive, got ${perMs}`);

  const starts: number[] = [];
  const queue: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const forgetOldStarts = (now: number) => {
    while (starts.length > 0 && (starts[0] ?? now) <= now - perMs) starts.shift();
  };

  const wakeLater = () => {
    if (timer !== undefined || queue.length === 0) return;
    const oldest = starts[0];
    const wait = oldest === undefined ? 0 : Math.max(0, oldest + perMs - performance.now());
    // Timers may fire a fraction early; drain() then simply schedules the remainder.
    timer = setTimeout(drain, Math.ceil(wait));
  };

  function drain() {
    timer = undefined;
    const now = performance.now();
    forgetOldStarts(now);
    while (queue.length > 0 && starts.length < requests) {
      starts.push(now);
      queue.shift()?.release();
    }
    wakeLater();
  }

  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const now = performance.now();
      forgetOldStarts(now);
      if (queue.length === 0 && starts.length < requests) {
        starts.push(now);
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          if (queue.length === 0 && timer !== undefined) {
            clearTimeout(timer);
            timer = undefined;
          }
          reject(signal?.reason);
        };
        const waiter: Waiter = {
          release: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
        };
        queue.push(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
        wakeLater();
      });
    },
  };
}
