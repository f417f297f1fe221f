// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ID_PATTERN, USER_ID_PATTERN, searchRequestSchema } from '../../contract/index.ts';
import { postSearch } from './api-client.ts';
import { USER_ID_KEY } from './local-identifiers.ts';

describe('postSearch', () => {
  const bodies: unknown[] = [];
  beforeEach(() => {
    localStorage.clear();
    bodies.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response('data: [DONE]\n\n', {
          headers: { 'content-type': 'text/event-stream' },
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the anonymous user id kept in this browser and the page session id (SPEC.md section 3)', async () => {
    await postSearch({ query: 'What is asthma?' });
    await postSearch({ query: 'What is eczema?' });
    const [first, second] = bodies as { userId: string; sessionId: string }[];
    expect(first?.userId).toMatch(USER_ID_PATTERN);
    expect(first?.userId).toBe(localStorage.getItem(USER_ID_KEY));
    expect(first?.sessionId).toMatch(SESSION_ID_PATTERN);
    expect(second).toMatchObject({ userId: first?.userId, sessionId: first?.sessionId });
    // What the client sends is what the server's contract accepts.
    expect(searchRequestSchema.safeParse(first).success).toBe(true);
  });
});
