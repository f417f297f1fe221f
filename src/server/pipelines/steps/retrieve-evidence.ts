import type { Language, PubMedArticle, WebSource } from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/index.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { unreachableNames } from './unreachable-sources.ts';

export interface RetrievedEvidence {
  articles: PubMedArticle[];
  medlinePlus: WebSource[];
  web: WebSource[];
  /** Sources that failed (display names); the person is told, so they do not blame the question. */
  unreachable?: string[];
}

/** SPEC.md section 7: a failing source gives an empty list and the answer goes on with the rest. */
export async function orEmpty<T>(
  source: string,
  search: () => Promise<T[]>,
  deps: PipelineDeps,
  signal: AbortSignal,
  /** Collects the names of the sources that failed. */
  failed?: Set<string>,
): Promise<T[]> {
  try {
    return await search();
  } catch (error) {
    if (!signal.aborted) {
      failed?.add(source);
      deps.logger.warn(
        { source, err: error instanceof Error ? error.message : String(error) },
        'source failed; continuing without it',
      );
    }
    return [];
  }
}

/** Runs every retrieval in parallel: the slowest source, not their sum, sets the wait. */
export async function retrieveEvidence(
  query: { english: string; original: string; language: Language },
  deps: PipelineDeps,
  signal: AbortSignal,
): Promise<RetrievedEvidence> {
  const { pubmed, medlinePlus, webSearch } = deps.sources;
  // MedlinePlus has its own Spanish collection, searched with the Spanish words.
  const medlineQuery = query.language === 'es' ? query.original : query.english;
  const failed = new Set<string>();
  const [articles, medline, web] = await Promise.all([
    orEmpty('pubmed', () => pubmed.search(query.english, { signal }), deps, signal, failed),
    orEmpty(
      'medlineplus',
      () => medlinePlus.search(medlineQuery, { language: query.language, signal }),
      deps,
      signal,
      failed,
    ),
    webSearch.enabled
      ? orEmpty(
          'web',
          () => webSearch.search(query.english, { maxWaitMs: LIMITS.webSearchWaitMs, signal }),
          deps,
          signal,
          failed,
        )
      : Promise.resolve([]),
  ]);
  return { articles, medlinePlus: medline, web, unreachable: unreachableNames(failed) };
}
