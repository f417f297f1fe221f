import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LIMITS } from '../../contract/index.ts';
import type { Sources } from '../sources/index.ts';
import { isAllowedUrl } from '../sources/firecrawl/index.ts';
import { redactForUpstream } from '../../shared/privacy/redact-for-upstream.ts';
import { parseBody } from './parse-body.ts';
import { isUpstreamBusy, sendUpstreamBusy } from './upstream-busy.ts';

/** SPEC.md section 7 call 8 searches the two Mayo Clinic site sections; nothing else is allowed. */
const MAYO_CLINIC = ['mayoclinic.org'];
export const DEFAULT_MAYO_CLINIC_SITES = [
  'https://www.mayoclinic.org/drugs-supplements',
  'https://www.mayoclinic.org/diseases-conditions',
];

const drugInteractionsSearchSchema = z.object({
  query: z.string().trim().min(1, 'query is required').max(LIMITS.queryMaxChars),
  maxWaitMs: z.number().int().min(500).max(LIMITS.webSearchWaitMs).default(LIMITS.webSearchWaitMs),
  mayoClinicSites: z.array(z.string().url().max(500)).max(2).optional(),
});

const withSuffix = (query: string): string =>
  /drug interactions?/i.test(query) ? query : `${query} drug interactions`;

export function registerFirecrawlDrugInteractionsRoute(
  app: FastifyInstance,
  sources: Sources,
): void {
  app.post('/firecrawl/drug-interactions', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const body = parseBody(drugInteractionsSearchSchema, request.body, reply);
    if (!body) return reply;
    const sites = body.mayoClinicSites ?? DEFAULT_MAYO_CLINIC_SITES;
    const refused = sites.filter((site) => !isAllowedUrl(site, MAYO_CLINIC));
    if (refused.length > 0) {
      // A site search for any other host would make this endpoint an open relay.
      return reply.code(400).send({ error: `Sites not on the allow-list: ${refused.join(', ')}` });
    }
    if (!sources.webSearch.enabled) return { results: [] };
    try {
      const results = await sources.webSearch.search(withSuffix(redactForUpstream(body.query)), {
        sites: MAYO_CLINIC,
        maxWaitMs: body.maxWaitMs,
      });
      return { results };
    } catch (error) {
      if (isUpstreamBusy(error)) {
        return sendUpstreamBusy(reply, error, (message) => ({ results: [], error: message }));
      }
      request.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'drug interaction site search failed',
      );
      return { results: [] };
    }
  });
}
