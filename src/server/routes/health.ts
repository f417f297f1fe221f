import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '../../contract/index.ts';
import type { Config } from '../config.ts';
import { AVAILABLE_SEARCH_TYPES } from '../pipelines/run-search.ts';

export interface HealthProbes {
  /** Whether the shared state (Redis, when configured) can be reached. */
  ready(): Promise<boolean>;
  /** True from the moment a shutdown starts: the load balancer should send no more work. */
  shuttingDown(): boolean;
}

/** Probes are never rate limited: a load balancer asks often, from one address. */
const PROBE = { config: { rateLimit: false } } as const;

export function registerHealthRoutes(
  app: FastifyInstance,
  config: Config,
  probes: HealthProbes,
): void {
  // Liveness: the process answers. Restarting it would not help with anything else.
  app.get('/health/live', PROBE, async () => ({ status: 'ok' as const }));

  // Readiness: send traffic here; false once a shutdown has started. `redis` reports whether the
  // configured Redis answers (null without REDIS_URL) but does not make the instance unready: an
  // outage hits every instance alike, and each still serves, counting alone until Redis is back.
  app.get('/health/ready', PROBE, async (_request, reply) => {
    const shuttingDown = probes.shuttingDown();
    const redis = config.redisUrl === undefined ? null : await probes.ready();
    const ready = !shuttingDown;
    return reply.code(ready ? 200 : 503).send({ ready, shuttingDown, redis });
  });

  app.get('/health', async () => ({
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
  }));

  app.get('/config', async (): Promise<ClientConfig> => ({
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
