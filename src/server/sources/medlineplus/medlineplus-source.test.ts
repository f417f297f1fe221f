import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMedlinePlus, type FakeUpstream } from '../../../../tests/fakes/medlineplus.ts';
import { UpstreamError } from '../http/upstream-error.ts';
import { createMedlinePlusSource, type MedlinePlusSourceOptions } from './medlineplus-source.ts';

const DIABETES = 'What are the symptoms of type 2 diabetes?';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeMedlinePlus();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
  fake.behave({ kind: 'ok' });
});

const source = (overrides: Partial<MedlinePlusSourceOptions> = {}) =>
  createMedlinePlusSource({
    baseUrl: fake.url,
    timeoutMs: 2000,
    retryBaseDelayMs: 5,
    requestsPerMinute: 6000,
    ...overrides,
  });

const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

describe('MedlinePlus source against the fake web service', () => {
  it('returns matching English health topics as plain-text web sources', async () => {
    const topics = await source().search(DIABETES, { language: 'en' });
    expect(topics[0]).toMatchObject({
      title: 'Diabetes Type 2',
      url: 'https://medlineplus.gov/diabetestype2.html',
      siteName: 'MedlinePlus',
    });
    expect(topics[0]?.content).toContain('- Increased thirst and urination');
    expect(topics[0]?.content).not.toMatch(/<[a-z]|&lt;|qt0/);
  });

  it('queries the healthTopics database with term and retmax', async () => {
    await source().search(DIABETES, { language: 'en', limit: 2 });
    const url = fake.requests[0]?.url;
    expect(url?.pathname).toBe('/query');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      db: 'healthTopics',
      term: DIABETES,
      retmax: '2',
    });
  });

  it('searches the Spanish collection for Spanish', async () => {
    const topics = await source().search('¿Cuáles son los síntomas de la diabetes tipo 2?', {
      language: 'es',
    });
    expect(fake.requests[0]?.url.searchParams.get('db')).toBe('healthTopicsSpanish');
    expect(topics.map((topic) => topic.title)).toEqual(['Diabetes tipo 2']);
  });

  it('searches the English collection for every other language', async () => {
    await source().search('migraine aura', { language: 'fr' });
    expect(fake.requests[0]?.url.searchParams.get('db')).toBe('healthTopics');
  });

  it('returns at most the default number of topics', async () => {
    const topics = await source().search('symptoms', { language: 'en' });
    expect(fake.requests[0]?.url.searchParams.get('retmax')).toBe('3');
    expect(topics.length).toBeLessThanOrEqual(3);
  });

  it('returns [] when nothing matches', async () => {
    expect(await source().search('zzzzqqqq', { language: 'en' })).toEqual([]);
  });

  it('reports a truncated answer as malformed', async () => {
    fake.behave({ kind: 'malformed' });
    const error = await rejection(source().search(DIABETES, { language: 'en' }));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ upstream: 'medlineplus', kind: 'malformed' });
  });

  it('times out a hanging service', async () => {
    fake.behave({ kind: 'hang' });
    const error = await rejection(source({ timeoutMs: 80 }).search(DIABETES, { language: 'en' }));
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request timeout after 80ms' });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 503 once and then answers', async () => {
    fake.behave({ kind: 'status', status: 503, times: 1 });
    expect((await source().search(DIABETES, { language: 'en' })).length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(2);
  });

  it('caches per language, query and limit', async () => {
    const medlinePlus = source();
    await medlinePlus.search(DIABETES, { language: 'en' });
    await medlinePlus.search(DIABETES, { language: 'en' });
    expect(fake.requests).toHaveLength(1);
    await medlinePlus.search(DIABETES, { language: 'es' });
    expect(fake.requests).toHaveLength(2);
  });

  it('spaces requests by its per-minute limit', async () => {
    const medlinePlus = source({ requestsPerMinute: 1 });
    await medlinePlus.search('asthma', { language: 'en' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('waited long enough')), 100);
    const error = await rejection(
      medlinePlus.search('migraine', { language: 'en', signal: controller.signal }),
    );
    expect((error as Error).message).toBe('waited long enough');
    expect(fake.requests).toHaveLength(1);
  });
});
