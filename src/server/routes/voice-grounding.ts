import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  voiceEmergencyCheckRequestSchema,
  voiceEmergencyCheckResponseSchema,
  voiceEvidenceRequestSchema,
  voiceEvidenceResponseSchema,
  type VoiceEmergencyCheckResponse,
} from '../../contract/index.ts';
import { detectEmergency } from '../../shared/emergency/detect-emergency.ts';
import { retrieveVoiceEvidence } from '../voice/voice-evidence.ts';
import { abortOnClose } from '../voice/voice-reply.ts';

/**
 * Voice mode's safety and grounding: the emergency detector on each transcribed user turn, and
 * the evidence retrieval behind the realtime assistant's function tool. Neither calls a model.
 */
export function registerVoiceGroundingRoutes(app: FastifyInstance): void {
  const { pipeline, config } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: config.rateLimit.modelPerMinute, timeWindow: '1 minute' } };

  api.post(
    '/voice/emergency-check',
    {
      bodyLimit: 16 * 1024,
      config: limited,
      schema: {
        body: voiceEmergencyCheckRequestSchema,
        response: { 200: voiceEmergencyCheckResponseSchema },
      },
    },
    async (request, reply) => {
      const { isEmergency, matches } = detectEmergency(request.body.text);
      return reply
        .header('cache-control', 'no-store')
        .send({ isEmergency, matches } satisfies VoiceEmergencyCheckResponse);
    },
  );

  api.post(
    '/voice/evidence',
    {
      bodyLimit: 16 * 1024,
      config: limited,
      schema: { body: voiceEvidenceRequestSchema, response: { 200: voiceEvidenceResponseSchema } },
    },
    async (request, reply) => {
      // The dialog closed (the client went away): the sources stop too.
      const evidence = await retrieveVoiceEvidence(request.body, pipeline, abortOnClose(reply));
      return reply.header('cache-control', 'no-store').send(evidence);
    },
  );
}
