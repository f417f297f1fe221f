import type { FastifyInstance } from 'fastify';
import { realtimeSessionResponseSchema } from '../../contract/index.ts';
import { mintRealtimeSession } from '../voice/realtime-session.ts';
import { withVoiceBudget } from '../voice/voice-budget.ts';
import { noVoiceModelFailure } from '../voice/voice-failure.ts';
import { abortOnClose, providerAccess, voiceErrorHandler } from '../voice/voice-reply.ts';

/**
 * SPEC.md section 7, call 4: a short-lived key for the browser's SDP exchange with the realtime
 * provider (call 5). The server's own key only ever travels to the provider.
 *
 * Each key opens a billed session whose end the server never sees (the browser talks to the
 * provider directly), so each is charged up front to the client's daily budgets: one session, and
 * the longest a session can last (REALTIME_SESSION_MAX_MINUTES) in minutes.
 */
export async function registerOpenAiRealtimeRoute(app: FastifyInstance): Promise<void> {
  const { config, clientBudgets: budgets, fetch: fetchImpl } = app.deps;
  const access = providerAccess(config, fetchImpl);
  await app.register(async (scope) => {
    scope.setErrorHandler(voiceErrorHandler);
    scope.get(
      '/openai/realtime/session',
      {
        config: { rateLimit: { max: config.rateLimit.modelPerMinute, timeWindow: '1 minute' } },
        schema: { response: { 200: realtimeSessionResponseSchema } },
      },
      async (request, reply) => {
        const model = config.voice.realtimeModel;
        if (!model || !access) throw noVoiceModelFailure('realtime voice');
        const signal = abortOnClose(reply);
        const session = await withVoiceBudget(
          request.ip,
          [
            [budgets.realtimeSessions, 1],
            [budgets.realtimeMinutes, config.voice.realtimeSessionMaxMinutes],
          ],
          () =>
            mintRealtimeSession({ model, realtimeUrl: config.voice.realtimeUrl }, access, signal),
        );
        // A secret: no cache between here and the browser may keep it.
        return reply.header('cache-control', 'no-store').send(session);
      },
    );
  });
}
