import {
  buildSharePayload,
  type CitationQuotes,
  type ConversationMessage,
  type Language,
  type Reference,
} from '../../../contract/index.ts';
import { ShareDialog } from './share-dialog.tsx';

export interface ShareConversationProps {
  messages: readonly ConversationMessage[];
  /** The references of the shared (first) answer, when the page still has them. */
  answerReferences?: readonly Reference[];
  /** The language of the shared (first) answer, when the page knows it. */
  answerLanguage?: Language;
  /** The quotes behind the shared answer's citations, once they arrived. */
  answerQuotes?: CitationQuotes;
  assistantName: string;
}

/**
 * 'Share Conversation' for the conversation on the main page: its own chunk, loaded with the
 * answer code, so the share dialog (and the contract's share schemas) stay off the first screen.
 */
export function ShareConversation({
  messages,
  answerReferences,
  answerLanguage,
  answerQuotes,
  assistantName,
}: ShareConversationProps) {
  return (
    <ShareDialog
      payload={buildSharePayload(
        messages,
        new Date(),
        answerReferences,
        answerLanguage,
        answerQuotes,
      )}
      assistantName={assistantName}
    />
  );
}
