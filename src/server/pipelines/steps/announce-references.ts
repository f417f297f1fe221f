import type { AnswerMode, Reference } from '../../../contract/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { RetrievedEvidence } from './retrieve-evidence.ts';
import type { ProgressFields } from './source-progress.ts';

/**
 * Sends the numbered references before the answer starts, with what each source found (a type
 * whose evidence is not research, the trial registry, reports no counts).
 */
export function announceReferences(
  references: Reference[],
  retrieved: RetrievedEvidence | undefined,
  writer: SearchStreamWriter,
  answerMode: AnswerMode,
  /** What each source said, kept on screen while the answer is being written. */
  progress: ProgressFields = {},
): void {
  writer.data('references', { references });
  if (!retrieved) {
    writer.data('status', { phase: 'generating', answerMode, ...progress });
    return;
  }
  writer.data('status', {
    phase: 'generating',
    answerMode,
    ...progress,
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
