/** SPEC.md section 8's lab texts, and the server's own where the product says nothing. */
export const LAB_TEXTS = {
  /** The vision model's extraction came back empty, without JSON, or not in the schema. */
  extractionEmpty: 'No content received from OpenAI API',
  extractionNoJson: 'No valid JSON found in response',
  extractionInvalid: 'Failed to parse lab report analysis',
  analysisFailed: 'Failed to analyze lab report. Please try again.',
  followUpFailed: 'Error occurred during follow-up analysis. Please try again.',
  visionNeedsModel:
    'Reading a lab report from an image or a scan needs an AI model, and none is configured on this server. A PDF with a text layer or a text file works without one.',
} as const;
