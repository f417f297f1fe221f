import type { WebSource } from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/index.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { orEmpty, type RetrievedEvidence } from './retrieve-evidence.ts';

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
): Promise<RetrievedEvidence> {
  if (keywords.length === 0) return { articles: [], medlinePlus: [], web: [] };
  const { pubmed, medlinePlus, webSearch } = deps.sources;
  const limit = Math.ceil(research.articles / keywords.length);
  const [articles, medline, web] = await Promise.all([
    Promise.all(
      keywords.map((term) =>
        orEmpty('pubmed', () => pubmed.search(term, { limit, signal }), deps, signal),
      ),
    ),
    Promise.all(
      keywords.map((term) =>
        orEmpty(
          'medlineplus',
          () => medlinePlus.search(term, { language: 'en', signal }),
          deps,
          signal,
        ),
      ),
    ),
    research.web && webSearch.enabled
      ? Promise.all(
          keywords.map((term) =>
            orEmpty(
              'web',
              () => webSearch.search(term, { maxWaitMs: LIMITS.webSearchWaitMs, signal }),
              deps,
              signal,
            ),
          ),
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
