/** What the voice tests read from a refusal: OpenAI's error shape, and a spent daily budget. */
import { expect } from 'vitest';
import { voiceErrorSchema } from '../../src/contract/index.ts';

export const errorOf = (body: string) => voiceErrorSchema.parse(JSON.parse(body)).error;

/** A 429 for a spent daily budget: Retry-After within the day, the budget's own sentence. */
export function expectDailyBudgetRefusal(
  refused: { statusCode: number; headers: Record<string, unknown>; body: string },
  message: RegExp,
): void {
  expect(refused.statusCode).toBe(429);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(86_400);
  expect(errorOf(refused.body)).toMatchObject({
    type: 'rate_limit_error',
    code: 'daily_budget_exceeded',
  });
  expect(errorOf(refused.body).message).toMatch(message);
}
