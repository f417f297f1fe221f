import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  FLASHCARDS_FAILED_TEXT,
  FLASHCARDS_NEED_MODEL_TEXT,
  flashcardSetSchema,
} from '../../src/contract/index.ts';
import { FLASHCARDS_PROMPT_MARKER } from '../../src/server/flashcards/flashcard-prompt.ts';
import { composeFlashcards } from '../fixtures/openai/flashcard-replies.ts';
import { useFakeStack, type AppOptions } from './stack.ts';

// USMLE flashcards (issue 5), beside the drug-interaction tests of the same issue.
const stack = useFakeStack();
let app: FastifyInstance | undefined;

const post = async (payload: object, options?: AppOptions) => {
  app = await stack.app(options);
  return app.inject({ method: 'POST', url: '/api/flashcards', payload });
};

const flashcardCalls = () =>
  stack.fakes.openai.requests.filter((r) => r.body.includes(FLASHCARDS_PROMPT_MARKER));

describe('POST /api/flashcards', () => {
  it('returns a validated set of 15 cards through structured output, content cut to 1500 chars', async () => {
    const content = 'x '.repeat(760) + ' MARKER_AFTER_LIMIT ' + 'y'.repeat(500);
    const response = await post({ topic: 'type 2 diabetes', usmleStep: 'step-2', content });
    expect(response.statusCode).toBe(200);
    const set = flashcardSetSchema.parse(response.json());
    expect(set.flashcards).toHaveLength(15);
    expect(set.usmleStep).toBe('step-2');
    expect(set.topic).toBe('type 2 diabetes');
    const body = JSON.parse(flashcardCalls()[0]?.body ?? '{}');
    expect(body.response_format?.type).toBe('json_schema');
    expect(flashcardCalls()[0]?.body).not.toContain('MARKER_AFTER_LIMIT');
  });

  it('retries an invalid reply once, then fails with the SPEC text', async () => {
    const response = await post({
      topic: 'FAKEMODELBADFLASHCARDS cardiology',
      usmleStep: 'step-1',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: FLASHCARDS_FAILED_TEXT });
    expect(flashcardCalls()).toHaveLength(2);
  });

  it('reads a fenced JSON reply the SDK cannot parse', async () => {
    const cards = composeFlashcards('Topic:\nasthma');
    stack.fakes.openai.behave({ kind: 'reply', content: '```json\n' + cards + '\n```' });
    const response = await post({ topic: 'asthma', usmleStep: 'step-1' });
    expect(response.statusCode).toBe(200);
    expect(flashcardSetSchema.parse(response.json()).flashcards).toHaveLength(15);
  });

  it('fails after its retry when a fenced reply has no usable cards', async () => {
    stack.fakes.openai.behave({ kind: 'reply', content: '```json\n{"flashcards": []}\n```' });
    const response = await post({ topic: 'asthma', usmleStep: 'step-1' });
    expect(response.statusCode).toBe(502);
    expect(flashcardCalls()).toHaveLength(2);
  });

  it('says flashcards need a model in evidence-only mode, and validates the body', async () => {
    const none = await post({ topic: 'asthma', usmleStep: 'step-1' }, { model: false });
    expect(none.statusCode).toBe(503);
    expect(none.json()).toEqual({ error: FLASHCARDS_NEED_MODEL_TEXT });
    await app?.close();
    const bad = await post({ topic: '', usmleStep: 'step-9' });
    expect(bad.statusCode).toBe(400);
  });
});
