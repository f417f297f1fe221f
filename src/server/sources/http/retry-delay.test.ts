import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './retry-delay.ts';

describe('retryDelayMs', () => {
  it('doubles from the base delay on each attempt', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 100))).toEqual([100, 200, 400, 800]);
  });

  it('follows Retry-After given in seconds', () => {
    expect(retryDelayMs(1, 100, '3')).toBe(3000);
    expect(retryDelayMs(1, 100, ' 0 ')).toBe(0);
  });

  it('follows Retry-After given as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryDelayMs(1, 100, 'Thu, 01 Jan 2026 00:00:04 GMT', now)).toBe(4000);
    expect(retryDelayMs(1, 100, 'Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
  });

  it('caps every wait, whatever the upstream or the backoff asks for', () => {
    expect(retryDelayMs(1, 100, '3600')).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(10, 2000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('ignores a Retry-After it cannot read', () => {
    expect(retryDelayMs(2, 100, 'soon')).toBe(200);
    expect(retryDelayMs(2, 100, '')).toBe(200);
  });
});
