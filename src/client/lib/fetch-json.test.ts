import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fetchJson, ReplyError } from './fetch-json.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

const replySchema = z.object({ text: z.string() });

describe('fetchJson', () => {
  it('returns the body as the schema reads it', async () => {
    answer({ text: 'hello', extra: 1 });
    await expect(fetchJson('/api/x', {}, replySchema)).resolves.toEqual({ text: 'hello' });
  });

  it('rejects a body the schema does not accept', async () => {
    answer({ text: 7 });
    await expect(fetchJson('/api/x', {}, replySchema)).rejects.toThrow();
  });

  it("throws the caller's text with the status and the server's own error", async () => {
    answer({ error: 'Please enter a question.' }, 400);
    const failure = fetchJson('/api/x', {}, replySchema, {
      failureText: (status) => `X failed with status ${status}`,
    });
    await expect(failure).rejects.toThrow('X failed with status 400');
    await expect(failure).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Please enter a question.',
    });
    await expect(failure).rejects.toBeInstanceOf(ReplyError);
  });

  it('says which address failed when the caller names no text, and reads no non-JSON error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(fetchJson('/api/x', {}, replySchema)).rejects.toMatchObject({
      message: '/api/x failed with status 502',
      serverMessage: undefined,
    });
  });
});
