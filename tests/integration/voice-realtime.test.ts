import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  REALTIME_BASE_INSTRUCTIONS,
  realtimeSessionResponseSchema,
} from '../../src/contract/index.ts';
import { utcDay } from '../../src/server/state/daily-budget.ts';
import { createRedisState } from '../../src/server/state/index.ts';
import { REDIS_SERVER, startRedis } from './redis-server.ts';
import { useFakeStack } from './stack.ts';
import { errorOf, expectDailyBudgetRefusal } from './voice-refusals.ts';

const stack = useFakeStack();

const session = (app: FastifyInstance) => app.inject('/api/openai/realtime/session');

const mints = () =>
  stack.fakes.openai.requests.filter((request) =>
    request.url.pathname.endsWith('/realtime/client_secrets'),
  );

describe('GET /api/openai/realtime/session', () => {
  it('mints a short-lived key and answers it in both places clients look', async () => {
    const app = await stack.app();
    const response = await session(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = realtimeSessionResponseSchema.parse(response.json());
    expect(body.value).toMatch(/^ek_fake_/);
    expect(body.client_secret).toEqual({ value: body.value, expires_at: body.expires_at });
    expect(stack.fakes.openai.realtimeKeys).toEqual([body.value]);
    expect(body.model).toBe('gpt-realtime');
    expect(body.realtimeUrl).toBe('https://api.openai.com/v1/realtime/calls');
    const secondsLeft = body.expires_at - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(60);
    expect(secondsLeft).toBeLessThanOrEqual(120);
  });

  it('sends the server key to the provider only, never to the browser', async () => {
    const app = await stack.app();
    const response = await session(app);
    expect(response.body).not.toContain('test-key');
    expect(JSON.stringify(response.headers)).not.toContain('test-key');
    const [mint] = mints();
    expect(mint?.headers.authorization).toBe('Bearer test-key');
  });

  it('works with a local server’s one-letter placeholder key', async () => {
    const app = await stack.app({ env: { OPENAI_API_KEY: 'k' } });
    expect((await session(app)).statusCode).toBe(200);
  });

  it('starts the session on the configured model with the rules written answers follow', async () => {
    const app = await stack.app({ env: { REALTIME_MODEL: 'gpt-realtime-mini' } });
    expect((await session(app)).json().model).toBe('gpt-realtime-mini');
    const sent = JSON.parse(mints()[0]?.body ?? '{}');
    expect(sent).toEqual({
      expires_after: { anchor: 'created_at', seconds: 120 },
      session: {
        type: 'realtime',
        model: 'gpt-realtime-mini',
        instructions: REALTIME_BASE_INSTRUCTIONS,
      },
    });
    expect(sent.session.instructions).toContain('Never diagnose');
    expect(sent.session.instructions).toContain("user's language");
  });

  it('reads the older reply shape that nests the key under client_secret', async () => {
    stack.fakes.openai.behave({
      kind: 'raw',
      body: JSON.stringify({ client_secret: { value: 'ek_nested', expires_at: 1893456000 } }),
    });
    const app = await stack.app();
    const body = realtimeSessionResponseSchema.parse((await session(app)).json());
    expect(body).toMatchObject({ value: 'ek_nested', client_secret: { value: 'ek_nested' } });
  });

  it('answers provider failures clearly and never forwards a key the provider quotes', async () => {
    const app = await stack.app({ env: { MODEL_TIMEOUT_MS: '300' } });
    stack.fakes.openai.behave({ kind: 'status', status: 500, times: 1 });
    expect((await session(app)).statusCode).toBe(502);

    stack.fakes.openai.behave({ kind: 'raw', body: '{"session": {}}' });
    const keyless = await session(app);
    expect(keyless.statusCode).toBe(502);
    expect(errorOf(keyless.body).message).toBe('The voice provider returned no session key.');

    stack.fakes.openai.behave({
      kind: 'raw',
      body: JSON.stringify({ value: 'Bearer test-key', expires_at: 1893456000 }),
    });
    const echoed = await session(app);
    expect(echoed.statusCode).toBe(502);
    expect(echoed.body).not.toContain('test-key');

    stack.fakes.openai.behave({ kind: 'hang' });
    const hung = await session(app);
    expect(hung.statusCode).toBe(504);
    expect(errorOf(hung.body).message).toBe('Request timeout after 300ms');
  });

  it('answers 503 without a model, and is rate-limited', async () => {
    const off = await stack.app({ model: false });
    const unavailable = await session(off);
    expect(unavailable.statusCode).toBe(503);
    expect(errorOf(unavailable.body).message).toBe(
      'No realtime voice model is configured on this server.',
    );
    const app = await stack.app({ env: { MODEL_RATE_LIMIT_PER_MINUTE: '2' } });
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await session(app)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    expect(mints()).toHaveLength(2);
  });

  it('issues a client so many keys a day; past that 429 with Retry-After and no key minted', async () => {
    const app = await stack.app({ env: { REALTIME_SESSIONS_PER_DAY_PER_CLIENT: '2' } });
    expect((await session(app)).statusCode).toBe(200);
    expect((await session(app)).statusCode).toBe(200);
    const refused = await session(app);
    expectDailyBudgetRefusal(
      refused,
      /^The daily limit of voice mode for your address \(2 sessions\) is reached\./,
    );
    expect(mints()).toHaveLength(2);
  });

  it('charges each key the longest session up front against the daily minutes', async () => {
    const app = await stack.app({
      env: { REALTIME_SESSION_MAX_MINUTES: '30', REALTIME_MINUTES_PER_DAY_PER_CLIENT: '75' },
    });
    expect((await session(app)).statusCode).toBe(200);
    expect((await session(app)).statusCode).toBe(200);
    // 15 minutes are left, less than one session may last.
    const refused = await session(app);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(refused.body).message).toMatch(
      /^The daily limit of voice mode for your address \(75 minutes\) is reached\. .*Each session counts as its longest possible length, 30 minutes\.$/,
    );
    expect(mints()).toHaveLength(2);
  });

  it('gives the session back when the provider cannot mint it', async () => {
    const app = await stack.app({ env: { REALTIME_SESSIONS_PER_DAY_PER_CLIENT: '1' } });
    stack.fakes.openai.behave({ kind: 'status', status: 500, times: 1 });
    expect((await session(app)).statusCode).toBe(502);
    expect((await session(app)).statusCode).toBe(200);
    expect((await session(app)).statusCode).toBe(429);
  });

  it.skipIf(REDIS_SERVER === null)(
    'counts a client’s sessions on every instance sharing Redis',
    async () => {
      const redis = await startRedis();
      const states = [createRedisState(redis.url), createRedisState(redis.url)];
      const admin = new Redis(redis.url);
      try {
        const env = { REALTIME_SESSIONS_PER_DAY_PER_CLIENT: '2' };
        const [a, b] = await Promise.all(
          states.map((sharedState) => stack.app({ env, sharedState })),
        );
        if (!a || !b) throw new Error('two apps');
        expect((await session(a)).statusCode).toBe(200);
        expect((await session(b)).statusCode).toBe(200);
        // Charges reach Redis in the background; then either instance knows the day is spent.
        const key = `nova:realtime-sessions:${utcDay(Date.now())}:127.0.0.1`;
        await expect.poll(() => admin.get(key)).toBe('2');
        expect((await session(a)).statusCode).toBe(429);
        expect((await session(b)).statusCode).toBe(429);
        expect(mints()).toHaveLength(2);
      } finally {
        await admin.quit();
        await Promise.all(states.map((state) => state.close()));
        await redis.stop();
      }
    },
    20_000,
  );
});
