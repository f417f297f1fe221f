import { lookup as dnsLookup } from 'node:dns/promises';
import type { Config } from '../config.ts';
import { failureCode } from './connection-failure.ts';

export type Lookup = (hostname: string) => Promise<unknown>;

/** An upstream whose host name did not resolve, and the resolver's code (ENOTFOUND, EAI_AGAIN). */
export interface UnresolvedHost {
  upstream: string;
  host: string;
  code: string;
}

/** A lookup that has not answered by then is counted as failed: the check must never hang. */
const LOOKUP_TIMEOUT_MS = 3_000;

function within(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * One name lookup per upstream host, in parallel: the hosts that do not resolve. Cheap (no
 * connection is made) and run after the server listens, so it never delays start-up.
 */
export async function unresolvedHosts(
  upstreams: Readonly<Record<string, string>>,
  lookup: Lookup = dnsLookup,
  timeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<UnresolvedHost[]> {
  const checks = Object.entries(upstreams).map(async ([upstream, url]) => {
    const host = new URL(url).hostname;
    try {
      await within(lookup(host), timeoutMs);
      return null;
    } catch (error) {
      return { upstream, host, code: failureCode(error) ?? 'EUNKNOWN' };
    }
  });
  return (await Promise.all(checks)).filter((found) => found !== null);
}

/** The one warning line for the operator, or null when every host resolved. */
export function dnsWarning(total: number, unresolved: readonly UnresolvedHost[]): string | null {
  if (unresolved.length === 0) return null;
  const list = unresolved.map(({ host, code }) => `${host} (${code})`).join(', ');
  if (unresolved.length === total) {
    return `No upstream host name resolves: ${list}. This machine seems to have no internet connection or DNS; answers will say so until it is back.`;
  }
  return `Some upstream host names do not resolve: ${list}. Answers will be built without those sources until they do.`;
}

/** The upstreams this configuration calls, by name: the sources, and the model and tracing when set. */
export function upstreamUrls(config: Config): Record<string, string> {
  return {
    pubmed: config.pubmed.baseUrl,
    medlineplus: config.medlinePlus.baseUrl,
    clinicaltrials: config.clinicalTrials.baseUrl,
    openfda: config.openFda.baseUrl,
    ...(config.firecrawl.apiKey ? { firecrawl: config.firecrawl.baseUrl } : {}),
    ...(config.llm ? { model: config.llm.baseUrl } : {}),
    ...(config.langsmith.apiKey ? { langsmith: config.langsmith.endpoint } : {}),
  };
}
