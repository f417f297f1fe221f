import { createContext, useContext } from 'react';

export interface CitationTargets {
  /** True when the number points at an entry of the reference list. */
  isLinked: (n: number) => boolean;
  /** Opens the reference list if needed and brings entry `n` into view. */
  showReference: (n: number) => void;
}

const CitationContext = createContext<CitationTargets | null>(null);

export const CitationProvider = CitationContext.Provider;

export function useCitationTargets(): CitationTargets {
  const targets = useContext(CitationContext);
  if (!targets) throw new Error('useCitationTargets must be used inside a CitationProvider');
  return targets;
}
