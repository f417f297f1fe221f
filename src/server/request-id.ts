import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a caller may choose: short and plain, so it is safe in a header and a log line. */
const CALLER_ID = /^[\w.:-]{1,128}$/;

/**
 * Every request's id, sent back as `x-request-id` and logged as `reqId`: the caller's own
 * `x-request-id` when it is plain (so a client and this server name the request alike), else a
 * new UUID. Operators match a user's report to the log line by it, as OpenAI's clients expect.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
}
