import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from './search-request.ts';
import { traceErrorRequestSchema, traceRequestSchema } from './tracing.ts';

const ids = { userId: 'user_lx4k2p1a_3f9c0a7b12de', sessionId: 'session_lx4k2p1a_9a8b7c6d5e4f' };

describe('anonymous ids on a search request', () => {
  it('are optional and accepted in their SPEC.md shape, also the original app’s', () => {
    expect(searchRequestSchema.parse({ query: 'asthma' }).userId).toBeUndefined();
    expect(searchRequestSchema.parse({ query: 'asthma', ...ids })).toMatchObject(ids);
    const legacy = {
      userId: 'user_1700000000000_k3j9x2m1q',
      sessionId: 'session_1700000000000_a1b2c3',
    };
    expect(searchRequestSchema.safeParse({ query: 'asthma', ...legacy }).success).toBe(true);
  });

  it('accept any random part, as SPEC.md shapes them', () => {
    for (const userId of ['user_1_a', 'user_1_2', 'user_lx4k2p1a_K3J9']) {
      expect(searchRequestSchema.safeParse({ query: 'asthma', userId }).success).toBe(true);
    }
  });

  it.each(['Mary Johnson', 'user_', 'user_1_', 'session_abc_0123456789ab', 'user_abc_<script>'])(
    'refuse the user id %j',
    (userId) => {
      expect(searchRequestSchema.safeParse({ query: 'asthma', userId }).success).toBe(false);
    },
  );

  it('leave the attachment rule in place', () => {
    const image = { base64: 'iVBORw0KGgo=', fileName: 'a.png' };
    const refused = searchRequestSchema.safeParse({ query: 'x', documentData: image, ...ids });
    expect(refused.success).toBe(false);
  });
});

describe('tracing bodies (SPEC.md section 7, calls 9 and 10)', () => {
  it('take the documented fields', () => {
    const trace = traceRequestSchema.parse({
      userInput: 'What is asthma?',
      searchType: 'health-info',
      selectedLanguage: 'es',
      knowledgeLevel: 'medical-expert',
      aiResponse: 'An answer',
      timestamp: '2025-03-01T10:00:00.000Z',
      additionalInfo: { references: 3, sources: ['PubMed'] },
      ...ids,
    });
    expect(trace).toMatchObject({ selectedLanguage: 'es', userId: ids.userId });
    const error = traceErrorRequestSchema.parse({
      error: { message: 'boom', stack: 'Error: boom\n at x' },
      context: {
        userInput: 'q',
        searchType: 'lab-report',
        selectedLanguage: 'en',
        userId: ids.userId,
      },
    });
    expect(error.context.searchType).toBe('lab-report');
    expect(traceErrorRequestSchema.parse({ error: { message: 'boom' } }).context).toEqual({});
  });
});
