import { z } from 'zod';
import { knowledgeLevelSchema, searchTypeSchema } from './vocabulary.ts';
import { LIMITS } from './limits.ts';

export const conversationMessageSchema = z.object({
  id: z.string().max(100),
  type: z.enum(['user', 'assistant']),
  content: z.string().max(LIMITS.conversationContextMaxChars),
  timestamp: z.string().max(40),
  searchType: searchTypeSchema,
  medicalKnowledgeLevel: knowledgeLevelSchema,
  followUpQuestions: z.array(z.string().max(500)).max(10).optional(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** Renders history the way prompts and the fit analysis read it: 'User: ...' / 'Assistant: ...' blocks. */
export function renderHistory(
  messages: readonly Pick<ConversationMessage, 'type' | 'content'>[],
): string {
  return messages
    .map((message) => `${message.type === 'user' ? 'User' : 'Assistant'}: ${message.content}`)
    .join('\n\n');
}
