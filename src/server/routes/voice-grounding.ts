import type { FastifyInstance } from 'fastify';
import {
  voiceEmergencyCheckRequestSchema,
  voiceEvidenceRequestSchema,
  type VoiceEmergencyCheckResponse,
} from '../../contract/index.ts';
import type { PipelineDeps } from '../pipelines/pipeline-deps.ts';
import { detectEmergency } from '../../shared/emergency/detect-emergency.ts';
import { retrieveVoiceEvidence } from '../voice/voice-evidence.ts';
import { abortOnClose } from '../voice/voice-reply.ts';
import { parseBody } from './parse-body.ts';

/**
 * Voice mode's safety and grounding: the emergency detector on each transcribed user turn, and
 * the evidence retrieval behind the realtime assistant's function tool. Neither calls a model.
 */
export function registerVoiceGroundingRoutes(
  app: FastifyInstance,
  deps: PipelineDeps,
  modelPerMinute: number,
): void {
  const limited = { rateLimit: { max: modelPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/voice/emergency-check',
    { bodyLimit: 16 * 1024, config: limited },
    async (request, reply) => {
      const body = parseBody(voiceEmergencyCheckRequestSchema, request.body, reply);
      if (!body) return reply;
      const { isEmergency, matches } = detectEmergency(body.text);
      return reply
        .header('cache-control', 'no-store')
        .send({ isEmergency, matches } satisfies VoiceEmergencyCheckResponse);
    },
  );

  app.post('/voice/evidence', { bodyLimit: 16 * 1024, config: limited }, async (request, reply) => {
    const body = parseBody(voiceEvidenceRequestSchema, request.body, reply);
    if (!body) return reply;
    // The dialog closed (the client went away): the sources stop too.
    const evidence = await retrieveVoiceEvidence(body, deps, abortOnClose(reply));
    return reply.header('cache-control', 'no-store').send(evidence);
  });
}
