import type { Config } from '../config.ts';
import { createWebSearchSource, type WebSearchSource } from './firecrawl/index.ts';
import { createMedlinePlusSource, type MedlinePlusSource } from './medlineplus/index.ts';
import { createPubMedSource, type PubMedSource } from './pubmed/index.ts';

export type { MedlinePlusSource, PubMedSource, WebSearchSource };
export type { MedlinePlusSearchOptions } from './medlineplus/index.ts';
export type { PubMedSearchOptions } from './pubmed/index.ts';
export type { WebSearchOptions } from './firecrawl/index.ts';
export { isUpstreamError, UpstreamError, type UpstreamErrorKind } from './http/upstream-error.ts';

export interface Sources {
  pubmed: PubMedSource;
  medlinePlus: MedlinePlusSource;
  webSearch: WebSearchSource;
}

/** One instance of each upstream source, each with its own rate limiter and cache. */
export function createSources(config: Config, options: { fetch?: typeof fetch } = {}): Sources {
  const { timeoutMs, retryBaseDelayMs } = config.upstream;
  return {
    pubmed: createPubMedSource({
      ...config.pubmed,
      timeoutMs,
      retryBaseDelayMs,
      fetch: options.fetch,
    }),
    medlinePlus: createMedlinePlusSource({
      ...config.medlinePlus,
      timeoutMs,
      retryBaseDelayMs,
      fetch: options.fetch,
    }),
    webSearch: createWebSearchSource({
      ...config.firecrawl,
      timeoutMs,
      retryBaseDelayMs,
      fetch: options.fetch,
    }),
  };
}
