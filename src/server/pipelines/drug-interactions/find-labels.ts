import type { DrugLabel } from '../../sources/index.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';

/** One label per drug name asked about; the prompt carries at most three (SPEC.md section 9). */
export const MAX_LABELS = 3;

export interface FoundLabel {
  /** The name as looked up, e.g. "ibuprofen". */
  asked: string;
  label: DrugLabel;
}

/**
 * Looks every name up in parallel and keeps the best label of each. A failing lookup is logged and
 * left out, like any other source: the answer goes on with PubMed and the rest.
 */
export async function findLabels(
  names: readonly string[],
  deps: PipelineDeps,
  signal: AbortSignal,
  /** Collects 'openfda' when a lookup failed. */
  failed?: Set<string>,
): Promise<FoundLabel[]> {
  const lookups = await Promise.all(
    names.map(async (asked) => {
      try {
        const labels = await deps.sources.openFda.searchLabels(asked, { signal });
        return labels.map((label) => ({ asked, label }));
      } catch (error) {
        if (!signal.aborted) {
          failed?.add('openfda');
          deps.logger.warn(
            { source: 'openfda', err: error instanceof Error ? error.message : String(error) },
            'source failed; continuing without it',
          );
        }
        return [];
      }
    }),
  );
  const seen = new Set<string>();
  const found: FoundLabel[] = [];
  for (const hits of lookups) {
    const best = hits.find(({ label }) => !seen.has(label.setId) && label.sections.length > 0);
    if (!best) continue;
    seen.add(best.label.setId);
    found.push(best);
  }
  return found.slice(0, MAX_LABELS);
}
