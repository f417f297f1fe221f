import { failureCode, isConnectionFailure } from '../net/connection-failure.ts';
import { LlmError } from './llm-error.ts';
import { UNREACHABLE_TEXT } from './to-llm-error.ts';

/**
 * The model provider's fetch, failing at once when no connection can be made (refused, DNS,
 * TLS): the AI SDK would otherwise retry it with seconds of backoff, and the person waiting would
 * learn nothing more for it. The error carries only the code, so the SDK cannot mistake it for a
 * retryable network error. Dropped connections keep the SDK's own retries.
 */
export function failFastFetch(inner?: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      // Looked up per call when not given, as the SDK itself would.
      return await (inner ?? globalThis.fetch)(input, init);
    } catch (error) {
      throw failFast(error);
    }
  };
}

/** A failure to connect as the LlmError that is not retried; any other error as it was. */
export function failFast(error: unknown): unknown {
  if (!isConnectionFailure(error)) return error;
  return new LlmError('network', UNREACHABLE_TEXT, { cause: failureCode(error) });
}
