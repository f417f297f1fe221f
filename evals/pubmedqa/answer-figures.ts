/** What one answer's stream says about its citations, as counts a run can add up. */
import type { SearchDataTypes } from '../../src/contract/index.ts';

export interface Share {
  /** Numerator: citations that resolve, or (sentence, source) pairs with a supporting passage. */
  hits: number;
  of: number;
}

/** Citations that point at a reference, out of all the answer's citation numbers. */
export const citationsResolving = (citations: SearchDataTypes['citations']): Share => ({
  hits: citations.valid.length,
  of: citations.valid.length + citations.unmatched.length,
});

/** Every (cited sentence, cited source) pair, and those where a supporting passage was found. */
export function grounding(quotes: SearchDataTypes['quotes']): Share {
  const pairs = quotes.sentences.flatMap((sentence) => sentence.citations);
  return { hits: pairs.filter((pair) => pair.quote !== null).length, of: pairs.length };
}

/** Shares added over questions (each pair counts once), null when nothing was measured. */
export function pooled(shares: readonly (Share | null)[]): number | null {
  const measured = shares.filter((share): share is Share => share !== null);
  const of = measured.reduce((sum, share) => sum + share.of, 0);
  return of === 0 ? null : measured.reduce((sum, share) => sum + share.hits, 0) / of;
}
