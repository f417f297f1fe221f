import { transcriptionResponseSchema, VOICE_LIMITS } from '../../contract/index.ts';
import type { TranscriptionResponse } from '../../contract/index.ts';
import { AUDIO_FILES, sniffAudioType, wavDurationSeconds, type AudioType } from './audio-type.ts';
import { callProvider, type ProviderAccess } from './call-provider.ts';
import { VoiceFailure } from './voice-failure.ts';

/** Checks a dictation upload by its bytes: a known audio type, and a WAV no longer than the cap. */
export function checkAudio(bytes: Uint8Array): AudioType {
  const type = sniffAudioType(bytes);
  if (!type) {
    throw new VoiceFailure(
      400,
      'The file is not audio this server accepts (WAV, WebM, Ogg, MP3, M4A or FLAC).',
      { code: 'invalid_audio' },
    );
  }
  if (type === 'wav') {
    const seconds = wavDurationSeconds(bytes);
    if (seconds === null) {
      throw new VoiceFailure(400, 'The WAV file has no readable format or data.', {
        code: 'invalid_audio',
      });
    }
    if (seconds === 0) {
      throw new VoiceFailure(400, 'The recording is empty.', { code: 'empty_audio' });
    }
    if (seconds > VOICE_LIMITS.transcriptionMaxSeconds) {
      throw new VoiceFailure(
        400,
        `Recordings are limited to ${VOICE_LIMITS.transcriptionMaxSeconds / 60} minutes.`,
        { code: 'audio_too_long' },
      );
    }
  }
  return type;
}

/** Sends the audio, from memory, to the provider's transcription endpoint with the given model. */
export async function forwardTranscription(
  audio: Uint8Array,
  type: AudioType,
  options: { model: string; language?: string },
  access: ProviderAccess,
  signal: AbortSignal,
): Promise<TranscriptionResponse> {
  const file = AUDIO_FILES[type];
  const form = new FormData();
  // Buffers read from a request never sit on shared memory, which is all Blob's type rules out.
  const bytes = audio as Uint8Array<ArrayBuffer>;
  form.append('file', new Blob([bytes], { type: file.contentType }), file.fileName);
  form.append('model', options.model);
  form.append('response_format', 'json');
  if (options.language) form.append('language', options.language);
  const reply = await callProvider(access, '/audio/transcriptions', { body: form }, signal, (r) =>
    r.json().catch(() => null),
  );
  const parsed = transcriptionResponseSchema.safeParse(reply);
  if (!parsed.success) {
    throw new VoiceFailure(502, 'The voice provider returned no transcript.', {
      code: 'upstream_error',
    });
  }
  return { text: parsed.data.text.trim() };
}
