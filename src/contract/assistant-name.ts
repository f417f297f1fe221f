/** The persona's name unless ASSISTANT_NAME says otherwise; zod-free, the first screen reads it. */
export const DEFAULT_ASSISTANT_NAME = 'Nova';
