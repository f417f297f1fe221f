import { describe, expect, it } from 'vitest';
import { createReachability, failureKind } from './reachability.ts';

const coded = (code: string) => new TypeError('fetch failed', { cause: { code } });

describe('failureKind', () => {
  it('tells DNS, refused, unreachable, TLS and dropped connections apart by their undici code', () => {
    expect(failureKind('network', coded('ENOTFOUND'))).toBe('dns');
    expect(failureKind('network', coded('EAI_AGAIN'))).toBe('dns');
    expect(failureKind('network', coded('ECONNREFUSED'))).toBe('refused');
    expect(failureKind('network', coded('ENETUNREACH'))).toBe('unreachable');
    expect(failureKind('network', coded('CERT_HAS_EXPIRED'))).toBe('tls');
    expect(failureKind('network', coded('ECONNRESET'))).toBe('dropped');
    expect(failureKind('timeout', undefined)).toBe('timeout');
    expect(failureKind('busy', undefined)).toBeNull();
  });
});

describe('reachability', () => {
  let clock = 0;
  const now = () => new Date(Date.UTC(2026, 0, 1) + (clock += 1000));

  it('is unknown before any call, offline when every upstream last failed to connect', () => {
    const reach = createReachability(now);
    expect(reach.network()).toBe('unknown');
    reach.failed('pubmed', 'dns');
    reach.failed('medlineplus', 'refused');
    expect(reach.network()).toBe('offline');
    expect(reach.report().pubmed).toEqual({
      lastSuccessAt: null,
      lastFailureAt: expect.stringMatching(/^2026-01-01T/),
      lastFailureKind: 'dns',
    });
  });

  it('is online when one upstream answers or a failure is not about connecting', () => {
    const reach = createReachability(now);
    reach.failed('pubmed', 'dns');
    reach.succeeded('medlineplus');
    expect(reach.network()).toBe('online');

    const slow = createReachability(now);
    slow.failed('pubmed', 'timeout');
    slow.failed('medlineplus', 'dns');
    expect(slow.network()).toBe('online');
  });

  it('judges by the upstreams called lately, not one that answered long ago', () => {
    const reach = createReachability(now);
    reach.succeeded('openfda');
    clock += 10 * 60_000;
    reach.failed('pubmed', 'dns');
    reach.failed('medlineplus', 'dns');
    expect(reach.network()).toBe('offline');
    expect(reach.report().openfda?.lastSuccessAt).not.toBeNull();
  });

  it('comes back online once an upstream that failed answers again', () => {
    const reach = createReachability(now);
    reach.failed('pubmed', 'dns');
    expect(reach.network()).toBe('offline');
    reach.succeeded('pubmed');
    expect(reach.network()).toBe('online');
    expect(reach.report().pubmed?.lastFailureKind).toBe('dns');
  });
});
