import {
  APICallError,
  EmptyResponseBodyError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
} from 'ai';
import { openAiErrorText, requestTimeoutText } from '../../contract/index.ts';
import { LlmError } from './llm-error.ts';
import { providerMessage } from './provider-message.ts';

export const INTERRUPTED_TEXT = 'Model response was interrupted';
export const NO_BODY_TEXT = 'No response body';
export const INVALID_OUTPUT_TEXT = 'Model returned an invalid response';
export const UNREACHABLE_TEXT = 'Could not reach the model service';

export interface CallSignals {
  caller: AbortSignal | undefined;
  timeout: AbortSignal;
  timeoutMs: number;
}

/** The AbortError to rethrow when the caller cancelled, so cancellation never looks like a failure. */
export function callerAbort(caller: AbortSignal): unknown {
  return caller.reason instanceof Error
    ? caller.reason
    : new DOMException('This operation was aborted', 'AbortError');
}

function fromApiCallError(error: APICallError, cause: unknown): LlmError {
  const status = error.statusCode;
  if (status !== undefined && status >= 400) {
    return new LlmError('http', openAiErrorText(status), {
      status,
      cause,
      providerMessage: providerMessage(error.responseBody),
    });
  }
  if (status === undefined) return new LlmError('network', UNREACHABLE_TEXT, { cause });
  // A 2xx whose body failed: cut off mid-way (fetch reports a TypeError), empty, or not parseable.
  if (error.cause instanceof TypeError)
    return new LlmError('interrupted', INTERRUPTED_TEXT, { cause });
  if (!error.responseBody) return new LlmError('no-body', NO_BODY_TEXT, { cause });
  return new LlmError('invalid-output', INVALID_OUTPUT_TEXT, { cause });
}

/**
 * Turns whatever the AI SDK or fetch threw into what callers see: the caller's own abort
 * unchanged, a timeout as 'Request timeout after {ms}ms', anything else as an LlmError whose
 * message can be shown to users. Provider messages stay in `cause` only: they may echo the prompt.
 */
export function toLlmError(error: unknown, signals: CallSignals): unknown {
  if (signals.caller?.aborted) return callerAbort(signals.caller);
  if (signals.timeout.aborted) {
    return new LlmError('timeout', requestTimeoutText(signals.timeoutMs), { cause: error });
  }
  if (error instanceof LlmError) return error;
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) return fromApiCallError(last, error);
  if (EmptyResponseBodyError.isInstance(last))
    return new LlmError('no-body', NO_BODY_TEXT, { cause: error });
  if (
    NoObjectGeneratedError.isInstance(last) ||
    NoOutputGeneratedError.isInstance(last) ||
    TypeValidationError.isInstance(last) ||
    JSONParseError.isInstance(last)
  ) {
    return new LlmError('invalid-output', INVALID_OUTPUT_TEXT, { cause: error });
  }
  return new LlmError('interrupted', INTERRUPTED_TEXT, { cause: error });
}
