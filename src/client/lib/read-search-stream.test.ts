import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_ERROR_TEXT, type Reference, type SearchResult } from '../../contract/index.ts';
import {
  readSearchStream,
  SearchStreamError,
  streamSearch,
  type SearchSnapshot,
} from './read-search-stream.ts';
import { SearchRequestError } from './api-client.ts';
import { sseBody, textChunks, toSseText, type FixtureChunk } from '../test-support/sse-fixture.ts';

const reference: Reference = {
  n: 1,
  kind: 'pubmed',
  title: 'Blood pressure lowering and cardiovascular outcomes',
  url: 'https://pubmed.ncbi.nlm.nih.gov/123456/',
  source: 'Lancet',
  year: '2021',
  authors: ['Smith J', 'Doe A'],
  pmid: '123456',
};

const result: SearchResult = {
  query: 'How is hypertension treated? – ünïcødé ✓',
  summary: 'Treatment starts with lifestyle changes [1].',
  references: ['[1] Smith J, Doe A. Blood pressure lowering. Lancet. 2021. PMID: 123456.'],
  timestamp: '2025-01-01T10:00:00.000Z',
  medicalKnowledgeLevel: 'no-medical-experience',
  searchType: 'health-info',
  language: 'en',
  sources: { firecrawl: false, pubmed: true, clinicalTrials: false, medlinePlus: true, label: 'x' },
  answerMode: 'ai-summary',
  emergency: false,
};

const happyChunks: FixtureChunk[] = [
  { type: 'start', messageId: 'm1' },
  { type: 'data-status', data: { phase: 'searching', answerMode: 'ai-summary' } },
  { type: 'data-references', data: { references: [reference] } },
  ...textChunks('t1', ['Treatment starts ', 'with lifestyle – ✓ ', 'changes [1].']),
  { type: 'data-citations', data: { valid: [1], unmatched: [] } },
  { type: 'data-result', data: result },
  { type: 'finish' },
];

async function collect(iterable: AsyncIterable<SearchSnapshot>): Promise<SearchSnapshot[]> {
  const snapshots: SearchSnapshot[] = [];
  for await (const snapshot of iterable) snapshots.push(snapshot);
  return snapshots;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readSearchStream', () => {
  it('turns a real SSE body into growing, validated snapshots', async () => {
    const body = new Response(sseBody(toSseText(happyChunks))).body;
    if (!body) throw new Error('no body');
    const snapshots = await collect(readSearchStream(body));

    const last = snapshots.at(-1);
    expect(last?.text).toBe('Treatment starts with lifestyle – ✓ changes [1].');
    expect(last?.references).toEqual([reference]);
    expect(last?.citations).toEqual({ valid: [1], unmatched: [] });
    expect(last?.result).toEqual(result);
    expect(last?.status?.answerMode).toBe('ai-summary');

    const firstWithText = snapshots.findIndex((snapshot) => snapshot.text !== '');
    expect(firstWithText).toBeGreaterThan(0);
    expect(snapshots[firstWithText - 1]?.references).toEqual([reference]);
    const texts = snapshots.map((snapshot) => snapshot.text);
    expect(texts).toContain('Treatment starts ');
  });

  it('gives the same result when frames and UTF-8 sequences are split across reads', async () => {
    const whole = await collect(readSearchStream(sseBody(toSseText(happyChunks))));
    const split = await collect(readSearchStream(sseBody(toSseText(happyChunks), 3)));
    expect(split.at(-1)).toEqual(whole.at(-1));
  });

  it('drops data parts that fail their schema and lines that are not chunks', async () => {
    const onInvalidChunk = vi.fn();
    const text = toSseText([
      { type: 'start' },
      { type: 'data-references', data: { references: [{ n: 'one', title: 1 }] } },
      { type: 'data-unknown-part', data: { anything: true } },
      { type: 'not-a-chunk-type', foo: 1 },
      ...textChunks('t', ['Hello']),
      { type: 'data-citations', data: { valid: [1], unmatched: [2] } },
      { type: 'finish' },
    ]).replace('data: [DONE]', 'data: {not json\n\ndata: [DONE]');
    const snapshots = await collect(readSearchStream(sseBody(text), { onInvalidChunk }));

    expect(snapshots.at(-1)).toEqual({ text: 'Hello', citations: { valid: [1], unmatched: [2] } });
    expect(onInvalidChunk).toHaveBeenCalledTimes(4);
  });

  it('carries the quotes that follow the result, and drops a quotes part that fails its schema', async () => {
    const quotes = {
      sentences: [{ key: 'k3x9a', citations: [{ n: 1, quote: 'Lifestyle changes come first.' }] }],
    };
    const valid = await collect(
      readSearchStream(
        sseBody(
          toSseText([
            ...happyChunks.slice(0, -1),
            { type: 'data-quotes', data: quotes },
            { type: 'finish' },
          ]),
        ),
      ),
    );
    expect(valid.at(-1)?.quotes).toEqual(quotes);
    // Until the part arrives the markers behave as before: no quotes at all.
    expect(valid.find((snapshot) => snapshot.result)?.quotes).toBeUndefined();

    const onInvalidChunk = vi.fn();
    const bad = { sentences: [{ key: 'NOT A KEY', citations: [{ n: 0, quote: '' }] }] };
    const invalid = await collect(
      readSearchStream(
        sseBody(
          toSseText([
            ...happyChunks.slice(0, -1),
            { type: 'data-quotes', data: bad },
            { type: 'finish' },
          ]),
        ),
        { onInvalidChunk },
      ),
    );
    expect(invalid.at(-1)?.quotes).toBeUndefined();
    expect(invalid.at(-1)?.result).toEqual(result);
    expect(onInvalidChunk).toHaveBeenCalledTimes(1);
  });

  it('keeps the warning the server sends for critical conditions', async () => {
    const warning = {
      kind: 'emergency',
      text: 'Call 911',
      bannerText: 'Banner',
      categories: ['cardiac'],
    };
    const snapshots = await collect(
      readSearchStream(
        sseBody(
          toSseText([
            { type: 'start' },
            ...textChunks('w', ['Call 911']),
            { type: 'data-warning', data: warning },
            { type: 'finish' },
          ]),
        ),
      ),
    );
    expect(snapshots.at(-1)?.warning).toEqual(warning);
  });

  it('reads a warning without categories (an older server) as naming none', async () => {
    const warning = { kind: 'emergency', text: 'Call 911', bannerText: 'Banner' };
    const snapshots = await collect(
      readSearchStream(
        sseBody(
          toSseText([
            { type: 'start' },
            { type: 'data-warning', data: warning },
            { type: 'finish' },
          ]),
        ),
      ),
    );
    expect(snapshots.at(-1)?.warning).toEqual({ ...warning, categories: [] });
  });

  it('throws SearchStreamError on an error chunk, after yielding what came before', async () => {
    const seen: SearchSnapshot[] = [];
    const run = async (): Promise<void> => {
      const text = toSseText([
        { type: 'start' },
        ...textChunks('t', ['Partial']),
        { type: 'error', errorText: SEARCH_ERROR_TEXT },
        { type: 'finish' },
      ]);
      for await (const snapshot of readSearchStream(sseBody(text))) seen.push(snapshot);
    };
    await expect(run()).rejects.toThrow(new SearchStreamError(SEARCH_ERROR_TEXT));
    expect(seen.at(-1)?.text).toBe('Partial');
  });

  it('treats a stream that stops before finishing as an error', async () => {
    const text = `data: ${JSON.stringify({ type: 'start' })}\n\ndata: ${JSON.stringify({ type: 'text-start', id: 't' })}\n\n`;
    await expect(collect(readSearchStream(sseBody(text)))).rejects.toBeInstanceOf(
      SearchStreamError,
    );
  });

  it('stops with an AbortError when the signal aborts mid-stream', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(toSseText([{ type: 'start' }]).split('data: [DONE]')[0]));
        controller.enqueue(
          encoder.encode(`data: ${JSON.stringify({ type: 'text-start', id: 't' })}\n\n`),
        );
        controller.enqueue(
          encoder.encode(
            `data: ${JSON.stringify({ type: 'text-delta', id: 't', delta: 'Hi' })}\n\n`,
          ),
        );
        // Never closes: only the abort can end this read.
      },
    });
    const controller = new AbortController();
    const run = async (): Promise<string> => {
      for await (const snapshot of readSearchStream(body, { signal: controller.signal })) {
        if (snapshot.text === 'Hi') controller.abort();
      }
      return 'finished';
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('streamSearch', () => {
  it('posts the request and reads the reply', async () => {
    const fetchMock = vi.fn(async () => new Response(sseBody(toSseText(happyChunks))));
    vi.stubGlobal('fetch', fetchMock);
    const snapshots = await collect(streamSearch({ query: 'hypertension' }));
    expect(snapshots.at(-1)?.result?.answerMode).toBe('ai-summary');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/search',
      expect.objectContaining({ method: 'POST' }),
    );
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    // The anonymous ids of SPEC.md section 3 travel with the question, for the search's trace.
    expect(JSON.parse(String(init.body))).toEqual({
      query: 'hypertension',
      userId: expect.stringMatching(/^user_/),
      sessionId: expect.stringMatching(/^session_/),
    });
  });

  it("rejects with the server's message when the body is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Please enter a question.' }, { status: 400 })),
    );
    const error: unknown = await collect(streamSearch({ query: ' ' })).catch((caught) => caught);
    expect(error).toBeInstanceOf(SearchRequestError);
    expect((error as SearchRequestError).serverMessage).toBe('Please enter a question.');
  });

  it('rejects without a server message on other failures', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 502 })),
    );
    const error: unknown = await collect(streamSearch({ query: 'x' })).catch((caught) => caught);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined });
  });
});
