import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

/** Where shared state reports trouble; Fastify's logger fits, console.warn before it exists. */
export type StateLogger = Pick<Logger, 'warn' | 'info'>;

/** Longest any Redis command may take before the caller carries on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * A Redis client that fails fast instead of waiting: with Redis down, commands are rejected at
 * once (no offline queue, no per-command retries) so callers fall back to in-process state and a
 * search never hangs on Redis. The connection keeps retrying in the background and is used again
 * as soon as it is back.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Reconnect with a capped backoff for as long as the process lives.
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
}

/** How often, during an outage, Redis is pinged to notice it is back. */
const PROBE_INTERVAL_MS = 2000;

/**
 * Logs Redis being unusable once per outage (not once per command), and its return once. An
 * outage is a lost connection or a command that failed or timed out on a live one (an overloaded
 * Redis); a ping every few seconds notices the end of either.
 */
export function outageReporter(redis: Redis, log: () => StateLogger): (error: unknown) => void {
  let down = false;
  let probe: ReturnType<typeof setInterval> | undefined;
  const recovered = () => {
    if (!down) return;
    down = false;
    clearInterval(probe);
    probe = undefined;
    log().info({}, 'Redis is reachable again; shared state is back in use');
  };
  redis.on('ready', recovered);
  // ioredis emits 'error' on every failed reconnect; without a listener Node would crash.
  redis.on('error', (error: unknown) => report(error));
  redis.on('end', () => clearInterval(probe));
  function report(error: unknown): void {
    if (down) return;
    down = true;
    log().warn(
      { err: error instanceof Error ? error.message : String(error) },
      'Redis is unreachable; rate limits, budgets and caches fall back to this instance alone',
    );
    probe = setInterval(() => {
      redis.ping().then(recovered, () => undefined);
    }, PROBE_INTERVAL_MS);
    probe.unref();
  }
  return report;
}
