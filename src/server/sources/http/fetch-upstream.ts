import { LIMITS } from '../../../contract/limits.ts';
import { currentClientKey } from '../../client-context.ts';
import { isConnectionFailure } from '../../net/connection-failure.ts';
import { LimiterBusyError, type RateLimiter } from '../../state/rate-limiter.ts';
import { failureKind, type Reachability } from './reachability.ts';
import { retryDelayMs } from './retry-delay.ts';
import { UpstreamError } from './upstream-error.ts';
import { abortableDelay } from '../../net/abortable-delay.ts';
import {
  sendWithFetch,
  sendWithUndici,
  type HttpInit,
  type HttpSend,
} from '../../net/http-send.ts';

export interface UpstreamPolicy {
  /** Short name used in errors and logs, e.g. 'pubmed'. */
  upstream: string;
  /** Budget for one attempt, including reading the body. */
  timeoutMs: number;
  retryBaseDelayMs: number;
  attempts?: number;
  limiter?: RateLimiter;
  /** A fetch to use instead of the server's own HTTP client (tests, embedders). */
  fetch?: typeof fetch;
  /** Where each call's outcome is noted (health's last success and failure per upstream). */
  reachability?: Reachability;
}

/**
 * An upstream's OK reply with its body already read. Plain data rather than a new `Response`:
 * wrapping the bytes in a Response and reading them back ran every body through another web
 * stream, a measurable share of a search's CPU under load.
 */
export class BufferedResponse {
  readonly ok = true;
  readonly status: number;
  readonly #bytes: Uint8Array;

  constructor(status: number, bytes: Uint8Array) {
    this.status = status;
    this.#bytes = bytes;
  }

  /** The body as UTF-8 text (upstream APIs all answer UTF-8), like Response.text(). */
  text(): Promise<string> {
    return Promise.resolve(new TextDecoder().decode(this.#bytes));
  }

  /** The body parsed as JSON; rejects with a SyntaxError when it is not, like Response.json(). */
  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }
}

type Attempt =
  | { ok: true; response: BufferedResponse }
  | { ok: false; error: UpstreamError; retryable: boolean; retryAfter?: string | null };

/** A network failure gets one retry this soon: a blip passes, a dead host is reported at once. */
const NETWORK_RETRY_MS = 100;

/**
 * GET/POST an upstream with a per-attempt timeout, the upstream's rate limiter (queued fairly by
 * the current request's client) and bounded retries with backoff on 429 and 5xx. A refused
 * connection, a name that does not resolve or a TLS failure is reported at once; a dropped
 * connection gets one immediate retry: waiting longer would not bring a dead host back. Resolves with an OK response whose body is already buffered
 * (so the timeout covered the download too); rejects with an UpstreamError ('busy' when the
 * limiter's queue is full), or with the caller's abort reason when `init.signal` aborts.
 */
export async function fetchUpstream(
  url: string | URL,
  init: HttpInit,
  policy: UpstreamPolicy,
): Promise<BufferedResponse> {
  const { reachability } = policy;
  if (!reachability) return fetchWithRetries(url, init, policy);
  try {
    const response = await fetchWithRetries(url, init, policy);
    reachability.succeeded(policy.upstream);
    return response;
  } catch (error) {
    // openFDA answers 404 for "no label matches": the upstream was reached and answered.
    if (error instanceof UpstreamError && error.status === 404) {
      reachability.succeeded(policy.upstream);
      throw error;
    }
    const kind = error instanceof UpstreamError ? failureKind(error.kind, error.cause) : null;
    if (kind) reachability.failed(policy.upstream, kind);
    throw error;
  }
}

async function fetchWithRetries(
  url: string | URL,
  init: HttpInit,
  policy: UpstreamPolicy,
): Promise<BufferedResponse> {
  const attempts = Math.max(1, Math.floor(policy.attempts ?? LIMITS.retryAttempts));
  const callerSignal = init.signal ?? undefined;
  const send = policy.fetch ? sendWithFetch(policy.fetch) : sendWithUndici;
  let networkRetried = false;
  for (let attempt = 1; ; attempt += 1) {
    callerSignal?.throwIfAborted();
    await acquire(policy, callerSignal);
    const outcome = await attemptOnce(send, url, init, policy, callerSignal);
    if (outcome.ok) return outcome.response;
    if (!outcome.retryable || attempt >= attempts) throw outcome.error;
    if (outcome.error.kind === 'network') {
      if (networkRetried) throw outcome.error;
      networkRetried = true;
      await abortableDelay(Math.min(NETWORK_RETRY_MS, policy.retryBaseDelayMs), callerSignal);
      continue;
    }
    await abortableDelay(
      retryDelayMs(attempt, policy.retryBaseDelayMs, outcome.retryAfter),
      callerSignal,
    );
  }
}

async function acquire(policy: UpstreamPolicy, signal: AbortSignal | undefined): Promise<void> {
  try {
    await policy.limiter?.acquire(signal, currentClientKey());
  } catch (error) {
    if (error instanceof LimiterBusyError)
      throw UpstreamError.busy(policy.upstream, error.retryAfterMs);
    throw error;
  }
}

async function attemptOnce(
  send: HttpSend,
  url: string | URL,
  init: HttpInit,
  policy: UpstreamPolicy,
  callerSignal: AbortSignal | undefined,
): Promise<Attempt> {
  // One controller for the caller's abort and the timeout: AbortSignal.any cost more per attempt
  // than the rest of this function under load (decision 014).
  const attempt = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    attempt.abort(UpstreamError.timeout(policy.upstream, policy.timeoutMs));
  }, policy.timeoutMs);
  const onCallerAbort = () => attempt.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const signal = attempt.signal;
  try {
    const response = await send(String(url), { ...init, signal });
    const status = response.status;
    if (status < 200 || status > 299) {
      // Release the connection; the error body is not shown to anyone.
      response.discard();
      return {
        ok: false,
        error: UpstreamError.http(policy.upstream, status),
        retryable: status === 429 || status >= 500,
        retryAfter: response.header('retry-after'),
      };
    }
    return { ok: true, response: new BufferedResponse(status, await response.bytes()) };
  } catch (cause) {
    if (callerSignal?.aborted) throw callerSignal.reason;
    // A hung upstream is not retried: another attempt would multiply the caller's wait.
    if (timedOut) {
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
      // Refused, DNS and TLS failures are not retried at all; a dropped connection once.
      retryable: !isConnectionFailure(cause),
    };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}
