import { describe, expect, it } from 'vitest';
import type { CitationQuotes } from '../../contract/index.ts';
import { quoteLookup, quotesBySource } from './citation-quotes.ts';

const quotes: CitationQuotes = {
  sentences: [
    {
      key: 'a',
      citations: [
        { n: 2, quote: 'Second source, first words.' },
        { n: 1, quote: 'First source.' },
      ],
    },
    { key: 'b', citations: [{ n: 1, quote: null }] },
    {
      key: 'c',
      citations: [
        { n: 2, quote: 'Second source, first words.' },
        { n: 2, quote: 'Second source, later words.' },
      ],
    },
  ],
};

describe('quoteLookup', () => {
  it('finds the quote behind a citation by its sentence and number', () => {
    const lookup = quoteLookup(quotes);
    expect(lookup('a', 1)).toEqual({ kind: 'quote', text: 'First source.' });
    expect(lookup('b', 1)).toEqual({ kind: 'not-found' });
  });

  it('says nothing (rather than "not found") for what the quotes do not name', () => {
    const lookup = quoteLookup(quotes);
    expect(lookup('b', 2)).toBeUndefined();
    expect(lookup('zzz', 1)).toBeUndefined();
    expect(lookup(undefined, 1)).toBeUndefined();
    expect(quoteLookup(undefined)('a', 1)).toBeUndefined();
  });
});

describe('quotesBySource', () => {
  it('gives each source its quotes once, in answer order, and the sentences it does not support', () => {
    const bySource = quotesBySource(quotes);
    expect(bySource.get(2)).toEqual({
      quotes: ['Second source, first words.', 'Second source, later words.'],
      notFound: [],
    });
    expect(bySource.get(1)).toEqual({ quotes: ['First source.'], notFound: ['b'] });
    expect(quotesBySource(undefined).size).toBe(0);
  });
});
