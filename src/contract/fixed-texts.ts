/** Texts SPEC.md fixes word for word. Everything user-facing that is not fixed lives in the i18n catalogs. */
export const MEDICAL_DISCLAIMER =
  'Medical Disclaimer: This information is for educational purposes only and should not replace professional medical advice. Always consult with qualified healthcare providers before making medical decisions.';

export const SEARCH_ERROR_TEXT = 'Error occurred during search. Please try again.';

export const EMERGENCY_BANNER_TEXT =
  'If you have a severe headache, a seizure, sudden vision changes or loss of consciousness, contact emergency services now: 911 in the US, 999 in the UK.';

/** Streamed ahead of the answer when the question matches a critical condition. */
export const EMERGENCY_WARNING_TEXT =
  '**⚠️ Possible medical emergency.** What you describe can be life-threatening. If it is happening now, call emergency services immediately (911 in the US, 999 in the UK) or go to the nearest emergency department. Do not wait for an online answer.\n\n';

export const NO_TRIALS_TEXT =
  'No clinical trials found for the specified criteria. Please try different search terms or expand your location search.';

export const requestTimeoutText = (ms: number): string => `Request timeout after ${ms}ms`;
export const openAiErrorText = (status: number): string => `OpenAI API error: ${status}`;
export const invalidSearchTypeText = (type: string): string => `Invalid search type: ${type}`;

/** Voice texts of SPEC.md sections 2, 5 and 8. */
export const ttsUnsupportedLanguageText = (language: string): string =>
  `${language} is not supported by text-to-speech. Using English instead.`;
export const NO_SPEECH_TEXT = 'No text content available for speech synthesis';
export const ttsApiErrorText = (status: number, message: string): string =>
  `OpenAI TTS API error: ${status} - ${message}`;
export const audioGenerationFailedText = (message: string): string =>
  `Audio generation failed: ${message}`;
export const PLAY_AUDIO_ERROR_TEXT = 'Failed to play audio. Please try again.';
export const NEXT_CHUNK_ERROR_TEXT = 'Failed to play next audio chunk.';
export const MICROPHONE_ERROR_TEXT = 'Could not access microphone. Please check permissions.';
export const TRANSCRIPTION_ERROR_TEXT = 'Error transcribing audio. Please try again.';
export const VOICE_MODE_TITLE = 'Real-time Voice Conversation';
export const VOICE_MODE_CONNECTING_TEXT = 'Connecting to voice mode...';
export const VOICE_MODE_FAILED_TEXT = 'Failed to connect to voice mode';
