/**
 * Voice vocabularies and SPEC.md's voice numbers as plain values: the voice buttons are on the first
 * screen, which does not load zod (voice.ts re-exports these beside its schemas).
 */

/** Voices the speech endpoint accepts (OpenAI's set); read-aloud always asks for 'nova'. */
export const TTS_VOICES = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
  'verse',
] as const;
export type TtsVoice = (typeof TTS_VOICES)[number];

export const TTS_FORMATS = ['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'] as const;
export type TtsFormat = (typeof TTS_FORMATS)[number];

/** SPEC.md section 9 "Read-aloud" and the voice delays of section 9 "Other". */
export const VOICE_LIMITS = {
  ttsModel: 'tts-1-hd',
  /** SPEC.md section 8: a first-attempt 400 is retried once with this model and 'nova'. */
  ttsFallbackModel: 'tts-1',
  ttsVoice: 'nova',
  ttsFormat: 'mp3',
  ttsSpeed: 1,
  ttsChunkChars: 500,
  /** Hard cap per speech request (OpenAI's own limit); the client sends 500-character chunks. */
  ttsInputMaxChars: 4096,
  ttsAttempts: 3,
  ttsBackoffBaseMs: 1000,
  ttsBackoffMaxMs: 10000,
  ttsBackgroundDelayMs: 500,
  ttsBackgroundDelayPerIndexMs: 200,
  ttsBackgroundDelayMaxMs: 2000,
  ttsPollMs: 100,
  /** Dictation uploads: smaller than OpenAI's 25 MB; a WAV is also capped by its duration. */
  transcriptionMaxBytes: 10 * 1024 * 1024,
  transcriptionMaxSeconds: 300,
  voiceModeAutoOpenMs: 1000,
  voiceModeMessageClickDelayMs: 500,
  realtimeInstructionDelayMs: 1000,
  realtimeGreetingDelayMs: 500,
} as const;
