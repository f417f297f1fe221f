import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildSharePayload,
  decodeSharePayload,
  encodeSharePayload,
  SHARE_INVALID_DATA_TEXT,
  SHARE_NO_DATA_TEXT,
  shareAsText,
  SHARED_QUOTE_MAX_CHARS,
  shortenQuote,
  type SharePayload,
} from './share.ts';
import type { CitationQuotes } from './citation-quotes.ts';
import { KNOWLEDGE_LEVELS, SEARCH_TYPES } from './vocabulary.ts';
import type { ConversationMessage } from './conversation-message.ts';
import { MEDICAL_DISCLAIMER } from './fixed-texts.ts';

const at = '2026-03-01T10:00:00.000Z';
const message = (
  type: 'user' | 'assistant',
  content: string,
  id = `${type}-${content}`,
): ConversationMessage => ({
  id,
  type,
  content,
  timestamp: at,
  searchType: 'health-info',
  medicalKnowledgeLevel: 'no-medical-experience',
});

const payloadArbitrary: fc.Arbitrary<SharePayload> = fc.record({
  generatedAt: fc.constant(at),
  messages: fc.tuple(
    fc.record({
      type: fc.constant('user' as const),
      content: fc.string({ unit: 'grapheme', maxLength: 200 }),
      timestamp: fc.constant(at),
      searchType: fc.constantFrom(...SEARCH_TYPES),
      medicalKnowledgeLevel: fc.constantFrom(...KNOWLEDGE_LEVELS),
    }),
    fc.record({
      type: fc.constant('assistant' as const),
      content: fc.string({ unit: 'binary', maxLength: 200 }),
      timestamp: fc.constant(at),
      searchType: fc.constantFrom(...SEARCH_TYPES),
      medicalKnowledgeLevel: fc.constantFrom(...KNOWLEDGE_LEVELS),
    }),
  ),
});

function sharable(messages: ConversationMessage[]): SharePayload {
  const payload = buildSharePayload(messages, new Date(at));
  if (!payload) throw new Error('expected a sharable conversation');
  return payload;
}

describe('share links', () => {
  it('shares the first user and the first assistant message only', () => {
    const payload = buildSharePayload(
      [
        message('user', 'q1'),
        message('assistant', 'a1'),
        message('user', 'q2'),
        message('assistant', 'a2'),
      ],
      new Date(at),
    );
    expect(payload?.messages.map((m) => m.content)).toEqual(['q1', 'a1']);
    expect(payload?.messages[0]).not.toHaveProperty('id');
    expect(payload?.generatedAt).toBe(at);
  });

  it('cannot share without both a user and an assistant message', () => {
    expect(buildSharePayload([], new Date(at))).toBeUndefined();
    expect(buildSharePayload([message('user', 'q')], new Date(at))).toBeUndefined();
    expect(buildSharePayload([message('assistant', 'a')], new Date(at))).toBeUndefined();
  });

  it('round-trips Arabic, Chinese, Hindi and emoji', () => {
    const payload = sharable([
      message('user', 'ما هو الربو؟ 哮喘是什么 अस्थमा क्या है 🫁👩🏽‍⚕️'),
      message('assistant', '## Überblick\n\n✅ [1]'),
    ]);
    const data = encodeSharePayload(payload);
    expect(data).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeSharePayload(data)).toEqual({ ok: true, payload });
  });

  it('round-trips any Unicode content, also through a query string', () => {
    fc.assert(
      fc.property(payloadArbitrary, (payload) => {
        const data = encodeSharePayload(payload);
        expect(decodeSharePayload(data)).toEqual({ ok: true, payload });
        const viaUrl = new URL(`https://example.org/shared-conversation?data=${data}`);
        expect(decodeSharePayload(viaUrl.searchParams.get('data'))).toEqual({ ok: true, payload });
      }),
    );
  });

  it('reads the two fallback forms: percent-encoded base64 and plain JSON', () => {
    const payload = sharable([message('user', 'q+/?'), message('assistant', 'a 🫁')]);
    const encodedTwice = encodeURIComponent(encodeSharePayload(payload));
    expect(decodeSharePayload(encodedTwice)).toEqual({ ok: true, payload });
    expect(decodeSharePayload(JSON.stringify(payload))).toEqual({ ok: true, payload });
  });

  it('says which error: no data, or corrupt data', () => {
    expect(decodeSharePayload(null)).toEqual({ ok: false, error: SHARE_NO_DATA_TEXT });
    expect(decodeSharePayload('  ')).toEqual({ ok: false, error: SHARE_NO_DATA_TEXT });
    expect(decodeSharePayload('%%%not base64')).toEqual({
      ok: false,
      error: SHARE_INVALID_DATA_TEXT,
    });
    const wrongShape = btoa(JSON.stringify({ generatedAt: at, messages: [{ type: 'system' }] }));
    expect(decodeSharePayload(wrongShape)).toEqual({ ok: false, error: SHARE_INVALID_DATA_TEXT });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (data) => {
        const result = decodeSharePayload(data);
        if (!result.ok)
          expect([SHARE_NO_DATA_TEXT, SHARE_INVALID_DATA_TEXT]).toContain(result.error);
      }),
    );
  });

  it('writes the conversation as text with the disclaimer', () => {
    const payload = sharable([
      message('user', 'What is asthma?'),
      message('assistant', 'A lung condition.'),
    ]);
    const text = shareAsText(payload, 'Nova');
    expect(text).toContain('You (');
    expect(text).toContain('Nova (');
    expect(text).toContain('What is asthma?');
    expect(text).toContain('Medical Disclaimer:');
  });
});

describe('share links with references', () => {
  const reference = {
    n: 1,
    kind: 'pubmed' as const,
    title: 'Presenting symptoms of type 2 diabetes: a cohort study',
    url: 'https://pubmed.ncbi.nlm.nih.gov/99000101/',
    pmid: '99000101',
    studyType: 'cohort' as const,
  };

  it('carries the answer references through a link and back', () => {
    const payload = buildSharePayload(
      [message('user', 'q'), message('assistant', 'a [1]')],
      new Date(at),
      [reference],
    );
    if (!payload) throw new Error('expected a payload');
    const decoded = decodeSharePayload(encodeSharePayload(payload));
    expect(decoded.ok && decoded.payload.messages[1]?.references).toEqual([reference]);
    expect(decoded.ok && decoded.payload.messages[0]).not.toHaveProperty('references');
  });

  it('still opens a link made before references were shared', () => {
    const old = btoa(
      JSON.stringify({
        generatedAt: at,
        messages: [
          {
            type: 'user',
            content: 'q',
            timestamp: at,
            searchType: 'health-info',
            medicalKnowledgeLevel: 'no-medical-experience',
          },
          {
            type: 'assistant',
            content: 'a',
            timestamp: at,
            searchType: 'health-info',
            medicalKnowledgeLevel: 'no-medical-experience',
          },
        ],
      }),
    );
    const decoded = decodeSharePayload(old);
    expect(decoded.ok).toBe(true);
    expect(decoded.ok && decoded.payload.messages[1]?.references).toBeUndefined();
  });

  it('carries the answer language, and reads one it does not know as none', () => {
    const payload = buildSharePayload(
      [message('user', 'q'), message('assistant', 'a')],
      new Date(at),
      undefined,
      'hi',
    );
    const decoded = decodeSharePayload(encodeSharePayload(payload as SharePayload));
    expect(decoded.ok && decoded.payload.messages[1]?.language).toBe('hi');
    expect(decoded.ok && decoded.payload.messages[0]).not.toHaveProperty('language');
    const unknown = decodeSharePayload(
      JSON.stringify({
        ...payload,
        messages: payload?.messages.map((m) => ({ ...m, language: 'xx' })),
      }),
    );
    expect(unknown.ok).toBe(true);
    expect(unknown.ok && unknown.payload.messages[1]?.language).toBeUndefined();
  });

  it('writes the disclaimer it is given, SPEC.md’s English by default', () => {
    const payload = sharable([message('user', 'q'), message('assistant', 'a')]);
    expect(shareAsText(payload, 'Nova').endsWith(MEDICAL_DISCLAIMER)).toBe(true);
    expect(shareAsText(payload, 'Nova', 'Aviso médico: x').endsWith('Aviso médico: x')).toBe(true);
  });

  it('reads a study type it does not know as none instead of rejecting the link', () => {
    const payload = buildSharePayload(
      [message('user', 'q'), message('assistant', 'a')],
      new Date(at),
      [{ ...reference, studyType: 'umbrella-review' as never }],
    );
    const decoded = decodeSharePayload(JSON.stringify(payload));
    expect(decoded.ok).toBe(true);
    expect(decoded.ok && decoded.payload.messages[1]?.references?.[0]?.studyType).toBeUndefined();
  });

  describe('quotes', () => {
    const quotes: CitationQuotes = {
      sentences: [
        { key: 'a1', citations: [{ n: 1, quote: 'Blood pressure fell by 10 mmHg.' }] },
        { key: 'b2', citations: [{ n: 1, quote: null }] },
      ],
    };
    const conversation = [message('user', 'q'), message('assistant', 'It falls [1]. Not [1].')];

    it('carries the quotes behind the citations through a link and back', () => {
      const payload = buildSharePayload(conversation, new Date(at), [reference], 'en', quotes);
      if (!payload) throw new Error('expected a payload');
      const decoded = decodeSharePayload(encodeSharePayload(payload));
      expect(decoded.ok && decoded.payload.messages[1]?.quotes).toEqual(quotes);
      expect(decoded.ok && decoded.payload.messages[0]).not.toHaveProperty('quotes');
    });

    it('leaves them out when there are none, and old links read as having none', () => {
      const payload = buildSharePayload(conversation, new Date(at), [reference], 'en', {
        sentences: [],
      });
      expect(payload?.messages[1]).not.toHaveProperty('quotes');
      const old = decodeSharePayload(encodeSharePayload(sharable(conversation)));
      expect(old.ok && old.payload.messages[1]?.quotes).toBeUndefined();
    });

    it('reads quotes that do not parse as none instead of rejecting the link', () => {
      const payload = sharable(conversation);
      const broken = decodeSharePayload(
        JSON.stringify({
          ...payload,
          messages: payload.messages.map((m) => ({
            ...m,
            quotes: { sentences: [{ key: 'NOT A KEY', citations: [] }] },
          })),
        }),
      );
      expect(broken.ok).toBe(true);
      expect(broken.ok && broken.payload.messages[1]?.quotes).toBeUndefined();
      expect(broken.ok && broken.payload.messages[1]?.content).toBe('It falls [1]. Not [1].');
    });

    it('caps them so links stay short: 60 sentences, quotes cut at a word', () => {
      const long = `${'word '.repeat(100)}end.`;
      const many: CitationQuotes = {
        sentences: Array.from({ length: 90 }, (_, index) => ({
          key: index.toString(36),
          citations: [{ n: 1, quote: long.slice(0, 400) }],
        })),
      };
      const payload = buildSharePayload(conversation, new Date(at), [reference], 'en', many);
      const shared = payload?.messages[1]?.quotes;
      expect(shared?.sentences).toHaveLength(60);
      const quote = shared?.sentences[0]?.citations[0]?.quote ?? '';
      expect(quote.length).toBeLessThanOrEqual(SHARED_QUOTE_MAX_CHARS);
      expect(quote).toMatch(/ word…$/u);
      const decoded = decodeSharePayload(encodeSharePayload(payload as SharePayload));
      expect(decoded.ok && decoded.payload.messages[1]?.quotes?.sentences).toHaveLength(60);
    });

    it('cuts a quote at a word boundary, and leaves a short one alone', () => {
      expect(shortenQuote('Blood pressure fell sharply.', 20)).toBe('Blood pressure fell…');
      expect(shortenQuote('Short.', 20)).toBe('Short.');
    });
  });
});
