import Fastify from 'fastify';
import { ResponseSerializationError, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorHandler } from '../request-errors.ts';
import { REFUSALS, serializerCompiler, validatorCompiler } from './contract-validation.ts';

const bodySchema = z.object({
  query: z.string().trim().min(1, 'query is required'),
  trials: z.array(z.object({ nctId: z.string() })).optional(),
});
const replySchema = z.object({ echoed: z.string() });

/** A route whose reply is `{ echoed: query }` with `extra` spread over it. */
async function appWith(extra: Record<string, unknown> = {}) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(apiErrorHandler);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/echo',
      { schema: { body: bodySchema, response: { 200: replySchema, ...REFUSALS } } },
      async (request) => ({ echoed: request.body.query, ...extra }),
    );
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof appWith>>, payload?: string, type?: string) =>
  app.inject({
    method: 'POST',
    url: '/echo',
    ...(payload === undefined ? {} : { payload }),
    ...(type ? { headers: { 'content-type': type } } : {}),
  });

describe('route schemas', () => {
  it('answers an invalid body 400 with every issue as `<path>: <message>`', async () => {
    const app = await appWith();
    const response = await post(
      app,
      JSON.stringify({ query: ' ', trials: [{}] }),
      'application/json',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error:
        'query: query is required; trials.0.nctId: Invalid input: expected string, received undefined',
    });
  });

  it('reads a missing body as {} and a text body as the string it is', async () => {
    const app = await appWith();
    const missing = await post(app);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'query: Invalid input: expected string, received undefined',
    });
    const text = await post(app, 'hello', 'text/plain');
    expect(text.json()).toEqual({ error: 'Invalid input: expected object, received string' });
  });

  it('hands the handler the parsed body (trimmed) and sends the reply as it was built', async () => {
    const app = await appWith({ extra: 'kept' });
    const response = await post(app, JSON.stringify({ query: '  asthma ' }), 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ echoed: 'asthma', extra: 'kept' });
  });

  it('refuses to send a reply off its schema: a 500, never a silent change', async () => {
    const app = await appWith({ echoed: 42 });
    const response = await post(app, JSON.stringify({ query: 'asthma' }), 'application/json');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
    });
  });

  it("throws the provider's serialization error, naming the route", () => {
    const serialize = serializerCompiler({
      schema: replySchema,
      method: 'POST',
      url: '/echo',
      httpStatus: '200',
    });
    expect(() => serialize({ echoed: 1 })).toThrow(ResponseSerializationError);
    expect(serialize({ echoed: 'x' })).toBe('{"echoed":"x"}');
  });
});
