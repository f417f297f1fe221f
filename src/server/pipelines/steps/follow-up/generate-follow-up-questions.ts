import { LIMITS, type Language, type SearchType } from '../../../../contract/index.ts';
import { LlmError, type Llm } from '../../../llm/index.ts';
import type { Logger } from '../../../logger.ts';
import { buildFollowUpPrompt } from './follow-up-prompt.ts';
import { parseFollowUpQuestions } from './parse-follow-up-questions.ts';

export interface FollowUpQuestionsInput {
  question: string;
  answer: string;
  language: Language;
  searchType: SearchType;
}

export interface FollowUpQuestionsDeps {
  llm: Llm | null;
  logger: Logger;
  /** Injected so tests can run the backoff with fake timers. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Delay before attempt `attempt + 1`: the base doubling, as SPEC.md section 9 says. */
export const followUpRetryDelayMs = (attempt: number): number =>
  LIMITS.retryBaseDelayMs * 2 ** (attempt - 1);

/**
 * The chips under an answer. Never fails: no model, an abort, or three failed attempts all give
 * no questions, because the answer is already on screen and the chips are only a convenience.
 * Every error is retried (SPEC.md section 8), a 429 and any other.
 */
export async function generateFollowUpQuestions(
  input: FollowUpQuestionsInput,
  deps: FollowUpQuestionsDeps,
  signal: AbortSignal,
): Promise<string[]> {
  if (!deps.llm || input.answer.trim() === '') return [];
  const sleep = deps.sleep ?? defaultSleep;
  const prompt = buildFollowUpPrompt(input);
  for (let attempt = 1; attempt <= LIMITS.retryAttempts; attempt += 1) {
    if (signal.aborted) return [];
    try {
      const reply = await deps.llm.generateText({
        role: 'fast',
        system: prompt.system,
        prompt: prompt.prompt,
        maxTokens: LIMITS.followUpMaxTokens,
        temperature: LIMITS.followUpTemperature,
        signal,
        // This loop owns the retries, so the backoff is the one the product specifies.
        maxRetries: 0,
      });
      return parseFollowUpQuestions(reply);
    } catch (error) {
      if (signal.aborted) return [];
      deps.logger.warn(
        {
          attempt,
          status: error instanceof LlmError ? error.status : undefined,
          err: error instanceof Error ? error.message : String(error),
        },
        'follow-up questions failed',
      );
      if (attempt < LIMITS.retryAttempts) await sleep(followUpRetryDelayMs(attempt));
    }
  }
  return [];
}
