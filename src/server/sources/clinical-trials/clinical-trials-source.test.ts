import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createClinicalTrialsSource } from './clinical-trials-source.ts';

const page = readFileSync(
  new URL('../../../../tests/fixtures/clinical-trials/studies.json', import.meta.url),
  'utf8',
);

function fakeFetch(statuses: number[]) {
  const urls: URL[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    urls.push(new URL(String(input)));
    const status = statuses.shift() ?? 200;
    return new Response(status === 200 ? page : '{"message":"bad"}', {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { urls, fetchImpl };
}

const source = (fetchImpl: typeof fetch) =>
  createClinicalTrialsSource({
    baseUrl: 'https://registry.example/api/v2',
    timeoutMs: 1000,
    retryBaseDelayMs: 1,
    requestsPerSecond: 1000,
    fetch: fetchImpl,
  });

describe('clinical trials source', () => {
  it('asks for the four statuses, 50 studies, JSON and only the fields it maps', async () => {
    const { urls, fetchImpl } = fakeFetch([]);
    const trials = await source(fetchImpl).search('melanoma after surgery', { location: 'Boston' });
    expect(trials.length).toBeGreaterThan(0);
    const params = urls[0]?.searchParams;
    expect(urls[0]?.pathname).toBe('/api/v2/studies');
    expect(params?.get('query.cond')).toBe('melanoma');
    expect(params?.get('filter.overallStatus')).toBe(
      'RECRUITING,NOT_YET_RECRUITING,ACTIVE_NOT_RECRUITING,ENROLLING_BY_INVITATION',
    );
    expect(params?.get('pageSize')).toBe('50');
    expect(params?.get('format')).toBe('json');
    expect(params?.get('fields')).toContain('EligibilityCriteria');
    expect(params?.get('query.locn')).toBe('Boston');
  });

  it('leaves out a location of 50 characters or more', async () => {
    const { urls, fetchImpl } = fakeFetch([]);
    await source(fetchImpl).search('melanoma', { location: 'x'.repeat(50) });
    expect(urls[0]?.searchParams.has('query.locn')).toBe(false);
  });

  it('retries a 400 once with the first term, trimmed statuses and 20 studies', async () => {
    const { urls, fetchImpl } = fakeFetch([400]);
    const trials = await source(fetchImpl).search('breast cancer and melanoma');
    expect(trials.length).toBeGreaterThan(0);
    expect(urls).toHaveLength(2);
    expect(urls[0]?.searchParams.get('query.cond')).toBe('"breast cancer" OR melanoma');
    const retry = urls[1]?.searchParams;
    expect(retry?.get('query.cond')).toBe('"breast cancer"');
    expect(retry?.get('filter.overallStatus')).toBe('RECRUITING,NOT_YET_RECRUITING');
    expect(retry?.get('pageSize')).toBe('20');
  });

  it('cleans brackets, parentheses and operators out of the location', async () => {
    for (const [location, sent] of [
      ['Boston [MA', 'Boston MA'],
      ['Boston (MA', 'Boston MA'],
      ['"Boston" AND Cambridge', 'Boston and Cambridge'],
      ['Portland, OR', 'Portland, or'],
      ['São Paulo', 'São Paulo'],
    ]) {
      const { urls, fetchImpl } = fakeFetch([]);
      await source(fetchImpl).search('melanoma', { location });
      expect(urls[0]?.searchParams.get('query.locn'), location).toBe(sent);
    }
  });

  it('drops the location on a 400 before giving up', async () => {
    const { urls, fetchImpl } = fakeFetch([400]);
    const trials = await source(fetchImpl).search('melanoma', { location: 'Boston' });
    expect(trials.length).toBeGreaterThan(0);
    expect(urls).toHaveLength(2);
    expect(urls[1]?.searchParams.has('query.locn')).toBe(false);
    expect(urls[1]?.searchParams.get('query.cond')).toBe('melanoma');
  });

  it('tries the simpler query with the location, then without it', async () => {
    const { urls, fetchImpl } = fakeFetch([400, 400]);
    await source(fetchImpl).search('breast cancer and melanoma', { location: 'Boston' });
    expect(urls.map((url) => url.searchParams.get('query.locn'))).toEqual([
      'Boston',
      'Boston',
      null,
    ]);
    expect(urls[2]?.searchParams.get('query.cond')).toBe('"breast cancer"');
  });

  it('does not retry a 400 for a single term', async () => {
    const { urls, fetchImpl } = fakeFetch([400]);
    await expect(source(fetchImpl).search('melanoma')).rejects.toMatchObject({ status: 400 });
    expect(urls).toHaveLength(1);
  });

  it('retries 5xx with backoff and then reports the status', async () => {
    const { urls, fetchImpl } = fakeFetch([503, 503, 503]);
    await expect(source(fetchImpl).search('melanoma')).rejects.toMatchObject({ status: 503 });
    expect(urls).toHaveLength(3);
  });

  it('serves a repeated search from its cache', async () => {
    const { urls, fetchImpl } = fakeFetch([]);
    const trials = source(fetchImpl);
    await trials.search('melanoma');
    await trials.search('Melanoma');
    expect(urls).toHaveLength(1);
  });

  it('fails as malformed on a body that is not a studies page', async () => {
    const fetchImpl = (async () => new Response('{"studies": 3}')) as typeof fetch;
    await expect(source(fetchImpl).search('melanoma')).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
