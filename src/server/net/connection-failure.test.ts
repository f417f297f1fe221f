import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-failure.ts';

const fetchFailed = (cause: unknown) => new TypeError('fetch failed', { cause });
const coded = (code: string) => Object.assign(new Error(code), { code });

describe('isConnectionFailure', () => {
  it.each([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'CERT_HAS_EXPIRED',
    'ERR_TLS_CERT_ALTNAME_INVALID',
  ])('knows %s inside a fetch failure', (code) => {
    expect(isConnectionFailure(fetchFailed(coded(code)))).toBe(true);
  });

  it('looks inside an AggregateError (both addresses of localhost refused)', () => {
    const both = new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]);
    expect(isConnectionFailure(fetchFailed(both))).toBe(true);
  });

  it('leaves dropped connections and other errors to the retry policy', () => {
    expect(isConnectionFailure(fetchFailed(coded('ECONNRESET')))).toBe(false);
    expect(isConnectionFailure(new TypeError('fetch failed'))).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
  });
});
