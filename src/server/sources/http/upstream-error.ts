/** 'busy': our own queue for the upstream was full, so the request was never sent. */
export type UpstreamErrorKind = 'http' | 'timeout' | 'network' | 'malformed' | 'busy';

interface UpstreamErrorInit {
  upstream: string;
  kind: UpstreamErrorKind;
  message: string;
  status?: number;
  cause?: unknown;
  retryAfterMs?: number;
}

/** A failed call to a third-party service; pipelines degrade on it instead of failing the request. */
export class UpstreamError extends Error {
  readonly upstream: string;
  readonly status?: number;
  readonly kind: UpstreamErrorKind;
  /** For 'busy': about when a new request would be taken. */
  readonly retryAfterMs?: number;

  constructor(init: UpstreamErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'UpstreamError';
    this.upstream = init.upstream;
    this.kind = init.kind;
    if (init.status !== undefined) this.status = init.status;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }

  static busy(upstream: string, retryAfterMs: number): UpstreamError {
    return new UpstreamError({
      upstream,
      kind: 'busy',
      message: `Too many requests are waiting for ${upstream}`,
      retryAfterMs,
    });
  }

  static timeout(upstream: string, ms: number): UpstreamError {
    return new UpstreamError({
      upstream,
      kind: 'timeout',
      message: `Request timeout after ${ms}ms`,
    });
  }

  static http(upstream: string, status: number, detail?: string): UpstreamError {
    const suffix = detail ? `: ${detail}` : '';
    return new UpstreamError({
      upstream,
      kind: 'http',
      status,
      message: `${upstream} answered HTTP ${status}${suffix}`,
    });
  }

  static malformed(upstream: string, detail: string, cause?: unknown): UpstreamError {
    return new UpstreamError({
      upstream,
      kind: 'malformed',
      message: `${upstream} sent a malformed response: ${detail}`,
      cause,
    });
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}
