import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useFakeStack, type AppOptions } from './stack.ts';

const stack = useFakeStack();
let app: FastifyInstance | undefined;

const post = async (payload: object, options?: AppOptions) => {
  app = await stack.app(options);
  return app.inject({ method: 'POST', url: '/api/firecrawl/drug-interactions', payload });
};

const MAYO_SITES = [
  'https://www.mayoclinic.org/drugs-supplements',
  'https://www.mayoclinic.org/diseases-conditions',
];

describe('POST /api/firecrawl/drug-interactions', () => {
  it('searches Mayo Clinic only, with "drug interactions" appended', async () => {
    const response = await post({
      query: 'ibuprofen lisinopril',
      maxWaitMs: 3000,
      mayoClinicSites: MAYO_SITES,
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as { results: { url: string }[] };
    for (const result of results)
      expect(new URL(result.url).hostname).toMatch(/(^|\.)mayoclinic\.org$/);
    const sent = JSON.parse(stack.fakes.firecrawl.requests[0]?.body ?? '{}') as { query?: string };
    expect(sent.query).toBe('ibuprofen lisinopril drug interactions site:mayoclinic.org');
  });

  it('returns Mayo Clinic pages that match', async () => {
    const response = await post({ query: 'high blood pressure', maxWaitMs: 3000 });
    const { results } = response.json() as { results: { url: string }[] };
    expect(results.every((r) => r.url.includes('mayoclinic.org'))).toBe(true);
  });

  it('refuses any site other than Mayo Clinic, even another trusted one', async () => {
    const response = await post({
      query: 'x',
      mayoClinicSites: ['https://www.cdc.gov/drugs', 'https://www.mayoclinic.org/'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/cdc\.gov/);
    expect(stack.fakes.firecrawl.requests).toHaveLength(0);
  });

  it('validates the body and answers no results without a Firecrawl key', async () => {
    expect((await post({ query: ' ' })).statusCode).toBe(400);
    await app?.close();
    const response = await post({ query: 'warfarin' }, { webSearch: false });
    expect(response.json()).toEqual({ results: [] });
    expect(stack.fakes.firecrawl.requests).toHaveLength(0);
  });
});
