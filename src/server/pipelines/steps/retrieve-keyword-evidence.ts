import type { ProgressSource, WebSource } from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/index.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { orEmpty, type RetrievedEvidence } from './retrieve-evidence.ts';
import { outcomeOf, UNREACHABLE, type ReportSource } from './source-progress.ts';

export interface KeywordResearch {
  /** Articles in all, shared between the keywords. */
  articles: number;
  /** Also search the trusted health sites (when a web search is configured). */
  web: boolean;
}

/** Takes one from each list in turn, so the first items cover every keyword, without repeats. */
function interleave<T>(lists: readonly T[][], keyOf: (item: T) => string, max: number): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (let i = 0; out.length < max && lists.some((list) => i < list.length); i += 1) {
    for (const list of lists) {
      const item = list[i];
      if (item === undefined || seen.has(keyOf(item))) continue;
      seen.add(keyOf(item));
      out.push(item);
      if (out.length >= max) break;
    }
  }
  return out;
}

/** The sources keyword research asks: the trusted sites only when wanted and configured. */
export const keywordSourcesAsked = (
  research: KeywordResearch,
  deps: PipelineDeps,
): ProgressSource[] =>
  research.web && deps.sources.webSearch.enabled
    ? ['pubmed', 'medlineplus', 'web']
    : ['pubmed', 'medlineplus'];

/**
 * One source's searches for every term, reported once all have settled: what they found together,
 * or unreachable when every one failed.
 */
async function settled<T>(
  source: ProgressSource,
  searches: readonly ((failed: Set<string>) => Promise<T[]>)[],
  report: ReportSource | undefined,
): Promise<T[][]> {
  const failed = new Set<string>();
  const lists = await Promise.all(searches.map((search) => search(failed)));
  const found = lists.reduce((sum, list) => sum + list.length, 0);
  report?.(source, found === 0 && failed.has(source) ? UNREACHABLE : outcomeOf(found));
  return lists;
}

/**
 * Research on a few medical terms (a report's abnormal findings, an image's keywords): each term
 * searched on its own, every search in parallel, a failing one giving nothing. The terms are in
 * English, so MedlinePlus is asked in English.
 */
export async function retrieveKeywordEvidence(
  keywords: readonly string[],
  research: KeywordResearch,
  deps: PipelineDeps,
  signal: AbortSignal,
  report?: ReportSource,
): Promise<RetrievedEvidence> {
  if (keywords.length === 0) {
    // Nothing to search for: every source the progress lists has nothing to say.
    for (const source of keywordSourcesAsked(research, deps)) report?.(source, outcomeOf(0));
    return { articles: [], medlinePlus: [], web: [] };
  }
  const { pubmed, medlinePlus, webSearch } = deps.sources;
  const limit = Math.ceil(research.articles / keywords.length);
  const [articles, medline, web] = await Promise.all([
    settled(
      'pubmed',
      keywords.map(
        (term) => (failed: Set<string>) =>
          orEmpty('pubmed', () => pubmed.search(term, { limit, signal }), deps, signal, failed),
      ),
      report,
    ),
    settled(
      'medlineplus',
      keywords.map(
        (term) => (failed: Set<string>) =>
          orEmpty(
            'medlineplus',
            () => medlinePlus.search(term, { language: 'en', signal }),
            deps,
            signal,
            failed,
          ),
      ),
      report,
    ),
    research.web && webSearch.enabled
      ? settled(
          'web',
          keywords.map(
            (term) => (failed: Set<string>) =>
              orEmpty(
                'web',
                () => webSearch.search(term, { maxWaitMs: LIMITS.webSearchWaitMs, signal }),
                deps,
                signal,
                failed,
              ),
          ),
          report,
        )
      : Promise.resolve([] as WebSource[][]),
  ]);
  const byUrl = (page: WebSource) => page.url;
  return {
    articles: interleave(articles, (article) => article.pmid, research.articles),
    medlinePlus: interleave(medline, byUrl, LIMITS.promptWebSources * keywords.length),
    web: interleave(web, byUrl, LIMITS.promptWebSources * keywords.length),
  };
}
