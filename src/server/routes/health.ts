import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientConfigSchema,
  healthLiveResponseSchema,
  healthReadyResponseSchema,
  healthResponseSchema,
  type ClientConfig,
} from '../../contract/index.ts';
import { AVAILABLE_SEARCH_TYPES } from '../pipelines/run-search.ts';

/** Probes are never rate limited: a load balancer asks often, from one address. */
const PROBE = { config: { rateLimit: false } } as const;

export function registerHealthRoutes(app: FastifyInstance): void {
  const { config, health: probes, reachability } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Liveness: the process answers. Restarting it would not help with anything else.
  api.get(
    '/health/live',
    { ...PROBE, schema: { response: { 200: healthLiveResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: send traffic here; false once a shutdown has started. `redis` reports whether the
  // configured Redis answers (null without REDIS_URL) but does not make the instance unready: an
  // outage hits every instance alike, and each still serves, counting alone until Redis is back.
  const readyResponse = { 200: healthReadyResponseSchema, 503: healthReadyResponseSchema };
  api.get('/health/ready', { ...PROBE, schema: { response: readyResponse } }, async (_r, reply) => {
    const shuttingDown = probes.shuttingDown();
    const redis = config.redisUrl === undefined ? null : await probes.ready();
    const ready = !shuttingDown;
    return reply.code(ready ? 200 : 503).send({ ready, shuttingDown, redis });
  });

  api.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
    mode: config.llm ? ('model' as const) : ('evidence-only' as const),
    upstreams: {
      model: config.llm !== null,
      pubmed: true,
      medlinePlus: true,
      webSearch: config.firecrawl.apiKey !== undefined,
      clinicalTrials: true,
      openFda: true,
      tracing: config.langsmith.apiKey !== undefined,
      tts: config.voice.ttsModel !== null,
      transcription: config.voice.transcribeModel !== null,
      realtime: config.voice.realtimeModel !== null,
    },
    network: reachability.network(),
    reachability: reachability.report(),
  }));

  const configOptions = { schema: { response: { 200: clientConfigSchema } } };
  api.get('/config', configOptions, async (): Promise<ClientConfig> => ({
    assistantName: config.assistantName,
    modelAvailable: config.llm !== null,
    webSearchAvailable: config.firecrawl.apiKey !== undefined,
    voiceAvailable: Boolean(
      config.voice.ttsModel || config.voice.transcribeModel || config.voice.realtimeModel,
    ),
    voice: {
      tts: config.voice.ttsModel !== null,
      transcription: config.voice.transcribeModel !== null,
      realtime: config.voice.realtimeModel !== null,
      realtimeUrl: config.voice.realtimeUrl,
      iceServers: config.voice.iceServers,
      messageOrigins: config.voice.messageOrigins,
    },
    searchTypes: AVAILABLE_SEARCH_TYPES,
    labMessageOrigins: config.labMessageOrigins,
  }));
}
