import type { FastifyInstance } from 'fastify';
import { LIMITS, searchRequestSchema } from '../../contract/index.ts';
import type { PipelineDeps } from '../pipelines/pipeline-deps.ts';
import { pipelineFor } from '../pipelines/run-search.ts';
import { SEARCH_STREAM_HEADERS, createSearchStream } from '../stream/search-stream.ts';
import { parseBody } from './parse-body.ts';

export function registerSearchRoute(
  app: FastifyInstance,
  deps: PipelineDeps,
  rateLimitPerMinute: number,
): void {
  app.post(
    '/search',
    {
      // Room for an attached document (base64) plus the conversation.
      bodyLimit: Math.ceil(LIMITS.uploadMaxBytes * 1.4) + LIMITS.conversationContextMaxChars * 40,
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = parseBody(searchRequestSchema, request.body, reply);
      if (!body) return reply;
      const pipeline = pipelineFor(body.searchType);
      if (!pipeline) {
        return reply
          .code(400)
          .send({ error: `Search type ${body.searchType} is not available on this server.` });
      }

      const abort = new AbortController();
      // The client went away: stop upstream calls and the model instead of finishing for nobody.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const log = request.log;
      const stream = createSearchStream(
        (writer) => pipeline(body, { ...deps, logger: log }, writer, abort.signal),
        (error) =>
          log.error(
            { err: error instanceof Error ? error.message : String(error) },
            'search failed',
          ),
      );
      return reply.headers(SEARCH_STREAM_HEADERS).send(stream);
    },
  );
}
