import { LIMITS } from '../../../contract/limits.ts';
import type { WebSource } from '../../../contract/sources.ts';
import { clampLimit, clampQuery } from '../http/clamp-search-input.ts';
import { createUpstreamClient, type UpstreamSettings } from '../http/upstream-client.ts';
import { UpstreamError } from '../http/upstream-error.ts';
import { truncateText } from '../text/truncate-text.ts';
import {
  metadataText,
  readFirecrawlSearch,
  type FirecrawlSearchResult,
} from './firecrawl.upstream.ts';
import { isAllowedUrl, siteNameFor, sitesToSearch, trustedSiteNames } from './trusted-sites.ts';

const UPSTREAM = 'firecrawl';
const MAX_RESULTS = 20;
const MAX_QUERY_CHARS = 300;
const MAX_CONTENT_CHARS = 4000;
const CACHE_TTL_MS = 10 * 60_000;

export interface WebSearchSourceOptions extends UpstreamSettings {
  /** Firecrawl API base, e.g. https://api.firecrawl.dev (a base ending in /v1 or /v2 is kept). */
  baseUrl: string;
  /** Without a key web search is off: `enabled` is false and searches return []. */
  apiKey?: string;
  /** Host names of the sites web search may return, e.g. 'mayoclinic.org'. */
  trustedSites: readonly string[];
  requestsPerSecond?: number;
}

export interface WebSearchOptions {
  /** A subset of the trusted sites to search; hosts off the allow-list are ignored. */
  sites?: readonly string[];
  /** Budget for the whole search, waiting and retries included. */
  maxWaitMs?: number;
  limit?: number;
  signal?: AbortSignal;
}

export interface WebSearchSource {
  readonly enabled: boolean;
  /** Display names of the trusted sites, e.g. 'Mayo Clinic'. */
  readonly siteNames: string[];
  /**
   * Pages from the trusted sites that match the query. Rejects with an UpstreamError when
   * Firecrawl fails or `maxWaitMs` passes; the caller decides whether to go on without them.
   */
  search(query: string, options?: WebSearchOptions): Promise<WebSource[]>;
}

export function createWebSearchSource(options: WebSearchSourceOptions): WebSearchSource {
  const siteNames = trustedSiteNames(options.trustedSites);
  const apiKey = options.apiKey;
  if (!apiKey) return { enabled: false, siteNames, search: () => Promise.resolve([]) };

  const searchUrl = /\/v[12]\/?$/.test(options.baseUrl)
    ? `${options.baseUrl.replace(/(?<!\/)\/+$/, '')}/search`
    : `${options.baseUrl.replace(/(?<!\/)\/+$/, '')}/v2/search`;
  const client = createUpstreamClient<WebSource[]>({
    ...options,
    upstream: UPSTREAM,
    limit: { requests: options.requestsPerSecond ?? 5, perMs: 1000 },
    cache: { max: 500, ttlMs: CACHE_TTL_MS },
  });

  async function load(
    query: string,
    sites: string[],
    limit: number,
    maxWaitMs: number,
    signal: AbortSignal,
  ): Promise<WebSource[]> {
    const body = JSON.stringify({
      query: `${query} ${siteFilter(sites)}`,
      limit,
      timeout: maxWaitMs,
      scrapeOptions: { formats: ['markdown'], onlyMainContent: true },
    });
    const response = await client.request(
      searchUrl,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body,
        signal,
      },
      { timeoutMs: Math.min(options.timeoutMs, maxWaitMs) },
    );
    const outcome = readFirecrawlSearch(await client.json(response, 'search did not answer JSON'));
    if (outcome.kind === 'error') {
      throw UpstreamError.http(UPSTREAM, response.status, outcome.message);
    }
    if (outcome.kind === 'unrecognised') {
      throw UpstreamError.malformed(UPSTREAM, 'search JSON has an unexpected shape');
    }
    const seen = new Set<string>();
    return outcome.results
      .map(toWebSource)
      .filter((source): source is WebSource => {
        // The search engine may ignore site: operators; the allow-list is enforced here.
        if (!source || !isAllowedUrl(source.url, sites) || seen.has(source.url)) return false;
        seen.add(source.url);
        return true;
      })
      .slice(0, limit);
  }

  return {
    enabled: true,
    siteNames,
    async search(query, { sites, maxWaitMs = LIMITS.webSearchWaitMs, limit, signal } = {}) {
      const allowed = sitesToSearch(sites, options.trustedSites).sort();
      const text = clampQuery(query.replace(/\bsite:\S*/gi, ' '), MAX_QUERY_CHARS);
      if (allowed.length === 0 || !text) return [];
      const fallback = Math.min(10, allowed.length * LIMITS.webResultsPerSite);
      const count = clampLimit(limit, fallback, MAX_RESULTS);

      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), maxWaitMs);
      const waitSignal = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
      try {
        return await client.cached(
          `${count}:${allowed.join(',')}:${text.toLowerCase()}`,
          (loadSignal) => load(text, allowed, count, maxWaitMs, loadSignal),
          waitSignal,
        );
      } catch (error) {
        if (deadline.signal.aborted && !signal?.aborted) {
          throw UpstreamError.timeout(UPSTREAM, maxWaitMs);
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function siteFilter(sites: readonly string[]): string {
  const operators = sites.map((site) => `site:${site}`);
  return operators.length === 1 ? (operators[0] ?? '') : `(${operators.join(' OR ')})`;
}

function toWebSource(result: FirecrawlSearchResult): WebSource | null {
  const url =
    result.url?.trim() || metadataText(result, 'sourceURL') || metadataText(result, 'url');
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  const siteName = siteNameFor(host);
  const content =
    result.markdown?.trim() || result.description?.trim() || metadataText(result, 'description');
  return {
    title: result.title?.trim() || metadataText(result, 'title') || siteName,
    url,
    content: truncateText(content, MAX_CONTENT_CHARS),
    siteName,
  };
}
