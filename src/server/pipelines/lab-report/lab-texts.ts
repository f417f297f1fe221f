/** SPEC.md section 8's lab texts, and the server's own where the product says nothing. */
export const LAB_TEXTS = {
  /**
   * The vision model's extraction came back empty, without JSON, or not in the schema: SPEC's
   * texts for the cause, which the log and the trace keep; the visitor reads `unreadable`.
   */
  extractionEmpty: 'No content received from OpenAI API',
  extractionNoJson: 'No valid JSON found in response',
  extractionInvalid: 'Failed to parse lab report analysis',
  unreadable:
    'The test results in this file could not be read. Try a sharper, well-lit photo that shows the whole page, or upload the PDF from your lab or patient portal.',
  analysisFailed: 'Failed to analyze lab report. Please try again.',
  followUpFailed: 'Error occurred during follow-up analysis. Please try again.',
  visionNeedsModel:
    'Reading a lab report from an image or a scan needs an AI model, and none is configured on this server. A PDF with a text layer or a text file works without one.',
} as const;
