import { afterEach, describe, expect, it } from 'vitest';
import {
  REDIS_SERVER,
  startRedis,
  type TestRedis,
} from '../../../tests/integration/redis-server.ts';
import { createRedisState } from './redis-state.ts';
import type { SharedState } from './shared-state.ts';

describe.skipIf(REDIS_SERVER === null)('shared state when Redis goes away', () => {
  let redis: TestRedis | undefined;
  let state: SharedState | undefined;
  afterEach(async () => {
    await state?.close();
    await redis?.stop();
  });

  it('falls back to this instance alone, never failing a caller, and logs the outage once', async () => {
    redis = await startRedis();
    const warnings: string[] = [];
    state = createRedisState(redis.url);
    const notes: string[] = [];
    state.useLogger({
      warn: (_details, message) => warnings.push(message ?? ''),
      info: (_details, message) => notes.push(message ?? ''),
    });
    expect(await state.ready()).toBe(true);

    await redis.stop();

    const limiter = state.rateLimiter('pubmed', { requests: 2, perMs: 1000 });
    await limiter.acquire();
    await limiter.acquire();
    const cache = state.ttlCache<string[]>('pubmed', { max: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return ['fresh from the upstream'];
    };
    expect(await cache.getOrLoad('q', load)).toEqual(['fresh from the upstream']);
    // The in-process cache in front still serves repeats.
    expect(await cache.getOrLoad('q', load)).toEqual(['fresh from the upstream']);
    expect(loads).toBe(1);
    const budget = state.modelBudget(100);
    await budget.refresh('192.0.2.1');
    budget.charge('192.0.2.1', 100);
    expect(() => budget.assertAvailable('192.0.2.1')).toThrow();
    const sessions = state.dailyBudget('realtime-sessions', 1, {
      what: 'voice mode',
      unit: 'sessions',
    });
    await sessions.refresh('192.0.2.1');
    sessions.chargeWithin('192.0.2.1', 1);
    expect(() => sessions.chargeWithin('192.0.2.1', 1)).toThrow();
    expect(await state.ready()).toBe(false);

    expect(warnings.filter((message) => message.includes('Redis is unreachable'))).toHaveLength(1);
  });

  it('uses Redis again once it is back, and says so', async () => {
    redis = await startRedis();
    const { port } = redis;
    const notes: string[] = [];
    state = createRedisState(redis.url);
    state.useLogger({
      warn: () => undefined,
      info: (_details, message) => notes.push(message ?? ''),
    });
    expect(await state.ready()).toBe(true);
    await redis.stop();
    await state.rateLimiter('pubmed', { requests: 1, perMs: 1000 }).acquire();

    redis = await startRedis(port);
    await expect
      .poll(() => notes.some((note) => note.includes('reachable again')), { timeout: 10_000 })
      .toBe(true);
    expect(await state.ready()).toBe(true);
  }, 20_000);
});
