import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { ProviderAccess } from './call-provider.ts';
import { VoiceFailure, voiceErrorBody } from './voice-failure.ts';

export function sendVoiceFailure(reply: FastifyReply, failure: VoiceFailure): FastifyReply {
  if (failure.retryAfter) void reply.header('retry-after', failure.retryAfter);
  return reply
    .code(failure.status)
    .send(voiceErrorBody(failure.message, failure.type, failure.code));
}

/**
 * Error handler of the voice routes: every refusal (validation, upload limits, the rate limit,
 * upstream failures) answers in OpenAI's error shape, which voice clients already read.
 */
export function voiceErrorHandler(
  error: FastifyError | VoiceFailure,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof VoiceFailure) return sendVoiceFailure(reply, error);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error.message }, 'voice route failed');
    return reply.code(500).send(voiceErrorBody('Internal server error', 'server_error'));
  }
  const type = status === 429 ? 'rate_limit_error' : 'invalid_request_error';
  // OpenAI's clients branch on the code; the rate limiter gives none of its own.
  const code = status === 429 ? 'rate_limit_exceeded' : (error.code ?? null);
  return reply.code(status).send(voiceErrorBody(error.message, type, code));
}

/** The provider settings a voice call uses; null in evidence-only mode. */
export function providerAccess(config: Config, fetchImpl: typeof fetch): ProviderAccess | null {
  const llm = config.llm;
  if (!llm) return null;
  return { baseUrl: llm.baseUrl, apiKey: llm.apiKey, timeoutMs: llm.timeoutMs, fetch: fetchImpl };
}

/** Aborts upstream work when the browser goes away before the reply is finished. */
export function abortOnClose(reply: FastifyReply): AbortSignal {
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  return abort.signal;
}
