import { useMemo } from 'react';
import type { CitationQuotes, Reference } from '../../../contract/index.ts';
import { quoteLookup, quotesBySource, type QuoteLookup } from '../../lib/citation-quotes.ts';

export interface QuotedCitations {
  /** For the citation context: the quote behind each marker. */
  quoteOf: QuoteLookup;
  /** For the citation context: the reference a marker's popover names. */
  referenceOf: (n: number) => Reference | undefined;
  /** For the reference list: the quotes used from each source. */
  quotesUsed: ReadonlyMap<number, readonly string[]>;
}

/** The quotes of one answer, read once per quotes part, in the shapes its views need. */
export function useQuotedCitations(
  quotes: CitationQuotes | undefined,
  references: readonly Reference[] | undefined,
): QuotedCitations {
  return useMemo(() => {
    const byNumber = new Map(references?.map((reference) => [reference.n, reference]));
    const used = new Map<number, readonly string[]>();
    for (const [n, source] of quotesBySource(quotes)) used.set(n, source.quotes);
    return {
      quoteOf: quoteLookup(quotes),
      referenceOf: (n) => byNumber.get(n),
      quotesUsed: used,
    };
  }, [quotes, references]);
}
