import type { PubMedArticle, Reference, WebSource } from '../../../contract/index.ts';
import { DEFAULT_TRUST, LIMITS, TRUSTED_SOURCES } from '../../../contract/index.ts';
import type { EvidenceItem } from '../../llm/index.ts';
import type { RetrievedEvidence } from './retrieve-evidence.ts';

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

export const trustOf = (url: string): number => {
  const host = hostOf(url);
  const match = TRUSTED_SOURCES.find(
    (source) => host === source.host || host.endsWith(`.${source.host}`),
  );
  return match?.trust ?? DEFAULT_TRUST;
};

/**
 * The URL without its query or fragment: what /[#?].*$/ removed (from the first '?' or '#' after
 * the last line break), found without rescanning the rest of the URL from every '#' or '?'.
 */
function withoutQuery(url: string): string {
  const lineStart =
    Math.max(...['\n', '\r', '\u2028', '\u2029'].map((b) => url.lastIndexOf(b))) + 1;
  const cut = url.slice(lineStart).search(/[#?]/);
  return cut < 0 ? url : url.slice(0, lineStart + cut);
}

/** Best-trusted pages first (SPEC.md section 9 trust scores), duplicates removed. */
function rankWebSources(pages: readonly WebSource[]): WebSource[] {
  const seen = new Set<string>();
  return pages
    .filter((page) => {
      const key = withoutQuery(page.url).replace(/\/$/, '');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((page, index) => ({ page, index, trust: trustOf(page.url) }))
    .sort((a, b) => b.trust - a.trust || a.index - b.index)
    .map(({ page }) => page);
}

const articleReference = (article: PubMedArticle, n: number): Reference => ({
  n,
  kind: 'pubmed',
  title: article.title,
  url: article.url,
  source: article.journal,
  year: article.year || undefined,
  authors: article.authors,
  pmid: article.pmid,
  ...(article.studyType ? { studyType: article.studyType } : {}),
  ...(article.doi ? { doi: article.doi } : {}),
  ...(article.volume ? { volume: article.volume } : {}),
  ...(article.issue ? { issue: article.issue } : {}),
  ...(article.pages ? { pages: article.pages } : {}),
});

const webReference = (page: WebSource, n: number): Reference => ({
  n,
  kind: hostOf(page.url).endsWith('medlineplus.gov') ? 'medlineplus' : 'web',
  title: page.title,
  url: page.url,
  source: page.siteName,
});

/**
 * Chooses what goes into the prompt (first 5 articles, first 3 web sources) and numbers it.
 * The server owns the numbers, so a citation can be checked against this list afterwards.
 */
export function numberEvidence(retrieved: RetrievedEvidence): EvidenceItem[] {
  const articles = retrieved.articles.slice(0, LIMITS.promptArticles);
  const pages = rankWebSources([...retrieved.medlinePlus, ...retrieved.web]).slice(
    0,
    LIMITS.promptWebSources,
  );
  const items: EvidenceItem[] = articles.map((article, index) => ({
    reference: articleReference(article, index + 1),
    text: article.abstract || article.title,
  }));
  pages.forEach((page, index) => {
    items.push({ reference: webReference(page, articles.length + index + 1), text: page.content });
  });
  return items;
}
