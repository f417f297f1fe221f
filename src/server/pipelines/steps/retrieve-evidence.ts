import type {
  Language,
  ProgressSource,
  PubMedArticle,
  WebSource,
} from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/index.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { outcomeOf, UNREACHABLE, type ReportSource } from './source-progress.ts';
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
  source: ProgressSource,
  search: () => Promise<T[]>,
  deps: PipelineDeps,
  signal: AbortSignal,
  /** Collects the names of the sources that failed. */
  failed?: Set<string>,
  /** Told as soon as this source settles, for the progress the person waiting sees. */
  report?: ReportSource,
): Promise<T[]> {
  try {
    const found = await search();
    report?.(source, outcomeOf(found.length));
    return found;
  } catch (error) {
    if (!signal.aborted) {
      failed?.add(source);
      report?.(source, UNREACHABLE);
      deps.logger.warn(
        { source, err: error instanceof Error ? error.message : String(error) },
        'source failed; continuing without it',
      );
    }
    return [];
  }
}

/** The sources `retrieveEvidence` asks: the trusted sites only when a web search is configured. */
export const researchSourcesAsked = (deps: PipelineDeps): ProgressSource[] =>
  deps.sources.webSearch.enabled ? ['pubmed', 'medlineplus', 'web'] : ['pubmed', 'medlineplus'];

/** Runs every retrieval in parallel: the slowest source, not their sum, sets the wait. */
export async function retrieveEvidence(
  query: { english: string; original: string; language: Language },
  deps: PipelineDeps,
  signal: AbortSignal,
  report?: ReportSource,
): Promise<RetrievedEvidence> {
  const { pubmed, medlinePlus, webSearch } = deps.sources;
  // MedlinePlus has its own Spanish collection, searched with the Spanish words.
  const medlineQuery = query.language === 'es' ? query.original : query.english;
  const failed = new Set<string>();
  const [articles, medline, web] = await Promise.all([
    orEmpty('pubmed', () => pubmed.search(query.english, { signal }), deps, signal, failed, report),
    orEmpty(
      'medlineplus',
      () => medlinePlus.search(medlineQuery, { language: query.language, signal }),
      deps,
      signal,
      failed,
      report,
    ),
    webSearch.enabled
      ? orEmpty(
          'web',
          () => webSearch.search(query.english, { maxWaitMs: LIMITS.webSearchWaitMs, signal }),
          deps,
          signal,
          failed,
          report,
        )
      : Promise.resolve([]),
  ]);
  return { articles, medlinePlus: medline, web, unreachable: unreachableNames(failed) };
}
