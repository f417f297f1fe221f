import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../../src/contract/index.ts';
import { buildApp } from '../../src/server/app.ts';
import { parseConfig } from '../../src/server/config.ts';
import { postSearch } from './post-search.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();
const QUESTION = 'What are the symptoms of type 2 diabetes?';

/** What undici throws when a host name does not resolve (no DNS, no network). */
const dnsFailure = (host: string) =>
  new TypeError('fetch failed', {
    cause: Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }),
  });

/** An app on the default upstream URLs whose every lookup fails, as on a machine offline. */
async function offlineApp(model: boolean) {
  const fakeOpenAi = `${stack.fakes.openai.url}/v1`;
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    ...(model ? { OPENAI_BASE_URL: fakeOpenAi, OPENAI_API_KEY: 'k' } : {}),
  });
  const offlineFetch: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(fakeOpenAi)) return fetch(input, init);
    return Promise.reject(dnsFailure(new URL(url).hostname));
  };
  const app = await buildApp(config, { clientDir: null, fetch: offlineFetch });
  return app;
}

const health = async (app: Awaited<ReturnType<typeof offlineApp>>) =>
  healthResponseSchema.parse((await app.inject('/api/health')).json());

describe('a machine with no internet or DNS', () => {
  it('says so in the answer instead of "try again in a few minutes", in both modes', async () => {
    for (const model of [false, true]) {
      const app = await offlineApp(model);
      try {
        const { text } = await postSearch(app, { query: QUESTION });
        expect(text, `model ${model}`).toContain(
          'this server seems to have no internet connection or DNS right now',
        );
        expect(text).not.toMatch(/few minutes/);
        expect(text).toContain('Your question is fine');
      } finally {
        await app.close();
      }
    }
  });

  it('reports each source last failed at DNS, and the network offline, in /api/health', async () => {
    const app = await offlineApp(false);
    try {
      const before = await health(app);
      expect(before.network).toBe('unknown');
      expect(before.reachability).toEqual({});
      await postSearch(app, { query: QUESTION });
      const after = await health(app);
      expect(after.network).toBe('offline');
      expect(after.reachability.pubmed).toMatchObject({
        lastSuccessAt: null,
        lastFailureKind: 'dns',
        lastFailureAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(after.reachability.medlineplus?.lastFailureKind).toBe('dns');
    } finally {
      await app.close();
    }
  });
});

describe('a passing outage of one source', () => {
  it('keeps "try again in a few minutes" and reports the others as reached', async () => {
    stack.fakes.medlinePlus.behave({ kind: 'status', status: 503 });
    const app = await stack.app({ model: false, webSearch: false });
    const { text } = await postSearch(app, { query: QUESTION });
    expect(text).toMatch(/^_MedlinePlus could not be reached just now/);
    const report = healthResponseSchema.parse((await app.inject('/api/health')).json());
    expect(report.network).toBe('online');
    expect(report.reachability.pubmed?.lastSuccessAt).not.toBeNull();
    expect(report.reachability.medlineplus).toMatchObject({
      lastSuccessAt: null,
      lastFailureKind: 'http',
    });
  });
});
