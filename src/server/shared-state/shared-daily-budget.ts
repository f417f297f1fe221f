import type { Redis } from 'ioredis';
import {
  DAY_MS,
  dailyTally,
  type BudgetWording,
  type DailyBudget,
} from '../budget/daily-budget.ts';

/**
 * A per-client daily budget summed over all instances. Each instance keeps a local tally (the
 * synchronous checks read it) and adds every charge or refund to a Redis counter per budget,
 * client and UTC day; `refresh`, awaited before a budgeted route starts, brings the tally up to
 * what every instance has charged. Without Redis the local tally alone decides, as with one
 * instance.
 */
export function createSharedDailyBudget(
  redis: Redis,
  name: string,
  perDay: number,
  wording: BudgetWording,
  onRedisError: (error: unknown) => void,
  now: () => number = Date.now,
): DailyBudget {
  const redisKey = (clientKey: string, day: number) => `nova:${name}:${day}:${clientKey}`;
  const tally = dailyTally(perDay, wording, now, (clientKey, day, delta) => {
    const key = redisKey(clientKey, day);
    redis
      .multi()
      .incrby(key, delta)
      .pexpire(key, 2 * DAY_MS)
      .exec()
      .then((results) => {
        const total = Number(results?.[0]?.[1]);
        if (Number.isFinite(total)) tally.learn(clientKey, day, total);
      })
      .catch(onRedisError);
  });

  return {
    ...tally.budget,
    async refresh(clientKey) {
      const day = tally.today();
      try {
        const total = Number(await redis.get(redisKey(clientKey, day)));
        if (Number.isFinite(total)) tally.learn(clientKey, day, total);
      } catch (error) {
        onRedisError(error);
      }
    },
  };
}
