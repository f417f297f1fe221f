import type { Logger } from '../logger.ts';

/** Logs the start and the end of an outage, not every failed request (SPEC.md: only logged). */
export interface OutageLog {
  failed(cause: string): void;
  succeeded(): void;
}

export function createOutageLog(logger: Logger): OutageLog {
  let down = false;
  return {
    failed(cause) {
      if (down) return;
      down = true;
      logger.warn(
        { cause },
        'LangSmith is not accepting traces; they are dropped until it answers again (searches are not affected)',
      );
    },
    succeeded() {
      if (!down) return;
      down = false;
      logger.info({}, 'LangSmith accepts traces again');
    },
  };
}

/** A cause without user content: an HTTP status, an error code, or the error's name. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return code;
  return error.name === 'AbortError' || error.name === 'TimeoutError' ? 'timeout' : error.name;
}

/** The request, or its abort: a fetch that ignores its signal still cannot hold a trace up. */
function untilAborted<T>(request: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort = (): void => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([request, aborted]).finally(() =>
    signal.removeEventListener('abort', onAbort),
  );
}

const requestUrl = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** What the SDK is told when a request failed: accepted, so it neither retries nor keeps it. */
const dropped = (): Response =>
  new Response('{}', { status: 202, headers: { 'content-type': 'application/json' } });

/**
 * The LangSmith SDK's fetch. Traces are best effort: one attempt with a timeout, and a failed
 * batch is dropped rather than retried with backoff (which would hold memory through an outage),
 * written to disk (LANGSMITH_FAILED_TRACES_DIR) or printed once per batch. The outage is logged
 * once instead. A 404 from the multipart endpoint passes through: the SDK then uses /runs/batch,
 * as an older self-hosted LangSmith needs. The server-info request never counts as an outage:
 * without it the SDK uses its defaults.
 */
export function createTracingFetch(options: {
  fetch: typeof fetch;
  timeoutMs: number;
  outage: OutageLog;
}): typeof fetch {
  const tracingFetch = async (
    input: Parameters<typeof fetch>[0],
    init?: RequestInit,
  ): Promise<Response> => {
    const url = requestUrl(input);
    const isInfo = new URL(url).pathname.endsWith('/info');
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = init?.signal ? AbortSignal.any([timeout, init.signal]) : timeout;
    try {
      const response = await untilAborted(options.fetch(input, { ...init, signal }), signal);
      if (response.ok || (response.status === 404 && url.endsWith('/runs/multipart'))) {
        if (!isInfo) options.outage.succeeded();
        return response;
      }
      await response.body?.cancel().catch(() => undefined);
      if (!isInfo) options.outage.failed(`HTTP ${response.status}`);
    } catch (error) {
      if (!isInfo) options.outage.failed(describeFailure(error));
    }
    return dropped();
  };
  return tracingFetch as typeof fetch;
}
