import type { FastifyInstance } from 'fastify';
import { firecrawlScrapeRequestSchema } from '../../contract/index.ts';
import type { Sources } from '../sources/index.ts';
import { isAllowedUrl } from '../sources/firecrawl/index.ts';
import { redactForUpstream } from '../../shared/privacy/redact-for-upstream.ts';
import { parseBody } from './parse-body.ts';
import { isUpstreamBusy, sendUpstreamBusy } from './upstream-busy.ts';

const hostOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

export function registerFirecrawlRoute(
  app: FastifyInstance,
  sources: Sources,
  trustedSites: readonly string[],
): void {
  app.post('/firecrawl/scrape', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const body = parseBody(firecrawlScrapeRequestSchema, request.body, reply);
    if (!body) return reply;
    const requested = body.medicalSites ?? [];
    const refused = requested.filter((site) => !isAllowedUrl(site, trustedSites));
    if (refused.length > 0) {
      // Only the trusted health sites may be reached: this endpoint must never become an open relay.
      return reply.code(400).send({ error: `Sites not on the allow-list: ${refused.join(', ')}` });
    }
    if (!sources.webSearch.enabled) return { results: [] };
    try {
      // The web search is a third party: the query leaves without the person's identifiers.
      const results = await sources.webSearch.search(redactForUpstream(body.query), {
        sites: requested.length > 0 ? requested.map(hostOf) : undefined,
        maxWaitMs: body.maxWaitMs,
      });
      return { results };
    } catch (error) {
      if (isUpstreamBusy(error)) {
        return sendUpstreamBusy(reply, error, (message) => ({ results: [], error: message }));
      }
      request.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'web search failed',
      );
      return { results: [] };
    }
  });
}
