import { describe, expect, it } from 'vitest';
import { isRetryableStatus, retryDelayMs } from './retry-delay.ts';

describe('retryDelayMs', () => {
  it('backs off 2 s, then 4 s, without a hint from the server', () => {
    expect([retryDelayMs(0), retryDelayMs(1)]).toEqual([2000, 4000]);
  });

  it('honours retry-after-ms and retry-after in seconds', () => {
    expect(retryDelayMs(0, new Headers({ 'retry-after-ms': '5' }))).toBe(5);
    expect(retryDelayMs(1, new Headers({ 'retry-after': '3' }))).toBe(3000);
  });

  it('honours retry-after as an HTTP date', () => {
    const inTwoSeconds = new Date(Date.now() + 2000).toUTCString();
    const ms = retryDelayMs(0, new Headers({ 'retry-after': inTwoSeconds }));
    expect(ms).toBeGreaterThan(500);
    expect(ms).toBeLessThanOrEqual(2000);
  });

  it('falls back to the backoff when the server asks for more than a minute', () => {
    expect(retryDelayMs(0, new Headers({ 'retry-after': '3600' }))).toBe(2000);
  });
});

describe('isRetryableStatus', () => {
  it('retries 408, 409, 429 and 5xx only', () => {
    expect([408, 409, 429, 500, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 422].some(isRetryableStatus)).toBe(false);
  });
});
