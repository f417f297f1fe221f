import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FLASHCARDS_FAILED_TEXT,
  FLASHCARDS_NEED_MODEL_TEXT,
  flashcardSetSchema,
  flashcardsRequestSchema,
} from '../../contract/index.ts';
import { generateFlashcards } from '../flashcards/generate-flashcards.ts';
import { redactForUpstream } from '../../shared/privacy/redact-for-upstream.ts';
import { REFUSALS } from './contract-validation.ts';

/** POST /api/flashcards: a USMLE flashcard set for a topic and step; rate-limited like model calls. */
export function registerFlashcardsRoute(app: FastifyInstance): void {
  const { pipeline: deps, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/flashcards',
    {
      bodyLimit: 256 * 1024,
      config: { rateLimit: { max: config.rateLimit.modelPerMinute, timeWindow: '1 minute' } },
      schema: { body: flashcardsRequestSchema, response: { 200: flashcardSetSchema, ...REFUSALS } },
    },
    async (request, reply) => {
      const parsed = request.body;
      // The topic and the answer go to the model: their identifiers do not.
      const body = {
        ...parsed,
        topic: redactForUpstream(parsed.topic),
        content: redactForUpstream(parsed.content),
      };
      if (!deps.llm) return reply.code(503).send({ error: FLASHCARDS_NEED_MODEL_TEXT });
      const controller = new AbortController();
      // The response closing before it finished means the client left: stop the model call.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      try {
        return await generateFlashcards(
          body,
          { llm: deps.llm, logger: request.log, now: deps.now },
          controller.signal,
        );
      } catch (error) {
        if (controller.signal.aborted) return reply;
        request.log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'flashcards failed',
        );
        return reply.code(502).send({ error: FLASHCARDS_FAILED_TEXT });
      }
    },
  );
}
