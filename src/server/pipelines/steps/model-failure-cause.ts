import { STATUS_CODES } from 'node:http';
import { openAiErrorText, type Language } from '../../../contract/index.ts';
import { redactPhi } from '../../../shared/privacy/redact-phi.ts';
import { LlmError } from '../../llm/index.ts';
import { answerNotesFor, fillNote } from './answer-notes/answer-notes.ts';

/**
 * What SPEC.md section 8 adds to 'OpenAI API error: {status}' on a path: nothing on the answer
 * paths, the body text on lab calls, the status text on image calls.
 */
export type ErrorDetail = 'status' | 'body' | 'status-text';

/** SPEC.md section 8's error text for an HTTP failure, with what the path adds. */
function httpErrorText(error: LlmError, detail: ErrorDetail): string {
  const status = error.status ?? 0;
  if (detail === 'status') return `HTTP ${status}`;
  if (detail === 'status-text') {
    const text = STATUS_CODES[status];
    return text ? `${openAiErrorText(status)} ${text}` : openAiErrorText(status);
  }
  // The provider's words may echo the prompt, which on a lab call holds the report.
  const body = error.providerMessage ? redactPhi(error.providerMessage) : undefined;
  return body ? `${openAiErrorText(status)} - ${body}` : openAiErrorText(status);
}

/**
 * One plain line saying why the model gave no answer, added under SPEC.md's error text so a
 * person can tell a dead service from a bad question. Null when the cause says nothing useful.
 * `language` is the answer's: English under SPEC.md's (English) error texts, the reader's own
 * when the line stands in the answer body.
 */
export function modelFailureCause(
  error: unknown,
  detail: ErrorDetail = 'status',
  language?: Language,
): string | null {
  if (!(error instanceof LlmError)) return null;
  const causes = answerNotesFor(language).modelCauses;
  switch (error.kind) {
    case 'network':
      return causes.network;
    case 'timeout':
      return causes.timeout;
    case 'interrupted':
      return causes.interrupted;
    case 'no-body':
    case 'invalid-output':
      return causes.unreadable;
    case 'http': {
      const said = httpErrorText(error, detail);
      if (error.status === 429) return fillNote(causes.overLimit, { said });
      if (error.status === 401 || error.status === 403) return fillNote(causes.refused, { said });
      return fillNote(causes.httpError, { said });
    }
  }
}

export const withModelFailureCause = (
  errorText: string,
  error: unknown,
  detail?: ErrorDetail,
): string => {
  const cause = modelFailureCause(error, detail);
  return cause ? `${errorText}\n${cause}` : errorText;
};

/**
 * The line above the evidence-only answer written in place of a model that failed before its
 * first word: what happened and what is shown instead, so nobody reads the excerpts as the AI
 * summary or blames the question. `lead` is the type's own fixed text (the trial summary's).
 */
export function modelFallbackNotice(
  error: unknown,
  options: {
    lead?: string | undefined;
    detail?: ErrorDetail | undefined;
    language?: Language | undefined;
  } = {},
): string {
  const notes = answerNotesFor(options.language);
  const cause =
    modelFailureCause(error, options.detail, options.language) ?? notes.modelCauses.unknown;
  const parts = [options.lead ? `${options.lead}.` : null, cause, notes.shownInstead].filter(
    (part): part is string => part !== null,
  );
  return `_${parts.join(notes.sentenceGap)}_\n\n`;
}
