import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { BudgetExceededError, type ModelBudget } from '../budget/model-budget.ts';

const MAX_CLIENTS = 100_000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Spent {
  day: number;
  tokens: number;
}

/**
 * The per-client daily model budget summed over all instances. Each instance keeps a local tally
 * (the synchronous checks read it) and adds every charge to a Redis counter per client and UTC
 * day; `refresh`, awaited before a model route starts, brings the tally up to what every instance
 * has charged. Without Redis the local tally alone decides, as with one instance.
 */
export function createSharedModelBudget(
  redis: Redis,
  tokensPerDay: number,
  onRedisError: (error: unknown) => void,
  now: () => number = Date.now,
): ModelBudget {
  const spent = new LRUCache<string, Spent>({ max: MAX_CLIENTS });
  const today = () => Math.floor(now() / DAY_MS);
  const redisKey = (clientKey: string, day: number) => `nova:model-budget:${day}:${clientKey}`;
  const used = (clientKey: string): number => {
    const entry = spent.get(clientKey);
    return entry && entry.day === today() ? entry.tokens : 0;
  };
  /** The larger of the two: a count from Redis includes this instance's own charges. */
  const learn = (clientKey: string, day: number, total: number) => {
    if (day === today() && total > used(clientKey)) spent.set(clientKey, { day, tokens: total });
  };
  const refusal = () =>
    new BudgetExceededError(tokensPerDay, Math.ceil(((today() + 1) * DAY_MS - now()) / 1000));

  const charge = (clientKey: string, tokens: number) => {
    const amount = Math.max(0, Math.round(tokens));
    const day = today();
    spent.set(clientKey, { day, tokens: used(clientKey) + amount });
    if (amount === 0) return;
    const key = redisKey(clientKey, day);
    redis
      .multi()
      .incrby(key, amount)
      .pexpire(key, 2 * DAY_MS)
      .exec()
      .then((results) => {
        const total = Number(results?.[0]?.[1]);
        if (Number.isFinite(total)) learn(clientKey, day, total);
      })
      .catch(onRedisError);
  };

  return {
    tokensPerDay,
    remaining: (clientKey) => Math.max(0, tokensPerDay - used(clientKey)),
    charge,
    chargeWithin(clientKey, tokens) {
      if (used(clientKey) + tokens > tokensPerDay) throw refusal();
      charge(clientKey, tokens);
    },
    assertAvailable(clientKey) {
      if (used(clientKey) >= tokensPerDay) throw refusal();
    },
    async refresh(clientKey) {
      const day = today();
      try {
        const total = Number(await redis.get(redisKey(clientKey, day)));
        if (Number.isFinite(total)) learn(clientKey, day, total);
      } catch (error) {
        onRedisError(error);
      }
    },
  };
}
