import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../../tests/fakes/openai.ts';
import type { Config } from '../config.ts';
import { createLlm } from './create-llm.ts';
import type { Llm } from './llm.ts';
import { buildAnswerPrompt } from './prompts/answer-prompt.ts';
import type { EvidenceItem } from './prompts/evidence-item.ts';
import { buildTranslationPrompt } from './prompts/translation-prompt.ts';

const FIXTURES = '/work/shared/fixtures/openai-sse';

let fake: FakeOpenAI;
let llm: Llm;

const config = (url: string): NonNullable<Config['llm']> => ({
  apiKey: 'sk-test',
  baseUrl: `${url}/v1`,
  models: { answer: 'a', fast: 'f', vision: 'v', tts: 't', transcribe: 's', realtime: 'r' },
  timeoutMs: 5000,
});

const collect = async (stream: AsyncIterable<string>): Promise<string> => {
  let text = '';
  for await (const delta of stream) text += delta;
  return text;
};

/** The stubs separate events with one newline; the wire format needs a blank line between them. */
const asWireFormat = (file: string): string =>
  readFileSync(`${FIXTURES}/${file}`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `${line}\n\n`)
    .join('');

beforeAll(async () => {
  fake = await startFakeOpenAI();
  llm = createLlm(config(fake.url)) as Llm;
});
afterAll(() => fake.close());
beforeEach(() => fake.behave({ kind: 'ok' }));

const call = { role: 'answer' as const, system: 's', prompt: 'p' };

describe.skipIf(!existsSync(FIXTURES))('recorded provider responses', () => {
  it.each([
    [
      'codecompanion_openai_streaming.txt',
      'Dynamic, Flexible. \n\nIs there anything specific you would like to know about Ruby?',
    ],
    ['codecompanion_mistral_streaming.txt', 'Dynamic Language'],
    ['codecompanion_deepseek_streaming_reasoning_disabled.txt', 'Elegant syntax.'],
  ])('streams %s to the recorded text', async (file, expected) => {
    fake.behave({ kind: 'raw', body: asWireFormat(file) });
    await expect(collect(llm.streamText(call))).resolves.toBe(expected);
  });

  it('reads the recorded non-streaming completion', async () => {
    const body = readFileSync(`${FIXTURES}/codecompanion_openai_no_streaming.json`, 'utf8');
    fake.behave({ kind: 'raw', body, contentType: 'application/json' });
    await expect(llm.generateText(call)).resolves.toBe('Elegant simplicity.');
  });

  it('reports the recorded plain-text quota error by its status', async () => {
    const body = readFileSync(
      `${FIXTURES}/codecompanion_copilot_quota_exceeded_error_body.txt`,
      'utf8',
    );
    fake.behave({ kind: 'status', status: 429, body });
    await expect(llm.generateText(call)).rejects.toThrow('OpenAI API error: 429');
  });
});

const evidence: EvidenceItem[] = [1, 2, 3].map((n) => ({
  reference: {
    n,
    kind: 'pubmed',
    title: `Study ${n}`,
    url: `https://pubmed.ncbi.nlm.nih.gov/${n}/`,
  },
  text: `Abstract ${n}.`,
}));

const answer = (overrides: Partial<Parameters<typeof buildAnswerPrompt>[0]> = {}) => {
  const prompt = buildAnswerPrompt({
    query: 'What are the symptoms of type 2 diabetes?',
    level: 'no-medical-experience',
    language: 'en',
    evidence,
    searchType: 'health-info',
    ...overrides,
  });
  return collect(llm.streamText({ role: 'answer', ...prompt }));
};

describe('the fake model as the pipelines see it', () => {
  it('translates the known test questions and echoes others', async () => {
    const translate = (query: string) =>
      llm.generateText({ role: 'fast', ...buildTranslationPrompt(query, 'es') });
    await expect(translate('¿Cuáles son los síntomas de la diabetes tipo 2?')).resolves.toBe(
      'type 2 diabetes symptoms',
    );
    await expect(translate('Quels sont les symptômes du diabète de type 2 ?')).resolves.toBe(
      'type 2 diabetes symptoms',
    );
    await expect(translate('¿Qué es el asma?')).resolves.toBe('¿Qué es el asma?');
  });

  it('answers under the requested headings, in the requested language, citing listed sources', async () => {
    const text = await answer({ language: 'es' });
    expect(text.match(/^## .+$/gm)).toEqual([
      '## Descripción general',
      '## Puntos clave',
      '## Qué puede hacer',
      '## Cuándo consultar al médico',
    ]);
    expect(text).toContain('En palabras sencillas');
    expect(text).toContain('[1]');
    expect(text).toContain('[2]');
    expect(text).not.toMatch(/\[3\]/);
    expect(text.split(/\s+/).length).toBeGreaterThan(120);
  });

  it('restates a sentence of the source it cites, as a grounded answer does', async () => {
    const sentence = 'Thirst and frequent urination were the most common early symptoms reported.';
    const [first] = evidence;
    if (!first) throw new Error('the fixture has sources');
    const text = await answer({
      evidence: [{ ...first, text: `RESULTS: ${sentence} More text follows here.` }],
    });
    expect(text).toContain(`${sentence.slice(0, -1)} [1].`);
  });

  it('writes a more technical line for experts and English for languages without a table', async () => {
    const text = await answer({ language: 'it', level: 'medical-expert' });
    expect(text).toContain('## Clinical Summary');
    expect(text).toMatch(/heterogeneity in populations/);
  });

  it('cites only what exists: one source gives [1], none gives no citations', async () => {
    const one = await answer({ evidence: evidence.slice(0, 1) });
    expect(one.match(/\[[\d, ]+\]/g)).toEqual(['[1]', '[1]']);
    const none = await answer({ evidence: [] });
    expect(none).not.toMatch(/\[\d/);
  });

  it('follows in-band triggers in the question', async () => {
    const bad = await answer({ query: 'diabetes FAKEMODELBADCITATION' });
    expect(bad).toContain('[12]');
    await expect(answer({ query: 'diabetes FAKEMODELERROR' })).rejects.toThrow(
      'OpenAI API error: 500',
    );
    await expect(answer({ query: 'diabetes FAKEMODELBREAK' })).rejects.toMatchObject({
      kind: 'interrupted',
    });
  });
});
