import { describe, expect, it } from 'vitest';
import {
  EMERGENCY_WARNING_TEXT,
  LANGUAGES,
  LANGUAGE_NAMES,
  SEARCH_ERROR_TEXT,
  searchDataSchemas,
} from '../../src/contract/index.ts';
import { answerText, dataOf } from './read-sse.ts';
import { useFakeStack } from './stack.ts';
import { FOLLOW_UP_PROMPT_MARKER } from '../../src/server/pipelines/steps/follow-up/follow-up-prompt.ts';
import { QUOTE_PROMPT_MARKER } from '../../src/server/pipelines/steps/citations/quote-prompt.ts';
import { emergencyWarningText } from '../../src/shared/safety-texts/safety-texts.ts';

const stack = useFakeStack();
/** The answer request: the last model call that is not the follow-up questions one. */
/** The calls made after the answer (follow-up chips, quotes behind citations) are not it. */
const isAfterAnswer = (body: string): boolean =>
  body.includes(FOLLOW_UP_PROMPT_MARKER) || body.includes(QUOTE_PROMPT_MARKER);
const answerRequest = () =>
  stack.fakes.openai.requests.findLast((request) => !isAfterAnswer(request.body));

const DIABETES = 'What are the symptoms of type 2 diabetes?';

describe('POST /api/search, health-info with a model', () => {
  it('streams references, an answer citing them, a citation check and the final result', async () => {
    const { response, chunks } = await stack.search({ query: DIABETES });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['x-vercel-ai-ui-message-stream']).toBe('v1');

    const types = chunks.map((chunk) => chunk.type);
    expect(types.indexOf('data-references')).toBeLessThan(types.indexOf('text-delta'));
    expect(types.lastIndexOf('text-delta')).toBeLessThan(types.indexOf('data-citations'));
    expect(types.at(-1)).toBe('finish');

    const references = dataOf<{ references: unknown[] }>(chunks, 'references')[0]?.references ?? [];
    const parsedRefs = searchDataSchemas.references.parse({ references }).references;
    expect(parsedRefs.length).toBeGreaterThan(0);
    expect(parsedRefs.map((ref) => ref.n)).toEqual(parsedRefs.map((_, index) => index + 1));
    expect(
      parsedRefs.some(
        (ref) => ref.kind === 'pubmed' && ref.url.includes('pubmed.ncbi.nlm.nih.gov'),
      ),
    ).toBe(true);

    const text = answerText(chunks);
    expect(text).toMatch(/\[1\]/);
    const [citations] = dataOf<{ valid: number[]; unmatched: number[] }>(chunks, 'citations');
    expect(citations?.valid).toContain(1);
    expect(citations?.unmatched).toEqual([]);

    const [result] = dataOf(chunks, 'result');
    const parsed = searchDataSchemas.result.parse(result);
    expect(parsed.summary).toBe(text);
    expect(parsed.answerMode).toBe('ai-summary');
    expect(parsed.references.some((ref) => /PMID: \d+/.test(ref))).toBe(true);
    expect(parsed.emergency).toBe(false);
  });

  it('searches an English question at once: no model call stands before the searches', async () => {
    await stack.search({ query: DIABETES });
    // The answer is the only model call; follow-up questions and quotes come after the answer.
    const modelCalls = stack.fakes.openai.requests.filter(
      (request) =>
        request.url.pathname.endsWith('/chat/completions') && !isAfterAnswer(request.body),
    );
    expect(modelCalls).toHaveLength(1);
    const firstEsearch = stack.fakes.eutils.requests.find((request) =>
      request.url.pathname.endsWith('esearch.fcgi'),
    );
    expect(firstEsearch?.url.searchParams.get('term')).toMatch(/diabetes/i);
    expect(firstEsearch?.url.searchParams.get('tool')).toBeTruthy();
    expect(firstEsearch?.url.searchParams.get('email')).toBeTruthy();
  });

  it('translates a Spanish question for PubMed, asks MedlinePlus in Spanish and answers in Spanish', async () => {
    const { chunks } = await stack.search({
      query: '¿Cuáles son los síntomas de la diabetes tipo 2?',
      language: 'es',
    });
    const esearch = stack.fakes.eutils.requests.find((request) =>
      request.url.pathname.endsWith('esearch.fcgi'),
    );
    expect(esearch?.url.searchParams.get('term')).toMatch(/diabetes/i);
    expect(esearch?.url.searchParams.get('term')).not.toMatch(/síntomas/i);
    const medline = stack.fakes.medlinePlus.requests[0];
    expect(medline?.url.searchParams.get('db')).toBe('healthTopicsSpanish');
    const answerCall = answerRequest();
    expect(answerCall?.body).toMatch(/Spanish/);
    expect(answerText(chunks).length).toBeGreaterThan(100);
  });

  it('puts the knowledge level and the user language into the prompt', async () => {
    await stack.search({
      query: DIABETES,
      medicalKnowledgeLevel: 'medical-expert',
      language: 'fr',
    });
    const prompt = answerRequest()?.body ?? '';
    expect(prompt).toMatch(/French/);
    expect(prompt).toMatch(/expert|clinician/i);
  });

  it('streams the fixed emergency warning first and flags the banner', async () => {
    const { chunks } = await stack.search({
      query: 'I have crushing chest pain spreading to my left arm',
    });
    const types = chunks.map((chunk) => chunk.type);
    expect(types.indexOf('data-warning')).toBeGreaterThan(-1);
    expect(types.indexOf('data-warning')).toBeLessThan(types.indexOf('text-delta'));
    expect(answerText(chunks).startsWith(EMERGENCY_WARNING_TEXT)).toBe(true);
    const [result] = dataOf<{ emergency: boolean }>(chunks, 'result');
    expect(result?.emergency).toBe(true);
  });

  it.each([
    ['es', 'Tengo dolor en el pecho desde la mañana'],
    ['hi', 'मेरे सीने में बहुत तेज दर्द हो रहा है'],
    ['ar', 'عندي ألم شديد في صدري'],
  ] as const)(
    'streams the emergency warning in the answer language (%s) and saves it with the answer',
    async (language, query) => {
      const { chunks } = await stack.search({ query, language });
      const warning = emergencyWarningText(language);
      expect(warning).not.toBe(EMERGENCY_WARNING_TEXT);
      const [part] = dataOf<{ text: string; categories: string[] }>(chunks, 'warning');
      expect(part?.text).toBe(warning);
      expect(part?.categories).toEqual(['cardiac']);
      expect(answerText(chunks).startsWith(warning)).toBe(true);
      const [result] = dataOf<{ summary: string; emergency: boolean }>(chunks, 'result');
      expect(result?.emergency).toBe(true);
      expect(result?.summary.startsWith(warning)).toBe(true);
    },
  );

  it('gives no emergency warning for USMLE preparation, at expert level with the step prefix', async () => {
    const { chunks } = await stack.search({
      query: 'chest pain',
      searchType: 'usmle-preparation',
      usmleStep: 'step-2',
      medicalKnowledgeLevel: 'no-medical-experience',
    });
    expect(dataOf(chunks, 'warning')).toEqual([]);
    const prompt = answerRequest()?.body ?? '';
    expect(prompt).toContain('USMLE step-2 preparation: chest pain');
    const [result] = dataOf<{ medicalKnowledgeLevel: string }>(chunks, 'result');
    expect(result?.medicalKnowledgeLevel).toBe('medical-expert');
  });

  it('marks a citation that points nowhere instead of trusting it', async () => {
    const { chunks } = await stack.search({ query: `${DIABETES} FAKEMODELBADCITATION` });
    const [citations] = dataOf<{ unmatched: number[] }>(chunks, 'citations');
    expect(citations?.unmatched.length).toBeGreaterThan(0);
  });
});

describe('POST /api/search when upstreams fail', () => {
  it('answers from the remaining sources when PubMed keeps failing with 500', async () => {
    stack.fakes.eutils.behave({ kind: 'status', status: 500, times: 100 });
    const { chunks } = await stack.search({ query: DIABETES });
    const references =
      dataOf<{ references: { kind: string }[] }>(chunks, 'references')[0]?.references ?? [];
    expect(references.every((ref) => ref.kind !== 'pubmed')).toBe(true);
    expect(references.length).toBeGreaterThan(0);
    expect(answerText(chunks).length).toBeGreaterThan(50);
    expect(stack.fakes.eutils.requests.length).toBe(3);
  });

  it('retries PubMed after a 429 and still cites articles', async () => {
    stack.fakes.eutils.behave({ kind: 'status', status: 429, times: 1 });
    const { chunks } = await stack.search({ query: DIABETES });
    const references =
      dataOf<{ references: { kind: string }[] }>(chunks, 'references')[0]?.references ?? [];
    expect(references.some((ref) => ref.kind === 'pubmed')).toBe(true);
  });

  it('survives malformed E-utilities XML and a hanging MedlinePlus', async () => {
    stack.fakes.eutils.behave({ kind: 'malformed' });
    stack.fakes.medlinePlus.behave({ kind: 'hang' });
    const { response, chunks } = await stack.search({ query: DIABETES });
    expect(response.statusCode).toBe(200);
    expect(dataOf(chunks, 'result')).toHaveLength(1);
  });

  it('answers with the labelled excerpts and one line on why when the model answers 500', async () => {
    const { chunks } = await stack.search({ query: `${DIABETES} FAKEMODELERROR` });
    expect(chunks.filter((chunk) => chunk.type === 'error')).toEqual([]);
    const text = answerText(chunks);
    expect(text).toMatch(
      /^_The AI model service answered with an error \(HTTP 500\)\. Shown instead: what the sources themselves say, without an AI summary\._\n/,
    );
    expect(text).toMatch(/Evidence excerpts/);
    expect(text).not.toContain(SEARCH_ERROR_TEXT);
    const [result] = dataOf<{ answerMode: string; summary: string }>(chunks, 'result');
    expect(result?.answerMode).toBe('evidence-excerpts');
    expect(result?.summary).toMatch(/\[\d+\]/);
    const statuses = dataOf<{ phase: string; answerMode: string }>(chunks, 'status');
    expect(statuses.at(-1)).toEqual({ phase: 'done', answerMode: 'evidence-excerpts' });
    const [citations] = dataOf<{ unmatched: number[] }>(chunks, 'citations');
    expect(citations?.unmatched).toEqual([]);
  });

  // A cut-off answer could mislead: text already streamed ends as SPEC.md's search error.
  it('streams the search error text when the model stream breaks off mid-answer', async () => {
    const { chunks } = await stack.search({ query: `${DIABETES} FAKEMODELBREAK` });
    expect(
      chunks.some(
        (chunk) =>
          chunk.type === 'error' && String(chunk.errorText).startsWith(`${SEARCH_ERROR_TEXT}\n`),
      ),
    ).toBe(true);
  });
});

describe('POST /api/search in evidence-only mode', () => {
  it('answers with labelled verbatim excerpts that cite the references', async () => {
    const { chunks } = await stack.search({ query: DIABETES }, { model: false });
    expect(stack.fakes.openai.requests).toHaveLength(0);
    const text = answerText(chunks);
    expect(text).toMatch(/Evidence excerpts/i);
    expect(text).toMatch(/\[\d+\]/);
    const [result] = dataOf<{ answerMode: string }>(chunks, 'result');
    expect(result?.answerMode).toBe('evidence-excerpts');
    const [citations] = dataOf<{ unmatched: number[] }>(chunks, 'citations');
    expect(citations?.unmatched).toEqual([]);
  });

  it('opens with the article about the question, not a stronger trial about something else', async () => {
    const { chunks } = await stack.search({ query: DIABETES }, { model: false });
    const first = /^> .* \[(\d+)\]$/m.exec(answerText(chunks))?.[1];
    const [announced] = dataOf<{ references: { n: number; title: string }[] }>(
      chunks,
      'references',
    );
    const title = announced?.references.find((reference) => String(reference.n) === first)?.title;
    // The randomised trial of metformin mentions symptoms once; the cohort study is about them.
    expect(title).toMatch(/symptoms/i);
  });

  it('translates nothing without a model and still searches', async () => {
    const { chunks } = await stack.search(
      { query: 'síntomas de la diabetes', language: 'es' },
      { model: false },
    );
    expect(stack.fakes.eutils.requests.length).toBeGreaterThan(0);
    expect(dataOf(chunks, 'result')).toHaveLength(1);
  });
});

describe('POST /api/search validation', () => {
  it.each([
    [{ query: '   ' }, /query/],
    [{}, /query/],
    [{ query: 'x'.repeat(4001) }, /4000/],
    [{ query: 'ok', searchType: 'astrology' }, /Invalid search type: astrology/],
    [{ query: 'ok', medicalKnowledgeLevel: 'guru' }, /medicalKnowledgeLevel/],
    [{ query: 'ok', language: 'xx' }, /language/],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const app = await stack.app();
    const response = await app.inject({ method: 'POST', url: '/api/search', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(stack.fakes.eutils.requests).toHaveLength(0);
  });
});

describe('POST /api/search in every language', () => {
  it.each(LANGUAGES.map((code) => [code, LANGUAGE_NAMES[code].english] as const))(
    'asks the model to answer in %s (%s)',
    async (language, englishName) => {
      const { chunks } = await stack.search({ query: DIABETES, language });
      const answerCall = stack.fakes.openai.requests.find((request) =>
        request.body.includes('Question:'),
      );
      expect(answerCall?.body).toContain(englishName);
      expect(dataOf(chunks, 'result')).toHaveLength(1);
    },
  );
});
