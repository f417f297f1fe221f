import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SEARCH_ERROR_TEXT } from '../../contract/index.ts';
import { writeSearchStream, type SearchStreamWriter } from './search-stream.ts';

/** Collects what a search writes, and resolves once the reply ends. */
function fakeResponse() {
  let body = '';
  let ended!: () => void;
  const done = new Promise<void>((resolve) => (ended = resolve));
  const out = {
    destroyed: false,
    writableEnded: false,
    write(chunk: string) {
      body += chunk;
      return true;
    },
    end(chunk: string) {
      body += chunk;
      out.writableEnded = true;
      ended();
    },
  };
  return { out: out as unknown as ServerResponse, done, body: () => body };
}

describe('writeSearchStream', () => {
  it('answers a pipeline that throws before its first await with the search error text', async () => {
    const reply = fakeResponse();
    const errors: unknown[] = [];
    writeSearchStream(
      reply.out,
      () => {
        throw new Error('boom');
      },
      (error) => errors.push(error),
    );
    await reply.done;
    expect(reply.body()).toContain(JSON.stringify({ type: 'error', errorText: SEARCH_ERROR_TEXT }));
    expect(reply.body()).toContain('"finishReason":"error"');
    expect(reply.body().endsWith('data: [DONE]\n\n')).toBe(true);
    expect(errors).toHaveLength(1);

    // The searches after it still start.
    const next = fakeResponse();
    writeSearchStream(
      next.out,
      async (writer: SearchStreamWriter) => writer.text('Hello'),
      () => undefined,
    );
    await next.done;
    expect(next.body()).toContain('"delta":"Hello"');
    expect(next.body()).toContain('"finishReason":"stop"');
  });
});
