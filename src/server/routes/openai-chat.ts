import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LIMITS, chatCompletionRequestSchema } from '../../contract/index.ts';
import type { Config } from '../config.ts';
import {
  ProxyRefusal,
  forwardChatCompletion,
  prepareUpstreamBody,
} from '../proxy/chat-completions.ts';
import { parseBody } from './parse-body.ts';

export function registerOpenAiChatRoute(
  app: FastifyInstance,
  config: Config,
  fetchImpl: typeof fetch = fetch,
): void {
  app.post(
    '/openai/chat/completions',
    {
      // Images travel as data URLs, so the body may be as large as one upload.
      bodyLimit: Math.ceil(LIMITS.uploadMaxBytes * 1.4),
      config: { rateLimit: { max: config.rateLimit.modelPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const llm = config.llm;
      if (!llm) {
        return reply.code(503).send({ error: 'No language model is configured on this server.' });
      }
      const body = parseBody(chatCompletionRequestSchema, request.body, reply);
      if (!body) return reply;
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      try {
        const upstream = await forwardChatCompletion(
          prepareUpstreamBody(body, llm),
          llm,
          abort.signal,
          fetchImpl,
        );
        const headers = body.stream
          ? {
              'content-type': 'text/event-stream; charset=utf-8',
              'cache-control': 'no-cache',
              'x-accel-buffering': 'no',
            }
          : { 'content-type': 'application/json; charset=utf-8' };
        return reply.headers(headers).send(Readable.fromWeb(upstream.body as never));
      } catch (error) {
        if (error instanceof ProxyRefusal)
          return reply.code(error.status).send({ error: error.message });
        if (abort.signal.aborted) return reply;
        request.log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'chat proxy failed',
        );
        return reply.code(502).send({ error: 'The language model could not be reached.' });
      }
    },
  );
}
