import type { FastifyInstance } from 'fastify';
import { registerFirecrawlRoutes } from './firecrawl.ts';
import { registerFlashcardsRoute } from './flashcards.ts';
import { registerHealthRoutes } from './health.ts';
import { registerLangSmithRoutes } from './langsmith.ts';
import { registerOpenAiAudioRoutes } from './openai-audio.ts';
import { registerOpenAiChatRoute } from './openai-chat.ts';
import { registerOpenAiModelsRoutes } from './openai-models.ts';
import { registerOpenAiRealtimeRoute } from './openai-realtime.ts';
import { registerPubMedRoute } from './pubmed.ts';
import { registerSearchRoute } from './search.ts';
import { registerTrialRoutes } from './trials.ts';
import { registerVoiceGroundingRoutes } from './voice-grounding.ts';

export { SEARCH_BODY_LIMIT } from './search.ts';
export type { HealthProbes, RouteDeps } from './route-deps.ts';

/** Every route under /api, in the order they are registered; each reads what it needs from `api.deps`. */
export async function registerApiRoutes(api: FastifyInstance): Promise<void> {
  registerSearchRoute(api);
  registerPubMedRoute(api);
  registerTrialRoutes(api);
  registerFirecrawlRoutes(api);
  registerFlashcardsRoute(api);
  await registerOpenAiChatRoute(api);
  await registerOpenAiModelsRoutes(api);
  await registerOpenAiAudioRoutes(api);
  await registerOpenAiRealtimeRoute(api);
  registerVoiceGroundingRoutes(api);
  registerHealthRoutes(api);
  registerLangSmithRoutes(api);
}
