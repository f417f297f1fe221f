import type { Redis } from 'ioredis';
import { connectRedis, outageReporter, type StateLogger } from './redis-connection.ts';
import { createDailyBudget, MODEL_WORDING } from './daily-budget.ts';
import { sharedRateLimitStore } from './shared-rate-limit-store.ts';
import { createSharedRateLimiter } from './shared-rate-limiter.ts';
import { createSharedTtlCache } from './shared-cache.ts';
import type { SharedState } from './shared-state.ts';

/** How long a readiness check waits for a connection still being made. */
const FIRST_CONNECT_WAIT_MS = 1000;

function connected(redis: Redis, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

const consoleLogger: StateLogger = {
  warn: (details, message) => console.warn(message, details),
  info: (details, message) => console.warn(message, details),
};

/**
 * State shared by every instance through Redis. Each part degrades to this instance alone while
 * Redis is unreachable (logged once per outage) and shares again when it is back.
 */
export function createRedisState(url: string, redis: Redis = connectRedis(url)): SharedState {
  let logger = consoleLogger;
  const onRedisError = outageReporter(redis, () => logger);
  return {
    kind: 'redis',
    rateLimiter: (name, limit) => createSharedRateLimiter(redis, name, limit, onRedisError),
    ttlCache: (name, options) => createSharedTtlCache(redis, name, options, onRedisError),
    dailyBudget: (name, perDay, wording) =>
      createDailyBudget(perDay, wording, Date.now, { redis, name, onRedisError }),
    modelBudget: (tokensPerDay) =>
      createDailyBudget(tokensPerDay, MODEL_WORDING, Date.now, {
        redis,
        name: 'model-budget',
        onRedisError,
      }),
    rateLimitStore: sharedRateLimitStore(redis, onRedisError),
    async ready() {
      try {
        if (redis.status !== 'ready') await connected(redis, FIRST_CONNECT_WAIT_MS);
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    useLogger(next) {
      logger = next;
    },
    async close() {
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}
