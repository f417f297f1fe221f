import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { clientConfigSchema, pubmedSearchResponseSchema } from '../../src/contract/index.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();
let app: FastifyInstance | undefined;

describe('GET /api/health and /api/config', () => {
  it('reports evidence-only mode when no model is configured', async () => {
    app = await stack.app({ model: false, webSearch: false });
    const health = (await app.inject('/api/health')).json();
    expect(health.mode).toBe('evidence-only');
    expect(health.upstreams.webSearch).toBe(false);
    const config = clientConfigSchema.parse((await app.inject('/api/config')).json());
    expect(config.modelAvailable).toBe(false);
    expect(config.assistantName).toBe('Nova');
    expect(config.searchTypes).toContain('health-info');
  });

  it('never exposes a secret in the client config', async () => {
    app = await stack.app();
    const body = (await app.inject('/api/config')).body;
    expect(body).not.toContain('test-key');
    expect(body).not.toContain('test-firecrawl');
    expect(JSON.parse(body).modelAvailable).toBe(true);
  });

  it('sends a strict content security policy', async () => {
    app = await stack.app();
    const response = await app.inject('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the streamed search reply, written by hand, with the same protections', async () => {
    app = await stack.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { query: 'What is asthma?' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store, no-transform');
    expect(response.headers['x-ratelimit-limit']).toBeDefined();
    expect(response.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
  });
});

describe('POST /api/pubmed/search', () => {
  it('returns articles in the contract shape', async () => {
    app = await stack.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/pubmed/search',
      payload: { query: 'type 2 diabetes' },
    });
    const body = pubmedSearchResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.articles.length).toBeGreaterThan(0);
    expect(body.articles[0]?.url).toMatch(/^https:\/\/pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/$/);
  });

  it('answers success false with an empty list when PubMed is down', async () => {
    stack.fakes.eutils.behave({ kind: 'status', status: 503, times: 100 });
    app = await stack.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/pubmed/search',
      payload: { query: 'asthma' },
    });
    const body = pubmedSearchResponseSchema.parse(response.json());
    expect(body).toMatchObject({ success: false, articles: [] });
    expect(body.error).toBeTruthy();
  });

  it('refuses a blank query', async () => {
    app = await stack.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/pubmed/search',
      payload: { query: ' ' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/firecrawl/scrape', () => {
  it('searches allow-listed sites and returns only their pages', async () => {
    app = await stack.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/firecrawl/scrape',
      payload: {
        query: 'diabetes',
        maxWaitMs: 6000,
        medicalSites: ['https://www.mayoclinic.org/search/search-results?q=diabetes'],
      },
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as { results: { url: string }[] };
    expect(results.length).toBeGreaterThan(0);
    for (const result of results)
      expect(new URL(result.url).hostname).toMatch(/(^|\.)mayoclinic\.org$/);
  });

  it('refuses sites off the allow-list: the endpoint is no open relay', async () => {
    app = await stack.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/firecrawl/scrape',
      payload: {
        query: 'x',
        maxWaitMs: 3000,
        medicalSites: ['http://169.254.169.254/latest/meta-data'],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(stack.fakes.firecrawl.requests).toHaveLength(0);
  });

  it('returns no results without a Firecrawl key, without calling it', async () => {
    app = await stack.app({ webSearch: false });
    const response = await app.inject({
      method: 'POST',
      url: '/api/firecrawl/scrape',
      payload: { query: 'x', maxWaitMs: 3000 },
    });
    expect(response.json()).toEqual({ results: [] });
    expect(stack.fakes.firecrawl.requests).toHaveLength(0);
  });
});

describe('POST /api/openai/chat/completions', () => {
  const chat = (payload: object) =>
    (app as FastifyInstance).inject({
      method: 'POST',
      url: '/api/openai/chat/completions',
      payload,
    });

  it('proxies a non-streamed completion with the model resolved and max_tokens capped', async () => {
    app = await stack.app();
    const response = await chat({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hello' }],
      max_tokens: 99999,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().choices[0].message.content).toBeTruthy();
    const sent = JSON.parse(stack.fakes.openai.requests.at(-1)?.body ?? '{}');
    expect(sent.max_tokens).toBe(6000);
    expect(stack.fakes.openai.requests.at(-1)?.headers.authorization).toBe('Bearer test-key');
  });

  it('passes a streamed completion through as server-sent events', async () => {
    app = await stack.app();
    const response = await chat({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'hello' }],
      stream: true,
    });
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.body).toContain('data: ');
    expect(response.body).toContain('[DONE]');
  });

  it('refuses models off the allow-list, oversized messages and a missing model', async () => {
    app = await stack.app();
    expect(
      (await chat({ model: 'o1-pro-expensive', messages: [{ role: 'user', content: 'x' }] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await chat({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x'.repeat(100_001) }] }))
        .statusCode,
    ).toBe(413);
    expect((await chat({ model: 'gpt-4o', messages: [] })).statusCode).toBe(400);
    expect(stack.fakes.openai.requests).toHaveLength(0);
    await app.close();
    app = await stack.app({ model: false });
    expect(
      (await chat({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] })).statusCode,
    ).toBe(503);
  });

  it("maps an upstream failure to 'OpenAI API error: {status}'", async () => {
    stack.fakes.openai.behave({ kind: 'status', status: 401, times: 5 });
    app = await stack.app();
    const response = await chat({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      message: 'OpenAI API error: 401',
      type: 'invalid_request_error',
    });
  });
});

describe('routing', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    app = await stack.app();
    const response = await app.inject('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('rate-limits per IP', async () => {
    app = await stack.app({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await app.inject('/api/health')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
