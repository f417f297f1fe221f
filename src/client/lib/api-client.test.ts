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

  it('clears the question and the conversation of identifiers before they leave the browser', async () => {
    await postSearch({
      query: 'My husband John Miller, born 5 de mayo de 1950, has Crohn disease',
      patientInfo: 'Call 0171 2345678',
      location: '221b Baker Street, London NW1 6XE',
      conversationContext: [
        {
          id: 'a1',
          type: 'assistant',
          content: 'John, Crohn disease is treatable.',
          timestamp: '2026-01-01T00:00:00.000Z',
          searchType: 'health-info',
          medicalKnowledgeLevel: 'no-medical-experience',
        },
      ],
    });
    const sent = JSON.stringify(bodies[0]);
    expect(sent).not.toMatch(/John|Miller|mayo de 1950|2345678|221b|NW1/);
    expect(sent).toContain('Crohn disease');
    expect(bodies[0]).toMatchObject({ location: 'London' });
    expect(searchRequestSchema.safeParse(bodies[0]).success).toBe(true);
  });
});
