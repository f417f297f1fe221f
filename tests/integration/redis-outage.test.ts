import { describe, expect, it } from 'vitest';
import { refusedUrl } from './closed-port.ts';
import { postSearch } from './post-search.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();

describe('REDIS_URL set but Redis down', () => {
  it('still answers a search, counting limits and caching in this instance alone', async () => {
    const redisUrl = (await refusedUrl()).replace('http://', 'redis://');
    const app = await stack.app({ env: { REDIS_URL: redisUrl } });
    const { status, text, chunks } = await postSearch(app, {
      query: 'What are the symptoms of type 2 diabetes?',
    });
    expect(status).toBe(200);
    expect(text.length).toBeGreaterThan(0);
    expect(chunks.at(-1)?.type).toBe('finish');

    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    // Still ready (it serves), and says Redis cannot be reached.
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, shuttingDown: false, redis: false });
  });

  it('reports no Redis and readiness without REDIS_URL, and liveness always', async () => {
    const app = await stack.app();
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({
      status: 'ok',
    });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
      ready: true,
      shuttingDown: false,
      redis: null,
    });
  });
});
