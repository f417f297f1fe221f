import type { ConversationMessage } from '../../contract/index.ts';
import { hasStored, readStored, removeStored, writeStored } from './storage.ts';

/** SPEC.md section 2: a conversation handed to the main page, loaded at start and then removed. */
export const PRELOADED_CONVERSATION_KEY = 'preloadedConversation';

export function storePreloadedConversation(messages: readonly ConversationMessage[]): void {
  writeStored(PRELOADED_CONVERSATION_KEY, messages);
}

/**
 * Reads and removes the stored conversation; anything that does not parse is dropped. The message
 * schema (and zod with it) loads only when there is something to read: most visits have nothing.
 */
export async function takePreloadedConversation(): Promise<ConversationMessage[] | undefined> {
  if (!hasStored(PRELOADED_CONVERSATION_KEY)) return undefined;
  const { conversationMessageSchema } = await import('../../contract/conversation-message.ts');
  const messages = readStored(
    PRELOADED_CONVERSATION_KEY,
    conversationMessageSchema.array().max(40),
  );
  removeStored(PRELOADED_CONVERSATION_KEY);
  return messages && messages.length > 0 ? messages : undefined;
}
