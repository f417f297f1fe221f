import { createDailyBudget, MODEL_WORDING, type DailyBudget } from './daily-budget.ts';

export { BudgetExceededError } from './daily-budget.ts';

/** Estimated model tokens per client per UTC day: the daily budget the model routes share. */
export type ModelBudget = DailyBudget;

/**
 * Model tokens per client per UTC day, in memory (one instance; with REDIS_URL the shared one in
 * src/server/shared-state/ is used instead). The counts are estimates made before each call: the
 * point is a bound on what one address can cost.
 */
export function createModelBudget(tokensPerDay: number, now: () => number = Date.now): ModelBudget {
  return createDailyBudget(tokensPerDay, MODEL_WORDING, now);
}
