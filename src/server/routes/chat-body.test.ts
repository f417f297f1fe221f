import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from '../../contract/index.ts';
import { isChatBody, searchInputFromChatBody } from './chat-body.ts';

const NOW = new Date('2026-01-02T03:04:05Z');
const text = (value: string) => [{ type: 'text', text: value }];

describe('searchInputFromChatBody', () => {
  it('asks the last user message, with the body fields and earlier turns as context', () => {
    const body = {
      id: 'c1',
      trigger: 'submit-message',
      searchType: 'usmle-preparation',
      messages: [
        { id: 'u1', role: 'user', parts: text('What is sepsis?') },
        { id: 'a1', role: 'assistant', parts: [...text('Sepsis is…'), { type: 'data-status' }] },
        {
          id: 'u2',
          role: 'user',
          parts: text('How is it treated?'),
          metadata: { usmleStep: 'step-2' },
        },
      ],
    };
    expect(isChatBody(body)).toBe(true);
    const request = searchRequestSchema.parse(searchInputFromChatBody(body, NOW));
    expect(request).toMatchObject({
      query: 'How is it treated?',
      searchType: 'usmle-preparation',
      usmleStep: 'step-2',
      isFollowUp: true,
    });
    expect(request.conversationContext.map((turn) => [turn.type, turn.content])).toEqual([
      ['user', 'What is sepsis?'],
      ['assistant', 'Sepsis is…'],
    ]);
  });

  it('leaves a SearchRequest alone', () => {
    expect(isChatBody({ query: 'x', messages: [] })).toBe(false);
    expect(isChatBody({ query: 'x' })).toBe(false);
  });

  it('takes only SearchRequest fields from metadata, never unknown ones', () => {
    const input = searchInputFromChatBody(
      { messages: [{ role: 'user', parts: text('asthma'), metadata: { admin: true } }] },
      NOW,
    );
    expect(input).toEqual({ query: 'asthma' });
  });
});
