import { LIMITS } from '../../../contract/index.ts';
import type { Llm } from '../../llm/index.ts';
import type { Logger } from '../../logger.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import { withModelFailureCause } from './model-failure-cause.ts';

export interface ModelAnswerCall {
  system: string;
  prompt: string;
  /** Logged (without user text) when the model fails. */
  failureLog: string;
  /** The user-facing error streamed when the model fails. */
  errorText: string;
  /** Adds one line under the error text saying why the model failed (unreachable, timeout...). */
  explainCause?: boolean;
  /** Longer than an ordinary answer for lab and image analyses (SPEC.md section 9). */
  maxTokens?: number;
}

/**
 * Streams the model's answer to the writer as it arrives. Returns the whole answer, or null when
 * the model failed (the error text is then on the stream) or the client went away.
 */
export async function streamModelAnswer(
  llm: Llm,
  call: ModelAnswerCall,
  writer: SearchStreamWriter,
  logger: Logger,
  signal: AbortSignal,
): Promise<string | null> {
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
    return answer;
  } catch (error) {
    if (signal.aborted) return null;
    logger.error(
      { err: error instanceof Error ? error.message : String(error), streamedChars: answer.length },
      call.failureLog,
    );
    writer.error(call.explainCause ? withModelFailureCause(call.errorText, error) : call.errorText);
    return null;
  }
}
