import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A Lua script run by its SHA (EVALSHA), loaded with EVAL the first time a server has not seen
 * it: one round trip per call, atomic on the Redis side.
 */
export function redisScript(
  redis: Redis,
  source: string,
): (keys: string[], args: (string | number)[]) => Promise<unknown> {
  const sha = createHash('sha1').update(source).digest('hex');
  return async (keys, args) => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(source, keys.length, ...keys, ...args);
    }
  };
}
