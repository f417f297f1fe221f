import { describe, expect, it } from 'vitest';
import { Chat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { searchDataSchemas } from '../../src/contract/index.ts';
import { parseSse } from './read-sse.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();
const QUESTION = 'What are the symptoms of type 2 diabetes?';

describe('the search stream, as stock AI SDK clients read it', () => {
  it('starts with a message id, keeps one id on status parts and ends with a finish reason', async () => {
    const app = await stack.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { query: QUESTION },
    });
    const chunks = parseSse(response.body);
    expect(chunks[0]).toMatchObject({ type: 'start', messageId: expect.stringMatching(/^msg-/) });
    const statuses = chunks.filter((chunk) => chunk.type === 'data-status');
    expect(statuses.length).toBeGreaterThan(2);
    expect(new Set(statuses.map((chunk) => chunk.id))).toEqual(new Set(['status']));
    expect(chunks.at(-1)).toEqual({ type: 'finish', finishReason: 'stop' });
  });
});

describe('POST /api/search with a stock useChat', () => {
  it('answers the default chat body, with one status part replaced in place', async () => {
    const app = await stack.app();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // Exactly what a React app gets from useChat({ transport }): no custom code.
    const chat = new Chat<UIMessage>({
      transport: new DefaultChatTransport({
        api: `${base}/api/search`,
        body: { searchType: 'health-info', medicalKnowledgeLevel: 'medical-expert' },
      }),
    });
    await chat.sendMessage({ text: QUESTION });
    expect(chat.error).toBeUndefined();
    const answer = chat.messages.at(-1);
    expect(answer?.role).toBe('assistant');
    const text = answer?.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
    expect(text).toMatch(/\[1\]/);
    const statuses = answer?.parts.filter((part) => part.type === 'data-status') ?? [];
    expect(statuses).toHaveLength(1);
    const result = answer?.parts.find((part) => part.type === 'data-result');
    const parsed = searchDataSchemas.result.parse((result as { data: unknown }).data);
    expect(parsed).toMatchObject({ query: QUESTION, medicalKnowledgeLevel: 'medical-expert' });

    // A second question carries the first turn as conversation context.
    await chat.sendMessage({ text: 'And how is it treated?' });
    const prompts = stack.fakes.openai.requests.map((request) => request.body);
    expect(prompts.some((body) => body.includes('Earlier conversation'))).toBe(true);
    expect(chat.messages).toHaveLength(4);
  });

  it('takes fields from the message metadata and refuses a body without a question', async () => {
    const app = await stack.app();
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/search', payload });
    const withMetadata = await post({
      id: 'chat-1',
      trigger: 'submit-message',
      messages: [
        {
          id: 'u1',
          role: 'user',
          parts: [{ type: 'text', text: 'melanoma trials after surgery' }],
          metadata: { searchType: 'clinical-trials', location: 'Boston' },
        },
      ],
    });
    expect(withMetadata.body).toContain('"type":"data-trials"');
    const empty = await post({
      id: 'chat-1',
      trigger: 'submit-message',
      messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: '  ' }] }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('query: Please enter a question.');
  });
});
