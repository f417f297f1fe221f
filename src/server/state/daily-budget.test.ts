import { describe, expect, it } from 'vitest';
import {
  BudgetExceededError,
  createDailyBudget,
  DAY_MS,
  MODEL_WORDING,
  secondsUntilUtcMidnight,
} from './daily-budget.ts';

const SPEECH = { what: 'read-aloud', unit: 'characters' };

function refusalOf(run: () => void): BudgetExceededError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof BudgetExceededError) return error;
    throw error;
  }
  return undefined;
}

describe('createDailyBudget', () => {
  it('charges all of an amount or none of it, per client', () => {
    const budget = createDailyBudget(1000, SPEECH, () => 3 * DAY_MS + 1);
    budget.chargeWithin('a', 600);
    expect(budget.remaining('a')).toBe(400);
    expect(budget.remaining('b')).toBe(1000);
    expect(() => budget.chargeWithin('a', 401)).toThrow(BudgetExceededError);
    expect(budget.remaining('a')).toBe(400);
    budget.chargeWithin('a', 400);
    expect(() => budget.assertAvailable('a')).toThrow(BudgetExceededError);
    expect(() => budget.assertAvailable('b')).not.toThrow();
  });

  it('gives back a refund, never below nothing', () => {
    const budget = createDailyBudget(10, SPEECH, () => DAY_MS);
    budget.charge('a', 10);
    budget.refund('a', 4);
    expect(budget.remaining('a')).toBe(4);
    budget.refund('a', 100);
    expect(budget.remaining('a')).toBe(10);
  });

  it('names what it counts in its refusal, with the time until midnight UTC', () => {
    let now = 7 * DAY_MS + DAY_MS - 3 * 3600_000;
    const budget = createDailyBudget(
      30,
      { what: 'voice mode', unit: 'minutes', note: 'Each session counts as 30 minutes.' },
      () => now,
    );
    budget.charge('a', 30);
    const refusal = refusalOf(() => budget.chargeWithin('a', 1));
    expect(refusal?.retryAfterSeconds).toBe(3 * 3600);
    expect(refusal?.message).toBe(
      'The daily limit of voice mode for your address (30 minutes) is reached. It resets at midnight UTC, in about 3 hours. Each session counts as 30 minutes.',
    );
    now += 3 * 3600_000;
    expect(budget.remaining('a')).toBe(30);
  });
});

describe('the model budget (a daily budget of AI tokens)', () => {
  const DAY = DAY_MS;

  it('counts per client and refuses once the day is spent', () => {
    const budget = createDailyBudget(1000, MODEL_WORDING, () => 5 * DAY + 1000);
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
    const budget = createDailyBudget(10, MODEL_WORDING, () => now);
    budget.charge('a', 10);
    const refusal = refusalOf(() => budget.assertAvailable('a'));
    expect(refusal?.retryAfterSeconds).toBe(90 * 60);
    now += 90 * 60_000;
    expect(budget.remaining('a')).toBe(10);
  });
});

describe('secondsUntilUtcMidnight', () => {
  it('counts whole seconds to the end of the UTC day, at least one', () => {
    expect(secondsUntilUtcMidnight(Date.UTC(2025, 2, 1, 23, 59, 0))).toBe(60);
    expect(secondsUntilUtcMidnight(Date.UTC(2025, 2, 1, 0, 0, 0))).toBe(86_400);
    expect(secondsUntilUtcMidnight(Date.UTC(2025, 2, 1, 23, 59, 59, 999))).toBe(1);
  });
});
