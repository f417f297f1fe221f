import { LRUCache } from 'lru-cache';
import { LIMITS } from '../../../contract/limits.ts';
import type { PubMedArticle } from '../../../contract/sources.ts';
import { buildUrl } from '../http/build-url.ts';
import { clampLimit, clampQuery } from '../http/clamp-search-input.ts';
import { createUpstreamClient, type UpstreamSettings } from '../http/upstream-client.ts';
import { UpstreamError } from '../http/upstream-error.ts';
import { readEsearch } from './esearch.upstream.ts';
import { readPubMedXml } from './parse-pubmed-xml.ts';
import { inTurn } from '../../work-turns.ts';

const UPSTREAM = 'pubmed';
const MAX_RESULTS = 100;
const MAX_TERM_CHARS = 1000;
const CACHE_TTL_MS = 10 * 60_000;

export interface PubMedSourceOptions extends UpstreamSettings {
  /** E-utilities base, e.g. https://eutils.ncbi.nlm.nih.gov/entrez/eutils */
  baseUrl: string;
  apiKey?: string;
  /** NCBI asks every client to identify itself with `tool` and `email`. */
  tool: string;
  email: string;
  /** From config: NCBI_REQUESTS_PER_SECOND, else NCBI's limit (10 with an API key, else 3). */
  requestsPerSecond: number;
}

export interface PubMedSearchOptions {
  limit?: number;
  signal?: AbortSignal;
}

export interface PubMedSource {
  /** Articles for the query, most relevant first; [] when PubMed finds none. */
  search(query: string, options?: PubMedSearchOptions): Promise<PubMedArticle[]>;
}

export function createPubMedSource(options: PubMedSourceOptions): PubMedSource {
  const client = createUpstreamClient<PubMedArticle[]>({
    ...options,
    upstream: UPSTREAM,
    limit: { requests: options.requestsPerSecond, perMs: 1000 },
    cache: { max: 500, ttlMs: CACHE_TTL_MS },
  });
  const identity = { tool: options.tool, email: options.email, api_key: options.apiKey };
  /**
   * Parsed articles by PMID. Different questions keep finding the same well-cited articles;
   * reading their XML again was the largest fixed cost of a search, and refetching them spends
   * NCBI's request budget on bytes this process already has.
   */
  const articles = new LRUCache<string, PubMedArticle>({ max: 5000, ttl: CACHE_TTL_MS });

  async function searchIds(term: string, limit: number, signal: AbortSignal): Promise<string[]> {
    const url = buildUrl(options.baseUrl, 'esearch.fcgi', {
      db: 'pubmed',
      retmode: 'json',
      retmax: limit,
      sort: 'relevance',
      term,
      ...identity,
    });
    const response = await client.request(url, { signal });
    const outcome = readEsearch(await client.json(response, 'esearch did not answer JSON'));
    if (outcome.kind === 'error') {
      throw UpstreamError.http(UPSTREAM, response.status, outcome.message);
    }
    if (outcome.kind === 'unrecognised') {
      throw UpstreamError.malformed(UPSTREAM, 'esearch JSON has an unexpected shape');
    }
    return outcome.ids.slice(0, limit);
  }

  async function fetchArticles(ids: string[], signal: AbortSignal): Promise<PubMedArticle[]> {
    // Only articles this process has not read lately are fetched and parsed.
    const missing = ids.filter((id) => !articles.has(id));
    if (missing.length > 0) {
      const url = buildUrl(options.baseUrl, 'efetch.fcgi', {
        db: 'pubmed',
        retmode: 'xml',
        id: missing.join(','),
        ...identity,
      });
      const response = await client.request(url, { signal });
      const xml = await response.text();
      const fetched = await inTurn(() => readPubMedXml(xml));
      if (fetched === null) throw UpstreamError.malformed(UPSTREAM, 'efetch XML is not readable');
      for (const article of fetched) articles.set(article.pmid, article);
    }
    // efetch does not promise esearch's relevance order, so restore it.
    return ids.flatMap((id) => articles.get(id) ?? []);
  }

  return {
    async search(query, { limit, signal } = {}) {
      const term = clampQuery(query, MAX_TERM_CHARS);
      if (!term) return [];
      const count = clampLimit(limit, LIMITS.pubmedResults, MAX_RESULTS);
      return client.cached(
        `${count}:${term.toLowerCase()}`,
        async (loadSignal) => {
          const ids = await searchIds(term, count, loadSignal);
          return ids.length === 0 ? [] : fetchArticles(ids, loadSignal);
        },
        signal,
      );
    },
  };
}
