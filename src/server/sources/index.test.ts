import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config.ts';
import { createSources } from './index.ts';

const ESEARCH_EMPTY = JSON.stringify({
  esearchresult: { count: '0', retmax: '0', retstart: '0', idlist: [] },
});
const MEDLINE_EMPTY =
  '<?xml version="1.0"?><nlmSearchResult><term>x</term><count>0</count></nlmSearchResult>';
const FIRECRAWL_EMPTY = JSON.stringify({ success: true, data: { web: [] } });

/** A fetch that answers every upstream with an empty result and records what was asked. */
function recordingFetch() {
  const urls: string[] = [];
  const fetchFn = vi.fn(async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    urls.push(url);
    if (url.includes('esearch')) return new Response(ESEARCH_EMPTY);
    if (url.includes('/query')) return new Response(MEDLINE_EMPTY);
    return new Response(FIRECRAWL_EMPTY);
  });
  return { fetch: fetchFn as typeof fetch, urls };
}

describe('createSources', () => {
  it('points every source at its configured base URL through the given fetch', async () => {
    const config = parseConfig({
      NCBI_EUTILS_URL: 'http://eutils.test/entrez/eutils',
      MEDLINEPLUS_URL: 'http://medlineplus.test/ws',
      FIRECRAWL_API_URL: 'http://firecrawl.test',
      FIRECRAWL_API_KEY: 'fc-key',
    });
    const { fetch, urls } = recordingFetch();
    const sources = createSources(config, { fetch });
    await sources.pubmed.search('asthma');
    await sources.medlinePlus.search('asthma', { language: 'en' });
    await sources.webSearch.search('asthma');
    expect(urls.map((url) => url.split('?')[0])).toEqual([
      'http://eutils.test/entrez/eutils/esearch.fcgi',
      'http://medlineplus.test/ws/query',
      'http://firecrawl.test/v2/search',
    ]);
    expect(new URL(urls[0] ?? '').searchParams.get('tool')).toBe(config.pubmed.tool);
  });

  it('turns web search off without a Firecrawl key', async () => {
    const { fetch, urls } = recordingFetch();
    const sources = createSources(parseConfig({}), { fetch });
    expect(sources.webSearch.enabled).toBe(false);
    expect(await sources.webSearch.search('asthma')).toEqual([]);
    expect(urls).toEqual([]);
  });

  it('limits web search to the configured trusted sites', async () => {
    const { fetch } = recordingFetch();
    const sources = createSources(
      parseConfig({ FIRECRAWL_API_KEY: 'k', TRUSTED_SITES: 'cdc.gov, who.int' }),
      { fetch },
    );
    expect(sources.webSearch.siteNames).toEqual(['CDC', 'WHO']);
    await sources.webSearch.search('flu');
    const body = JSON.parse(String(vi.mocked(fetch).mock.calls[0]?.[1]?.body)) as { query: string };
    expect(body.query).toBe('flu (site:cdc.gov OR site:who.int)');
  });
});
