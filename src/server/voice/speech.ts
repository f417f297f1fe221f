import type { SpeechRequest, TtsFormat } from '../../contract/index.ts';
import { VOICE_LIMITS } from '../../contract/index.ts';
import { callProvider, type ProviderAccess } from './call-provider.ts';
import { checkedSpeechAudio } from './check-speech-audio.ts';
import { VoiceFailure } from './voice-failure.ts';

/**
 * The model sent upstream. Only two names pass: the configured model and SPEC.md's 400 fallback
 * (tts-1); anything else a client names, including SPEC's default tts-1-hd, becomes the configured
 * model, so the endpoint never spends the server's key on a model the operator did not choose.
 */
export function resolveTtsModel(requested: string | undefined, configured: string): string {
  const passing = new Map<string, string>([
    [configured, configured],
    [VOICE_LIMITS.ttsFallbackModel, VOICE_LIMITS.ttsFallbackModel],
  ]);
  return (requested !== undefined ? passing.get(requested) : undefined) ?? configured;
}

/** Our own content types: an upstream's header is never echoed onto the app's origin. */
export const SPEECH_CONTENT_TYPES: Readonly<Record<TtsFormat, string>> = {
  mp3: 'audio/mpeg',
  opus: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
  wav: 'audio/wav',
  pcm: 'audio/pcm',
};

export interface SpeechAudio {
  contentType: string;
  body: ReadableStream<Uint8Array>;
}

/** Asks the provider to speak `request.input`; the audio streams back as it is generated. */
export async function forwardSpeech(
  request: SpeechRequest,
  model: string,
  access: ProviderAccess,
  signal: AbortSignal,
): Promise<SpeechAudio> {
  const body = {
    model: resolveTtsModel(request.model, model),
    input: request.input,
    voice: request.voice,
    response_format: request.response_format,
    speed: request.speed,
  };
  const audio = await callProvider(
    access,
    '/audio/speech',
    { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    signal,
    async (response) => response.body,
  );
  if (!audio) throw new VoiceFailure(502, 'No response body', { code: 'upstream_error' });
  return {
    contentType: SPEECH_CONTENT_TYPES[request.response_format],
    body: await checkedSpeechAudio(audio, request.response_format),
  };
}
