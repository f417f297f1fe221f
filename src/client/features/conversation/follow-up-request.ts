import type {
  ConversationMessage,
  KnowledgeLevel,
  Language,
  SearchRequestInput,
} from '../../../contract/index.ts';
import { labFollowUpRequest } from '../../lib/lab-requests.ts';
import type { SearchRun } from '../../lib/search-reducer.ts';

/**
 * A follow-up question as the same kind of search as the one before it (SPEC.md section 4); the
 * caller adds the conversation so far.
 */
export function followUpRequest({
  question,
  latest,
  last,
  preferences,
}: {
  question: string;
  /** The search on screen, if this page made one. */
  latest: SearchRun | undefined;
  /** The last message of the conversation (it may come from a shared or preloaded one). */
  last: ConversationMessage | undefined;
  preferences: { level: KnowledgeLevel; language: Language };
}): SearchRequestInput {
  const base = latest?.request;
  // A lab report's follow-up sends the report back as its redacted text and table (SPEC.md
  // section 4's lab-report follow-up), never the file again.
  const lab = latest?.snapshot.lab ?? base?.labDocument;
  if (base?.searchType === 'lab-report' && lab) {
    return labFollowUpRequest({
      question,
      lab,
      settings: {
        level: base.medicalKnowledgeLevel ?? preferences.level,
        language: base.language ?? preferences.language,
      },
      conversationContext: [],
    });
  }
  // An image is analysed once; questions about it build on that analysis as history.
  const searchType =
    base?.searchType === 'image-analysis' || base?.searchType === 'lab-report'
      ? 'health-info'
      : (base?.searchType ?? last?.searchType);
  return {
    query: question,
    searchType,
    medicalKnowledgeLevel: base?.medicalKnowledgeLevel ?? last?.medicalKnowledgeLevel,
    language: base?.language ?? preferences.language,
    ...(base?.usmleStep ? { usmleStep: base.usmleStep } : {}),
    ...(base?.location ? { location: base.location } : {}),
  };
}
