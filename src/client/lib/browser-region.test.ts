import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRegion } from './browser-region.ts';

afterEach(() => vi.unstubAllGlobals());

describe('browserRegion', () => {
  it('reads the first preferred language that names a country', () => {
    vi.stubGlobal('navigator', { languages: ['es', 'es-MX', 'en-US'], language: 'es' });
    expect(browserRegion()).toBe('MX');
  });

  it('falls back to the formatting locale', () => {
    vi.stubGlobal('navigator', { languages: ['hi'], language: 'hi' });
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en').resolvedOptions(),
      locale: 'hi-IN',
    });
    expect(browserRegion()).toBe('IN');
  });

  it('is undefined when nothing names a country', () => {
    vi.stubGlobal('navigator', { languages: ['fr'], language: 'fr' });
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en').resolvedOptions(),
      locale: 'fr',
    });
    expect(browserRegion()).toBeUndefined();
  });
});
