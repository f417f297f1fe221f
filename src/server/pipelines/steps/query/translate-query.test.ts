import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../../tests/fakes/openai.ts';
import { createLlm, type Llm } from '../../../llm/index.ts';
import { cleanTranslation, translateQuery } from './translate-query.ts';

let fake: FakeOpenAI;
let llm: Llm;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  llm = createLlm({
    apiKey: undefined,
    baseUrl: `${fake.url}/v1`,
    models: {
      answer: 'answer-model',
      fast: 'fast-model',
      vision: 'v',
      tts: 't',
      transcribe: 's',
      realtime: 'r',
    },
    timeoutMs: 5000,
  }) as Llm;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.behave({ kind: 'ok' });
  fake.requests.length = 0;
});

describe('translateQuery', () => {
  it('optimises an English question locally without calling the model', async () => {
    await expect(
      translateQuery(llm, 'What are the symptoms of type 2 diabetes?', 'es'),
    ).resolves.toEqual({
      query: 'symptoms type 2 diabetes',
      translated: false,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('translates a non-English question with the fast model, deterministically and briefly', async () => {
    await expect(
      translateQuery(llm, '¿Cuáles son los síntomas de la diabetes tipo 2?', 'es'),
    ).resolves.toEqual({
      query: 'type 2 diabetes symptoms',
      translated: true,
    });
    expect(fake.requests).toHaveLength(1);
    expect(JSON.parse(fake.requests[0]?.body ?? '{}')).toMatchObject({
      model: 'fast-model',
      temperature: 0,
      max_tokens: 100,
    });
  });

  it('cleans a chatty reply', async () => {
    fake.behave({
      kind: 'reply',
      content: 'Here is the search query:\n\nQuery: "hypertension treatment".\n',
    });
    await expect(translateQuery(llm, '¿Cómo se trata la hipertensión?', 'es')).resolves.toEqual({
      query: 'hypertension treatment',
      translated: true,
    });
  });

  it.each([
    ['a server error', { kind: 'status', status: 500 } as const],
    ['a quota error', { kind: 'plain-error' } as const],
    ['an empty reply', { kind: 'reply', content: '  \n' } as const],
  ])('falls back to the original question on %s', async (_label, behaviour) => {
    fake.behave(behaviour);
    await expect(translateQuery(llm, 'dolor de cabeza', 'es')).resolves.toEqual({
      query: 'dolor de cabeza',
      translated: false,
    });
  });

  it('falls back to the original question when the caller aborts', async () => {
    fake.behave({ kind: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    await expect(translateQuery(llm, 'dolor de cabeza', 'es', controller.signal)).resolves.toEqual({
      query: 'dolor de cabeza',
      translated: false,
    });
  });

  it('falls back to the original question without a model', async () => {
    await expect(translateQuery(null, '  dolor de cabeza ', 'es')).resolves.toEqual({
      query: 'dolor de cabeza',
      translated: false,
    });
  });
});

describe('cleanTranslation', () => {
  it.each([
    ['type 2 diabetes symptoms', 'type 2 diabetes symptoms'],
    ['"type 2 diabetes symptoms"', 'type 2 diabetes symptoms'],
    ['Query: type 2 diabetes symptoms.', 'type 2 diabetes symptoms'],
    ['English search query: asthma children', 'asthma children'],
    ['Sure! Here it is:\n- `asthma children`\n- another', 'asthma children'],
    ['```\nasthma\n```', 'asthma'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(cleanTranslation(raw)).toBe(expected);
  });
});
