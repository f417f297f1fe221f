import type { SearchRequest } from '../../contract/index.ts';
import { redactSearchTexts } from '../../shared/privacy/redact-for-upstream.ts';

/**
 * The request as the pipelines may pass it on: personal identifiers a person typed (their name,
 * birth date, phone, record numbers, street address) are replaced before the question reaches the
 * model, PubMed, the other sources, the trials registry or a trace. Every conversation turn is
 * redacted, the assistant's too: the client sends them back, and they are its text to check.
 * Attachments are redacted by `attachments/` already.
 */
export function redactQuestion(request: SearchRequest): SearchRequest {
  return redactSearchTexts(request);
}
