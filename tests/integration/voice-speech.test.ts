import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type SpeechRequestInput } from '../../src/contract/index.ts';
import { FAKE_TTS_TRIGGERS } from '../fakes/openai-audio.ts';
import { useFakeStack } from './stack.ts';
import { errorOf, expectDailyBudgetRefusal } from './voice-refusals.ts';

const stack = useFakeStack();

const READ_ALOUD: SpeechRequestInput = {
  model: 'tts-1-hd',
  input: 'Type 2 diabetes often starts without symptoms. A blood test finds it early.',
  voice: 'nova',
  response_format: 'mp3',
  speed: 1,
};

const speak = (app: FastifyInstance, payload: object) =>
  app.inject({ method: 'POST', url: '/api/openai/audio/speech', payload });

const speechRequests = () =>
  stack.fakes.openai.requests.filter((request) => request.url.pathname.endsWith('/audio/speech'));

describe('POST /api/openai/audio/speech', () => {
  it('streams the provider’s MP3 back with its content type', async () => {
    const app = await stack.app();
    const response = await speak(app, READ_ALOUD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toBe('no-store');
    const audio = response.rawPayload;
    // One second of 417-byte MPEG frames, each starting with a frame sync.
    expect(audio.length).toBeGreaterThan(10 * 417);
    expect(audio.length % 417).toBe(0);
    expect([...audio.subarray(0, 4)]).toEqual([0xff, 0xfb, 0x90, 0xc0]);

    const [sent] = speechRequests();
    expect(sent?.headers.authorization).toBe('Bearer test-key');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ ...READ_ALOUD, model: 'tts-1-hd' });
  });

  it('uses the configured model, and tts-1 only as SPEC’s fallback', async () => {
    const app = await stack.app({ env: { TTS_MODEL: 'gpt-4o-mini-tts' } });
    for (const model of ['tts-1-hd', 'gpt-4o', '__proto__', 'tts-1', 'gpt-4o-mini-tts'])
      expect((await speak(app, { ...READ_ALOUD, model })).statusCode).toBe(200);
    expect((await speak(app, { input: 'No model named.' })).statusCode).toBe(200);
    const models = speechRequests().map((request) => JSON.parse(request.body).model);
    expect(models).toEqual([
      'gpt-4o-mini-tts',
      'gpt-4o-mini-tts',
      'gpt-4o-mini-tts',
      'tts-1',
      'gpt-4o-mini-tts',
      'gpt-4o-mini-tts',
    ]);
  });

  it('fills in SPEC’s voice, format and speed when they are left out', async () => {
    const app = await stack.app();
    expect((await speak(app, { input: 'Hello.' })).statusCode).toBe(200);
    expect(JSON.parse(speechRequests()[0]?.body ?? '{}')).toMatchObject({
      voice: 'nova',
      response_format: 'mp3',
      speed: 1,
    });
  });

  it('refuses voices, formats and speeds off the allow-list without calling the provider', async () => {
    const app = await stack.app();
    for (const [change, field] of [
      [{ voice: 'evil' }, 'voice'],
      [{ voice: '__proto__' }, 'voice'],
      [{ response_format: 'html' }, 'response_format'],
      [{ speed: 5 }, 'speed'],
      [{ speed: 0.1 }, 'speed'],
    ] as const) {
      const response = await speak(app, { ...READ_ALOUD, ...change });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body).message).toContain(field);
      expect(errorOf(response.body).type).toBe('invalid_request_error');
    }
    expect(speechRequests()).toHaveLength(0);
  });

  it('refuses input over the per-request cap, and blank input', async () => {
    const app = await stack.app();
    const long = await speak(app, { ...READ_ALOUD, input: 'a'.repeat(4097) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long.body).message).toContain('4096');
    expect((await speak(app, { ...READ_ALOUD, input: '   ' })).statusCode).toBe(400);
    expect((await speak(app, { ...READ_ALOUD, input: 'a'.repeat(4096) })).statusCode).toBe(200);
    expect(speechRequests()).toHaveLength(1);
  });

  it('passes a provider 400 on, so the client can retry once with tts-1', async () => {
    const app = await stack.app();
    const input = `Chunk one. ${FAKE_TTS_TRIGGERS.badRequest}`;
    const refused = await speak(app, { ...READ_ALOUD, input });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused.body)).toMatchObject({
      message: 'Fake speech refused for this model',
      type: 'invalid_request_error',
    });
    const fallback = await speak(app, { ...READ_ALOUD, input, model: 'tts-1' });
    expect(fallback.statusCode).toBe(200);
  });

  it('answers a provider 429 with 429 and says so', async () => {
    stack.fakes.openai.behave({ kind: 'status', status: 429, times: 1 });
    const app = await stack.app();
    const response = await speak(app, READ_ALOUD);
    expect(response.statusCode).toBe(429);
    expect(errorOf(response.body)).toMatchObject({
      message: 'Rate limit reached for requests',
      type: 'rate_limit_error',
    });
  });

  it('answers a provider 500 with a 5xx the client retries, naming the provider', async () => {
    stack.fakes.openai.behave({ kind: 'status', status: 500, times: 1 });
    const app = await stack.app();
    const response = await speak(app, READ_ALOUD);
    expect(response.statusCode).toBe(502);
    expect(errorOf(response.body).message).toBe(
      'The voice provider failed (500): Fake upstream error 500',
    );
    expect((await speak(app, READ_ALOUD)).statusCode).toBe(200);
  });

  it('gives up on a provider that never answers: 504 with SPEC’s timeout text', async () => {
    stack.fakes.openai.behave({ kind: 'hang' });
    const app = await stack.app({ env: { MODEL_TIMEOUT_MS: '300' } });
    const started = Date.now();
    const response = await speak(app, READ_ALOUD);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.statusCode).toBe(504);
    expect(errorOf(response.body).message).toBe('Request timeout after 300ms');
  });

  it('never passes on a provider message that quotes the server’s key', async () => {
    const body = JSON.stringify({
      error: { message: 'Incorrect API key provided: test-key', type: 'invalid_request_error' },
    });
    stack.fakes.openai.behave({ kind: 'status', status: 401, times: 1, body });
    const app = await stack.app();
    const response = await speak(app, READ_ALOUD);
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain('test-key');
    expect(errorOf(response.body).message).toContain('credentials');
  });

  it('answers 503 with a plain reason when no model is configured', async () => {
    const app = await stack.app({ model: false });
    const response = await speak(app, READ_ALOUD);
    expect(response.statusCode).toBe(503);
    expect(errorOf(response.body)).toEqual({
      message: 'No text-to-speech model is configured on this server.',
      type: 'unavailable',
      code: 'voice_unavailable',
    });
    const off = await stack.app({ env: { TTS_MODEL: '' } });
    expect((await speak(off, READ_ALOUD)).statusCode).toBe(503);
    expect(speechRequests()).toHaveLength(0);
  });

  it('is rate-limited like the other model routes', async () => {
    const app = await stack.app({ env: { MODEL_RATE_LIMIT_PER_MINUTE: '2' } });
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await speak(app, READ_ALOUD)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const limited = await speak(app, READ_ALOUD);
    expect(errorOf(limited.body).type).toBe('rate_limit_error');
    expect(speechRequests()).toHaveLength(2);
  });

  it('charges input characters per client per day; past the budget 429 with Retry-After, nothing sent', async () => {
    const app = await stack.app({ env: { SPEECH_CHARS_PER_DAY_PER_CLIENT: '100' } });
    const chunk = (chars: number) => ({ ...READ_ALOUD, input: 'a'.repeat(chars) });
    expect((await speak(app, chunk(60))).statusCode).toBe(200);
    const refused = await speak(app, chunk(60));
    expectDailyBudgetRefusal(
      refused,
      /^The daily limit of read-aloud for your address \(100 characters\) is reached\./,
    );
    // What is left still fits, to the character.
    expect((await speak(app, chunk(40))).statusCode).toBe(200);
    expect((await speak(app, chunk(1))).statusCode).toBe(429);
    expect(speechRequests()).toHaveLength(2);
  });

  it('gives the characters back when the provider fails', async () => {
    const app = await stack.app({ env: { SPEECH_CHARS_PER_DAY_PER_CLIENT: '100' } });
    const failing = { ...READ_ALOUD, input: `${FAKE_TTS_TRIGGERS.serverError} ${'a'.repeat(80)}` };
    expect((await speak(app, failing)).statusCode).toBe(502);
    expect((await speak(app, { ...READ_ALOUD, input: 'a'.repeat(100) })).statusCode).toBe(200);
  });
});
