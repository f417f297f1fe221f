import { randomUUID } from 'node:crypto';
import { FLASHCARDS, type FlashcardSet, type FlashcardsRequest } from '../../contract/index.ts';
import { LlmError, type Llm } from '../llm/index.ts';
import type { Logger } from '../logger.ts';
import { buildFlashcardPrompt } from './flashcard-prompt.ts';
import {
  generatedCardsSchema,
  parseReplyText,
  readFlashcards,
  type FlashcardFailure,
  type ReadOutcome,
} from './read-flashcard-reply.ts';

const ATTEMPTS = 2;
const MAX_TOKENS = 6000;
const TIMEOUT_MS = 90_000;

/** Generation failed after its retry; the message is the internal cause, for the log only. */
export class FlashcardsError extends Error {
  override readonly name = 'FlashcardsError';
}

export interface FlashcardDeps {
  llm: Llm;
  logger: Logger;
  now: () => Date;
}

/** Text of a reply the SDK could not read as the schema (kept in the error's cause chain). */
function replyTextOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const text = (current as { text?: unknown }).text;
    if (typeof text === 'string') return text;
  }
  return undefined;
}

async function attempt(
  request: FlashcardsRequest,
  deps: FlashcardDeps,
  idPrefix: string,
  signal: AbortSignal,
): Promise<ReadOutcome> {
  const prompt = buildFlashcardPrompt(request);
  try {
    const reply = await deps.llm.generateObject({
      role: 'answer',
      ...prompt,
      schema: generatedCardsSchema,
      maxTokens: MAX_TOKENS,
      temperature: 0.3,
      timeoutMs: TIMEOUT_MS,
      maxRetries: 1,
      signal,
    });
    return readFlashcards(reply, idPrefix);
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof LlmError && error.kind === 'invalid-output') {
      // Fenced JSON or cards the strict schema refused: read what came back ourselves.
      const text = replyTextOf(error);
      if (!text?.trim()) return fail('No content received from API', 'empty reply');
      try {
        return readFlashcards(parseReplyText(text), idPrefix);
      } catch (parseError) {
        return fail('Failed to parse flashcard data', String(parseError));
      }
    }
    if (error instanceof LlmError && error.kind === 'no-body') {
      return fail('No content received from API', error.message);
    }
    const status = error instanceof LlmError && error.status ? ` ${error.status}` : '';
    return fail('API request failed with status', `${status} ${String(error)}`.trim());
  }
}

const fail = (cause: FlashcardFailure, detail: string): ReadOutcome => ({
  ok: false,
  cause,
  detail,
});

/** A set of up to 15 validated cards; a failed reply is retried once, then FlashcardsError. */
export async function generateFlashcards(
  request: FlashcardsRequest,
  deps: FlashcardDeps,
  signal: AbortSignal,
): Promise<FlashcardSet> {
  const id = randomUUID();
  for (let n = 1; n <= ATTEMPTS; n += 1) {
    const outcome = await attempt(request, deps, id, signal);
    if (outcome.ok) {
      if (outcome.dropped > 0)
        deps.logger.warn({ dropped: outcome.dropped }, 'invalid flashcards dropped');
      return {
        id,
        title: `USMLE ${request.usmleStep} flashcards: ${request.topic}`.slice(0, 400),
        // Redaction can lengthen the topic ('Jo' becomes '[NAME]'); the set still fits its schema.
        topic: request.topic.slice(0, FLASHCARDS.topicMaxChars),
        usmleStep: request.usmleStep,
        flashcards: outcome.cards,
        createdAt: deps.now().toISOString(),
      };
    }
    deps.logger.warn(
      { attempt: n, cause: outcome.cause, detail: outcome.detail.slice(0, 200) },
      'flashcard generation failed',
    );
    if (n === ATTEMPTS) throw new FlashcardsError(outcome.cause);
  }
  throw new FlashcardsError('Failed to parse flashcard data');
}
