import { z } from 'zod';
import type { ConversationMessage } from '../../contract/index.ts';
import { LIMITS } from '../../contract/index.ts';

/**
 * The body a stock AI SDK `useChat` posts (DefaultChatTransport): `{ id, messages, trigger,
 * messageId }` plus whatever the transport's `body` option adds at the top level.
 */
const uiMessageSchema = z.looseObject({
  id: z.string().max(200).optional(),
  role: z.enum(['system', 'user', 'assistant']),
  parts: z.array(z.looseObject({ type: z.string(), text: z.unknown().optional() })).max(500),
  metadata: z.unknown().optional(),
});
type UiMessage = z.infer<typeof uiMessageSchema>;

const chatBodySchema = z.looseObject({
  messages: z.array(uiMessageSchema).min(1).max(500),
});

/** The SearchRequest fields a chat body may carry at its top level or in a message's metadata. */
const REQUEST_FIELDS = [
  'searchType',
  'language',
  'medicalKnowledgeLevel',
  'usmleStep',
  'location',
  'patientInfo',
  'fullQuery',
  'documentData',
  'labDocument',
  'documentPages',
  'conversationContext',
  'userId',
  'sessionId',
] as const;

export const isChatBody = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { messages?: unknown }).messages) &&
  !('query' in body);

const textOf = (message: UiMessage): string =>
  message.parts
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => String(part.text))
    .join('\n')
    .trim();

function pickFields(source: unknown): Record<string, unknown> {
  if (typeof source !== 'object' || source === null) return {};
  return Object.fromEntries(
    REQUEST_FIELDS.filter((name) => Object.hasOwn(source, name)).map((name) => [
      name,
      (source as Record<string, unknown>)[name],
    ]),
  );
}

/**
 * A SearchRequest from a chat body: the last user message's text is the question; the fields come
 * from the body's top level, overridden by that message's metadata; earlier turns become the
 * conversation context. Returns the body unchanged when it is not a chat body, so the contract's
 * own validation reports what is wrong.
 */
export function searchInputFromChatBody(body: unknown, now: Date): unknown {
  const parsed = chatBodySchema.safeParse(body);
  if (!parsed.success) return body;
  const messages = parsed.data.messages;
  const lastUserIndex = messages.findLastIndex((message) => message.role === 'user');
  const lastUser = messages[lastUserIndex];
  if (!lastUser) return { query: '' };
  const fields: Record<string, unknown> = { ...pickFields(body), ...pickFields(lastUser.metadata) };
  const earlier = messages
    .slice(0, lastUserIndex)
    .filter((message) => message.role !== 'system' && textOf(message) !== '')
    .slice(-LIMITS.conversationContextMessages);
  const searchType = (fields.searchType ?? 'health-info') as ConversationMessage['searchType'];
  const level = (fields.medicalKnowledgeLevel ??
    'no-medical-experience') as ConversationMessage['medicalKnowledgeLevel'];
  const context = earlier.map((message, index): ConversationMessage => ({
    id: (message.id ?? `turn-${index}`).slice(0, 100),
    type: message.role === 'user' ? 'user' : 'assistant',
    content: textOf(message).slice(0, LIMITS.conversationContextMaxChars),
    timestamp: now.toISOString(),
    searchType,
    medicalKnowledgeLevel: level,
  }));
  return {
    ...(context.length > 0 ? { conversationContext: context, isFollowUp: true } : {}),
    ...fields,
    query: textOf(lastUser),
  };
}
