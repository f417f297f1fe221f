import type { CitationQuotes } from '../../contract/index.ts';

/** What the answer knows about one citation of one sentence. */
export type CitationQuote =
  /** The words of the source behind the sentence. */
  | { kind: 'quote'; text: string }
  /** The source was checked and no passage of it supports the sentence. */
  | { kind: 'not-found' };

/** Finds the quote behind citation `n` of the sentence keyed `sentence`, if any was sent. */
export type QuoteLookup = (sentence: string | undefined, n: number) => CitationQuote | undefined;

/** No quotes (yet): markers behave as they did before quotes existed. */
export const NO_QUOTES: QuoteLookup = () => undefined;

/**
 * A lookup over the quotes part. A marker whose sentence or number the part does not name gets
 * undefined rather than "not found": only the server's own verdict marks a citation unsupported.
 */
export function quoteLookup(quotes: CitationQuotes | undefined): QuoteLookup {
  if (!quotes) return NO_QUOTES;
  const bySentence = new Map<string, Map<number, string | null>>();
  for (const sentence of quotes.sentences) {
    const citations = bySentence.get(sentence.key) ?? new Map<number, string | null>();
    for (const { n, quote } of sentence.citations) if (!citations.has(n)) citations.set(n, quote);
    bySentence.set(sentence.key, citations);
  }
  return (sentence, n) => {
    if (sentence === undefined) return undefined;
    const quote = bySentence.get(sentence)?.get(n);
    if (quote === undefined) return undefined;
    return quote === null ? { kind: 'not-found' } : { kind: 'quote', text: quote };
  };
}

/** What the answer took from one source, for its entry in the reference list and the export. */
export interface SourceQuotes {
  /** Distinct quotes, in the order the answer first uses them. */
  quotes: string[];
  /** Keys of the sentences citing this source that it does not support, in answer order. */
  notFound: string[];
}

/** The quotes used from each source number, deduplicated, in answer order. */
export function quotesBySource(quotes: CitationQuotes | undefined): Map<number, SourceQuotes> {
  const bySource = new Map<number, SourceQuotes>();
  for (const sentence of quotes?.sentences ?? []) {
    for (const { n, quote } of sentence.citations) {
      const entry = bySource.get(n) ?? { quotes: [], notFound: [] };
      if (quote === null) {
        if (!entry.notFound.includes(sentence.key)) entry.notFound.push(sentence.key);
      } else if (!entry.quotes.includes(quote)) {
        entry.quotes.push(quote);
      }
      bySource.set(n, entry);
    }
  }
  return bySource;
}
