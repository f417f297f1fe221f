import { createDailyBudget, MODEL_WORDING } from './daily-budget.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { createTtlCache } from './ttl-cache.ts';
import type { SharedState } from './shared-state.ts';

/** One instance: everything lives in this process, exactly as without REDIS_URL. */
export function createInProcessState(): SharedState {
  return {
    kind: 'in-process',
    rateLimiter: (_name, limit) => createRateLimiter(limit),
    ttlCache: (_name, options) => createTtlCache(options),
    dailyBudget: (_name, perDay, wording) => createDailyBudget(perDay, wording),
    modelBudget: (tokensPerDay) => createDailyBudget(tokensPerDay, MODEL_WORDING),
    rateLimitStore: undefined,
    ready: () => Promise.resolve(true),
    useLogger: () => undefined,
    close: () => Promise.resolve(),
  };
}

/** For sources built without a state (unit tests, scripts): the in-process behaviour. */
export const IN_PROCESS_STATE: SharedState = createInProcessState();
