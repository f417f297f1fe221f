import type { FastifyReply } from 'fastify';
import { isUpstreamError, type UpstreamError } from '../sources/index.ts';

/** The upstream's queue for this client was full: the request was refused without waiting. */
export const isUpstreamBusy = (error: unknown): error is UpstreamError =>
  isUpstreamError(error) && error.kind === 'busy';

const SOURCE_NAMES: Record<string, string> = {
  pubmed: 'PubMed',
  clinicaltrials: 'the trial registry',
  firecrawl: 'the web search',
};

/** 429 with Retry-After, and the route's usual body with a message saying when to come back. */
export function sendUpstreamBusy<B extends object>(
  reply: FastifyReply,
  error: UpstreamError,
  body: (message: string) => B,
): FastifyReply {
  const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000));
  const source = SOURCE_NAMES[error.upstream] ?? error.upstream;
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send(
      body(
        `Too many requests from your address are waiting for ${source}. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      ),
    );
}
