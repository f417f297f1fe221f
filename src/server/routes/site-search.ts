import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { firecrawlScrapeResponseSchema } from '../../contract/index.ts';
import { isAllowedUrl } from '../sources/firecrawl/index.ts';
import { redactForUpstream } from '../../shared/privacy/redact-for-upstream.ts';
import { REFUSALS } from './contract-validation.ts';
import { isUpstreamBusy, sendUpstreamBusy } from './upstream-busy.ts';

/** A web-search body as both routes read it: the question, the wait, and the sites asked for. */
export interface SiteSearchBody {
  query: string;
  maxWaitMs: number;
  /** URLs of the sites to search, when the body names some. */
  sites: readonly string[] | undefined;
}

/** What one web-search route of SPEC.md section 7 asks for; the rest is the same for each. */
export interface SiteSearch {
  url: string;
  /** The contract's body schema, its sites field read as `sites`. */
  body: z.ZodType<SiteSearchBody>;
  /** The sites searched when the body names none. */
  defaultSites: readonly string[];
  /** Hosts every requested site must be on: the route must never become an open relay. */
  allowList: readonly string[];
  /** Hosts the search is limited to, from the requested sites; undefined searches every trusted site. */
  searchHosts(requested: readonly string[]): readonly string[] | undefined;
  /** The question as the web search receives it, already redacted. */
  question(query: string): string;
  /** What the log line of a failed search calls it. */
  failure: string;
}

/** The sites a body asks for, as host names (the web search's site filter). */
export const hostsOf = (urls: readonly string[]): string[] =>
  urls.map((url) => new URL(url).hostname.replace(/^www\./, ''));

/**
 * A web search limited to an allow-list of sites: refused (400) when a requested site is off the
 * list, empty when no web search is configured or it fails, 429 when this client's queue is full.
 */
export function registerSiteSearchRoute(app: FastifyInstance, search: SiteSearch): void {
  const { webSearch } = app.deps.sources;
  const options = {
    bodyLimit: 16 * 1024,
    schema: { body: search.body, response: { 200: firecrawlScrapeResponseSchema, ...REFUSALS } },
  };
  app.withTypeProvider<ZodTypeProvider>().post(search.url, options, async (request, reply) => {
    const requested = request.body.sites ?? search.defaultSites;
    const refused = requested.filter((site) => !isAllowedUrl(site, search.allowList));
    if (refused.length > 0) {
      return reply.code(400).send({ error: `Sites not on the allow-list: ${refused.join(', ')}` });
    }
    if (!webSearch.enabled) return { results: [] };
    try {
      // The web search is a third party: the query leaves without the person's identifiers.
      const results = await webSearch.search(
        search.question(redactForUpstream(request.body.query)),
        { sites: search.searchHosts(requested), maxWaitMs: request.body.maxWaitMs },
      );
      return { results };
    } catch (error) {
      if (isUpstreamBusy(error)) {
        return sendUpstreamBusy(reply, error, (message) => ({ results: [], error: message }));
      }
      request.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        `${search.failure} failed`,
      );
      return { results: [] };
    }
  });
}
