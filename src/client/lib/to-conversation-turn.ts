import type { ConversationTurn } from './to-conversation-messages.ts';
import type { SearchRun } from './search-reducer.ts';

/** A search run as the conversation sees it: only a finished, successful answer counts. */
export function toConversationTurn(run: SearchRun): ConversationTurn {
  const result = run.error ? undefined : run.snapshot.result;
  return {
    id: run.id,
    query: run.request.query,
    searchType: run.request.searchType ?? 'health-info',
    level: run.request.medicalKnowledgeLevel ?? 'no-medical-experience',
    askedAt: run.startedAt,
    answer: result
      ? {
          content: result.summary,
          timestamp: result.timestamp,
          followUpQuestions: run.snapshot.followups,
        }
      : undefined,
  };
}
