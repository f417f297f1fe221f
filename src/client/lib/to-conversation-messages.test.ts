import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/index.ts';
import {
  earlierMessages,
  toConversationContext,
  toConversationMessages,
  type ConversationTurn,
} from './to-conversation-messages.ts';

const turn = (id: string, answered = true): ConversationTurn => ({
  id,
  query: `question ${id}`,
  searchType: 'health-info',
  level: 'some-medical-knowledge',
  askedAt: '2026-01-01T00:00:00.000Z',
  answer: answered
    ? {
        content: `answer ${id}`,
        timestamp: '2026-01-01T00:00:05.000Z',
        followUpQuestions: [`more about ${id}?`],
      }
    : undefined,
});

describe('conversation messages', () => {
  it('makes a user and an assistant message per answered question, with unique ids', () => {
    const messages = toConversationMessages([turn('a'), turn('b')]);
    expect(messages.map((m) => `${m.type}:${m.content}`)).toEqual([
      'user:question a',
      'assistant:answer a',
      'user:question b',
      'assistant:answer b',
    ]);
    expect(new Set(messages.map((m) => m.id)).size).toBe(4);
    expect(messages[1]).toMatchObject({
      followUpQuestions: ['more about a?'],
      searchType: 'health-info',
      medicalKnowledgeLevel: 'some-medical-knowledge',
    });
    expect(messages[0]).not.toHaveProperty('followUpQuestions');
  });

  it('leaves out questions whose answer never arrived', () => {
    expect(toConversationMessages([turn('a'), turn('b', false)])).toHaveLength(2);
  });

  it('shows earlier history only past two messages, without the last two', () => {
    expect(earlierMessages(toConversationMessages([turn('a')]))).toEqual([]);
    const earlier = earlierMessages(toConversationMessages([turn('a'), turn('b'), turn('c')]));
    expect(earlier.map((m) => m.content)).toEqual([
      'question a',
      'answer a',
      'question b',
      'answer b',
    ]);
  });

  it('sends at most the allowed number of recent messages, each within the size limit', () => {
    const turns = Array.from({ length: 30 }, (_, i) => turn(String(i)));
    const long = toConversationMessages(turns).map((m) => ({ ...m, content: 'x'.repeat(30000) }));
    const context = toConversationContext(long);
    expect(context).toHaveLength(LIMITS.conversationContextMessages);
    expect(context.at(-1)?.id).toBe(long.at(-1)?.id);
    expect(context.every((m) => m.content.length <= LIMITS.conversationContextMaxChars)).toBe(true);
  });
});
