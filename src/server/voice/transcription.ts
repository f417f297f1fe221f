import { transcriptionResponseSchema, VOICE_LIMITS } from '../../contract/index.ts';
import type { TranscriptionResponse } from '../../contract/index.ts';
import { AUDIO_FILES, sniffAudioType, type AudioType } from './audio-type.ts';
import { measureAudioSeconds } from './audio-duration.ts';
import { callProvider, type ProviderAccess } from './call-provider.ts';
import { VoiceFailure } from './voice-failure.ts';

export interface CheckedAudio {
  type: AudioType;
  /** Seconds of sound, measured from the decoded container: what the daily budget is charged. */
  seconds: number;
}

/**
 * Checks a dictation upload by its bytes: a known audio type whose length can be measured from
 * the decoded container (audio-duration.ts), with sound in it, no longer than the cap.
 */
export async function checkAudio(bytes: Uint8Array): Promise<CheckedAudio> {
  const type = sniffAudioType(bytes);
  if (!type) {
    throw new VoiceFailure(
      400,
      'The file is not audio this server accepts (WAV, WebM, Ogg, MP3, M4A or FLAC).',
      { code: 'invalid_audio' },
    );
  }
  const seconds = await measureAudioSeconds(bytes, type);
  if (seconds === null) {
    throw new VoiceFailure(
      400,
      'The length of the recording could not be read from the file, so it cannot be transcribed.',
      { code: 'invalid_audio' },
    );
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
  return { type, seconds };
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
