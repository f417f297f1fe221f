import type { Config } from '../config.ts';
import type { SharedState } from '../state/index.ts';
import { createWebSearchSource, type WebSearchSource } from './firecrawl/index.ts';
import { createClinicalTrialsSource, type ClinicalTrialsSource } from './clinical-trials/index.ts';
import { createMedlinePlusSource, type MedlinePlusSource } from './medlineplus/index.ts';
import { createOpenFdaSource, type OpenFdaSource } from './openfda/index.ts';
import { createPubMedSource, type PubMedSource } from './pubmed/index.ts';

export type { ClinicalTrialsSource, MedlinePlusSource, PubMedSource, WebSearchSource };
export type { MedlinePlusSearchOptions } from './medlineplus/index.ts';
export type { PubMedSearchOptions } from './pubmed/index.ts';
export type { DrugLabel, LabelSection, OpenFdaSource } from './openfda/index.ts';
export type { WebSearchOptions } from './firecrawl/index.ts';
export { isUpstreamError, UpstreamError, type UpstreamErrorKind } from './http/upstream-error.ts';

export interface Sources {
  pubmed: PubMedSource;
  medlinePlus: MedlinePlusSource;
  webSearch: WebSearchSource;
  clinicalTrials: ClinicalTrialsSource;
  openFda: OpenFdaSource;
}

/**
 * One instance of each upstream source, each with its own rate limiter and cache: in this process,
 * or shared with every other instance when `sharedState` is the Redis one.
 */
export function createSources(
  config: Config,
  options: { fetch?: typeof fetch; sharedState?: SharedState } = {},
): Sources {
  const { timeoutMs, retryBaseDelayMs } = config.upstream;
  const { sharedState } = options;
  return {
    pubmed: createPubMedSource({
      ...config.pubmed,
      timeoutMs,
      retryBaseDelayMs,
      fetch: options.fetch,
      sharedState,
    }),
    medlinePlus: createMedlinePlusSource({
      ...config.medlinePlus,
      timeoutMs,
      retryBaseDelayMs,
      fetch: options.fetch,
      sharedState,
    }),
    webSearch: createWebSearchSource({
      ...config.firecrawl,
      timeoutMs,
      retryBaseDelayMs,
      fetch: options.fetch,
      sharedState,
    }),
    clinicalTrials: createClinicalTrialsSource({
      ...config.clinicalTrials,
      timeoutMs,
      retryBaseDelayMs,
      fetch: options.fetch,
      sharedState,
    }),
    openFda: createOpenFdaSource({
      ...config.openFda,
      timeoutMs,
      retryBaseDelayMs,
      fetch: options.fetch,
      sharedState,
    }),
  };
}
