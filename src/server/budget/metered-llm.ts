import { LIMITS } from '../../contract/index.ts';
import { currentClientKey } from '../client-context.ts';
import type { Llm, LlmCall } from '../llm/index.ts';
import { estimateCallTokens } from './estimate-tokens.ts';
import type { ModelBudget } from '../state/daily-budget.ts';

/**
 * The model layer with every call charged to the requesting client's daily budget, so a search,
 * a flashcard set or a fit analysis (two calls per trial) costs what it really asks of the model.
 * Routes refuse a client whose budget is spent before any work starts.
 */
export function meteredLlm(llm: Llm, budget: ModelBudget): Llm {
  const charge = (call: LlmCall) =>
    budget.charge(currentClientKey(), estimateCallTokens(call, LIMITS.answerMaxTokens));
  return {
    streamText(call) {
      charge(call);
      return llm.streamText(call);
    },
    generateText(call) {
      charge(call);
      return llm.generateText(call);
    },
    generateObject(call) {
      charge(call);
      return llm.generateObject(call);
    },
  };
}
