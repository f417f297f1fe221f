import { describe, expect, it } from 'vitest';
import { citationQuotesSchema, type CitationQuotes } from '../../src/contract/index.ts';
import { readCitedSentences } from '../../src/shared/citations/index.ts';
import { foldForComparison } from '../../src/server/pipelines/steps/citations/find-support.ts';
import { QUOTE_PROMPT_MARKER } from '../../src/server/pipelines/steps/citations/quote-prompt.ts';
import { ANSWER_PROMPT_MARKER } from '../../src/server/llm/prompts/answer-prompt.ts';
import { UNSUPPORTED_CLAIM } from '../fixtures/openai/compose-fake-reply.ts';
import { FAKE_MODEL_TRIGGERS } from '../fakes/openai.ts';
import { answerText, dataOf, type StreamChunk } from './read-sse.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();
const DIABETES = 'What are the symptoms of type 2 diabetes?';

function quotesOf(chunks: readonly StreamChunk[]): CitationQuotes {
  const parts = dataOf(chunks, 'quotes');
  expect(parts).toHaveLength(1);
  return citationQuotesSchema.parse(parts[0]);
}

/** The sources' text as the answer prompt gave it to the model, folded for comparison. */
function promptSources(): string {
  const request = stack.fakes.openai.requests.find((r) => r.body.includes(ANSWER_PROMPT_MARKER));
  const body = JSON.parse(request?.body ?? '{}') as { messages?: { content: unknown }[] };
  return foldForComparison((body.messages ?? []).map((m) => JSON.stringify(m.content)).join(' '))
    .replace(/\\n/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Every cited sentence of the answer, with the quote the stream gave each of its citations. */
function quotedSentences(answer: string, quotes: CitationQuotes) {
  const byKey = new Map(quotes.sentences.map((sentence) => [sentence.key, sentence.citations]));
  return readCitedSentences(answer).map((sentence) => ({
    text: sentence.text,
    citations: byKey.get(sentence.key),
  }));
}

describe('the passage behind every citation', () => {
  it('gives every cited sentence of a model answer a quote that is verbatim in its source', async () => {
    const { chunks } = await stack.search({ query: DIABETES });
    const answer = answerText(chunks);
    const sentences = quotedSentences(answer, quotesOf(chunks));
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    const sources = promptSources();
    for (const sentence of sentences) {
      expect(sentence.citations, sentence.text).toBeDefined();
      for (const citation of sentence.citations ?? []) {
        expect(citation.quote, sentence.text).not.toBeNull();
        expect(sources).toContain(foldForComparison(citation.quote ?? ''));
      }
    }
    // Every sentence matched by words: the model was not asked to quote.
    expect(stack.fakes.openai.requests.some((r) => r.body.includes(QUOTE_PROMPT_MARKER))).toBe(
      false,
    );
    // The quotes come after the result: the answer never waits for them.
    const types = chunks.map((chunk) => chunk.type);
    expect(types.indexOf('data-quotes')).toBeGreaterThan(types.indexOf('data-result'));
  });

  it('marks a sentence its source does not support, after asking the model', async () => {
    const { chunks } = await stack.search({
      query: `${DIABETES} ${FAKE_MODEL_TRIGGERS.unsupported}`,
    });
    const sentences = quotedSentences(answerText(chunks), quotesOf(chunks));
    const unsupported = sentences.find((sentence) => sentence.text === UNSUPPORTED_CLAIM);
    expect(unsupported?.citations).toEqual([{ n: 1, quote: null }]);
    const others = sentences.filter((sentence) => sentence !== unsupported);
    expect(others.every((s) => s.citations?.every((c) => c.quote !== null))).toBe(true);
    const asked = stack.fakes.openai.requests.filter((r) => r.body.includes(QUOTE_PROMPT_MARKER));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toContain('Drinking green tea');
  });

  it('quotes the sources behind an answer written in Spanish', async () => {
    const { chunks } = await stack.search({
      query: '¿Cuáles son los síntomas de la diabetes tipo 2?',
      language: 'es',
    });
    const sentences = quotedSentences(answerText(chunks), quotesOf(chunks));
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.every((s) => s.citations?.every((c) => c.quote !== null))).toBe(true);
  });

  it('quotes the excerpts of an evidence-only answer from their own sources', async () => {
    const { chunks } = await stack.search({ query: DIABETES }, { model: false });
    const sentences = quotedSentences(answerText(chunks), quotesOf(chunks));
    expect(sentences.length).toBeGreaterThan(0);
    const quoted = sentences.flatMap((s) => s.citations ?? []);
    expect(quoted.filter((c) => c.quote === null)).toEqual([]);
  });
});
