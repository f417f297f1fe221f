import { describe, expect, it } from 'vitest';
import { logFormat } from './log-format.ts';

describe('logFormat', () => {
  it('writes pretty lines only for a person at a terminal outside production', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'production' }, true)).toBe('json');
    // Piped (tests, CI, containers, log collectors): one JSON object per line.
    expect(logFormat({}, false)).toBe('json');
  });
});
