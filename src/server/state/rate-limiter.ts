export interface RateLimiter {
  /**
   * Resolves when the caller may start a request; rejects with the signal's reason on abort, or
   * at once with LimiterBusyError when the caller's queue (or the whole queue) is full.
   * `clientKey` names whom the request is for: waiting callers are served one client at a time.
   */
  acquire(signal?: AbortSignal, clientKey?: string): Promise<void>;
}

export interface RateLimit {
  /** Most requests allowed to start within any window of `perMs`. */
  requests: number;
  perMs: number;
  /** Waiting requests one client may have; default about 5 s of this upstream's capacity. */
  maxQueuedPerClient?: number;
  /** Waiting requests in all; default about 30 s of capacity. */
  maxQueued?: number;
}

/** The queue is full: the request is refused now rather than left waiting behind it. */
export class LimiterBusyError extends Error {
  /** About how long until this client's queued requests have started. */
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super('Too many requests are waiting for this source');
    this.name = 'LimiterBusyError';
    this.retryAfterMs = retryAfterMs;
  }
}

interface Waiter {
  release(): void;
}

const ANYONE = '';

/**
 * Sliding-window limiter: remembers when the last `requests` calls started and makes the next
 * caller wait until the oldest of them leaves the window. Waiting callers queue per client and
 * are served round-robin, first come first served within one client, so one client's burst
 * delays another client by at most one turn per request instead of by the whole burst.
 */
export function createRateLimiter(limit: RateLimit): RateLimiter {
  const { requests, perMs } = limit;
  if (!Number.isInteger(requests) || requests < 1) {
    throw new RangeError(`requests must be a positive integer, got ${requests}`);
  }
  if (!(perMs > 0)) throw new RangeError(`perMs must be positive, got ${perMs}`);
  const perSecond = (requests * 1000) / perMs;
  const maxPerClient = limit.maxQueuedPerClient ?? Math.max(2, Math.ceil(perSecond * 5));
  const maxQueued = limit.maxQueued ?? Math.max(maxPerClient, Math.ceil(perSecond * 30));

  const starts: number[] = [];
  /** Waiters per client; the Map's order is the order of turns. */
  const queues = new Map<string, Waiter[]>();
  let queued = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const forgetOldStarts = (now: number) => {
    while (starts.length > 0 && (starts[0] ?? now) <= now - perMs) starts.shift();
  };

  /** The next client's first waiter; that client then goes to the back of the line. */
  const takeTurn = (): Waiter | undefined => {
    const next = queues.entries().next();
    if (next.done) return undefined;
    const [key, waiters] = next.value;
    const waiter = waiters.shift();
    queues.delete(key);
    if (waiters.length > 0) queues.set(key, waiters);
    queued -= 1;
    return waiter;
  };

  const wakeLater = () => {
    if (timer !== undefined || queued === 0) return;
    const oldest = starts[0];
    const wait = oldest === undefined ? 0 : Math.max(0, oldest + perMs - performance.now());
    // Timers may fire a fraction early; drain() then simply schedules the remainder.
    timer = setTimeout(drain, Math.ceil(wait));
  };

  function drain() {
    timer = undefined;
    const now = performance.now();
    forgetOldStarts(now);
    while (queued > 0 && starts.length < requests) {
      starts.push(now);
      takeTurn()?.release();
    }
    wakeLater();
  }

  return {
    acquire(signal, clientKey = ANYONE) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const now = performance.now();
      forgetOldStarts(now);
      if (queued === 0 && starts.length < requests) {
        starts.push(now);
        return Promise.resolve();
      }
      const own = queues.get(clientKey) ?? [];
      if (own.length >= maxPerClient || queued >= maxQueued) {
        return Promise.reject(new LimiterBusyError(((own.length + 1) * perMs) / requests));
      }
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const waiters = queues.get(clientKey);
          const index = waiters?.indexOf(waiter) ?? -1;
          if (waiters && index >= 0) {
            waiters.splice(index, 1);
            queued -= 1;
            if (waiters.length === 0) queues.delete(clientKey);
          }
          if (queued === 0 && timer !== undefined) {
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
        own.push(waiter);
        if (!queues.has(clientKey)) queues.set(clientKey, own);
        queued += 1;
        signal?.addEventListener('abort', onAbort, { once: true });
        wakeLater();
      });
    },
  };
}
