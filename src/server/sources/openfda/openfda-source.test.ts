import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenFda, type FakeUpstream } from '../../../../tests/fakes/openfda.ts';
import { cleanDrugName, createOpenFdaSource, labelSearchExpression } from './openfda-source.ts';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeOpenFda();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.behave({ kind: 'ok' });
});

const source = () =>
  createOpenFdaSource({ baseUrl: fake.url, timeoutMs: 500, retryBaseDelayMs: 1 });

describe('openFDA label source', () => {
  it('finds a label by generic name with an exact-field query', async () => {
    const labels = await source().searchLabels('lisinopril');
    expect(labels.map((label) => label.name)).toEqual(['Lisinopril']);
    const url = fake.requests[0]?.url;
    expect(url?.pathname).toBe('/drug/label.json');
    expect(url?.searchParams.get('search')).toBe(labelSearchExpression('lisinopril'));
    expect(url?.searchParams.get('limit')).toBe('3');
  });

  it('finds a label by brand name', async () => {
    const labels = await source().searchLabels('Coumadin');
    expect(labels[0]?.genericName).toBe('Warfarin Sodium');
  });

  it('a name openFDA does not know is an empty result, not an error', async () => {
    await expect(source().searchLabels('notadrugatall')).resolves.toEqual([]);
  });

  it('retries a 5xx and caches the answer', async () => {
    fake.behave({ kind: 'status', status: 503, times: 1 });
    const openFda = source();
    await expect(openFda.searchLabels('ibuprofen')).resolves.toHaveLength(1);
    await openFda.searchLabels('IBUPROFEN');
    expect(fake.requests).toHaveLength(2);
  });

  it('a malformed body is an upstream error', async () => {
    fake.behave({ kind: 'malformed' });
    await expect(source().searchLabels('ibuprofen')).rejects.toThrow(/malformed/);
  });

  it('sends the API key when one is configured, and nothing for names too short', async () => {
    const keyed = createOpenFdaSource({
      baseUrl: fake.url,
      apiKey: 'k1',
      timeoutMs: 500,
      retryBaseDelayMs: 1,
    });
    await keyed.searchLabels('warfarin');
    expect(fake.requests[0]?.url.searchParams.get('api_key')).toBe('k1');
    await expect(keyed.searchLabels(' "" ')).resolves.toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('strips query syntax from names', () => {
    expect(cleanDrugName('ibuprofen" OR *:*')).toBe('ibuprofen OR');
  });
});
