import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { renderPatientText, trialFitResponseSchema } from '../../src/contract/index.ts';
import { parseConfig } from '../../src/server/config.ts';
import { toTrials } from '../../src/server/sources/clinical-trials/to-trial.ts';
import { postSearch } from './post-search.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();

const hello = { model: 'gpt-4o', messages: [{ role: 'user', content: 'hello' }] };
const fromAddress = (remoteAddress: string, forwardedFor?: string) => ({
  remoteAddress,
  headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
});
const invented = (i: number) => `203.0.113.${i + 1}`;

async function statuses(
  app: FastifyInstance,
  count: number,
  request: (i: number) => InjectOptions,
) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await app.inject(request(i))).statusCode);
  return {
    ok: codes.filter((code) => code === 200).length,
    limited: codes.filter((c) => c === 429).length,
  };
}

describe('the client address', () => {
  it('comes from the socket: 60 invented X-Forwarded-For addresses are one client', async () => {
    const app = await stack.app({ env: { MODEL_RATE_LIMIT_PER_MINUTE: '5' } });
    const counted = await statuses(app, 60, (i) => ({
      method: 'POST',
      url: '/api/openai/chat/completions',
      payload: hello,
      ...fromAddress('198.51.100.7', invented(i)),
    }));
    expect(counted).toEqual({ ok: 5, limited: 55 });
    expect(stack.fakes.openai.requests).toHaveLength(5);
  });

  it('comes from X-Forwarded-For when TRUST_PROXY gives the hop count of the proxy in front', async () => {
    const app = await stack.app({ env: { RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' } });
    const counted = await statuses(app, 20, (i) => ({
      url: '/api/health',
      ...fromAddress('10.0.0.2', invented(i)),
    }));
    expect(counted).toEqual({ ok: 20, limited: 0 });
  });

  it('believes only the proxies TRUST_PROXY lists', async () => {
    const app = await stack.app({ env: { RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '10.0.0.2' } });
    const viaProxy = await statuses(app, 10, (i) => ({
      url: '/api/health',
      ...fromAddress('10.0.0.2', invented(i)),
    }));
    expect(viaProxy).toEqual({ ok: 10, limited: 0 });
    const direct = await statuses(app, 10, (i) => ({
      url: '/api/health',
      ...fromAddress('198.51.100.9', invented(i)),
    }));
    expect(direct).toEqual({ ok: 5, limited: 5 });
  });

  it('refuses TRUST_PROXY=true, which would believe any client', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the daily model token budget', () => {
  it('refuses the chat proxy with 429 and Retry-After once spent, for that client only', async () => {
    const app = await stack.app({ env: { MODEL_TOKENS_PER_DAY_PER_CLIENT: '3000' } });
    const ask = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/openai/chat/completions',
        payload: { ...hello, max_tokens: 1200 },
        remoteAddress,
      });
    expect((await ask('198.51.100.1')).statusCode).toBe(200);
    expect((await ask('198.51.100.1')).statusCode).toBe(200);
    const refused = await ask('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    expect(refused.json().error).toMatchObject({ code: 'daily_token_budget_exceeded' });
    expect((await ask('198.51.100.2')).statusCode).toBe(200);
  });

  it('counts image parts: a picture costs far more than its few words', async () => {
    const app = await stack.app({ env: { MODEL_TOKENS_PER_DAY_PER_CLIENT: '2300' } });
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const image = {
      model: 'gpt-4o',
      max_tokens: 100,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is this?' },
            { type: 'image_url', image_url: { url: `data:image/png;base64,${png}` } },
          ],
        },
      ],
    };
    const send = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/openai/chat/completions', payload });
    expect((await send(image)).statusCode).toBe(200);
    expect((await send(image)).statusCode).toBe(429);
    // Without the image the same question still fits: what was refused was the image's cost.
    expect((await send({ ...hello, max_tokens: 100 })).statusCode).toBe(200);
  });

  it('refuses a search once the day is spent, and says why', async () => {
    const app = await stack.app({ env: { MODEL_TOKENS_PER_DAY_PER_CLIENT: '1000' } });
    const search = () => postSearch(app, { query: 'What are the symptoms of type 2 diabetes?' });
    expect((await search()).status).toBe(200);
    const refused = await search();
    expect(refused.status).toBe(429);
    expect(refused.response.headers['retry-after']).toBeDefined();
    expect(refused.json.error).toMatch(/daily limit of AI use/);
  });

  it('charges every model call of a fit analysis (two per trial)', async () => {
    const studies = JSON.parse(
      readFileSync(new URL('../fixtures/clinical-trials/studies.json', import.meta.url), 'utf8'),
    ) as { studies: unknown[] };
    const trials = toTrials(studies.studies).slice(0, 5);
    const patientText = renderPatientText([], 'melanoma trials for a 54-year-old woman');
    // Enough for one call of each kind, not for the ten calls of five trials.
    const app = await stack.app({ env: { MODEL_TOKENS_PER_DAY_PER_CLIENT: '4000' } });
    const fit = () =>
      app.inject({
        method: 'POST',
        url: '/api/clinical-trials/fit',
        payload: { trials, patientText },
      });
    expect((await fit()).statusCode).toBe(200);
    expect(stack.fakes.openai.requests).toHaveLength(10);
    expect((await fit()).statusCode).toBe(429);
  });

  it('never refuses evidence-only searches, which cost no model tokens', async () => {
    const app = await stack.app({ model: false, env: { MODEL_TOKENS_PER_DAY_PER_CLIENT: '1' } });
    for (let i = 0; i < 2; i += 1) {
      const { status } = await postSearch(app, {
        query: `What are the symptoms of type 2 diabetes? ${i}`,
      });
      expect(status).toBe(200);
    }
  });
});

describe('fit analysis failures', () => {
  it('are shown but not cached: the next request after the model recovers is analysed', async () => {
    const studies = JSON.parse(
      readFileSync(new URL('../fixtures/clinical-trials/studies.json', import.meta.url), 'utf8'),
    ) as { studies: unknown[] };
    const trials = toTrials(studies.studies).slice(0, 1);
    const patientText = renderPatientText([], 'melanoma trials for a 54-year-old woman');
    const app = await stack.app();
    const fit = async () =>
      trialFitResponseSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/clinical-trials/fit',
            payload: { trials, patientText },
          })
        ).json(),
      ).fits[0];
    stack.fakes.openai.behave({ kind: 'status', status: 400 });
    expect((await fit())?.reasons).toEqual([]);
    stack.fakes.openai.behave({ kind: 'ok' });
    expect((await fit())?.reasons.length).toBeGreaterThan(0);
  });
});
