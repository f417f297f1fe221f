import { describe, expect, it } from 'vitest';
import { createDailyBudget } from '../state/daily-budget.ts';
import { VoiceFailure } from './voice-failure.ts';
import { assertVoiceBudget, reserveVoiceBudget, withVoiceBudget } from './voice-budget.ts';

const budgets = () => ({
  sessions: createDailyBudget(2, { what: 'voice mode', unit: 'sessions' }),
  minutes: createDailyBudget(45, { what: 'voice mode', unit: 'minutes' }),
});

async function failureOf(promise: Promise<unknown>): Promise<VoiceFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof VoiceFailure))
    throw new Error(`expected a VoiceFailure, got ${String(error)}`);
  return error;
}

describe('reserveVoiceBudget', () => {
  it('charges every budget, or none when one has no room, and answers 429 in OpenAI’s shape', async () => {
    const { sessions, minutes } = budgets();
    const charges = [
      [sessions, 1],
      [minutes, 30],
    ] as const;
    await reserveVoiceBudget('a', charges);
    expect([sessions.remaining('a'), minutes.remaining('a')]).toEqual([1, 15]);
    const refusal = await failureOf(reserveVoiceBudget('a', charges));
    expect(refusal).toMatchObject({
      status: 429,
      type: 'rate_limit_error',
      code: 'daily_budget_exceeded',
    });
    expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
    expect(refusal.message).toContain('(45 minutes)');
    // The session charged before the minutes refused was given back.
    expect([sessions.remaining('a'), minutes.remaining('a')]).toEqual([1, 15]);
  });
});

describe('withVoiceBudget', () => {
  it('gives the amount back when the provider fails, not when the browser went away', async () => {
    const { sessions } = budgets();
    await failureOf(
      withVoiceBudget('a', [[sessions, 1]], () => Promise.reject(new VoiceFailure(502, 'down'))),
    );
    expect(sessions.remaining('a')).toBe(2);
    await expect(
      withVoiceBudget('a', [[sessions, 1]], () => Promise.reject(new Error('aborted'))),
    ).rejects.toThrow('aborted');
    expect(sessions.remaining('a')).toBe(1);
    expect(await withVoiceBudget('a', [[sessions, 1]], () => Promise.resolve('key'))).toBe('key');
    expect(sessions.remaining('a')).toBe(0);
    expect((await failureOf(assertVoiceBudget(sessions, 'a'))).status).toBe(429);
  });
});
