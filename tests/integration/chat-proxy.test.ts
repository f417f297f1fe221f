import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, generateText } from 'ai';
import { PROXY_SYSTEM_MESSAGE } from '../../src/server/proxy/system-policy.ts';
import { useFakeStack, type AppOptions } from './stack.ts';

const stack = useFakeStack();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const withImage = (url: string, text = 'What is in this picture?') => [
  {
    role: 'user',
    content: [
      { type: 'text', text },
      { type: 'image_url', image_url: { url, detail: 'high' } },
    ],
  },
];

async function chat(payload: object, options: AppOptions = {}, app?: FastifyInstance) {
  const target = app ?? (await stack.app(options));
  return target.inject({ method: 'POST', url: '/api/openai/chat/completions', payload });
}
const upstreamBody = () =>
  JSON.parse(stack.fakes.openai.requests.at(-1)?.body ?? '{}') as Record<string, unknown>;
const hello = [{ role: 'user', content: 'hello' }];

describe('chat proxy: the model allow-list', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    "refuses '%s' in OpenAI's error shape without calling the model",
    async (model) => {
      const response = await chat({ model, messages: hello });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: {
          message: `The model \`${model}\` does not exist or you do not have access to it.`,
          type: 'invalid_request_error',
          code: 'model_not_found',
          param: 'model',
        },
      });
      expect(stack.fakes.openai.requests).toHaveLength(0);
    },
  );

  it('maps the role aliases first, so a local deployment answers gpt-4o with its own models', async () => {
    const env = { ANSWER_MODEL: 'llama3.1:8b', FAST_MODEL: 'llama3.2:3b' };
    const app = await stack.app({ env });
    await chat({ model: 'gpt-4o', messages: hello }, {}, app);
    expect(upstreamBody().model).toBe('llama3.1:8b');
    await chat({ model: 'gpt-4o-mini', messages: hello }, {}, app);
    expect(upstreamBody().model).toBe('llama3.2:3b');
  });

  it('sends a request with an image to the vision model', async () => {
    const app = await stack.app({ env: { ANSWER_MODEL: 'text-only', VISION_MODEL: 'sees-all' } });
    const response = await chat(
      { model: 'gpt-4o', messages: withImage(dataUrl('image/png', PNG)) },
      {},
      app,
    );
    expect(response.statusCode).toBe(200);
    expect(upstreamBody().model).toBe('sees-all');
  });
});

describe('chat proxy: images', () => {
  it('refuses bytes that are not an image whatever the data URL says', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%fake\n');
    const response = await chat({
      model: 'gpt-4o',
      messages: withImage(dataUrl('image/png', pdf)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/Invalid file type/);
    expect(response.json().error.param).toBe('messages[0].content[1].image_url');
    expect(stack.fakes.openai.requests).toHaveLength(0);
  });

  it('labels an image by its bytes, not by its claim', async () => {
    await chat({ model: 'gpt-4o', messages: withImage(dataUrl('image/jpeg', PNG)) });
    const messages = upstreamBody().messages as { content: { image_url?: { url: string } }[] }[];
    expect(messages.at(-1)?.content[1]?.image_url?.url).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses an image over the upload limit by its decoded size', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await chat({
      model: 'gpt-4o',
      messages: withImage(dataUrl('image/png', big)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('File too large');
  });

  it('refuses an image by URL: the server fetches nothing for a client', async () => {
    const response = await chat({
      model: 'gpt-4o',
      messages: withImage('https://example.com/x.png'),
    });
    expect(response.statusCode).toBe(400);
    expect(stack.fakes.openai.requests).toHaveLength(0);
  });
});

describe('chat proxy: Chat Completions fields', () => {
  it('forwards stream_options, so a streamed reply ends with its usage', async () => {
    const response = await chat({
      model: 'gpt-4o',
      messages: hello,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(upstreamBody().stream_options).toEqual({ include_usage: true });
    expect(response.body).toContain('"usage"');
  });

  it('forwards response_format and caps max_completion_tokens like max_tokens', async () => {
    const format = {
      type: 'json_schema',
      json_schema: { name: 'answer', schema: { type: 'object' }, strict: true },
    };
    const response = await chat({
      model: 'gpt-4o',
      messages: hello,
      response_format: format,
      max_completion_tokens: 99999,
      seed: 7,
    });
    expect(response.statusCode).toBe(200);
    expect(upstreamBody()).toMatchObject({
      response_format: format,
      max_completion_tokens: 6000,
      seed: 7,
    });
    expect(upstreamBody()).not.toHaveProperty('max_tokens');
  });

  it('refuses tools with a clear 400 instead of dropping them', async () => {
    const response = await chat({
      model: 'gpt-4o',
      messages: hello,
      tools: [{ type: 'function', function: { name: 'lookup', parameters: {} } }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'Tools and function calling are not supported by this proxy.',
      param: 'tools',
    });
  });

  it('refuses a field it does not know, naming it', async () => {
    const response = await chat({ model: 'gpt-4o', messages: hello, logit_bias: { 50256: -100 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^Unsupported parameter: 'logit_bias'/);
  });

  it('never forwards the user field, which identifies a person', async () => {
    await chat({ model: 'gpt-4o', messages: hello, user: 'patient-42@example.org' });
    expect(upstreamBody()).not.toHaveProperty('user');
  });
});

describe('chat proxy: the system prompt is no open relay', () => {
  it("puts the product's rules before the caller's own system prompt", async () => {
    await chat({
      model: 'gpt-4o',
      messages: [{ role: 'system', content: 'You are a pirate.' }, ...hello],
    });
    const messages = upstreamBody().messages as { role: string; content: string }[];
    expect(messages[0]).toEqual({ role: 'system', content: PROXY_SYSTEM_MESSAGE });
    expect(messages[1]).toEqual({ role: 'system', content: 'You are a pirate.' });
  });

  it('caps the length of system and developer messages', async () => {
    const response = await chat({
      model: 'gpt-4o',
      messages: [{ role: 'developer', content: 'x'.repeat(12_001) }, ...hello],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('system_prompt_too_long');
  });
});

describe("chat proxy: errors in OpenAI's shape", () => {
  it('answers validation errors, the rate limit and a missing model in that shape', async () => {
    const invalid = await chat({ model: 'gpt-4o', messages: [] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({
      type: 'invalid_request_error',
      param: 'messages',
    });

    const app = await stack.app({ env: { MODEL_RATE_LIMIT_PER_MINUTE: '1' } });
    await chat({ model: 'gpt-4o', messages: hello }, {}, app);
    const limited = await chat({ model: 'gpt-4o', messages: hello }, {}, app);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      type: 'rate_limit_error',
      code: 'rate_limit_exceeded',
    });

    const none = await chat({ model: 'gpt-4o', messages: hello }, { model: false });
    expect(none.statusCode).toBe(503);
    expect(none.json().error.message).toBe('No language model is configured on this server.');
  });

  it('lets a stock OpenAI client show the message', async () => {
    const app = await stack.app({ env: { MODEL_TOKENS_PER_DAY_PER_CLIENT: '100' } });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const provider = createOpenAI({ baseURL: `${base}/api/openai`, apiKey: 'unused' });
    const error = await generateText({
      model: provider.chat('gpt-4o'),
      prompt: 'hello',
      maxRetries: 0,
    }).catch((caught: unknown) => caught);
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBe(429);
    expect((error as APICallError).message).toMatch(/daily limit of AI use/);
  });
});
