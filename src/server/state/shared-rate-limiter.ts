import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  createRateLimiter,
  LimiterBusyError,
  type RateLimit,
  type RateLimiter,
} from './rate-limiter.ts';
import { redisScript } from './redis-script.ts';
import { abortableDelay } from '../net/abortable-delay.ts';

/**
 * Sliding window over every instance: the starts of the last `limit` requests sit in a sorted set
 * scored by Redis's own clock (instances' clocks may disagree). Returns 0 and records the start
 * when there is room, else how many milliseconds until the oldest start leaves the window.
 */
const TAKE_SLOT = `
local key = KEYS[1]
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) < limit then
  redis.call('ZADD', key, now, ARGV[3])
  redis.call('PEXPIRE', key, math.ceil(window))
  return 0
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return math.max(1, math.ceil(tonumber(oldest[2]) + window - now))
`;

/** Longest a request waits for a shared slot before it is refused as busy. */
const MAX_SHARED_WAIT_MS = 30_000;

/**
 * An upstream's request budget shared by all instances. The in-process limiter stays in front (it
 * keeps the per-client fair queue and its bounds); a request it lets through then waits for a
 * slot in the shared window, so N instances together start at most `requests` per `perMs`. If
 * Redis cannot be reached the in-process limiter alone decides, as with one instance.
 */
export function createSharedRateLimiter(
  redis: Redis,
  name: string,
  limit: RateLimit,
  onRedisError: (error: unknown) => void,
): RateLimiter {
  const local = createRateLimiter(limit);
  const takeSlot = redisScript(redis, TAKE_SLOT);
  const key = `nova:upstream-budget:${name}`;

  async function sharedSlot(signal: AbortSignal | undefined): Promise<void> {
    const member = randomUUID();
    let waited = 0;
    for (;;) {
      let waitMs: number;
      try {
        waitMs = Number(await takeSlot([key], [limit.perMs, limit.requests, member]));
      } catch (error) {
        onRedisError(error);
        return;
      }
      if (!(waitMs > 0)) return;
      if (waited + waitMs > MAX_SHARED_WAIT_MS) throw new LimiterBusyError(waitMs);
      // A little jitter so instances waiting for the same slot do not all ask at once.
      const pause = waitMs + Math.floor(Math.random() * 5);
      await abortableDelay(pause, signal);
      waited += pause;
    }
  }

  return {
    async acquire(signal, clientKey) {
      await local.acquire(signal, clientKey);
      await sharedSlot(signal);
    },
  };
}
