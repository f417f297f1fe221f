/** Upper bound for any wait between attempts, whatever the upstream asks for. */
export const MAX_RETRY_DELAY_MS = 10_000;

/**
 * How long to wait before attempt `attempt + 1`: the upstream's Retry-After (seconds or an HTTP
 * date) when it gives one, else exponential backoff from `baseMs`; capped either way.
 */
export function retryDelayMs(
  attempt: number,
  baseMs: number,
  retryAfter?: string | null,
  now: number = Date.now(),
): number {
  const requested = parseRetryAfter(retryAfter, now);
  const delay = requested ?? baseMs * 2 ** Math.max(0, attempt - 1);
  return Math.min(Math.max(0, delay), MAX_RETRY_DELAY_MS);
}

function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : date - now;
}
