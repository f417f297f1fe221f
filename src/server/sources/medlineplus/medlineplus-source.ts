import { LIMITS } from '../../../contract/limits.ts';
import type { WebSource } from '../../../contract/sources.ts';
import type { Language } from '../../../contract/vocabulary.ts';
import { buildUrl } from '../http/build-url.ts';
import { clampLimit, clampQuery } from '../http/clamp-search-input.ts';
import { createUpstreamClient, type UpstreamSettings } from '../http/upstream-client.ts';
import { UpstreamError } from '../http/upstream-error.ts';
import { readMedlinePlusXml } from './parse-medlineplus-xml.ts';

const UPSTREAM = 'medlineplus';
const MAX_RESULTS = 50;
const MAX_TERM_CHARS = 300;
const CACHE_TTL_MS = 30 * 60_000;

export interface MedlinePlusSourceOptions extends UpstreamSettings {
  /** Web service base, e.g. https://wsearch.nlm.nih.gov/ws */
  baseUrl: string;
  /** From config: MEDLINEPLUS_REQUESTS_PER_MINUTE, NLM's published limit of 85 unless set. */
  requestsPerMinute: number;
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
  const client = createUpstreamClient<WebSource[]>({
    ...options,
    upstream: UPSTREAM,
    limit: { requests: options.requestsPerMinute, perMs: 60_000 },
    cache: { max: 500, ttlMs: CACHE_TTL_MS },
  });

  async function load(db: string, term: string, limit: number, signal: AbortSignal) {
    const url = buildUrl(options.baseUrl, 'query', { db, term, retmax: limit });
    const response = await client.request(url, { signal });
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
      return client.cached(
        `${db}:${count}:${term.toLowerCase()}`,
        (loadSignal) => load(db, term, count, loadSignal),
        signal,
      );
    },
  };
}
