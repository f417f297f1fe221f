import type { SearchRequest } from '../../contract/index.ts';
import { redactPhi } from '../../shared/privacy/redact-phi.ts';

const clean = (text: string): string => redactPhi(text, { freeText: true });

/**
 * The request as the pipelines may pass it on: personal identifiers a person typed (their name,
 * birth date, phone, record numbers) are replaced before the question reaches the model, PubMed,
 * the other sources or a trace. Attachments are redacted by `attachments/` already.
 */
export function redactQuestion(request: SearchRequest): SearchRequest {
  return {
    ...request,
    query: clean(request.query),
    ...(request.fullQuery !== undefined ? { fullQuery: clean(request.fullQuery) } : {}),
    ...(request.patientInfo !== undefined ? { patientInfo: clean(request.patientInfo) } : {}),
    conversationContext: request.conversationContext.map((message) =>
      message.type === 'user' ? { ...message, content: clean(message.content) } : message,
    ),
  };
}
