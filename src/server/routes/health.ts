import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '../../contract/index.ts';
import type { Config } from '../config.ts';
import { AVAILABLE_SEARCH_TYPES } from '../pipelines/run-search.ts';

export function registerHealthRoutes(app: FastifyInstance, config: Config): void {
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
