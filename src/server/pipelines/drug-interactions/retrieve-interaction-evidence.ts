import { LIMITS } from '../../../contract/index.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { orEmpty, type RetrievedEvidence } from '../steps/retrieve-evidence.ts';
import type { ReportSource } from '../steps/source-progress.ts';
import { unreachableNames } from '../steps/unreachable-sources.ts';

/** SPEC.md section 7 call 8: the drug-interaction site search covers Mayo Clinic only. */
export const INTERACTION_SITES = ['mayoclinic.org'];

/**
 * SPEC.md section 4: PubMed and the drug-interaction site search, in parallel (the labels are
 * looked up beside them). A failing source gives an empty list.
 */
export async function retrieveInteractionEvidence(
  query: string,
  deps: PipelineDeps,
  signal: AbortSignal,
  /** Collects the sources that failed; the label lookups add theirs to the same set. */
  failed: Set<string> = new Set(),
  report?: ReportSource,
): Promise<RetrievedEvidence> {
  const { pubmed, webSearch } = deps.sources;
  const [articles, web] = await Promise.all([
    orEmpty('pubmed', () => pubmed.search(query, { signal }), deps, signal, failed, report),
    webSearch.enabled
      ? orEmpty(
          'web',
          () =>
            webSearch.search(query, {
              sites: INTERACTION_SITES,
              maxWaitMs: LIMITS.webSearchWaitMs,
              signal,
            }),
          deps,
          signal,
          failed,
          report,
        )
      : Promise.resolve([]),
  ]);
  return { articles, medlinePlus: [], web, unreachable: unreachableNames(failed) };
}
