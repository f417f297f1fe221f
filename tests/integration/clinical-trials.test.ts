import { describe, expect, it } from 'vitest';
import {
  NO_TRIALS_TEXT,
  searchDataSchemas,
  trialSearchResponseSchema,
  type SearchRequestInput,
} from '../../src/contract/index.ts';
import { answerText, dataOf } from './read-sse.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();

const QUESTION = 'melanoma trials for a 54-year-old woman after surgery';
const trialsRequest = (extra: Partial<SearchRequestInput> = {}): SearchRequestInput => ({
  query: QUESTION,
  searchType: 'clinical-trials',
  ...extra,
});

const registryCalls = () =>
  stack.fakes.clinicalTrials.requests.filter((request) =>
    request.url.pathname.endsWith('/studies'),
  );

describe('POST /api/search, clinical-trials', () => {
  it('streams the ranked trials, their references and a summary citing them', async () => {
    const { response, chunks } = await stack.search(trialsRequest({ location: 'Boston' }));
    expect(response.statusCode).toBe(200);
    const trials = searchDataSchemas.trials.parse(dataOf(chunks, 'trials')[0]).trials;
    expect(trials.length).toBeGreaterThan(1);
    expect(trials[0]?.status).toBe('RECRUITING');
    expect(trials.every((trial) => trial.locations.some((place) => place.includes('Boston')))).toBe(
      true,
    );

    const references = searchDataSchemas.references.parse(dataOf(chunks, 'references')[0]);
    expect(references.references).toHaveLength(Math.min(3, trials.length));
    expect(references.references[0]).toMatchObject({
      kind: 'trial',
      nctId: trials[0]?.nctId,
      url: `https://clinicaltrials.gov/study/${trials[0]?.nctId}`,
    });
    expect(answerText(chunks)).toMatch(/\[1\]/);
    expect(dataOf(chunks, 'warning')).toHaveLength(0);

    const result = searchDataSchemas.result.parse(dataOf(chunks, 'result')[0]);
    expect(result.trials?.length).toBe(trials.length);
    expect(result.sources.clinicalTrials).toBe(true);
    expect(result.references[0]).toContain(trials[0]?.nctId);

    const url = registryCalls()[0]?.url;
    expect(url?.searchParams.get('query.cond')).toBe('melanoma');
    expect(url?.searchParams.get('query.locn')).toBe('Boston');
  });

  it('never warns of an emergency for trial searches', async () => {
    const { chunks } = await stack.search(
      trialsRequest({ query: 'stroke trials, I have the worst headache of my life' }),
    );
    expect(dataOf(chunks, 'warning')).toHaveLength(0);
  });

  it("streams SPEC's fixed text and an empty list when nothing matches", async () => {
    const { chunks } = await stack.search(trialsRequest({ query: 'zebrafish xenotransplant' }));
    expect(dataOf<{ trials: unknown[] }>(chunks, 'trials')[0]?.trials).toEqual([]);
    expect(answerText(chunks)).toBe(NO_TRIALS_TEXT);
  });

  it("gives the registry's status when it fails", async () => {
    stack.fakes.clinicalTrials.behave({ kind: 'status', status: 503 });
    const { chunks } = await stack.search(trialsRequest());
    expect(chunks.find((chunk) => chunk.type === 'error')?.errorText).toBe(
      'Clinical trials registry error: 503',
    );
  });

  it("says 'Failed to search clinical trials' when the registry answers nonsense", async () => {
    stack.fakes.clinicalTrials.behave({ kind: 'malformed' });
    const { chunks } = await stack.search(trialsRequest());
    expect(chunks.find((chunk) => chunk.type === 'error')?.errorText).toBe(
      'Failed to search clinical trials',
    );
  });

  it("lists the trials under 'Failed to generate clinical trials summary' when the model fails", async () => {
    stack.fakes.openai.behave({ kind: 'status', status: 400 });
    const { chunks } = await stack.search(trialsRequest());
    expect(dataOf(chunks, 'trials')).toHaveLength(1);
    expect(chunks.filter((chunk) => chunk.type === 'error')).toEqual([]);
    const text = answerText(chunks);
    expect(text).toMatch(
      /^_Failed to generate clinical trials summary\. The AI model service answered with an error \(HTTP 400\)\. Shown instead: /,
    );
    expect(text).toContain('## Matching clinical trials');
    expect(searchDataSchemas.result.parse(dataOf(chunks, 'result')[0]).answerMode).toBe(
      'evidence-excerpts',
    );
  });

  it('suggests follow-up questions about the trials, asked for in a prompt that names them', async () => {
    const { chunks } = await stack.search(trialsRequest());
    expect(dataOf<{ questions: string[] }>(chunks, 'followups')[0]?.questions).toHaveLength(3);
    const asked = stack.fakes.openai.requests.find((request) =>
      request.body.includes('Task: suggest follow-up questions.'),
    );
    expect(asked?.body).toContain('about the clinical trials below');
    expect(asked?.body).toContain('Which of these trials are near me?');
  });

  it('retries a refused multi-term query with the first term only', async () => {
    stack.fakes.clinicalTrials.behave({ kind: 'status', status: 400, times: 1 });
    const { chunks } = await stack.search(
      trialsRequest({ query: 'breast cancer or melanoma trials' }),
    );
    expect(dataOf<{ trials: unknown[] }>(chunks, 'trials')[0]?.trials.length).toBeGreaterThan(0);
    const [first, retry] = registryCalls();
    expect(first?.url.searchParams.get('query.cond')).toBe('"breast cancer" OR melanoma');
    expect(retry?.url.searchParams.get('query.cond')).toBe('"breast cancer"');
    expect(retry?.url.searchParams.get('pageSize')).toBe('20');
  });

  it('lists them under a heading and labels in the reader language (Spanish)', async () => {
    const { chunks } = await stack.search(trialsRequest({ language: 'es' }), { model: false });
    const text = answerText(chunks);
    expect(text).toMatch(
      /^## Ensayos clínicos que coinciden\n\n(El ensayo|Los \d+ ensayos) de abajo/,
    );
    expect(text).toContain('Estado: ');
    expect(text).not.toMatch(/Matching clinical trials|Status: /);
    expect(text).toMatch(/NCT\d{8}\) \[1\]/);
  });

  it('lists the top trials from the registry without a model', async () => {
    const { chunks } = await stack.search(trialsRequest(), { model: false });
    const text = answerText(chunks);
    expect(text).toContain('## Matching clinical trials');
    expect(text).toMatch(/NCT\d{8}\) \[1\]/);
    expect(stack.fakes.openai.requests).toHaveLength(0);
    expect(searchDataSchemas.result.parse(dataOf(chunks, 'result')[0]).answerMode).toBe(
      'evidence-excerpts',
    );
  });
});

describe('POST /api/clinical-trials/search', () => {
  it('answers ranked trials', async () => {
    const app = await stack.app({ model: false });
    const response = await app.inject({
      method: 'POST',
      url: '/api/clinical-trials/search',
      payload: { query: 'melanoma' },
    });
    expect(response.statusCode).toBe(200);
    const body = trialSearchResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.trials[0]?.status).toBe('RECRUITING');
  });

  it('refuses a blank query and reports registry failures', async () => {
    const app = await stack.app({ model: false });
    const blank = await app.inject({
      method: 'POST',
      url: '/api/clinical-trials/search',
      payload: { query: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    stack.fakes.clinicalTrials.behave({ kind: 'status', status: 500 });
    const failed = await app.inject({
      method: 'POST',
      url: '/api/clinical-trials/search',
      payload: { query: 'melanoma' },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      success: false,
      error: 'Clinical trials registry error: 500',
    });
  });
});
