import { describe, expect, it, vi } from 'vitest';
import { sleep } from '../../../tests/fakes/fake-server.ts';
import { createTtlCache } from './ttl-cache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('createTtlCache', () => {
  it('loads once and serves the cached value afterwards', async () => {
    const cache = createTtlCache<string[]>({ max: 10, ttlMs: 60_000 });
    const load = vi.fn(async () => ['a']);
    expect(await cache.getOrLoad('k', load)).toEqual(['a']);
    expect(await cache.getOrLoad('k', load)).toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent callers of the same key', async () => {
    const cache = createTtlCache<string[]>({ max: 10, ttlMs: 60_000 });
    const pending = deferred<string[]>();
    const load = vi.fn(() => pending.promise);
    const first = cache.getOrLoad('k', load);
    const second = cache.getOrLoad('k', load);
    pending.resolve(['shared']);
    expect(await Promise.all([first, second])).toEqual([['shared'], ['shared']]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const cache = createTtlCache<string[]>({ max: 10, ttlMs: 60_000 });
    expect(await cache.getOrLoad('a', async () => ['A'])).toEqual(['A']);
    expect(await cache.getOrLoad('b', async () => ['B'])).toEqual(['B']);
  });

  it('does not cache a failure: the next call loads again', async () => {
    const cache = createTtlCache<string[]>({ max: 10, ttlMs: 60_000 });
    await expect(
      cache.getOrLoad('k', async () => {
        throw new Error('upstream down');
      }),
    ).rejects.toThrow('upstream down');
    expect(await cache.getOrLoad('k', async () => ['recovered'])).toEqual(['recovered']);
  });

  it('turns a load that throws synchronously into a rejection', async () => {
    const cache = createTtlCache<string[]>({ max: 10, ttlMs: 60_000 });
    const load = (): Promise<string[]> => {
      throw new Error('sync');
    };
    await expect(cache.getOrLoad('k', load)).rejects.toThrow('sync');
  });

  it('loads again once the entry has expired', async () => {
    const cache = createTtlCache<string[]>({ max: 10, ttlMs: 20 });
    await cache.getOrLoad('k', async () => ['old']);
    await sleep(40);
    expect(await cache.getOrLoad('k', async () => ['new'])).toEqual(['new']);
  });

  it('evicts the least recently used entry beyond `max`', async () => {
    const cache = createTtlCache<string[]>({ max: 2, ttlMs: 60_000 });
    await cache.getOrLoad('a', async () => ['A']);
    await cache.getOrLoad('b', async () => ['B']);
    await cache.getOrLoad('a', async () => ['unused']);
    await cache.getOrLoad('c', async () => ['C']);
    expect(await cache.getOrLoad('a', async () => ['A again'])).toEqual(['A']);
    expect(await cache.getOrLoad('b', async () => ['B again'])).toEqual(['B again']);
  });

  it('lets one caller give up without cancelling the load another caller still waits for', async () => {
    const cache = createTtlCache<string[]>({ max: 10, ttlMs: 60_000 });
    const pending = deferred<string[]>();
    let loadSignal: AbortSignal | undefined;
    const load = (signal: AbortSignal) => {
      loadSignal = signal;
      return pending.promise;
    };
    const impatient = new AbortController();
    const first = cache.getOrLoad('k', load, impatient.signal);
    const second = cache.getOrLoad('k', load, new AbortController().signal);
    impatient.abort(new Error('gave up'));
    await expect(first).rejects.toThrow('gave up');
    expect(loadSignal?.aborted).toBe(false);
    pending.resolve(['done']);
    expect(await second).toEqual(['done']);
  });

  it('aborts the load when every caller has given up, and starts afresh for the next one', async () => {
    const cache = createTtlCache<string[]>({ max: 10, ttlMs: 60_000 });
    const signals: AbortSignal[] = [];
    const never = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string[]>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    };
    const a = new AbortController();
    const b = new AbortController();
    const first = cache.getOrLoad('k', never, a.signal);
    const second = cache.getOrLoad('k', never, b.signal);
    a.abort(new Error('a left'));
    b.abort(new Error('b left'));
    await expect(first).rejects.toThrow('a left');
    await expect(second).rejects.toThrow('b left');
    expect(signals[0]?.aborted).toBe(true);
    expect(await cache.getOrLoad('k', async () => ['fresh'])).toEqual(['fresh']);
  });

  it('rejects at once for an already aborted caller without loading', async () => {
    const cache = createTtlCache<string[]>({ max: 10, ttlMs: 60_000 });
    const load = vi.fn(async () => ['x']);
    await expect(cache.getOrLoad('k', load, AbortSignal.abort(new Error('no')))).rejects.toThrow(
      'no',
    );
    expect(load).not.toHaveBeenCalled();
  });
});
