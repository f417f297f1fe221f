/** The AI SDK's schedule, kept for the streamed calls: 2 s, then 4 s, unless the server says when. */
const INITIAL_DELAY_MS = 2000;
const BACKOFF_FACTOR = 2;
/** A server's own wait is honoured up to a minute; beyond that the backoff applies. */
const MAX_SERVER_DELAY_MS = 60_000;

/** 408, 409, 429 and 5xx are worth another try; other statuses will answer the same again. */
export const isRetryableStatus = (status: number): boolean =>
  status === 408 || status === 409 || status === 429 || status >= 500;

/** Any header lookup: fetch's Headers, or the server's own client's reply. */
type HeaderLookup = Pick<Headers, 'get'>;

function serverDelayMs(headers: HeaderLookup): number | undefined {
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms)) return ms;
  const after = headers.get('retry-after');
  if (!after) return undefined;
  const seconds = Number.parseFloat(after);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : date - Date.now();
}

/** How long to wait before retry number `attempt` (0 for the first retry). */
export function retryDelayMs(attempt: number, headers?: HeaderLookup): number {
  const backoff = INITIAL_DELAY_MS * BACKOFF_FACTOR ** attempt;
  const asked = headers ? serverDelayMs(headers) : undefined;
  if (asked !== undefined && asked >= 0 && (asked < MAX_SERVER_DELAY_MS || asked < backoff)) {
    return asked;
  }
  return backoff;
}
