import { LIMITS } from '../../../contract/index.ts';
import type { Llm } from '../../llm/index.ts';
import type { Logger } from '../../logger.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';

export interface ModelAnswerCall {
  system: string;
  prompt: string;
  /** Logged (without user text) when the model fails. */
  failureLog: string;
  /** Longer than an ordinary answer for lab and image analyses (SPEC.md section 9). */
  maxTokens?: number;
}

/**
 * How the model's answer ended. A failure says how much text had reached the reader already:
 * before the first word the caller can still show something else in its place.
 */
export type ModelAnswer =
  { ok: true; answer: string } | { ok: false; error: unknown; streamedChars: number };

/**
 * Streams the model's answer to the writer as it arrives. Returns the whole answer or the
 * failure (logged here, written by the caller), or null when the client went away.
 */
export async function streamModelAnswer(
  llm: Llm,
  call: ModelAnswerCall,
  writer: SearchStreamWriter,
  logger: Logger,
  signal: AbortSignal,
): Promise<ModelAnswer | null> {
  let answer = '';
  try {
    for await (const delta of llm.streamText({
      role: 'answer',
      system: call.system,
      prompt: call.prompt,
      maxTokens: call.maxTokens ?? LIMITS.answerMaxTokens,
      temperature: LIMITS.answerTemperature,
      signal,
    })) {
      answer += delta;
      writer.text(delta);
    }
    return { ok: true, answer };
  } catch (error) {
    if (signal.aborted) return null;
    logger.error(
      { err: error instanceof Error ? error.message : String(error), streamedChars: answer.length },
      call.failureLog,
    );
    return { ok: false, error, streamedChars: answer.length };
  }
}
