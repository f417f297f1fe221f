import { describe, expect, it } from 'vitest';
import { BudgetExceededError, createModelBudget } from './model-budget.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('createModelBudget', () => {
  it('counts per client and refuses once the day is spent', () => {
    const budget = createModelBudget(1000, () => 5 * DAY + 1000);
    budget.charge('a', 600);
    expect(budget.remaining('a')).toBe(400);
    expect(budget.remaining('b')).toBe(1000);
    expect(() => budget.chargeWithin('a', 500)).toThrow(BudgetExceededError);
    expect(budget.remaining('a')).toBe(400);
    budget.charge('a', 500);
    expect(() => budget.assertAvailable('a')).toThrow(/daily limit of AI use/);
    expect(() => budget.assertAvailable('b')).not.toThrow();
  });

  it('starts afresh at midnight UTC and says how long until then', () => {
    let now = 5 * DAY + DAY - 90 * 60_000;
    const budget = createModelBudget(10, () => now);
    budget.charge('a', 10);
    const refusal = (() => {
      try {
        budget.assertAvailable('a');
      } catch (error) {
        return error as BudgetExceededError;
      }
      return undefined;
    })();
    expect(refusal?.retryAfterSeconds).toBe(90 * 60);
    now += 90 * 60_000;
    expect(budget.remaining('a')).toBe(10);
  });
});
