import { LlmError } from '../../llm/index.ts';

/**
 * One plain line saying why the model gave no answer, added under SPEC.md's error text so a
 * person can tell a dead service from a bad question. Null when the cause says nothing useful.
 */
export function modelFailureCause(error: unknown): string | null {
  if (!(error instanceof LlmError)) return null;
  switch (error.kind) {
    case 'network':
      return 'The AI model service could not be reached. Your question is fine.';
    case 'timeout':
      return 'The AI model service did not answer in time. Your question is fine.';
    case 'interrupted':
      return 'The AI model service stopped in the middle of its answer.';
    case 'no-body':
    case 'invalid-output':
      return 'The AI model service sent an answer that could not be read.';
    case 'http':
      if (error.status === 429) return 'The AI model service is over its request limit right now.';
      if (error.status === 401 || error.status === 403) {
        return "The AI model service refused this server's credentials.";
      }
      return `The AI model service answered with an error (HTTP ${error.status ?? 'unknown'}).`;
  }
}

export const withModelFailureCause = (errorText: string, error: unknown): string => {
  const cause = modelFailureCause(error);
  return cause ? `${errorText}\n${cause}` : errorText;
};

/**
 * The line above the evidence-only answer written in place of a model that failed before its
 * first word: what happened and what is shown instead, so nobody reads the excerpts as the AI
 * summary or blames the question. `lead` is the type's own fixed text (the trial summary's).
 */
export function modelFallbackNotice(error: unknown, lead?: string): string {
  const cause = modelFailureCause(error) ?? 'The AI model service could not write an answer.';
  const parts = [
    lead ? `${lead}.` : null,
    cause,
    'Shown instead: what the sources themselves say, without an AI summary.',
  ].filter((part): part is string => part !== null);
  return `_${parts.join(' ')}_\n\n`;
}
