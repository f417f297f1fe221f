import { failureCode } from '../../net/connection-failure.ts';
import type { UpstreamErrorKind } from './upstream-error.ts';

/**
 * Why an upstream could not be used, as an operator would act on it: 'dns' (its name does not
 * resolve), 'refused' and 'unreachable' (no route or nothing listening), 'tls', 'dropped' (the
 * connection broke), 'timeout', 'http' (it answered an error status), 'malformed'.
 */
export type FailureKind =
  'dns' | 'refused' | 'unreachable' | 'tls' | 'dropped' | 'timeout' | 'http' | 'malformed';

/** What health reports per upstream: ISO times of the last success and failure, and its kind. */
export interface UpstreamReachability {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastFailureKind: FailureKind | null;
}

/** 'offline' when every upstream tried has last failed at the network; 'unknown' before any call. */
export type NetworkState = 'online' | 'offline' | 'unknown';

/** Calls this close to the newest one are taken as the network's present state. */
const RECENT_MS = 60_000;

/** Failures that mean this machine reaches nothing: the network or DNS is missing, not one host. */
const NO_NETWORK: ReadonlySet<FailureKind> = new Set(['dns', 'refused', 'unreachable']);

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const REFUSED_CODES = new Set(['ECONNREFUSED']);
const UNREACHABLE_CODES = new Set([
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TLS_CODE = /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$)/;

/** The kind of a failed call, from the UpstreamError's kind and the code deep in its cause. */
export function failureKind(kind: UpstreamErrorKind, cause: unknown): FailureKind | null {
  if (kind === 'busy') return null;
  if (kind !== 'network') return kind;
  const code = failureCode(cause);
  if (code === undefined) return 'dropped';
  if (DNS_CODES.has(code)) return 'dns';
  if (REFUSED_CODES.has(code)) return 'refused';
  if (UNREACHABLE_CODES.has(code)) return 'unreachable';
  if (TLS_CODE.test(code)) return 'tls';
  return 'dropped';
}

export interface Reachability {
  succeeded(upstream: string): void;
  failed(upstream: string, kind: FailureKind): void;
  /** Every upstream that has been called, by name. */
  report(): Record<string, UpstreamReachability>;
  network(): NetworkState;
}

interface Entry {
  success?: Date;
  failure?: { at: Date; kind: FailureKind };
}

/**
 * Per-process bookkeeping of each upstream's last success and failure. A passing outage of one
 * source leaves the others succeeding; no network or DNS makes every source fail the same way,
 * which is what lets the answer and health say "this machine is offline" instead of "try later".
 */
export function createReachability(now: () => Date = () => new Date()): Reachability {
  const entries = new Map<string, Entry>();
  const entry = (upstream: string): Entry => {
    let found = entries.get(upstream);
    if (!found) {
      found = {};
      entries.set(upstream, found);
    }
    return found;
  };
  const latest = ({ success, failure }: Entry): number =>
    Math.max(success?.getTime() ?? 0, failure?.at.getTime() ?? 0);
  const lastFailedAtNetwork = ({ success, failure }: Entry): boolean =>
    failure !== undefined &&
    NO_NETWORK.has(failure.kind) &&
    (success === undefined || success <= failure.at);
  return {
    succeeded(upstream) {
      entry(upstream).success = now();
    },
    failed(upstream, kind) {
      entry(upstream).failure = { at: now(), kind };
    },
    report() {
      return Object.fromEntries(
        [...entries].map(([upstream, { success, failure }]) => [
          upstream,
          {
            lastSuccessAt: success?.toISOString() ?? null,
            lastFailureAt: failure?.at.toISOString() ?? null,
            lastFailureKind: failure?.kind ?? null,
          },
        ]),
      );
    },
    network() {
      const tried = [...entries.values()];
      if (tried.length === 0) return 'unknown';
      // Only the upstreams called around the newest call count: an openFDA success hours ago
      // says nothing about the network now, while one search calls its sources within seconds.
      const newest = Math.max(...tried.map(latest));
      const recent = tried.filter((entry) => latest(entry) >= newest - RECENT_MS);
      return recent.every(lastFailedAtNetwork) ? 'offline' : 'online';
    },
  };
}
