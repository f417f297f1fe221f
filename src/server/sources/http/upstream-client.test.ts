import { describe, expect, it, vi } from 'vitest';
import { createInProcessState, type SharedState } from '../../state/index.ts';
import { createUpstreamClient, type UpstreamClientOptions } from './upstream-client.ts';
import { UpstreamError } from './upstream-error.ts';

/** A fetch that answers every call with `body`, or never (until aborted) when `body` is null. */
function fakeFetch(body: string | null) {
  return vi.fn((_url: string | URL | Request, init?: RequestInit) => {
    if (body !== null) return Promise.resolve(new Response(body, { status: 200 }));
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
    });
  });
}

const options = (
  fetchFn: typeof fetch,
  overrides: Partial<UpstreamClientOptions> = {},
): UpstreamClientOptions => ({
  upstream: 'test',
  timeoutMs: 2000,
  retryBaseDelayMs: 1,
  fetch: fetchFn,
  limit: { requests: 100, perMs: 1000 },
  cache: { max: 10, ttlMs: 60_000 },
  ...overrides,
});

describe('createUpstreamClient', () => {
  it('takes its limiter and cache from the state under the state name', () => {
    const base = createInProcessState();
    const names: string[] = [];
    const state: SharedState = {
      ...base,
      rateLimiter: (name, limit) => (names.push(`limiter:${name}`), base.rateLimiter(name, limit)),
      ttlCache: (name, cache) => (names.push(`cache:${name}`), base.ttlCache(name, cache)),
    };
    const fetchFn = fakeFetch('{}') as typeof fetch;
    createUpstreamClient(options(fetchFn, { sharedState: state }));
    createUpstreamClient(options(fetchFn, { sharedState: state, stateName: 'older-name' }));
    expect(names).toEqual(['limiter:test', 'cache:test', 'limiter:older-name', 'cache:older-name']);
  });

  it('loads a key once and hands every caller its own copy', async () => {
    const client = createUpstreamClient<{ items: string[] }>(
      options(fakeFetch('{}') as typeof fetch),
    );
    const load = vi.fn(() => Promise.resolve({ items: ['a'] }));
    const first = await client.cached('k', load);
    first.items.push('edited');
    expect(await client.cached('k', load)).toEqual({ items: ['a'] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads JSON, and names a reply that is not JSON as malformed', async () => {
    const client = createUpstreamClient(options(fakeFetch('not json') as typeof fetch));
    const response = await client.request('http://upstream.test/x', {});
    const error: unknown = await client.json(response, 'answer is not JSON').catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ upstream: 'test', kind: 'malformed' });
    expect((error as Error).message).toContain('answer is not JSON');
  });

  it('lets one request shorten its attempt budget', async () => {
    const client = createUpstreamClient(options(fakeFetch(null) as typeof fetch));
    const error: unknown = await client
      .request('http://upstream.test/x', {}, { timeoutMs: 20 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ upstream: 'test', kind: 'timeout' });
  });
});
