import type { AnswerMode, Reference } from '../../contract/index.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import type { RetrievedEvidence } from './retrieve-evidence.ts';

/** Sends the numbered references before the answer starts, with what each source found. */
export function announceReferences(
  references: Reference[],
  retrieved: RetrievedEvidence,
  writer: SearchStreamWriter,
  answerMode: AnswerMode,
): void {
  writer.data('references', { references });
  writer.data('status', {
    phase: 'generating',
    answerMode,
    found: {
      pubmed: retrieved.articles.length,
      web: retrieved.web.length,
      medlinePlus: retrieved.medlinePlus.length,
    },
    ...(retrieved.unreachable && retrieved.unreachable.length > 0
      ? { unreachable: retrieved.unreachable }
      : {}),
  });
}
