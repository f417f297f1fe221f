import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeOpenAI, type FakeOpenAI } from '../../../tests/fakes/openai.ts';
import type { Config } from '../config.ts';
import { createLlm } from './create-llm.ts';
import type { Llm, LlmCall } from './llm.ts';
import { LlmError } from './llm-error.ts';

let fake: FakeOpenAI;
let llm: Llm;
let fetchSignals: AbortSignal[];

const configFor = (url: string): NonNullable<Config['llm']> => ({
  apiKey: undefined,
  baseUrl: `${url}/v1`,
  models: {
    answer: 'answer-model',
    fast: 'fast-model',
    vision: 'vision-model',
    tts: 'tts',
    transcribe: 'stt',
    realtime: 'rt',
  },
  timeoutMs: 5000,
});

const call: LlmCall = { role: 'answer', system: 'Be brief.', prompt: 'Say hello.' };

const collect = async (stream: AsyncIterable<string>): Promise<string[]> => {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
};

const lastBody = () => JSON.parse(fake.requests.at(-1)?.body ?? '{}') as Record<string, unknown>;

beforeAll(async () => {
  fake = await startFakeOpenAI({ tokenDelayMs: 5 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.behave({ kind: 'ok' });
  fake.requests.length = 0;
  fetchSignals = [];
  const recordingFetch: typeof fetch = (input, init) => {
    if (init?.signal) fetchSignals.push(init.signal);
    return fetch(input, init);
  };
  llm = createLlm(configFor(fake.url), { fetch: recordingFetch }) as Llm;
});

describe('createLlm', () => {
  it('returns null in evidence-only mode', () => {
    expect(createLlm(null)).toBeNull();
  });

  it('streams text deltas in order as they arrive, over Chat Completions', async () => {
    fake.behave({
      kind: 'reply',
      content: 'Metformin is a first-line medicine for type 2 diabetes.',
    });
    const deltas = await collect(llm.streamText({ ...call, maxTokens: 123, temperature: 0.3 }));
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe('Metformin is a first-line medicine for type 2 diabetes.');
    const request = fake.requests.at(-1);
    expect(request?.url.pathname).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer not-needed');
    expect(lastBody()).toMatchObject({
      model: 'answer-model',
      stream: true,
      temperature: 0.3,
      max_tokens: 123,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Say hello.' },
      ],
    });
  });

  it('yields the first delta before the stream has finished', async () => {
    const slow = await startFakeOpenAI({ tokenDelayMs: 40 });
    slow.behave({ kind: 'reply', content: 'one two three four five six' });
    const slowLlm = createLlm(configFor(slow.url)) as Llm;
    const started = Date.now();
    const times: number[] = [];
    for await (const _delta of slowLlm.streamText(call)) times.push(Date.now() - started);
    await slow.close();
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(150);
  });

  it('generates text without streaming, with the model of the role', async () => {
    fake.behave({ kind: 'reply', content: 'type 2 diabetes symptoms' });
    await expect(llm.generateText({ ...call, role: 'fast' })).resolves.toBe(
      'type 2 diabetes symptoms',
    );
    expect(lastBody()).toMatchObject({ model: 'fast-model' });
    expect(lastBody().stream).toBeFalsy();
  });

  it('turns a 500 into "OpenAI API error: 500" after two retries', async () => {
    fake.behave({ kind: 'status', status: 500 });
    const error = await llm.generateText(call).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LlmError);
    expect(error).toMatchObject({ message: 'OpenAI API error: 500', kind: 'http', status: 500 });
    expect(fake.requests).toHaveLength(3);
    await expect(collect(llm.streamText(call))).rejects.toThrow('OpenAI API error: 500');
  });

  it('retries as often as the call allows', async () => {
    fake.behave({ kind: 'status', status: 503 });
    await expect(llm.generateText({ ...call, maxRetries: 0 })).rejects.toThrow(
      'OpenAI API error: 503',
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry a 400', async () => {
    fake.behave({ kind: 'status', status: 400 });
    await expect(llm.generateText(call)).rejects.toThrow('OpenAI API error: 400');
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 429 and then succeeds', async () => {
    fake.behave({ kind: 'status', status: 429, times: 1 });
    const deltas = await collect(llm.streamText(call));
    expect(deltas.join('')).toBe('This is a short reply from the fake model.');
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a non-JSON error body by its status', async () => {
    fake.behave({ kind: 'plain-error' });
    await expect(llm.generateText(call)).rejects.toThrow('OpenAI API error: 429');
  });

  it('raises when a stream breaks off mid-way instead of ending short', async () => {
    fake.behave({ kind: 'break' });
    const received: string[] = [];
    const error = await (async () => {
      for await (const delta of llm.streamText(call)) received.push(delta);
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LlmError);
    expect(error).toMatchObject({ kind: 'interrupted' });
    expect(received.join('')).toBe('This is a ');
  });

  it('raises when a stream ends without a finish reason', async () => {
    const chunk = { id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm' };
    const partial = `data: ${JSON.stringify({ ...chunk, choices: [{ index: 0, delta: { content: 'Half an ans' }, finish_reason: null }] })}\n\n`;
    fake.behave({ kind: 'raw', body: partial });
    await expect(collect(llm.streamText(call))).rejects.toMatchObject({ kind: 'interrupted' });
  });

  it('reports an empty stream as "No response body"', async () => {
    fake.behave({ kind: 'raw', body: '' });
    await expect(collect(llm.streamText(call))).rejects.toThrow('No response body');
  });

  it('times out with "Request timeout after 50ms"', async () => {
    fake.behave({ kind: 'hang' });
    await expect(llm.generateText({ ...call, timeoutMs: 50 })).rejects.toThrow(
      new LlmError('timeout', 'Request timeout after 50ms'),
    );
    await expect(collect(llm.streamText({ ...call, timeoutMs: 50 }))).rejects.toThrow(
      'Request timeout after 50ms',
    );
  });

  it('propagates a caller abort as an AbortError, not an LlmError', async () => {
    fake.behave({ kind: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const error = await collect(llm.streamText({ ...call, signal: controller.signal })).catch(
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(LlmError);
    expect(error).toMatchObject({ name: 'AbortError' });

    const later = new AbortController();
    setTimeout(() => later.abort(), 30);
    await expect(llm.generateText({ ...call, signal: later.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('does not call the server when the signal is already aborted', async () => {
    const error = await llm
      .generateText({ ...call, signal: AbortSignal.abort() })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(0);
  });

  it('cancels the upstream request when the consumer stops reading', async () => {
    fake.behave({ kind: 'reply', content: 'word '.repeat(200) });
    for await (const _delta of llm.streamText(call)) break;
    expect(fetchSignals.at(-1)?.aborted).toBe(true);
  });

  it('generates a schema-validated object with structured output', async () => {
    const schema = z.object({ reasons: z.array(z.string()).max(3) });
    fake.behave({ kind: 'reply', content: '{"reasons":["Age matches","Diagnosis matches"]}' });
    await expect(llm.generateObject({ ...call, schema })).resolves.toEqual({
      reasons: ['Age matches', 'Diagnosis matches'],
    });
    expect(lastBody()).toMatchObject({ response_format: { type: 'json_schema' } });

    fake.behave({ kind: 'reply', content: '{"reasons":"not a list"}' });
    await expect(llm.generateObject({ ...call, schema })).rejects.toMatchObject({
      kind: 'invalid-output',
    });
    fake.behave({ kind: 'reply', content: 'Sorry, I cannot help.' });
    await expect(llm.generateObject({ ...call, schema })).rejects.toMatchObject({
      kind: 'invalid-output',
    });
  });

  it('sends images as image parts at high detail, after the prompt text', async () => {
    // A 1x1 PNG: what a page of a scanned report becomes, only smaller.
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
    fake.behave({ kind: 'reply', content: 'A plain white square.' });
    await expect(
      llm.generateText({
        ...call,
        role: 'vision',
        images: [
          { base64: png, mediaType: 'image/png' },
          { base64: png, mediaType: 'image/png' },
        ],
      }),
    ).resolves.toBe('A plain white square.');
    const body = lastBody() as { model: string; messages: { role: string; content: unknown }[] };
    expect(body.model).toBe('vision-model');
    expect(body.messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
    expect(body.messages[1]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'Say hello.' },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${png}`, detail: 'high' } },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${png}`, detail: 'high' } },
      ],
    });
  });

  it('keeps a text-only prompt a plain string message', async () => {
    await llm.generateText(call);
    const body = lastBody() as { messages: { role: string; content: unknown }[] };
    expect(body.messages[1]).toEqual({ role: 'user', content: 'Say hello.' });
  });
});
