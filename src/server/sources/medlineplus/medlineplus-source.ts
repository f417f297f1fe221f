import { LIMITS } from '../../../contract/limits.ts';
import type { WebSource } from '../../../contract/sources.ts';
import type { Language } from '../../../contract/vocabulary.ts';
import { buildUrl } from '../http/build-url.ts';
import { clampLimit, clampQuery } from '../http/clamp-search-input.ts';
import { fetchUpstream, type UpstreamPolicy } from '../http/fetch-upstream.ts';
import { IN_PROCESS_STATE, type SharedState } from '../../state/index.ts';
import { UpstreamError } from '../http/upstream-error.ts';
import { readMedlinePlusXml } from './parse-medlineplus-xml.ts';

const UPSTREAM = 'medlineplus';
const MAX_RESULTS = 50;
const MAX_TERM_CHARS = 300;
const CACHE_TTL_MS = 30 * 60_000;

export interface MedlinePlusSourceOptions {
  /** Web service base, e.g. https://wsearch.nlm.nih.gov/ws */
  baseUrl: string;
  timeoutMs: number;
  retryBaseDelayMs: number;
  /** Defaults to NLM's published limit of 85. */
  requestsPerMinute?: number;
  fetch?: typeof fetch;
  /** Where the request budget and cache live: this process, or Redis across instances. */
  sharedState?: SharedState;
}

export interface MedlinePlusSearchOptions {
  /** Spanish searches MedlinePlus's Spanish collection; every other language the English one. */
  language: Language;
  limit?: number;
  signal?: AbortSignal;
}

export interface MedlinePlusSource {
  /** Health topics for the query, best match first; [] when none match. */
  search(query: string, options: MedlinePlusSearchOptions): Promise<WebSource[]>;
}

export function createMedlinePlusSource(options: MedlinePlusSourceOptions): MedlinePlusSource {
  const state = options.sharedState ?? IN_PROCESS_STATE;
  const policy: UpstreamPolicy = {
    upstream: UPSTREAM,
    timeoutMs: options.timeoutMs,
    retryBaseDelayMs: options.retryBaseDelayMs,
    limiter: state.rateLimiter('medlineplus', {
      requests: options.requestsPerMinute ?? 85,
      perMs: 60_000,
    }),
    fetch: options.fetch,
  };
  const cache = state.ttlCache<WebSource[]>('medlineplus', { max: 500, ttlMs: CACHE_TTL_MS });

  async function load(db: string, term: string, limit: number, signal: AbortSignal) {
    const url = buildUrl(options.baseUrl, 'query', { db, term, retmax: limit });
    const response = await fetchUpstream(url, { signal }, policy);
    const topics = readMedlinePlusXml(await response.text());
    if (topics === null) throw UpstreamError.malformed(UPSTREAM, 'answer is not a search result');
    return topics.slice(0, limit);
  }

  return {
    async search(query, { language, limit, signal }) {
      const term = clampQuery(query, MAX_TERM_CHARS);
      if (!term) return [];
      const db = language === 'es' ? 'healthTopicsSpanish' : 'healthTopics';
      const count = clampLimit(limit, LIMITS.medlinePlusResults, MAX_RESULTS);
      const topics = await cache.getOrLoad(
        `${db}:${count}:${term.toLowerCase()}`,
        (loadSignal) => load(db, term, count, loadSignal),
        signal,
      );
      // Callers get their own copy, so editing a result can never change what the cache serves.
      return structuredClone(topics);
    },
  };
}
