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
