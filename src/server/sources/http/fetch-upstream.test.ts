import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeServer, type FakeServer } from '../../../../tests/fakes/fake-server.ts';
import { fetchUpstream, type UpstreamPolicy } from './fetch-upstream.ts';
import { LimiterBusyError, type RateLimiter } from '../../state/rate-limiter.ts';
import { UpstreamError } from './upstream-error.ts';

const policy = (overrides: Partial<UpstreamPolicy> = {}): UpstreamPolicy => ({
  upstream: 'test',
  timeoutMs: 2000,
  retryBaseDelayMs: 5,
  ...overrides,
});

/** A fetch that answers from a script, one entry per call, and counts its calls. */
function scriptedFetch(...script: (Response | Error)[]) {
  const calls: RequestInit[] = [];
  const fetchFn = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push(init ?? {});
    const next = script[Math.min(calls.length, script.length) - 1];
    if (next instanceof Error) throw next;
    return next?.clone() ?? new Response('unscripted', { status: 599 });
  });
  return { fetch: fetchFn as typeof fetch, calls };
}

const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('fetchUpstream', () => {
  it('returns the OK response with its body readable', async () => {
    const { fetch } = scriptedFetch(new Response('{"ok":true}', { status: 200 }));
    const response = await fetchUpstream('http://upstream.test/x', {}, policy({ fetch }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('retries a 5xx and returns the answer that follows', async () => {
    const { fetch, calls } = scriptedFetch(
      new Response('busy', { status: 503 }),
      new Response('fine'),
    );
    const response = await fetchUpstream('http://upstream.test/x', {}, policy({ fetch }));
    expect(await response.text()).toBe('fine');
    expect(calls).toHaveLength(2);
  });

  it('retries a 429 and follows its Retry-After', async () => {
    const { fetch, calls } = scriptedFetch(
      new Response('slow down', { status: 429, headers: { 'retry-after': '1' } }),
      new Response('fine'),
    );
    const started = performance.now();
    await fetchUpstream('http://upstream.test/x', {}, policy({ fetch }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(calls).toHaveLength(2);
  });

  it('gives up after the allowed attempts with an UpstreamError carrying the last status', async () => {
    const { fetch, calls } = scriptedFetch(new Response('down', { status: 500 }));
    const error = await failure(fetchUpstream('http://upstream.test/x', {}, policy({ fetch })));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ upstream: 'test', kind: 'http', status: 500 });
    expect(calls).toHaveLength(3);
  });

  it('honours a custom number of attempts', async () => {
    const { fetch, calls } = scriptedFetch(new Response('down', { status: 502 }));
    await failure(fetchUpstream('http://upstream.test/x', {}, policy({ fetch, attempts: 1 })));
    expect(calls).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422])('never retries a %i', async (status) => {
    const { fetch, calls } = scriptedFetch(new Response('no', { status }));
    const error = await failure(fetchUpstream('http://upstream.test/x', {}, policy({ fetch })));
    expect(error).toMatchObject({ kind: 'http', status });
    expect(calls).toHaveLength(1);
  });

  it('retries a dropped connection once, at once, and then reports it as a network failure', async () => {
    const { fetch, calls } = scriptedFetch(new TypeError('fetch failed'));
    const started = performance.now();
    const error = await failure(
      fetchUpstream('http://upstream.test/x', {}, policy({ fetch, retryBaseDelayMs: 2000 })),
    );
    expect(error).toMatchObject({ kind: 'network' });
    expect((error as Error).message).toContain('fetch failed');
    expect(calls).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('fails at once, without a retry, when the connection is refused', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      code: 'ECONNREFUSED',
    });
    const { fetch, calls } = scriptedFetch(new TypeError('fetch failed', { cause: refused }));
    const error = await failure(fetchUpstream('http://upstream.test/x', {}, policy({ fetch })));
    expect(error).toMatchObject({ kind: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('fails at once on a name that does not resolve or a certificate it cannot trust', async () => {
    for (const code of ['ENOTFOUND', 'CERT_HAS_EXPIRED', 'ERR_TLS_CERT_ALTNAME_INVALID']) {
      const cause = Object.assign(new Error(code), { code });
      const { fetch, calls } = scriptedFetch(new TypeError('fetch failed', { cause }));
      await failure(fetchUpstream('http://upstream.test/x', {}, policy({ fetch })));
      expect(calls, code).toHaveLength(1);
    }
  });

  it('refuses at once with a busy error when the limiter queue is full', async () => {
    const { fetch, calls } = scriptedFetch(new Response('fine'));
    const limiter: RateLimiter = {
      acquire: async () => {
        throw new LimiterBusyError(3000);
      },
    };
    const error = await failure(
      fetchUpstream('http://upstream.test/x', {}, policy({ fetch, limiter })),
    );
    expect(error).toMatchObject({ kind: 'busy', retryAfterMs: 3000 });
    expect(calls).toHaveLength(0);
  });

  it('times out a hanging upstream with the product message, without retrying it', async () => {
    server = await startFakeServer(() => undefined);
    const error = await failure(fetchUpstream(`${server.url}/slow`, {}, policy({ timeoutMs: 50 })));
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request timeout after 50ms' });
    // On a loaded machine the 50 ms may run out before this process's fake has even seen the
    // request; what matters is that a timed-out call is never sent again (a retry comes within ms).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests.length).toBeLessThanOrEqual(1);
  });

  it('counts reading the body against the timeout', async () => {
    server = await startFakeServer((_request, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('partial');
    });
    const error = await failure(
      fetchUpstream(`${server.url}/trickle`, {}, policy({ timeoutMs: 80 })),
    );
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it("rethrows the caller's abort as it is, not as a timeout", async () => {
    const controller = new AbortController();
    const reason = new Error('client disconnected');
    // The visitor leaves once the upstream has the request: a timer could fire before a loaded
    // machine has even sent it, and then nothing would show the call was made once only.
    server = await startFakeServer(() => {
      setTimeout(() => controller.abort(reason), 10);
    });
    const error = await failure(
      fetchUpstream(`${server.url}/slow`, { signal: controller.signal }, policy()),
    );
    expect(error).toBe(reason);
    expect(server.requests).toHaveLength(1);
  });

  it('stops waiting between attempts when the caller aborts', async () => {
    const { fetch, calls } = scriptedFetch(new Response('busy', { status: 503 }));
    const controller = new AbortController();
    const reason = new Error('gone');
    const pending = failure(
      fetchUpstream(
        'http://upstream.test/x',
        { signal: controller.signal },
        policy({ fetch, retryBaseDelayMs: 5000 }),
      ),
    );
    setTimeout(() => controller.abort(reason), 20);
    const started = performance.now();
    expect(await pending).toBe(reason);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(calls).toHaveLength(1);
  });

  it('does not call the upstream at all for an already aborted caller', async () => {
    const { fetch, calls } = scriptedFetch(new Response('fine'));
    const reason = new Error('too late');
    const error = await failure(
      fetchUpstream(
        'http://upstream.test/x',
        { signal: AbortSignal.abort(reason) },
        policy({ fetch }),
      ),
    );
    expect(error).toBe(reason);
    expect(calls).toHaveLength(0);
  });

  it('waits for the rate limiter before every attempt', async () => {
    const { fetch } = scriptedFetch(new Response('busy', { status: 503 }), new Response('fine'));
    const acquire = vi.fn(async () => undefined);
    const limiter: RateLimiter = { acquire };
    await fetchUpstream('http://upstream.test/x', {}, policy({ fetch, limiter }));
    expect(acquire).toHaveBeenCalledTimes(2);
  });

  it('passes method, headers and body through to the upstream', async () => {
    server = await startFakeServer((_request, res) => {
      res.end('ok');
    });
    await fetchUpstream(
      `${server.url}/search`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"q":1}' },
      policy(),
    );
    expect(server.requests[0]).toMatchObject({ method: 'POST', body: '{"q":1}' });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });
});
