import type { HttpInit } from '../../net/http-send.ts';
import { IN_PROCESS_STATE, type SharedState } from '../../state/index.ts';
import type { RateLimit } from '../../state/rate-limiter.ts';
import type { TtlCacheOptions } from '../../state/ttl-cache.ts';
import type { Reachability } from './reachability.ts';
import { fetchUpstream, type BufferedResponse, type UpstreamPolicy } from './fetch-upstream.ts';
import { UpstreamError } from './upstream-error.ts';

/** What every source is given besides its own settings: the shared upstream settings and state. */
export interface UpstreamSettings {
  /** Budget for one attempt, including reading the body. */
  timeoutMs: number;
  retryBaseDelayMs: number;
  /** A fetch to use instead of the server's own HTTP client (tests, embedders). */
  fetch?: typeof fetch;
  /** Where the request budget and cache live: this process, or Redis across instances. */
  sharedState?: SharedState;
  /** Notes each call's outcome for health and the offline notice. */
  reachability?: Reachability;
}

export interface UpstreamClientOptions extends UpstreamSettings {
  /** Short name used in errors and logs, e.g. 'pubmed'. */
  upstream: string;
  /** Names the request budget and cache across instances; `upstream` unless an older name is kept. */
  stateName?: string;
  limit: RateLimit;
  cache: TtlCacheOptions;
}

/** One source's way to its upstream: requests, their JSON, and its cache. */
export interface UpstreamClient<V extends object> {
  /** One request through the limiter, with timeout and retries; `timeoutMs` shortens the attempt budget. */
  request(
    url: string | URL,
    init: HttpInit,
    overrides?: { timeoutMs?: number },
  ): Promise<BufferedResponse>;
  /** The reply's body as JSON; a reply that is not JSON is a 'malformed' UpstreamError saying `notJson`. */
  json(response: BufferedResponse, notJson: string): Promise<unknown>;
  /**
   * The cached value for `key`, else `load`'s (one load for concurrent callers). Callers get their
   * own copy, so editing a result can never change what the cache serves.
   */
  cached(key: string, load: (signal: AbortSignal) => Promise<V>, signal?: AbortSignal): Promise<V>;
}

/**
 * The upstream client every source is built on: one rate limiter and one cache per upstream,
 * taken from the shared state (in process, or Redis across instances), and fetchUpstream's
 * timeout, retries and fair queueing for every request.
 */
export function createUpstreamClient<V extends object>(
  options: UpstreamClientOptions,
): UpstreamClient<V> {
  const { upstream } = options;
  const state = options.sharedState ?? IN_PROCESS_STATE;
  const stateName = options.stateName ?? upstream;
  const policy: UpstreamPolicy = {
    upstream,
    timeoutMs: options.timeoutMs,
    retryBaseDelayMs: options.retryBaseDelayMs,
    limiter: state.rateLimiter(stateName, options.limit),
    fetch: options.fetch,
    reachability: options.reachability,
  };
  const cache = state.ttlCache<V>(stateName, options.cache);

  return {
    request(url, init, overrides = {}) {
      const { timeoutMs } = overrides;
      return fetchUpstream(url, init, timeoutMs === undefined ? policy : { ...policy, timeoutMs });
    },
    async json(response, notJson) {
      try {
        return await response.json();
      } catch (cause) {
        throw UpstreamError.malformed(upstream, notJson, cause);
      }
    },
    async cached(key, load, signal) {
      return structuredClone(await cache.getOrLoad(key, load, signal));
    },
  };
}
