import { describe, expect, it } from 'vitest';
import { buildUrl } from './build-url.ts';

describe('buildUrl', () => {
  it('keeps the path of the base URL, with or without a trailing slash', () => {
    const base = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils';
    expect(buildUrl(base, 'esearch.fcgi').href).toBe(`${base}/esearch.fcgi`);
    expect(buildUrl(`${base}/`, '/esearch.fcgi').href).toBe(`${base}/esearch.fcgi`);
  });

  it('encodes parameters and skips undefined ones', () => {
    const url = buildUrl('http://x.test', 'q', { term: 'a&b c', retmax: 3, api_key: undefined });
    expect(url.searchParams.get('term')).toBe('a&b c');
    expect(url.searchParams.get('retmax')).toBe('3');
    expect(url.searchParams.has('api_key')).toBe(false);
  });
});
