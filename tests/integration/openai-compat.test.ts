import { describe, expect, it } from 'vitest';
import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, generateText } from 'ai';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();
const hello = [{ role: 'user', content: 'hello' }];
const UNKNOWN = {
  message: 'The model `gpt-9` does not exist or you do not have access to it.',
  type: 'invalid_request_error',
  param: 'model',
  code: 'model_not_found',
};

describe('the OpenAI-compatible proxy, as plain HTTP clients see it', () => {
  it("answers an unknown model 404 model_not_found in OpenAI's shape", async () => {
    const app = await stack.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/openai/chat/completions',
      payload: { model: 'gpt-9', messages: hello },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: UNKNOWN });
    expect(stack.fakes.openai.requests).toHaveLength(0);
  });

  it("lists the models it accepts in OpenAI's shape, and looks one up", async () => {
    const app = await stack.app({ env: { ANSWER_MODEL: 'llama3.1:8b' } });
    const list = await app.inject('/api/openai/models');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.object).toBe('list');
    const ids = body.data.map((model: { id: string }) => model.id);
    expect(ids).toEqual(
      expect.arrayContaining(['llama3.1:8b', 'gpt-4o', 'gpt-4o-mini', 'default']),
    );
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      object: 'model',
      created: expect.any(Number),
      owned_by: 'nova-health',
    });
    expect((await app.inject('/api/openai/models/gpt-4o')).json().id).toBe('gpt-4o');
    const missing = await app.inject('/api/openai/models/gpt-9');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: UNKNOWN });
  });

  it('says no model is configured when listing models in evidence-only mode', async () => {
    const app = await stack.app({ model: false });
    const response = await app.inject('/api/openai/models');
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe('No language model is configured on this server.');
  });

  it('gives the rate limit a code and a Retry-After', async () => {
    const app = await stack.app({ env: { MODEL_RATE_LIMIT_PER_MINUTE: '1' } });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/openai/chat/completions',
        payload: { model: 'gpt-4o', messages: hello },
      });
    await send();
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      type: 'rate_limit_error',
      code: 'rate_limit_exceeded',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it("answers a path it does not serve in OpenAI's shape, naming the one it does", async () => {
    const app = await stack.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/openai/responses',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ type: 'invalid_request_error' });
    expect(response.json().error.message).toMatch(/\/api\/openai\/chat\/completions/);
  });
});

describe('malformed JSON', () => {
  it("answers the chat proxy in OpenAI's shape, naming no engine", async () => {
    const app = await stack.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/openai/chat/completions',
      headers: { 'content-type': 'application/json' },
      payload: '{"model": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        message: 'We could not parse the JSON body of your request: it is not valid JSON.',
        type: 'invalid_request_error',
        code: 'invalid_json',
        param: null,
      },
    });
  });
});

describe('every reply carries x-request-id', () => {
  it('on success, refusals, unknown paths, the stream and the proxy; echoes a plain caller id', async () => {
    const app = await stack.app();
    const replies = [
      await app.inject('/api/health'),
      await app.inject('/api/nope'),
      await app.inject({ method: 'POST', url: '/api/search', payload: { query: '' } }),
      // The answer stream, whose headers are written by hand.
      await app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { query: 'What is asthma?' },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/openai/chat/completions',
        payload: { model: 'gpt-9', messages: hello },
      }),
    ];
    const ids = replies.map((reply) => String(reply.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const echoed = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const hostile = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(hostile.headers['x-request-id']).not.toBe('a b<script>');
  });
});

describe("the product's own routes", () => {
  it("answer malformed JSON in the product's { error } shape", async () => {
    const app = await stack.app();
    for (const url of ['/api/search', '/api/pubmed/search', '/api/clinical-trials/search']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"query": ',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: 'The request body is not valid JSON.' });
    }
  });
});

describe('an AI SDK client (@ai-sdk/openai) pointed at the proxy', () => {
  async function provider() {
    const app = await stack.app();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return createOpenAI({ baseURL: `${base}/api/openai`, apiKey: 'unused' });
  }
  const failure = (promise: Promise<unknown>) => promise.catch((caught: unknown) => caught);

  it('shows the unknown-model message, not a JSON string', async () => {
    const openai = await provider();
    const error = await failure(
      generateText({ model: openai.chat('gpt-9'), prompt: 'hello', maxRetries: 0 }),
    );
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBe(404);
    expect((error as APICallError).message).toBe(UNKNOWN.message);
  });

  it('shows which API to use when the default Responses API is called', async () => {
    const openai = await provider();
    const error = await failure(
      generateText({ model: openai('gpt-4o'), prompt: 'hello', maxRetries: 0 }),
    );
    expect(APICallError.isInstance(error)).toBe(true);
    const message = (error as APICallError).message;
    expect(message).not.toMatch(/^\{/);
    expect(message).toMatch(/provider\.chat\(model\)/);
  });

  it('answers through the chat API', async () => {
    const openai = await provider();
    const { text } = await generateText({ model: openai.chat('gpt-4o'), prompt: 'hello' });
    expect(text.length).toBeGreaterThan(0);
  });
});
