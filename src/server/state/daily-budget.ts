import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Clients remembered at once; an evicted client simply starts the day afresh. */
const MAX_CLIENTS = 100_000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day a time falls in, as a day number (what keys a count). */
export const utcDay = (timeMs: number): number => Math.floor(timeMs / DAY_MS);

/** Whole seconds until the UTC day of `timeMs` ends: the Retry-After of a spent budget. */
export const secondsUntilUtcMidnight = (timeMs: number): number =>
  Math.max(1, Math.ceil(((utcDay(timeMs) + 1) * DAY_MS - timeMs) / 1000));

/** How a budget names itself in its refusal: "The daily limit of {what} for your address ({perDay} {unit}) ...". */
export interface BudgetWording {
  what: string;
  unit: string;
  /** A sentence added after the reset time (how the budget counts, when that is not obvious). */
  note?: string;
}

export class BudgetExceededError extends Error {
  readonly retryAfterSeconds: number;
  constructor(limit: number, retryAfterSeconds: number, wording: BudgetWording = MODEL_WORDING) {
    const hours = Math.max(1, Math.round(retryAfterSeconds / 3600));
    super(
      [
        `The daily limit of ${wording.what} for your address (${limit} ${wording.unit}) is reached.`,
        `It resets at midnight UTC, in about ${hours} hour${hours === 1 ? '' : 's'}.`,
        ...(wording.note ? [wording.note] : []),
      ].join(' '),
    );
    this.name = 'BudgetExceededError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const MODEL_WORDING: BudgetWording = { what: 'AI use', unit: 'tokens' };

/**
 * An amount one client may use per UTC day (model tokens, voice sessions, speech characters...),
 * keyed by the client's address. The checks are synchronous on a local tally; `refresh` brings it
 * up to what other instances have charged (a no-op in one process).
 */
export interface DailyBudget {
  readonly perDay: number;
  /** What the client may still use today. */
  remaining(clientKey: string): number;
  /** Counts an amount used, even past the limit (work already under way is not cut off). */
  charge(clientKey: string, amount: number): void;
  /** Charges only if the whole amount fits; otherwise throws BudgetExceededError. */
  chargeWithin(clientKey: string, amount: number): void;
  /** Gives back an amount charged for work that did not happen (the provider refused it). */
  refund(clientKey: string, amount: number): void;
  /** Throws BudgetExceededError when nothing is left today. */
  assertAvailable(clientKey: string): void;
  /** Learns what other instances have charged this client (a no-op in one process). */
  refresh(clientKey: string): Promise<void>;
}

interface Spent {
  day: number;
  amount: number;
}

/**
 * The local tally every budget keeps: per client, the amount used on the current UTC day.
 * `onChange` is told of each change (a shared budget mirrors it in Redis).
 */
function dailyTally(
  perDay: number,
  wording: BudgetWording,
  now: () => number,
  onChange: (clientKey: string, day: number, delta: number) => void = () => undefined,
) {
  const spent = new LRUCache<string, Spent>({ max: MAX_CLIENTS });
  const today = () => utcDay(now());
  const used = (clientKey: string): number => {
    const entry = spent.get(clientKey);
    return entry && entry.day === today() ? entry.amount : 0;
  };
  const refusal = () => new BudgetExceededError(perDay, secondsUntilUtcMidnight(now()), wording);
  const add = (clientKey: string, delta: number) => {
    const day = today();
    const before = used(clientKey);
    const after = Math.max(0, before + delta);
    spent.set(clientKey, { day, amount: after });
    if (after !== before) onChange(clientKey, day, after - before);
  };
  const budget: Omit<DailyBudget, 'refresh'> = {
    perDay,
    remaining: (clientKey) => Math.max(0, perDay - used(clientKey)),
    charge: (clientKey, amount) => add(clientKey, Math.max(0, Math.round(amount))),
    chargeWithin(clientKey, amount) {
      if (used(clientKey) + amount > perDay) throw refusal();
      add(clientKey, Math.max(0, Math.round(amount)));
    },
    refund: (clientKey, amount) => add(clientKey, -Math.max(0, Math.round(amount))),
    assertAvailable(clientKey) {
      if (used(clientKey) >= perDay) throw refusal();
    },
  };
  return {
    budget,
    today,
    /** Takes a total another instance reports, when it is larger (it includes this one's charges). */
    learn(clientKey: string, day: number, total: number) {
      if (day === today() && total > used(clientKey)) spent.set(clientKey, { day, amount: total });
    },
  };
}

/** Estimated model tokens per client per UTC day: the daily budget the model routes share. */
export type ModelBudget = DailyBudget;

/** Where a budget shares its counts with every other instance. */
export interface SharedCounts {
  redis: Redis;
  /** Identifies the budget across instances, e.g. 'model-budget'. */
  name: string;
  /** Told of every failed Redis command; the local tally decides meanwhile. */
  onRedisError: (error: unknown) => void;
}

/**
 * A daily budget, the one implementation for one instance and for many. Each instance keeps a
 * local tally (the synchronous checks read it). With `shared`, every charge or refund is also
 * added to a Redis counter per budget, client and UTC day, and `refresh`, awaited before a
 * budgeted route starts, brings the tally up to what every instance has charged; while Redis is
 * unreachable, or without `shared`, the local tally alone decides. The counts are estimates made
 * before the work: the point is a bound on what one address can cost.
 */
export function createDailyBudget(
  perDay: number,
  wording: BudgetWording,
  now: () => number = Date.now,
  shared?: SharedCounts,
): DailyBudget {
  if (!shared) {
    const { budget } = dailyTally(perDay, wording, now);
    return { ...budget, refresh: () => Promise.resolve() };
  }
  const { redis, name, onRedisError } = shared;
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
