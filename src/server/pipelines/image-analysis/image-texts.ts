/** SPEC.md section 8's image text, and the server's own where the product says nothing. */
export const IMAGE_TEXTS = {
  failed: 'Failed to analyze image. Please try again.',
  needsModel:
    'Image analysis needs an AI model, and none is configured on this server. You can still ask your question in words, or upload a lab report as a PDF with a text layer.',
} as const;
