import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BudgetExceededError } from './daily-budget.ts';
import { LimiterBusyError } from './rate-limiter.ts';
import {
  REDIS_SERVER,
  startRedis,
  type TestRedis,
} from '../../../tests/integration/redis-server.ts';
import { createRedisState } from './redis-state.ts';
import type { SharedState } from './shared-state.ts';

/** Most starts within any window of `windowMs`. */
function mostInWindow(starts: number[], windowMs: number): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    const first = sorted[i] ?? 0;
    most = Math.max(most, sorted.filter((t) => t >= first && t < first + windowMs).length);
  }
  return most;
}

describe.skipIf(REDIS_SERVER === null)('shared state in Redis (two instances)', () => {
  let redis: TestRedis;
  let states: SharedState[] = [];
  /** A fresh "instance": its own Redis connection, as a second process would have. */
  const instance = async (): Promise<SharedState> => {
    const state = createRedisState(redis.url);
    state.useLogger({ warn: () => undefined, info: () => undefined });
    await state.ready();
    states.push(state);
    return state;
  };

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await Promise.all(states.map((state) => state.close()));
    states = [];
    const admin = new Redis(redis.url);
    await admin.flushall();
    await admin.quit();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('lets two instances together start no more requests per window than the upstream allows', async () => {
    const [a, b] = [await instance(), await instance()];
    const limit = { requests: 3, perMs: 400 };
    const limiters = [a.rateLimiter('pubmed', limit), b.rateLimiter('pubmed', limit)];
    const starts: number[] = [];
    // Each instance alone would let 3 start at once: 6 in the first window without sharing.
    await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        limiters[i % 2]
          ?.acquire(undefined, `client-${i}`)
          .then(() => starts.push(performance.now())),
      ),
    );
    expect(starts).toHaveLength(9);
    // A few milliseconds of slack for timer and loopback jitter; unshared, this would be 6.
    expect(mostInWindow(starts, limit.perMs - 25)).toBeLessThanOrEqual(3);
  });

  it('keeps apart the budgets of different upstreams', async () => {
    const [a, b] = [await instance(), await instance()];
    const limit = { requests: 2, perMs: 60_000 };
    await a.rateLimiter('pubmed', limit).acquire();
    await a.rateLimiter('pubmed', limit).acquire();
    // MedlinePlus's budget is untouched by PubMed's: this resolves at once rather than in a minute.
    await b.rateLimiter('medlineplus', limit).acquire();
    // The other instance sees PubMed's window full for a minute, longer than a request may wait.
    await expect(b.rateLimiter('pubmed', limit).acquire()).rejects.toBeInstanceOf(LimiterBusyError);
  });

  it('serves a value cached by one instance to the other without loading it again', async () => {
    const [a, b] = [await instance(), await instance()];
    const loads: string[] = [];
    const value = [{ pmid: '1', title: 'Aspirin and the heart' }];
    const first = await a
      .ttlCache<typeof value>('pubmed', { max: 10, ttlMs: 60_000 })
      .getOrLoad('3:aspirin heart', async () => {
        loads.push('a');
        return value;
      });
    const second = await b
      .ttlCache<typeof value>('pubmed', { max: 10, ttlMs: 60_000 })
      .getOrLoad('3:aspirin heart', async () => {
        loads.push('b');
        return [];
      });
    expect(first).toEqual(value);
    expect(second).toEqual(value);
    expect(loads).toEqual(['a']);
  });

  it('stores cache keys hashed, so the user query is not in Redis in clear', async () => {
    const a = await instance();
    await a
      .ttlCache<string[]>('pubmed', { max: 10, ttlMs: 60_000 })
      .getOrLoad('my private chest pain question', async () => ['x']);
    const admin = new Redis(redis.url);
    const keys = await admin.keys('*');
    await admin.quit();
    expect(keys.some((key) => key.startsWith('nova:cache:pubmed:'))).toBe(true);
    expect(keys.join(' ')).not.toContain('chest');
  });

  it('adds up the model tokens a client spends on every instance', async () => {
    const [a, b] = [await instance(), await instance()];
    const budgetA = a.modelBudget(1000);
    const budgetB = b.modelBudget(1000);
    budgetA.charge('203.0.113.7', 600);
    budgetB.charge('203.0.113.7', 500);
    // Charges are written in the background; refresh is what a model route awaits first.
    await expect
      .poll(async () => {
        await budgetA.refresh('203.0.113.7');
        return budgetA.remaining('203.0.113.7');
      })
      .toBe(0);
    expect(() => budgetA.assertAvailable('203.0.113.7')).toThrow(BudgetExceededError);
    await budgetB.refresh('203.0.113.7');
    expect(() => budgetB.assertAvailable('203.0.113.7')).toThrow(BudgetExceededError);
    // Another client is not affected.
    expect(budgetB.remaining('198.51.100.1')).toBe(1000);
  });

  it('adds up any daily budget across instances, apart from the others, refunds included', async () => {
    const [a, b] = [await instance(), await instance()];
    const wording = { what: 'voice mode', unit: 'sessions' };
    const sessionsA = a.dailyBudget('realtime-sessions', 3, wording);
    const sessionsB = b.dailyBudget('realtime-sessions', 3, wording);
    const speechB = b.dailyBudget('speech-characters', 3, {
      what: 'read-aloud',
      unit: 'characters',
    });
    sessionsA.chargeWithin('203.0.113.8', 2);
    sessionsA.refund('203.0.113.8', 1);
    sessionsB.chargeWithin('203.0.113.8', 1);
    sessionsB.chargeWithin('203.0.113.8', 1);
    await expect
      .poll(async () => {
        await sessionsA.refresh('203.0.113.8');
        return sessionsA.remaining('203.0.113.8');
      })
      .toBe(0);
    expect(() => sessionsA.chargeWithin('203.0.113.8', 1)).toThrow(/voice mode.*\(3 sessions\)/);
    // Another budget of the same client is untouched.
    await speechB.refresh('203.0.113.8');
    expect(speechB.remaining('203.0.113.8')).toBe(3);
  });

  it('counts a client across instances in the per-client rate-limit store', async () => {
    const [a, b] = [await instance(), await instance()];
    const Store = a.rateLimitStore;
    const OtherStore = b.rateLimitStore;
    if (!Store || !OtherStore) throw new Error('the Redis state provides a store');
    // @fastify/rate-limit constructs the store with its options; this one needs none of them.
    const options = {} as ConstructorParameters<typeof Store>[0];
    const [storeA, storeB] = [new Store(options), new OtherStore(options)];
    const hit = (store: typeof storeA) =>
      new Promise<number>((resolve, reject) =>
        store.incr(
          '198.51.100.9',
          (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)),
          60_000,
          10,
        ),
      );
    expect([await hit(storeA), await hit(storeB), await hit(storeA)]).toEqual([1, 2, 3]);
  });
});
