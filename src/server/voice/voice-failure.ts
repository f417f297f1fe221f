import type { VoiceError } from '../../contract/index.ts';

/** A voice request that ends with this status and message; the route answers in OpenAI's shape. */
export class VoiceFailure extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | null;
  /** Seconds a client should wait, passed on from an upstream 429. */
  readonly retryAfter: string | undefined;

  constructor(
    status: number,
    message: string,
    options: { type?: string; code?: string | null; retryAfter?: string } = {},
  ) {
    super(message);
    this.name = 'VoiceFailure';
    this.status = status;
    this.type = options.type ?? (status >= 500 ? 'server_error' : 'invalid_request_error');
    this.code = options.code ?? null;
    this.retryAfter = options.retryAfter;
  }
}

export function voiceErrorBody(
  message: string,
  type: string,
  code: string | null = null,
): VoiceError {
  return { error: { message, type, code } };
}

export const noVoiceModelFailure = (feature: string): VoiceFailure =>
  new VoiceFailure(503, `No ${feature} model is configured on this server.`, {
    type: 'unavailable',
    code: 'voice_unavailable',
  });
