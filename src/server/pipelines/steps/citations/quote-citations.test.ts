import { describe, expect, it, vi } from 'vitest';
import type { EvidenceItem, Llm, LlmCall } from '../../../llm/index.ts';
import { sentenceKey } from '../../../../shared/citations/index.ts';
import { quoteCitations } from './quote-citations.ts';
import { QUOTE_PROMPT_MARKER } from './quote-prompt.ts';

const evidence: EvidenceItem[] = [
  {
    reference: {
      n: 1,
      kind: 'pubmed',
      title: 'Metformin trial',
      url: 'https://pubmed.ncbi.nlm.nih.gov/1/',
    },
    text: 'RESULTS: Metformin reduced HbA1c by 1.1% compared with placebo. Nausea was the most common complaint among participants.',
  },
  {
    reference: {
      n: 2,
      kind: 'web',
      title: 'Diabetes',
      url: 'https://medlineplus.gov/diabetes.html',
    },
    text: 'Type 2 diabetes is the most common form of diabetes. Being active helps your body use insulin better.',
  },
];

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const input = (answer: string) => ({
  answer,
  evidence,
  language: 'en' as const,
  englishQuery: 'metformin',
});

/** A model whose quoting reply is `reply`; records the calls it gets. */
function quotingModel(reply: (call: LlmCall) => unknown) {
  const calls: LlmCall[] = [];
  const llm: Llm = {
    streamText: () => {
      throw new Error('not used');
    },
    generateText: () => Promise.reject(new Error('not used')),
    generateObject: <T>(call: LlmCall) => {
      calls.push(call);
      return Promise.resolve(reply(call) as T);
    },
  };
  return { llm, calls };
}

describe('quoteCitations', () => {
  it('quotes the passage behind each cited sentence without asking a model', async () => {
    const { llm, calls } = quotingModel(() => ({ quotes: [] }));
    const quotes = await quoteCitations(
      input('Metformin lowered HbA1c by 1.1% [1]. Being active helps the body use insulin [2].'),
      { llm, logger },
      new AbortController().signal,
    );
    expect(quotes.sentences).toEqual([
      {
        key: sentenceKey('Metformin lowered HbA1c by 1.1%.'),
        citations: [{ n: 1, quote: 'Metformin reduced HbA1c by 1.1% compared with placebo.' }],
      },
      {
        key: sentenceKey('Being active helps the body use insulin.'),
        citations: [{ n: 2, quote: 'Being active helps your body use insulin better.' }],
      },
    ]);
    expect(calls).toHaveLength(0);
  });

  it('marks a citation whose source does not say it, and never asks about a wrong number', async () => {
    const quotes = await quoteCitations(
      input('Metformin cured diabetes in 90% of people [1]. Insulin is made from pork [2].'),
      { llm: null, logger },
      new AbortController().signal,
    );
    expect(quotes.sentences.map((sentence) => sentence.citations)).toEqual([
      [{ n: 1, quote: null }],
      [{ n: 2, quote: null }],
    ]);
  });

  it('keeps a quote from the model only when it is verbatim in the source', async () => {
    const { llm, calls } = quotingModel((call) => {
      expect(call.system).toContain(QUOTE_PROMPT_MARKER);
      return {
        quotes: [
          { id: 1, quote: 'Nausea was the most common complaint among participants.' },
          { id: 2, quote: 'Insulin is made from pork and is safe.' },
        ],
      };
    });
    const quotes = await quoteCitations(
      input(
        'Feeling sick to the stomach was what people reported most [1]. Insulin is made from pork [2].',
      ),
      { llm, logger },
      new AbortController().signal,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.prompt).toContain('(cites source [1]) Feeling sick to the stomach');
    expect(quotes.sentences.map((sentence) => sentence.citations)).toEqual([
      [{ n: 1, quote: 'Nausea was the most common complaint among participants.' }],
      [{ n: 2, quote: null }],
    ]);
  });

  it('keeps the word matching when the model fails', async () => {
    const llm: Llm = {
      streamText: () => {
        throw new Error('not used');
      },
      generateText: () => Promise.reject(new Error('not used')),
      generateObject: () => Promise.reject(new Error('model down')),
    };
    const quotes = await quoteCitations(
      input('Metformin lowered HbA1c by 1.1% [1]. Insulin is made from pork [2].'),
      { llm, logger },
      new AbortController().signal,
    );
    expect(quotes.sentences.map((sentence) => sentence.citations[0]?.quote)).toEqual([
      'Metformin reduced HbA1c by 1.1% compared with placebo.',
      null,
    ]);
  });

  it('leaves out citations of numbers that are not references', async () => {
    const quotes = await quoteCitations(
      input('Metformin lowered HbA1c by 1.1% [1, 7]. Nothing cites a source here [9].'),
      { llm: null, logger },
      new AbortController().signal,
    );
    expect(quotes.sentences).toHaveLength(1);
    expect(quotes.sentences[0]?.citations.map((citation) => citation.n)).toEqual([1]);
  });
});
