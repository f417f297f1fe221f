import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_PROMPT_MARKER } from '../../src/server/pipelines/steps/follow-up/follow-up-prompt.ts';
import { FAKE_FOLLOW_UP_QUESTIONS } from '../fixtures/openai/compose-fake-reply.ts';
import { dataOf, type StreamChunk } from './read-sse.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();

const QUESTION = 'What are the symptoms of type 2 diabetes?';
const chunkTypes = (chunks: readonly StreamChunk[]) =>
  chunks.map((chunk) => (chunk as { type: string }).type);

describe('follow-up questions and follow-up answers', () => {
  it('streams three questions after the result, the numbered line dropped', async () => {
    const { chunks } = await stack.search({ query: QUESTION });
    const types = chunkTypes(chunks);
    expect(types.indexOf('data-followups')).toBeGreaterThan(types.indexOf('data-result'));
    expect(dataOf(chunks, 'followups')).toEqual([{ questions: [...FAKE_FOLLOW_UP_QUESTIONS] }]);
    const call = stack.fakes.openai.requests.find((request) =>
      request.body.includes(FOLLOW_UP_PROMPT_MARKER),
    );
    const body = JSON.parse(call?.body ?? '{}') as { temperature?: number; max_tokens?: number };
    expect(body).toMatchObject({ temperature: 0.3, max_tokens: 300 });
  });

  it('sends no questions and no error without a model', async () => {
    const { chunks } = await stack.search({ query: QUESTION }, { model: false });
    expect(chunkTypes(chunks)).not.toContain('data-followups');
    expect(chunkTypes(chunks)).not.toContain('error');
    expect(dataOf(chunks, 'result')).toHaveLength(1);
  });

  it('answers a follow-up with the conversation in the prompt', async () => {
    await stack.search({
      query: 'How is it treated?',
      isFollowUp: true,
      conversationContext: [
        {
          id: 'u1',
          type: 'user',
          content: QUESTION,
          timestamp: new Date(0).toISOString(),
          searchType: 'health-info',
          medicalKnowledgeLevel: 'no-medical-experience',
        },
        {
          id: 'a1',
          type: 'assistant',
          content: 'Thirst and tiredness are common symptoms.',
          timestamp: new Date(0).toISOString(),
          searchType: 'health-info',
          medicalKnowledgeLevel: 'no-medical-experience',
        },
      ],
    });
    const answer = stack.fakes.openai.requests.find((request) =>
      request.body.includes('Question:'),
    );
    expect(answer?.body).toContain('Follow-up: this question continues the conversation');
    expect(answer?.body).toContain('Thirst and tiredness are common symptoms.');
  });
});
