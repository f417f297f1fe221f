import type { Config } from '../config.ts';
import type { SharedState } from '../state/index.ts';
import type { Reachability } from './http/reachability.ts';
import type { UpstreamSettings } from './http/upstream-client.ts';
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
export {
  createReachability,
  type FailureKind,
  type NetworkState,
  type Reachability,
  type UpstreamReachability,
} from './http/reachability.ts';
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
  options: { fetch?: typeof fetch; sharedState?: SharedState; reachability?: Reachability } = {},
): Sources {
  const upstream: UpstreamSettings = {
    timeoutMs: config.upstream.timeoutMs,
    retryBaseDelayMs: config.upstream.retryBaseDelayMs,
    fetch: options.fetch,
    sharedState: options.sharedState,
    reachability: options.reachability,
  };
  return {
    pubmed: createPubMedSource({ ...config.pubmed, ...upstream }),
    medlinePlus: createMedlinePlusSource({ ...config.medlinePlus, ...upstream }),
    webSearch: createWebSearchSource({ ...config.firecrawl, ...upstream }),
    clinicalTrials: createClinicalTrialsSource({ ...config.clinicalTrials, ...upstream }),
    openFda: createOpenFdaSource({ ...config.openFda, ...upstream }),
  };
}
