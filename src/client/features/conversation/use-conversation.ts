import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type {
  ConversationMessage,
  KnowledgeLevel,
  Language,
  SearchRequestInput,
} from '../../../contract/index.ts';
import {
  assistantMessageId,
  earlierMessages,
  toConversationContext,
  toConversationMessages,
} from '../../lib/to-conversation-messages.ts';
import { toConversationTurn } from '../../lib/to-conversation-turn.ts';
import { useSearch } from '../../lib/use-search.ts';
import { followUpRequest } from './follow-up-request.ts';

export interface UseConversationOptions {
  /** A conversation handed over with the page (a share link or a partner site), shown first. */
  preloaded: ConversationMessage[];
  /** The form's level and language, for follow-ups that do not say their own. */
  preferences: { level: KnowledgeLevel; language: Language };
}

/**
 * The main page's conversation: its searches, the messages they make with what was preloaded,
 * follow-ups that stay the same kind of search, 'Clear History' and 'Start New Search'.
 */
export function useConversation({ preloaded, preferences }: UseConversationOptions) {
  const search = useSearch();
  // Counts 'Start New Search': the page remounts the form with it.
  const [generation, setGeneration] = useState(0);
  // Runs before this index were cleared from the history ('Clear History') but stay on screen.
  const [clearedRuns, setClearedRuns] = useState(0);
  const [preloadedMessages, setPreloadedMessages] = useState(() => preloaded);
  const { latest, submit } = search;

  const messages = [
    ...preloadedMessages,
    ...toConversationMessages(search.runs.slice(clearedRuns).map(toConversationTurn)),
  ];

  const askNow = (request: SearchRequestInput, fileName?: string): void => {
    // With history, the answer is a follow-up that builds on it (SPEC.md section 4).
    void submit(
      {
        ...request,
        conversationContext: toConversationContext(messages),
        isFollowUp: messages.length > 0,
      },
      fileName,
    );
  };
  // The form gets one callback for the page's life; it always asks with the latest conversation.
  const latestAsk = useRef(askNow);
  useLayoutEffect(() => {
    latestAsk.current = askNow;
  });
  const ask = useCallback(
    (request: SearchRequestInput, fileName?: string) => latestAsk.current(request, fileName),
    [],
  );

  const askFollowUp = (question: string): void =>
    askNow(followUpRequest({ question, latest, last: messages.at(-1), preferences }));

  const startNew = (): void => {
    search.reset();
    setClearedRuns(0);
    setPreloadedMessages([]);
    setGeneration((count) => count + 1);
  };

  const clearHistory = (): void => {
    setClearedRuns(search.runs.length);
    setPreloadedMessages([]);
  };

  // A share link carries the first answer; its references go with it when this page has them.
  const sharedAnswerId = messages.find((message) => message.type === 'assistant')?.id;
  const sharedRun = search.runs.find((run) => assistantMessageId(run.id) === sharedAnswerId);
  const answerOnScreen = latest && messages.at(-1)?.id === assistantMessageId(latest.id);

  return {
    search,
    messages,
    generation,
    ask,
    askFollowUp,
    startNew,
    clearHistory,
    /** The answer on screen is not repeated below; until it completes, all messages are history. */
    earlier: answerOnScreen ? earlierMessages(messages) : messages,
    followUpQuestions: search.busy ? [] : (messages.at(-1)?.followUpQuestions ?? []),
    shared: {
      references: sharedRun?.snapshot.references,
      // The shared page writes its disclaimer in the answer's language.
      language: sharedRun?.snapshot.result?.language ?? sharedRun?.request.language,
      // So the shared page shows the same quote behind each citation.
      quotes: sharedRun?.snapshot.quotes,
    },
  };
}
