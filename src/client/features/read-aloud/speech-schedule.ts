import { VOICE_LIMITS } from '../../../contract/index.ts';

/** SPEC.md section 9: wait before retry `attempt` (1-based): 1000 ms doubling, at most 10000 ms. */
export function retryDelayMs(attempt: number): number {
  return Math.min(
    VOICE_LIMITS.ttsBackoffBaseMs * 2 ** Math.max(0, attempt - 1),
    VOICE_LIMITS.ttsBackoffMaxMs,
  );
}

/** SPEC.md section 9: chunk `index` is generated in the background after 500 ms + 200 ms each, at most 2000 ms. */
export function backgroundDelayMs(index: number): number {
  return Math.min(
    VOICE_LIMITS.ttsBackgroundDelayMs + VOICE_LIMITS.ttsBackgroundDelayPerIndexMs * index,
    VOICE_LIMITS.ttsBackgroundDelayMaxMs,
  );
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One speech request's outcome as far as retrying goes. */
export type AttemptResult<T> =
  { ok: true; value: T } | { ok: false; status: number; message: string };

export interface SpeechAttempt {
  model: string;
  voice: string;
}

export class SpeechGenerationError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'SpeechGenerationError';
    this.status = status;
  }
}

/**
 * SPEC.md section 8's retry rules around one chunk's request: 3 attempts with backoff for 5xx,
 * 429 and network failures (status 0); a 400 on the first attempt is retried once, at once, with
 * tts-1 and nova; other refusals end it. Throws SpeechGenerationError with the last status.
 */
export async function withSpeechRetries<T>(
  attempt: (settings: SpeechAttempt) => Promise<AttemptResult<T>>,
  signal?: AbortSignal,
): Promise<T> {
  const primary = { model: VOICE_LIMITS.ttsModel, voice: VOICE_LIMITS.ttsVoice };
  let last: { status: number; message: string } = { status: 0, message: 'No attempt made' };
  for (let number = 1; number <= VOICE_LIMITS.ttsAttempts; number += 1) {
    if (number > 1) await sleep(retryDelayMs(number - 1), signal);
    const result = await attempt(primary);
    if (result.ok) return result.value;
    last = result;
    if (result.status === 400 && number === 1) {
      const fallback = await attempt({
        model: VOICE_LIMITS.ttsFallbackModel,
        voice: VOICE_LIMITS.ttsVoice,
      });
      if (fallback.ok) return fallback.value;
      throw new SpeechGenerationError(fallback.status, fallback.message);
    }
    const retryable = result.status === 0 || result.status === 429 || result.status >= 500;
    if (!retryable) break;
  }
  throw new SpeechGenerationError(last.status, last.message);
}
