import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createTtlCache, type TtlCache, type TtlCacheOptions } from './ttl-cache.ts';

/**
 * A retrieval cache shared by all instances. The in-process cache stays in front (it shares one
 * load between concurrent callers and saves a round trip on repeats); on a local miss Redis is
 * asked before the upstream, and a fresh result is written back with the same TTL. Keys are
 * hashed: they hold the user's query, which has no business sitting in Redis in clear. A Redis
 * failure is a miss, never an error.
 */
export function createSharedTtlCache<V extends object>(
  redis: Redis,
  name: string,
  options: TtlCacheOptions,
  onRedisError: (error: unknown) => void,
): TtlCache<V> {
  const local = createTtlCache<V>(options);
  const redisKey = (key: string) =>
    `nova:cache:${name}:${createHash('sha256').update(key).digest('base64url')}`;

  async function readShared(key: string): Promise<V | undefined> {
    let text: string | null;
    try {
      text = await redis.get(redisKey(key));
    } catch (error) {
      onRedisError(error);
      return undefined;
    }
    if (text === null) return undefined;
    try {
      return JSON.parse(text) as V;
    } catch {
      return undefined;
    }
  }

  async function writeShared(key: string, value: V): Promise<void> {
    try {
      await redis.set(redisKey(key), JSON.stringify(value), 'PX', options.ttlMs);
    } catch (error) {
      onRedisError(error);
    }
  }

  return {
    getOrLoad(key, load, signal) {
      return local.getOrLoad(
        key,
        async (loadSignal) => {
          const shared = await readShared(key);
          if (shared !== undefined) return shared;
          const value = await load(loadSignal);
          await writeShared(key, value);
          return value;
        },
        signal,
      );
    },
    clear() {
      // Shared entries expire by their TTL; clearing is a per-instance (test) affordance.
      local.clear();
    },
  };
}
