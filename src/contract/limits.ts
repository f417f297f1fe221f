/** Limits of SPEC.md section 9 plus the server's own input bounds. Enforced server-side by the schemas. */
export const LIMITS = {
  /** Longest question accepted; long enough for a pasted case description. */
  queryMaxChars: 4000,
  conversationContextMaxChars: 20000,
  conversationContextMessages: 40,
  patientInfoMaxChars: 8000,
  locationMaxChars: 200,
  /** The registry lookup uses the location only below this length. */
  locationFilterMaxChars: 50,
  uploadMaxBytes: 10 * 1024 * 1024,
  /** Page images of one scanned PDF together. */
  pageImagesMaxBytes: 20 * 1024 * 1024,
  /** SPEC.md section 5: PDF conversion takes at most the first pages, at this scale. */
  pdfMaxPages: 5,
  pdfRenderScale: 2,
  /** Text of one lab document sent to the server (already free of identifiers). */
  labDocumentMaxChars: 200000,
  /** SPEC.md section 9: lab research uses up to 3 keywords and up to 10 articles in all. */
  labResearchKeywords: 3,
  labResearchArticles: 10,
  /** Image research: first 3 keywords; abstracts and web content cut shorter. */
  imageResearchKeywords: 3,
  imageAbstractChars: 300,
  imageWebContentChars: 400,
  /** Image and lab calls (SPEC.md section 9). */
  visionMaxTokens: 6000,
  visionTemperature: 0.3,
  labTimeoutMs: 120000,
  queryBoxMaxHeightPx: 128,
  mobileBreakpointPx: 768,
  promptArticles: 5,
  promptWebSources: 3,
  webSearchWaitMs: 6000,
  retryAttempts: 3,
  retryBaseDelayMs: 2000,
  answerMaxTokens: 2000,
  answerTemperature: 0.3,
  followUpMaxTokens: 300,
  followUpTemperature: 0.3,
  followUpAnswerChars: 800,
  followUpQuestions: 3,
  chatProxyMaxTokens: 6000,
  chatProxyMaxMessageChars: 100000,
  chatProxyMaxMessages: 50,
  copyConfirmationMs: 2000,
  autoSearchDelayMs: 100,
  pubmedResults: 8,
  medlinePlusResults: 3,
  webResultsPerSite: 2,
  abstractPromptChars: 1200,
  webContentPromptChars: 1500,
} as const;
