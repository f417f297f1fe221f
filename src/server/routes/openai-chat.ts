import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LIMITS, chatCompletionRequestSchema } from '../../contract/index.ts';
import { BudgetExceededError } from '../state/daily-budget.ts';
import { AttachmentRefusal } from '../attachments/attachment-texts.ts';
import { DocumentPoolBusy } from '../attachments/document-pool.ts';
import { forwardChatCompletion, prepareUpstreamBody } from '../proxy/chat-completions.ts';
import { imageBytesOf } from '../proxy/image-parts.ts';
import { ProxyRefusal, proxyErrorHandler } from '../proxy/openai-error.ts';
import { checkRequestFields } from '../proxy/request-fields.ts';

/**
 * SPEC.md section 7, call 1: the hardened Chat Completions forwarder. Its own scope, so every
 * refusal (validation, rate limit, budget, upstream) answers in OpenAI's error shape.
 */
export async function registerOpenAiChatRoute(app: FastifyInstance): Promise<void> {
  const { config, budget, documents, fetch: fetchImpl } = app.deps;
  await app.register(async (scope) => {
    scope.setErrorHandler(proxyErrorHandler);
    scope.post(
      '/openai/chat/completions',
      {
        // Images travel as data URLs, so the body may be as large as one upload.
        bodyLimit: Math.ceil(LIMITS.uploadMaxBytes * 1.4),
        config: { rateLimit: { max: config.rateLimit.modelPerMinute, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const llm = config.llm;
        if (!llm) {
          throw new ProxyRefusal(503, 'No language model is configured on this server.', {
            type: 'unavailable',
            code: 'model_unavailable',
          });
        }
        checkRequestFields(request.body);
        const parsed = chatCompletionRequestSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          const [issue] = parsed.error.issues;
          const param = issue?.path.join('.') || null;
          throw new ProxyRefusal(
            400,
            param ? `${param}: ${issue?.message}` : String(issue?.message),
            {
              code: 'invalid_request',
              ...(param ? { param } : {}),
            },
          );
        }
        const body = parsed.data;
        const prepared = prepareUpstreamBody(body, llm);
        const abort = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) abort.abort();
        });
        // Before any charge and before the model: each image must decode as the picture it claims.
        try {
          await documents.checkImages(imageBytesOf(body.messages), abort.signal);
        } catch (error) {
          if (abort.signal.aborted) return reply;
          if (error instanceof DocumentPoolBusy) {
            throw new ProxyRefusal(503, error.message, {
              code: 'server_busy',
              retryAfter: error.retryAfterSeconds,
            });
          }
          if (!(error instanceof AttachmentRefusal)) throw error;
          throw new ProxyRefusal(400, error.message, { code: 'invalid_image' });
        }
        try {
          budget.chargeWithin(request.ip, prepared.tokens);
        } catch (error) {
          if (!(error instanceof BudgetExceededError)) throw error;
          throw new ProxyRefusal(429, error.message, {
            code: 'daily_token_budget_exceeded',
            retryAfter: error.retryAfterSeconds,
          });
        }
        try {
          const upstream = await forwardChatCompletion(prepared.body, llm, abort.signal, fetchImpl);
          const headers = body.stream
            ? { 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no' }
            : { 'content-type': 'application/json; charset=utf-8' };
          return reply.headers(headers).send(Readable.fromWeb(upstream.body as never));
        } catch (error) {
          if (abort.signal.aborted && !(error instanceof ProxyRefusal)) return reply;
          throw error;
        }
      },
    );
  });
}
