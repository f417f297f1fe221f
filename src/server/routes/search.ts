import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS, searchRequestSchema } from '../../contract/index.ts';
import { AttachmentRefusal } from '../attachments/attachment-texts.ts';
import { DocumentPoolBusy } from '../attachments/document-pool.ts';
import { prepareAttachment } from '../attachments/prepare-attachment.ts';
import { pipelineFor } from '../pipelines/run-search.ts';
import {
  SEARCH_STREAM_HEADERS,
  writeSearchStream,
  type SearchStreamWriter,
} from '../stream/search-stream.ts';
import { redactQuestion } from '../safety/redact-question.ts';
import { startSearchTrace } from '../tracing/search-trace.ts';
import { isChatBody, searchInputFromChatBody } from './chat-body.ts';

/**
 * The largest body: a scanned report's page images as base64 (the biggest attachment; one is
 * allowed per request) plus a full conversation, with room for JSON quoting.
 */
export const SEARCH_BODY_LIMIT =
  Math.ceil((LIMITS.pageImagesMaxBytes * 4) / 3) +
  LIMITS.pdfMaxPages * 1024 +
  LIMITS.conversationContextMaxChars * LIMITS.conversationContextMessages * 2 +
  LIMITS.queryMaxChars * 4 +
  LIMITS.patientInfoMaxChars * 2;

export function registerSearchRoute(app: FastifyInstance): void {
  const { pipeline: deps, documents, config } = app.deps;
  /** A stock AI SDK useChat body is read, and validated, as the SearchRequest it stands for. */
  const readChatBody = async (request: FastifyRequest): Promise<void> => {
    if (isChatBody(request.body)) request.body = searchInputFromChatBody(request.body, deps.now());
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/search',
    {
      bodyLimit: SEARCH_BODY_LIMIT,
      config: { rateLimit: { max: config.rateLimit.modelPerMinute, timeWindow: '1 minute' } },
      // The reply is a stream written by hand (below): only the body has a schema.
      schema: { body: searchRequestSchema },
      preValidation: readChatBody,
    },
    async (request, reply) => {
      const body = redactQuestion(request.body);
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
      let attachment;
      try {
        attachment = await prepareAttachment(body, documents, abort.signal);
      } catch (error) {
        // The client left while its file was being read: nobody is waiting for an answer.
        if (abort.signal.aborted) return reply.code(499).send();
        if (error instanceof DocumentPoolBusy) {
          return reply
            .code(503)
            .header('retry-after', String(error.retryAfterSeconds))
            .send({ error: error.message });
        }
        if (!(error instanceof AttachmentRefusal)) throw error;
        return reply.code(400).send({ error: error.message });
      }
      const log = request.log;
      const run = (writer: SearchStreamWriter) =>
        pipeline(body, { ...deps, logger: log }, writer, abort.signal, attachment);
      // Every search is a trace (SPEC.md sections 7 and 8), tagged with the client's anonymous ids.
      const trace = deps.tracer && startSearchTrace(deps.tracer, body, attachment, abort.signal);
      // The reply is written by hand, frame by frame, straight into the socket (decision 004);
      // the headers set so far (security, rate limit) go out with the stream's own.
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(200, SEARCH_STREAM_HEADERS);
      writeSearchStream(
        reply.raw,
        (writer) => (trace ? trace.run(writer, run) : run(writer)),
        (error) =>
          log.error(
            { err: error instanceof Error ? error.message : String(error) },
            'search failed',
          ),
      );
      return reply;
    },
  );
}
