import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { redisScript } from './redis-script.ts';

/** A fixed window per client key, as @fastify/rate-limit's own Redis store counts it. */
const HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

interface Window {
  current: number;
  endsAt: number;
}

/** The same counting in this process: what applies while Redis cannot be reached. */
function localHit(windows: LRUCache<string, Window>, key: string, timeWindow: number) {
  const now = Date.now();
  const window = windows.get(key);
  if (!window || window.endsAt <= now) {
    windows.set(key, { current: 1, endsAt: now + timeWindow });
    return { current: 1, ttl: timeWindow };
  }
  window.current += 1;
  return { current: window.current, ttl: window.endsAt - now };
}

/**
 * @fastify/rate-limit's store with per-client counts in Redis, so a client's limit is the same
 * whichever instance it reaches; when Redis fails, that request is counted in process instead
 * (never refused, never left waiting).
 */
export function sharedRateLimitStore(
  redis: Redis,
  onRedisError: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  const hit = redisScript(redis, HIT);

  const store = (prefix: string): FastifyRateLimitStore => {
    const windows = new LRUCache<string, Window>({ max: 10_000 });
    return {
      incr(key: string, callback: Callback, timeWindow: number) {
        hit([prefix + key], [timeWindow]).then(
          (result) => {
            const [current, ttl] = result as [number, number];
            callback(null, { current: Number(current), ttl: Number(ttl) });
          },
          (error: unknown) => {
            onRedisError(error);
            callback(null, localHit(windows, key, timeWindow));
          },
        );
      },
      child(routeOptions) {
        // Per-route limits count apart from the global one, keyed by the route (as the plugin's own store does).
        const route = (
          routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } }
        ).routeInfo;
        return store(`${prefix}${String(route?.method ?? '')}${String(route?.url ?? '')}-`);
      },
    };
  };

  // The plugin calls `new store(options)`; a function constructor may return the object to use.
  return function SharedRateLimitStore() {
    return store('nova:rate-limit:');
  } as unknown as FastifyRateLimitStoreCtor;
}
