import { en } from './reading-texts/languages/en.ts';

/** SPEC.md section 8's lab texts, and the server's own where the product says nothing. */
export const LAB_TEXTS = {
  /**
   * The vision model's extraction came back empty, without JSON, or not in the schema: SPEC's
   * texts for the cause, which the log and the trace keep; the visitor reads `unreadable`.
   */
  extractionEmpty: 'No content received from OpenAI API',
  extractionNoJson: 'No valid JSON found in response',
  extractionInvalid: 'Failed to parse lab report analysis',
  /** The server's own texts: the reader gets them in the answer language (reading-texts/). */
  unreadable: en.unreadable,
  analysisFailed: 'Failed to analyze lab report. Please try again.',
  followUpFailed: 'Error occurred during follow-up analysis. Please try again.',
  visionNeedsModel: en.visionNeedsModel,
} as const;
