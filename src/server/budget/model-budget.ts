import { LRUCache } from 'lru-cache';

/** Clients remembered at once; an evicted client simply starts the day afresh. */
const MAX_CLIENTS = 100_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export class BudgetExceededError extends Error {
  readonly retryAfterSeconds: number;
  constructor(limit: number, retryAfterSeconds: number) {
    const hours = Math.max(1, Math.round(retryAfterSeconds / 3600));
    super(
      `The daily limit of AI use for your address (${limit} tokens) is reached. It resets at midnight UTC, in about ${hours} hour${hours === 1 ? '' : 's'}.`,
    );
    this.name = 'BudgetExceededError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface ModelBudget {
  readonly tokensPerDay: number;
  /** Tokens the client may still spend today. */
  remaining(clientKey: string): number;
  /** Counts tokens spent, even past the limit (a search already under way is not cut off). */
  charge(clientKey: string, tokens: number): void;
  /** Charges only if the whole amount fits; otherwise throws BudgetExceededError. */
  chargeWithin(clientKey: string, tokens: number): void;
  /** Throws BudgetExceededError when nothing is left today. */
  assertAvailable(clientKey: string): void;
  /** Learns what other instances have charged this client (a no-op in one process). */
  refresh(clientKey: string): Promise<void>;
}

interface Spent {
  day: number;
  tokens: number;
}

/**
 * Model tokens per client per UTC day, in memory (one instance; with REDIS_URL the shared one in
 * src/server/shared-state/ is used instead). The
 * counts are estimates made before each call: the point is a bound on what one address can cost.
 */
export function createModelBudget(tokensPerDay: number, now: () => number = Date.now): ModelBudget {
  const spent = new LRUCache<string, Spent>({ max: MAX_CLIENTS });
  const today = () => Math.floor(now() / DAY_MS);
  const used = (clientKey: string): number => {
    const entry = spent.get(clientKey);
    return entry && entry.day === today() ? entry.tokens : 0;
  };
  const refusal = () =>
    new BudgetExceededError(tokensPerDay, Math.ceil(((today() + 1) * DAY_MS - now()) / 1000));
  const charge = (clientKey: string, tokens: number) => {
    spent.set(clientKey, { day: today(), tokens: used(clientKey) + Math.max(0, tokens) });
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
    refresh: () => Promise.resolve(),
  };
}
