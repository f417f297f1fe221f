import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PubMedSearchResponse } from '../../contract/index.ts';
import { pubmedSearchRequestSchema, pubmedSearchResponseSchema } from '../../contract/index.ts';
import { redactForUpstream } from '../../shared/privacy/redact-for-upstream.ts';
import { REFUSALS } from './contract-validation.ts';
import { isUpstreamBusy, sendUpstreamBusy } from './upstream-busy.ts';

export function registerPubMedRoute(app: FastifyInstance): void {
  const { sources } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/pubmed/search',
    {
      bodyLimit: 16 * 1024,
      schema: {
        body: pubmedSearchRequestSchema,
        response: { 200: pubmedSearchResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      try {
        // PubMed is a third party: the search terms leave without the person's identifiers.
        const articles = await sources.pubmed.search(redactForUpstream(request.body.query));
        return { success: true, articles } satisfies PubMedSearchResponse;
      } catch (error) {
        if (isUpstreamBusy(error)) {
          return sendUpstreamBusy(reply, error, (message) => ({
            success: false,
            articles: [],
            error: message,
          }));
        }
        request.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'pubmed search failed',
        );
        // SPEC.md section 7: callers treat success false as an empty list.
        return reply.code(502).send({
          success: false,
          articles: [],
          error: 'PubMed is not reachable right now. Please try again later.',
        } satisfies PubMedSearchResponse);
      }
    },
  );
}
