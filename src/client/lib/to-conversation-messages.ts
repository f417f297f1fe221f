import { LIMITS } from '../../contract/limits.ts';
import type { ConversationMessage } from '../../contract/index.ts';
import type { KnowledgeLevel, SearchType } from '../../contract/vocabulary-values.ts';

/** One question and its answer as the conversation sees it (use-conversation maps search runs to this). */
export interface ConversationTurn {
  id: string;
  query: string;
  searchType: SearchType;
  level: KnowledgeLevel;
  /** ISO time the question was asked. */
  askedAt: string;
  /** Present once the answer is complete; a failed or running search has none. */
  answer?: { content: string; timestamp: string; followUpQuestions?: readonly string[] };
}

export const assistantMessageId = (turnId: string): string => `${turnId}-assistant`;

/**
 * SPEC.md section 3 "Conversation message": a user message per question and an assistant message
 * per finished answer. Questions whose answer never arrived are left out, so the history sent as
 * context never holds a question without its answer.
 */
export function toConversationMessages(turns: readonly ConversationTurn[]): ConversationMessage[] {
  return turns.flatMap((turn): ConversationMessage[] => {
    if (!turn.answer) return [];
    const shared = { searchType: turn.searchType, medicalKnowledgeLevel: turn.level };
    return [
      {
        id: `${turn.id}-user`,
        type: 'user',
        content: turn.query,
        timestamp: turn.askedAt,
        ...shared,
      },
      {
        id: assistantMessageId(turn.id),
        type: 'assistant',
        content: turn.answer.content,
        timestamp: turn.answer.timestamp,
        ...shared,
        ...(turn.answer.followUpQuestions?.length
          ? { followUpQuestions: [...turn.answer.followUpQuestions] }
          : {}),
      },
    ];
  });
}

/** The most recent messages, each within the request schema's bounds, to send as context. */
export function toConversationContext(
  messages: readonly ConversationMessage[],
): ConversationMessage[] {
  return messages.slice(-LIMITS.conversationContextMessages).map((message) => ({
    ...message,
    content: message.content.slice(0, LIMITS.conversationContextMaxChars),
  }));
}

/** SPEC.md section 2: the earlier history is all but the last two messages, when more exist. */
export const earlierMessages = (messages: readonly ConversationMessage[]): ConversationMessage[] =>
  messages.length > 2 ? messages.slice(0, -2) : [];
