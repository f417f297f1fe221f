import { createContext, useContext } from 'react';
import type { Reference } from '../../../contract/index.ts';
import type { QuoteLookup } from '../../lib/citation-quotes.ts';

export interface CitationTargets {
  /** True when the number points at an entry of the reference list. */
  isLinked: (n: number) => boolean;
  /** Opens the reference list if needed and brings entry `n` into view. */
  showReference: (n: number) => void;
  /**
   * The quote behind a citation, by its sentence's key: absent or undefined until the quotes
   * arrive, and then markers behave as they did without quotes.
   */
  quoteOf?: QuoteLookup;
  /** The reference numbered `n`, to name it beside its quote. */
  referenceOf?: (n: number) => Reference | undefined;
}

const CitationContext = createContext<CitationTargets | null>(null);

export const CitationProvider = CitationContext.Provider;

export function useCitationTargets(): CitationTargets {
  const targets = useContext(CitationContext);
  if (!targets) throw new Error('useCitationTargets must be used inside a CitationProvider');
  return targets;
}
