import { BudgetExceededError, type DailyBudget } from '../state/daily-budget.ts';
import { VoiceFailure } from './voice-failure.ts';

/** A spent daily budget as the voice routes answer it: 429, OpenAI's shape, Retry-After. */
function refusal(error: BudgetExceededError): VoiceFailure {
  return new VoiceFailure(429, error.message, {
    type: 'rate_limit_error',
    code: 'daily_budget_exceeded',
    retryAfter: String(error.retryAfterSeconds),
  });
}

/** Refuses a client with nothing left today, before its request is read any further. */
export async function assertVoiceBudget(budget: DailyBudget, clientKey: string): Promise<void> {
  await budget.refresh(clientKey);
  try {
    budget.assertAvailable(clientKey);
  } catch (error) {
    throw error instanceof BudgetExceededError ? refusal(error) : error;
  }
}

/** Gives back what `reserveVoiceBudget` charged. */
export type Refund = () => void;

/**
 * Charges every amount to its budget, all or none, before the provider is called (several
 * requests at once cannot all slip under the limit); a budget without room refuses with a 429.
 * The returned refund is for a call the provider refused or could not take.
 */
export async function reserveVoiceBudget(
  clientKey: string,
  charges: readonly (readonly [DailyBudget, number])[],
): Promise<Refund> {
  await Promise.all(charges.map(([budget]) => budget.refresh(clientKey)));
  const charged: (readonly [DailyBudget, number])[] = [];
  const refund: Refund = () => {
    for (const [budget, amount] of charged.splice(0)) budget.refund(clientKey, amount);
  };
  try {
    for (const charge of charges) {
      charge[0].chargeWithin(clientKey, charge[1]);
      charged.push(charge);
    }
  } catch (error) {
    refund();
    throw error instanceof BudgetExceededError ? refusal(error) : error;
  }
  return refund;
}

/**
 * Runs the provider call with the amounts reserved; a failure the provider answered (or a timeout,
 * or no connection) gives them back. A browser that went away is not refunded: the provider may
 * already have done the work.
 */
export async function withVoiceBudget<T>(
  clientKey: string,
  charges: readonly (readonly [DailyBudget, number])[],
  call: () => Promise<T>,
): Promise<T> {
  const refund = await reserveVoiceBudget(clientKey, charges);
  try {
    return await call();
  } catch (error) {
    if (error instanceof VoiceFailure) refund();
    throw error;
  }
}
