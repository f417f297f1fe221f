import { LIMITS } from '../../../contract/limits.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { retryDelayMs } from './retry-delay.ts';
import { UpstreamError } from './upstream-error.ts';

export interface UpstreamPolicy {
  /** Short name used in errors and logs, e.g. 'pubmed'. */
  upstream: string;
  /** Budget for one attempt, including reading the body. */
  timeoutMs: number;
  retryBaseDelayMs: number;
  attempts?: number;
  limiter?: RateLimiter;
  fetch?: typeof fetch;
}

type Attempt =
  | { ok: true; response: Response }
  | { ok: false; error: UpstreamError; retryable: boolean; retryAfter?: string | null };

/**
 * GET/POST an upstream with a per-attempt timeout, the upstream's rate limiter and bounded
 * retries on 429, 5xx and network failures. Resolves with an OK response whose body is already
 * buffered (so the timeout covered the download too); rejects with an UpstreamError, or with the
 * caller's abort reason when `init.signal` aborts.
 */
export async function fetchUpstream(
  url: string | URL,
  init: RequestInit,
  policy: UpstreamPolicy,
): Promise<Response> {
  const attempts = Math.max(1, Math.floor(policy.attempts ?? LIMITS.retryAttempts));
  const callerSignal = init.signal ?? undefined;
  for (let attempt = 1; ; attempt += 1) {
    callerSignal?.throwIfAborted();
    await policy.limiter?.acquire(callerSignal);
    const outcome = await attemptOnce(url, init, policy, callerSignal);
    if (outcome.ok) return outcome.response;
    if (!outcome.retryable || attempt >= attempts) throw outcome.error;
    await delay(retryDelayMs(attempt, policy.retryBaseDelayMs, outcome.retryAfter), callerSignal);
  }
}

async function attemptOnce(
  url: string | URL,
  init: RequestInit,
  policy: UpstreamPolicy,
  callerSignal: AbortSignal | undefined,
): Promise<Attempt> {
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(UpstreamError.timeout(policy.upstream, policy.timeoutMs)),
    policy.timeoutMs,
  );
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout.signal]) : timeout.signal;
  try {
    const response = await (policy.fetch ?? fetch)(url, { ...init, signal });
    if (!response.ok) {
      // Release the connection; the error body is not shown to anyone. Not awaited: cancelling a
      // tee'd (cloned) body settles only once its twin is cancelled too.
      response.body?.cancel().catch(() => undefined);
      const status = response.status;
      return {
        ok: false,
        error: UpstreamError.http(policy.upstream, status),
        retryable: status === 429 || status >= 500,
        retryAfter: response.headers.get('retry-after'),
      };
    }
    const body = await response.arrayBuffer();
    return {
      ok: true,
      response: new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      }),
    };
  } catch (cause) {
    if (callerSignal?.aborted) throw callerSignal.reason;
    // A hung upstream is not retried: another attempt would multiply the caller's wait.
    if (timeout.signal.aborted) {
      return {
        ok: false,
        error: UpstreamError.timeout(policy.upstream, policy.timeoutMs),
        retryable: false,
      };
    }
    const detail = cause instanceof Error ? cause.message : String(cause);
    return {
      ok: false,
      error: new UpstreamError({
        upstream: policy.upstream,
        kind: 'network',
        message: `${policy.upstream} could not be reached: ${detail}`,
        cause,
      }),
      retryable: true,
    };
  } finally {
    clearTimeout(timer);
  }
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
