import { z } from 'zod';
import { REALTIME_BASE_INSTRUCTIONS } from '../../contract/index.ts';
import type { RealtimeSessionResponse } from '../../contract/index.ts';
import { callProvider, type ProviderAccess } from './call-provider.ts';
import { VoiceFailure } from './voice-failure.ts';

/** The key is only for the SDP exchange that follows at once; Try Again mints a new one. */
export const REALTIME_KEY_SECONDS = 120;

// OpenAI's client-secret reply (GA); older servers nest the key under client_secret.
const providerReplySchema = z.union([
  z.object({ value: z.string().min(1), expires_at: z.number() }),
  z
    .object({ client_secret: z.object({ value: z.string().min(1), expires_at: z.number() }) })
    .transform((reply) => reply.client_secret),
]);

/**
 * Mints a short-lived key for one realtime session with the provider's client-secret endpoint.
 * The session starts with the same rules as written answers; the server's key stays here.
 */
export async function mintRealtimeSession(
  options: { model: string; realtimeUrl: string },
  access: ProviderAccess,
  signal: AbortSignal,
): Promise<RealtimeSessionResponse> {
  const body = {
    expires_after: { anchor: 'created_at', seconds: REALTIME_KEY_SECONDS },
    session: { type: 'realtime', model: options.model, instructions: REALTIME_BASE_INSTRUCTIONS },
  };
  const reply = await callProvider(
    access,
    '/realtime/client_secrets',
    { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    signal,
    (response) => response.json().catch(() => null),
  );
  const parsed = providerReplySchema.safeParse(reply);
  if (!parsed.success) {
    throw new VoiceFailure(502, 'The voice provider returned no session key.', {
      code: 'upstream_error',
    });
  }
  const { value, expires_at } = parsed.data;
  // A broken compatible server could echo the bearer it was sent; it must not travel further.
  const key = access.apiKey;
  if (key && (value === key || (key.length >= 8 && value.includes(key)))) {
    throw new VoiceFailure(502, 'The voice provider returned no session key.', {
      code: 'upstream_error',
    });
  }
  return {
    client_secret: { value, expires_at },
    value,
    expires_at,
    model: options.model,
    realtimeUrl: options.realtimeUrl,
  };
}
