import { describe, expect, it } from 'vitest';
import { chatRequestBody, isReasoningModel } from './chat-request-body.ts';

describe('isReasoningModel', () => {
  it.each([
    ['o1', true],
    ['o3-mini', true],
    ['o4-mini-2025-04-16', true],
    ['gpt-5', true],
    ['gpt-5-mini', true],
    ['gpt-5.1-chat-latest', true],
    ['gpt-5-chat-latest', false],
    ['gpt-4o-mini', false],
    ['gpt-4.1', false],
    ['llama3.1:8b', false],
    ['mistral-small-latest', false],
  ])('%s → %s', (model, expected) => {
    expect(isReasoningModel(model)).toBe(expected);
  });
});

describe('chatRequestBody', () => {
  const call = { role: 'answer' as const, system: 'Rules.', prompt: 'Question?', maxTokens: 900 };

  it('asks a chat model for a stream with usage, its temperature and max_tokens', () => {
    expect(chatRequestBody({ ...call, temperature: 0.2 }, 'gpt-4o-mini')).toEqual({
      model: 'gpt-4o-mini',
      max_tokens: 900,
      temperature: 0.2,
      messages: [
        { role: 'system', content: 'Rules.' },
        { role: 'user', content: 'Question?' },
      ],
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('gives a reasoning model a developer message, max_completion_tokens and no temperature', () => {
    const body = chatRequestBody({ ...call, temperature: 0.2 }, 'o4-mini');
    expect(body).not.toHaveProperty('temperature');
    expect(body).not.toHaveProperty('max_tokens');
    expect(body).toMatchObject({
      max_completion_tokens: 900,
      messages: [{ role: 'developer', content: 'Rules.' }, { role: 'user' }],
    });
  });
});
