import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { mintRealtimeSession } from '../voice/realtime-session.ts';
import { noVoiceModelFailure } from '../voice/voice-failure.ts';
import { abortOnClose, providerAccess, voiceErrorHandler } from '../voice/voice-reply.ts';

/**
 * SPEC.md section 7, call 4: a short-lived key for the browser's SDP exchange with the realtime
 * provider (call 5). The server's own key only ever travels to the provider.
 */
export async function registerOpenAiRealtimeRoute(
  app: FastifyInstance,
  config: Config,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const access = providerAccess(config, fetchImpl);
  await app.register(async (scope) => {
    scope.setErrorHandler(voiceErrorHandler);
    scope.get(
      '/openai/realtime/session',
      { config: { rateLimit: { max: config.rateLimit.modelPerMinute, timeWindow: '1 minute' } } },
      async (_request, reply) => {
        const model = config.voice.realtimeModel;
        if (!model || !access) throw noVoiceModelFailure('realtime voice');
        const session = await mintRealtimeSession(
          { model, realtimeUrl: config.voice.realtimeUrl },
          access,
          abortOnClose(reply),
        );
        // A secret: no cache between here and the browser may keep it.
        return reply.header('cache-control', 'no-store').send(session);
      },
    );
  });
}
