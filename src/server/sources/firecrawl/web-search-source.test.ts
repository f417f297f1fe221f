import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeFirecrawl, type FakeUpstream } from '../../../../tests/fakes/firecrawl.ts';
import { startFakeServer } from '../../../../tests/fakes/fake-server.ts';
import { UpstreamError } from '../http/upstream-error.ts';
import { createWebSearchSource, type WebSearchSourceOptions } from './web-search-source.ts';

const TRUSTED = ['mayoclinic.org', 'medlineplus.gov', 'cdc.gov', 'nih.gov', 'who.int'];
const DIABETES = 'What are the symptoms of type 2 diabetes?';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeFirecrawl();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
  fake.behave({ kind: 'ok' });
});

const source = (overrides: Partial<WebSearchSourceOptions> = {}) =>
  createWebSearchSource({
    baseUrl: fake.url,
    apiKey: 'fc-test-key',
    trustedSites: TRUSTED,
    timeoutMs: 2000,
    retryBaseDelayMs: 5,
    ...overrides,
  });

const requestBody = (index = 0): Record<string, unknown> =>
  JSON.parse(fake.requests[index]?.body ?? '{}') as Record<string, unknown>;

const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

describe('web search without a Firecrawl key', () => {
  it('is disabled and answers [] without any request', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const web = source({ apiKey: undefined, fetch: fetchSpy });
    expect(web.enabled).toBe(false);
    expect(await web.search(DIABETES)).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('still knows the names of the trusted sites', () => {
    expect(source({ apiKey: undefined }).siteNames).toEqual([
      'Mayo Clinic',
      'MedlinePlus',
      'CDC',
      'NIH',
      'WHO',
    ]);
  });
});

describe('web search against the fake Firecrawl', () => {
  it('returns pages from trusted sites only, with their site names and markdown content', async () => {
    const pages = await source().search(DIABETES);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page.url).not.toContain('example.com');
      expect(page.siteName).toMatch(/^(Mayo Clinic|CDC|WHO|NIH|MedlinePlus)$/);
      expect(page.content).toMatch(/diabetes/i);
    }
    expect(pages[0]).toMatchObject({ siteName: 'Mayo Clinic' });
    expect(pages[0]?.content).toMatch(/^# Type 2 diabetes/);
  });

  it('posts a v2 search limited to the trusted sites, with Bearer auth and markdown', async () => {
    await source().search(DIABETES);
    const request = fake.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/v2/search');
    expect(request?.headers.authorization).toBe('Bearer fc-test-key');
    const body = requestBody();
    expect(body.query).toBe(
      `${DIABETES} (site:cdc.gov OR site:mayoclinic.org OR site:medlineplus.gov OR site:nih.gov OR site:who.int)`,
    );
    expect(body.scrapeOptions).toEqual({ formats: ['markdown'], onlyMainContent: true });
    expect(body.timeout).toBe(6000);
  });

  it('searches only the requested trusted sites and ignores the others', async () => {
    const pages = await source().search('diabetes', { sites: ['mayoclinic.org', 'evil.example'] });
    expect(requestBody().query).toBe('diabetes site:mayoclinic.org');
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(new URL(page.url).hostname).toMatch(/(^|\.)mayoclinic\.org$/);
  });

  it('makes no request when every requested site is off the allow-list', async () => {
    expect(
      await source().search('diabetes', { sites: ['evil.example', '169.254.169.254'] }),
    ).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('drops site: operators smuggled into the query', async () => {
    await source().search('diabetes site:evil.example');
    expect(String(requestBody().query)).not.toContain('evil.example');
  });

  it('answers [] for a blank query without a request', async () => {
    expect(await source().search('   ')).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts the v1 answer shape when configured with a v1 base URL', async () => {
    const pages = await source({ baseUrl: `${fake.url}/v1` }).search(DIABETES);
    expect(fake.requests[0]?.url.pathname).toBe('/v1/search');
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((page) => !page.url.includes('example.com'))).toBe(true);
  });

  it('honours the limit after filtering', async () => {
    const pages = await source().search(DIABETES, { limit: 1 });
    expect(pages).toHaveLength(1);
    expect(requestBody().limit).toBe(1);
  });

  it('throws an UpstreamError when Firecrawl keeps failing', async () => {
    fake.behave({ kind: 'status', status: 500 });
    const error = await rejection(source().search(DIABETES));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ upstream: 'firecrawl', kind: 'http', status: 500 });
    expect(fake.requests).toHaveLength(3);
  });

  it('reports an unparseable answer as malformed', async () => {
    fake.behave({ kind: 'malformed' });
    expect(await rejection(source().search(DIABETES))).toMatchObject({ kind: 'malformed' });
  });

  it('gives up when maxWaitMs has passed, with the timeout message', async () => {
    fake.behave({ kind: 'hang' });
    const started = performance.now();
    const error = await rejection(
      source({ timeoutMs: 10_000 }).search(DIABETES, { maxWaitMs: 120 }),
    );
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request timeout after 120ms' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('keeps within maxWaitMs across retries too', async () => {
    fake.behave({ kind: 'status', status: 503 });
    const started = performance.now();
    const error = await rejection(
      source({ retryBaseDelayMs: 5000 }).search(DIABETES, { maxWaitMs: 150 }),
    );
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("rejects with the caller's abort reason rather than a timeout", async () => {
    fake.behave({ kind: 'hang' });
    const controller = new AbortController();
    const reason = new Error('client left');
    setTimeout(() => controller.abort(reason), 30);
    expect(await rejection(source().search(DIABETES, { signal: controller.signal }))).toBe(reason);
  });

  it('caches by query, sites and limit', async () => {
    const web = source();
    await web.search(DIABETES);
    await web.search(DIABETES);
    expect(fake.requests).toHaveLength(1);
    await web.search(DIABETES, { sites: ['cdc.gov'] });
    expect(fake.requests).toHaveLength(2);
  });
});

describe('web search result mapping', () => {
  it('falls back to the description, trims long content and drops results without a usable URL', async () => {
    const server = await startFakeServer((_request, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          success: true,
          data: {
            web: [
              { url: 'https://www.cdc.gov/a', title: 'A', description: 'Short description.' },
              { url: 'https://www.cdc.gov/b', title: 'B', markdown: 'word '.repeat(2000) },
              { url: 'not a url', title: 'C', description: 'x' },
              {
                title: 'D',
                metadata: { sourceURL: 'https://www.who.int/d', title: 'From metadata' },
              },
              { url: 'https://www.cdc.gov/a', title: 'A again', description: 'duplicate' },
              'not an object',
            ],
          },
        }),
      );
    });
    try {
      const pages = await source({ baseUrl: server.url }).search('anything');
      expect(pages.map((page) => page.url)).toEqual([
        'https://www.cdc.gov/a',
        'https://www.cdc.gov/b',
        'https://www.who.int/d',
      ]);
      expect(pages[0]?.content).toBe('Short description.');
      expect(pages[1]?.content.length).toBeLessThanOrEqual(4000);
      expect(pages[1]?.content.endsWith('\u2026')).toBe(true);
      expect(pages[2]).toMatchObject({ title: 'D', siteName: 'WHO' });
    } finally {
      await server.close();
    }
  });

  it('turns success false into an UpstreamError with the upstream message', async () => {
    const server = await startFakeServer((_request, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: false, error: 'Insufficient credits' }));
    });
    try {
      const error = await rejection(source({ baseUrl: server.url }).search('anything'));
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as Error).message).toContain('Insufficient credits');
    } finally {
      await server.close();
    }
  });
});
