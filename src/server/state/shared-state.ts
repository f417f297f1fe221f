import type { BudgetWording, DailyBudget, ModelBudget } from './daily-budget.ts';
import type { RateLimit, RateLimiter } from './rate-limiter.ts';
import type { TtlCache, TtlCacheOptions } from './ttl-cache.ts';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { StateLogger } from './redis-connection.ts';

/**
 * State that must be global when the app runs as several instances: per-client rate limits and
 * daily budgets, retrieval caches and each upstream's request budget. The in-process
 * implementation keeps everything in this process (one instance); the Redis one shares it
 * through REDIS_URL. Callers use the same interfaces either way.
 */
export interface SharedState {
  readonly kind: 'in-process' | 'redis';
  /** An upstream's request budget; `name` identifies the upstream across instances. */
  rateLimiter(name: string, limit: RateLimit): RateLimiter;
  /** A retrieval cache; values must survive JSON (they do: contract types are plain data). */
  ttlCache<V extends object>(name: string, options: TtlCacheOptions): TtlCache<V>;
  /**
   * A per-client count per UTC day (voice sessions, speech characters, ...); `name` identifies it
   * across instances, `wording` names it in the refusal a client over it is given.
   */
  dailyBudget(name: string, perDay: number, wording: BudgetWording): DailyBudget;
  /** The daily budget of estimated model tokens (a `dailyBudget` named 'model-budget'). */
  modelBudget(tokensPerDay: number): ModelBudget;
  /** The store @fastify/rate-limit counts per-client requests in; undefined keeps its own. */
  readonly rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  /** True when the shared state is usable (always, in process). */
  ready(): Promise<boolean>;
  /** Where warnings go once the app's logger exists. */
  useLogger(logger: StateLogger): void;
  close(): Promise<void>;
}
