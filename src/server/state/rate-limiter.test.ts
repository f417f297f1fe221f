import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LimiterBusyError, createRateLimiter } from './rate-limiter.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Starts `count` acquires and records the fake time at which each one is let through. */
function startAcquires(limiter: ReturnType<typeof createRateLimiter>, count: number) {
  const started = performance.now();
  const releasedAt: (number | undefined)[] = Array.from({ length: count }, () => undefined);
  const done = Array.from({ length: count }, (_, index) =>
    limiter.acquire().then(() => {
      releasedAt[index] = performance.now() - started;
    }),
  );
  return { releasedAt, done: Promise.all(done) };
}

describe('createRateLimiter', () => {
  it('lets the first `requests` calls through at once and spaces the rest by the window', async () => {
    const limiter = createRateLimiter({ requests: 2, perMs: 1000 });
    const { releasedAt, done } = startAcquires(limiter, 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(releasedAt).toEqual([0, 0, undefined, undefined, undefined]);
    await vi.advanceTimersByTimeAsync(999);
    expect(releasedAt[2]).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(releasedAt.slice(2)).toEqual([1000, 1000, undefined]);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(releasedAt[4]).toBe(2000);
  });

  it('never lets more than `requests` calls start within any window', async () => {
    const limiter = createRateLimiter({ requests: 3, perMs: 100 });
    const { releasedAt, done } = startAcquires(limiter, 10);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    const times = releasedAt.map(Number);
    for (const [index, time] of times.entries()) {
      const inWindow = times.filter((other) => other >= time && other < time + 100);
      expect(inWindow.length, `window starting at call ${index}`).toBeLessThanOrEqual(3);
    }
  });

  it('serves waiting callers in the order they came', async () => {
    const limiter = createRateLimiter({ requests: 1, perMs: 50 });
    const order: number[] = [];
    const all = [1, 2, 3, 4].map((n) => limiter.acquire().then(() => order.push(n)));
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all(all);
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('rejects an aborted waiter with the abort reason and lets the next one take its turn', async () => {
    const limiter = createRateLimiter({ requests: 1, perMs: 100 });
    await limiter.acquire();
    const controller = new AbortController();
    const abandoned = limiter.acquire(controller.signal);
    let nextAt: number | undefined;
    const next = limiter.acquire().then(() => {
      nextAt = performance.now();
    });
    const startedAt = performance.now();
    controller.abort(new Error('client went away'));
    await expect(abandoned).rejects.toThrow('client went away');
    await vi.advanceTimersByTimeAsync(100);
    await next;
    expect(nextAt).toBe(startedAt + 100);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const limiter = createRateLimiter({ requests: 1, perMs: 100 });
    const reason = new Error('already gone');
    await expect(limiter.acquire(AbortSignal.abort(reason))).rejects.toBe(reason);
  });

  it('waits on a timer rather than polling', async () => {
    const limiter = createRateLimiter({ requests: 1, perMs: 10_000 });
    await limiter.acquire();
    const waiting = limiter.acquire();
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await waiting;
    expect(vi.getTimerCount()).toBe(0);
  });

  it("serves waiting clients in turn, so one client's burst does not hold another back", async () => {
    const limiter = createRateLimiter({ requests: 1, perMs: 100, maxQueuedPerClient: 50 });
    const order: string[] = [];
    const take = (client: string) =>
      limiter.acquire(undefined, client).then(() => order.push(client));
    const all = [...Array.from({ length: 10 }, () => take('a')), take('b'), take('b')];
    await vi.advanceTimersByTimeAsync(2000);
    await Promise.all(all);
    // 'a' got the free slot at once; then turns alternate while both are waiting.
    expect(order.slice(0, 5)).toEqual(['a', 'a', 'b', 'a', 'b']);
  });

  it("refuses a client's request at once when its own queue is full, not another client's", async () => {
    const limiter = createRateLimiter({ requests: 1, perMs: 1000, maxQueuedPerClient: 2 });
    await limiter.acquire(undefined, 'a');
    const waiting = [limiter.acquire(undefined, 'a'), limiter.acquire(undefined, 'a')];
    await expect(limiter.acquire(undefined, 'a')).rejects.toBeInstanceOf(LimiterBusyError);
    const other = limiter.acquire(undefined, 'b');
    await vi.advanceTimersByTimeAsync(3000);
    await Promise.all([...waiting, other]);
  });

  it('says how long until the refused client would have had a turn', async () => {
    const limiter = createRateLimiter({ requests: 2, perMs: 1000, maxQueuedPerClient: 3 });
    await Promise.all([limiter.acquire(), limiter.acquire()]);
    const queued = [limiter.acquire(), limiter.acquire(), limiter.acquire()];
    const refusal = await limiter.acquire().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LimiterBusyError);
    expect((refusal as LimiterBusyError).retryAfterMs).toBe(2000);
    await vi.advanceTimersByTimeAsync(2000);
    await Promise.all(queued);
  });

  it('bounds the whole queue too', async () => {
    const limiter = createRateLimiter({
      requests: 1,
      perMs: 1000,
      maxQueuedPerClient: 5,
      maxQueued: 3,
    });
    await limiter.acquire(undefined, 'a');
    const queued = ['a', 'b', 'c'].map((client) => limiter.acquire(undefined, client));
    await expect(limiter.acquire(undefined, 'd')).rejects.toBeInstanceOf(LimiterBusyError);
    await vi.advanceTimersByTimeAsync(3000);
    await Promise.all(queued);
  });

  it('refuses a limit that would never let anything through', () => {
    expect(() => createRateLimiter({ requests: 0, perMs: 1000 })).toThrow(RangeError);
    expect(() => createRateLimiter({ requests: 1, perMs: 0 })).toThrow(RangeError);
  });
});
