import { buildUrl } from '../http/build-url.ts';
import { clampLimit } from '../http/clamp-search-input.ts';
import type { BufferedResponse } from '../http/fetch-upstream.ts';
import { createUpstreamClient, type UpstreamSettings } from '../http/upstream-client.ts';
import { isUpstreamError, UpstreamError } from '../http/upstream-error.ts';
import { readLabelSearch, type DrugLabel } from './parse-drug-label.ts';

const UPSTREAM = 'openfda';
const CACHE_TTL_MS = 60 * 60_000;
const MAX_LABELS = 10;
const MAX_NAME_CHARS = 60;
/** openFDA's published limit: 240 requests per minute per IP (and per key). */
const REQUESTS_PER_MINUTE = 240;

export interface OpenFdaSourceOptions extends UpstreamSettings {
  /** API base, e.g. https://api.fda.gov */
  baseUrl: string;
  /** Optional: raises the daily quota, not the per-minute one. */
  apiKey?: string;
  requestsPerMinute?: number;
}

export interface OpenFdaSource {
  /** Labels whose generic or brand name is `name`, interaction-bearing ones first; [] when none. */
  searchLabels(
    name: string,
    options?: { limit?: number; signal?: AbortSignal },
  ): Promise<DrugLabel[]>;
}

/** Only letters, digits, spaces and hyphens reach the query: openFDA's syntax gives meaning to the rest. */
export function cleanDrugName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_CHARS)
    .trim();
}

/** Exact field matches on the generic, brand or substance name (openFDA Lucene-style syntax). */
export function labelSearchExpression(name: string): string {
  const quoted = `"${name}"`;
  return ['openfda.generic_name', 'openfda.brand_name', 'openfda.substance_name']
    .map((field) => `${field}:${quoted}`)
    .join(' OR ');
}

const interactionWeight = (label: DrugLabel): number =>
  label.sections.some((section) => section.kind === 'drug_interactions')
    ? 2
    : label.sections.length > 0
      ? 1
      : 0;

export function createOpenFdaSource(options: OpenFdaSourceOptions): OpenFdaSource {
  const client = createUpstreamClient<DrugLabel[]>({
    ...options,
    upstream: UPSTREAM,
    limit: { requests: options.requestsPerMinute ?? REQUESTS_PER_MINUTE, perMs: 60_000 },
    cache: { max: 500, ttlMs: CACHE_TTL_MS },
  });

  async function load(name: string, limit: number, signal: AbortSignal): Promise<DrugLabel[]> {
    const url = buildUrl(options.baseUrl, 'drug/label.json', {
      search: labelSearchExpression(name),
      limit,
      api_key: options.apiKey,
    });
    let response: BufferedResponse;
    try {
      response = await client.request(url, { signal });
    } catch (error) {
      // openFDA answers an unknown name with 404 NOT_FOUND: that is "no label", not a failure.
      if (isUpstreamError(error) && error.status === 404) return [];
      throw error;
    }
    const labels = readLabelSearch(await client.json(response, 'label search did not answer JSON'));
    if (labels === null) throw UpstreamError.malformed(UPSTREAM, 'unexpected label JSON shape');
    // Stable sort: openFDA's order is kept within each weight.
    return labels.toSorted((a, b) => interactionWeight(b) - interactionWeight(a));
  }

  return {
    async searchLabels(name, { limit, signal } = {}) {
      const clean = cleanDrugName(name);
      if (clean.length < 3) return [];
      const count = clampLimit(limit, 3, MAX_LABELS);
      return client.cached(
        `${count}:${clean.toLowerCase()}`,
        (loadSignal) => load(clean, count, loadSignal),
        signal,
      );
    },
  };
}
