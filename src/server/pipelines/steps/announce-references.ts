import type { AnswerMode, Reference } from '../../../contract/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { RetrievedEvidence } from './retrieve-evidence.ts';
import type { ProgressFields } from './source-progress.ts';

/**
 * Status `generating` with what each source found (a type whose evidence is not research, the
 * trial registry, reports no counts). Sent again when the answer mode changes mid-search, so
 * the counts stay on screen.
 */
export function announceGenerating(
  retrieved: RetrievedEvidence | undefined,
  writer: SearchStreamWriter,
  answerMode: AnswerMode,
  /** What each source said, kept on screen while the answer is being written. */
  progress: ProgressFields = {},
): void {
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

/** Sends the numbered references before the answer starts, then status `generating`. */
export function announceReferences(
  references: Reference[],
  retrieved: RetrievedEvidence | undefined,
  writer: SearchStreamWriter,
  answerMode: AnswerMode,
  /** What each source said, kept on screen while the answer is being written. */
  progress: ProgressFields = {},
): void {
  writer.data('references', { references });
  announceGenerating(retrieved, writer, answerMode, progress);
}
