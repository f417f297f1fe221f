import { describe, expect, it } from 'vitest';
import { searchDataSchemas, trialSearchResponseSchema } from '../../src/contract/index.ts';
import { dataOf } from './read-sse.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();
const QUESTION = 'melanoma trials for a 54-year-old woman after surgery';
const sentLocations = () =>
  stack.fakes.clinicalTrials.requests.map((request) => request.url.searchParams.get('query.locn'));

describe('registry locations with brackets or parentheses', () => {
  it("are refused by the registry as sent ('Error parsing query')", async () => {
    const url = new URL(`${stack.fakes.clinicalTrials.url}/api/v2/studies`);
    url.searchParams.set('query.cond', 'melanoma');
    url.searchParams.set('query.locn', 'Boston [MA');
    const response = await fetch(url);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Error parsing query');
  });

  it.each(['Boston [MA', 'Boston (MA'])('find the trials near %s in a search', async (location) => {
    const { chunks } = await stack.search({
      query: QUESTION,
      searchType: 'clinical-trials',
      location,
    });
    expect(chunks.filter((chunk) => chunk.type === 'error')).toEqual([]);
    const { trials } = searchDataSchemas.trials.parse(dataOf(chunks, 'trials')[0]);
    expect(trials.length).toBeGreaterThan(0);
    expect(trials.every((trial) => trial.locations.some((place) => place.includes('Boston')))).toBe(
      true,
    );
    expect(sentLocations()).toEqual(['Boston MA']);
  });

  it('find them through POST /api/clinical-trials/search too', async () => {
    const app = await stack.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/clinical-trials/search',
      payload: { query: QUESTION, location: 'Boston (MA' },
    });
    expect(response.statusCode).toBe(200);
    expect(trialSearchResponseSchema.parse(response.json()).trials.length).toBeGreaterThan(0);
  });
});
