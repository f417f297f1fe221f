import type { ProgressSource, SourceOutcome, SourceOutcomes } from '../../../contract/index.ts';

/** Told when one source of a search has settled (answered, found nothing or failed). */
export type ReportSource = (source: ProgressSource, outcome: SourceOutcome) => void;

/** The status fields that say what is being searched and what has answered. */
export interface ProgressFields {
  asking?: ProgressSource[];
  sources?: SourceOutcomes;
}

export interface SourceProgress {
  /** Empty when the search announces no sources (the client then names none). */
  fields(): ProgressFields;
  report: ReportSource;
}

export const outcomeOf = (found: number): SourceOutcome => ({
  state: found > 0 ? 'found' : 'none',
  found,
});

export const UNREACHABLE: SourceOutcome = { state: 'unreachable', found: 0 };

/**
 * Keeps what each asked source said and hands the whole picture to `write` whenever one settles,
 * so the person waiting sees the sources answer one by one. A source not asked is never named.
 */
export function trackSourceProgress(
  asking: readonly ProgressSource[],
  write: (fields: ProgressFields) => void,
): SourceProgress {
  const sources: SourceOutcomes = {};
  const fields = (): ProgressFields =>
    asking.length === 0 ? {} : { asking: [...asking], sources: { ...sources } };
  return {
    fields,
    report: (source, outcome) => {
      if (!asking.includes(source) || sources[source]) return;
      sources[source] = outcome;
      write(fields());
    },
  };
}
