import { z } from 'zod';
import { conversationMessageSchema, type ConversationMessage } from '../../contract/index.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

/** SPEC.md section 2: a conversation handed to the main page, loaded at start and then removed. */
export const PRELOADED_CONVERSATION_KEY = 'preloadedConversation';

const preloadedSchema = z.array(conversationMessageSchema).max(40);

export function storePreloadedConversation(messages: readonly ConversationMessage[]): void {
  writeStored(PRELOADED_CONVERSATION_KEY, messages);
}

/** Reads and removes the stored conversation; anything that does not parse is dropped. */
export function takePreloadedConversation(): ConversationMessage[] | undefined {
  const messages = readStored(PRELOADED_CONVERSATION_KEY, preloadedSchema);
  removeStored(PRELOADED_CONVERSATION_KEY);
  return messages && messages.length > 0 ? messages : undefined;
}
