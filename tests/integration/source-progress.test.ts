import { describe, expect, it } from 'vitest';
import { searchDataSchemas, type SearchRequestInput } from '../../src/contract/index.ts';
import { refusedUrl } from './closed-port.ts';
import { labDocument, PNG_BASE64 } from './lab-inputs.ts';
import { dataOf } from './read-sse.ts';
import { useFakeStack, type AppOptions } from './stack.ts';

const stack = useFakeStack();

/** Every status part of one search, validated as the client validates it. */
async function statuses(body: Partial<SearchRequestInput>, options?: AppOptions) {
  const { chunks } = await stack.search(
    { query: 'What are the symptoms of type 2 diabetes?', ...body },
    options,
  );
  return dataOf(chunks, 'status').map((status) => searchDataSchemas.status.parse(status));
}

/** Every source any status part names, in asking or in what has answered. */
const named = (parts: Awaited<ReturnType<typeof statuses>>): string[] => [
  ...new Set(
    parts.flatMap((status) => [...(status.asking ?? []), ...Object.keys(status.sources ?? {})]),
  ),
];

describe('the sources a waiting person is shown', () => {
  it('names PubMed and MedlinePlus only, not the trusted sites, when web search is off', async () => {
    const parts = await statuses({}, { webSearch: false });
    expect(parts[0]).toMatchObject({ phase: 'searching', asking: ['pubmed', 'medlineplus'] });
    expect(parts[0]?.sources).toEqual({});
    expect(named(parts).sort()).toEqual(['medlineplus', 'pubmed']);
    // Each source settles in its own status part while the search is still running.
    const searching = parts.filter((status) => status.phase === 'searching');
    expect(searching.map((status) => Object.keys(status.sources ?? {}).length)).toEqual([0, 1, 2]);
    const generating = parts.find((status) => status.phase === 'generating');
    expect(generating?.sources?.pubmed).toMatchObject({ state: 'found' });
    expect(generating?.sources?.pubmed?.found).toBeGreaterThan(0);
    expect(generating?.sources?.medlineplus?.state).toMatch(/^(found|none)$/);
  });

  it('adds the trusted sites when a web search is configured', async () => {
    const parts = await statuses({});
    expect(parts[0]?.asking).toEqual(['pubmed', 'medlineplus', 'web']);
    const generating = parts.find((status) => status.phase === 'generating');
    expect(Object.keys(generating?.sources ?? {}).sort()).toEqual(['medlineplus', 'pubmed', 'web']);
  });

  it('says which source could not be reached', async () => {
    const parts = await statuses(
      {},
      { webSearch: false, env: { MEDLINEPLUS_URL: await refusedUrl() } },
    );
    const generating = parts.find((status) => status.phase === 'generating');
    expect(generating?.sources?.medlineplus).toEqual({ state: 'unreachable', found: 0 });
    expect(generating?.sources?.pubmed?.state).toBe('found');
  });

  it('names only the trial registry for a trials search', async () => {
    const parts = await statuses({ searchType: 'clinical-trials', query: 'breast cancer trials' });
    expect(named(parts)).toEqual(['trials']);
    const generating = parts.find((status) => status.phase === 'generating');
    expect(generating?.sources?.trials?.state).toBe('found');
    const none = await statuses({
      searchType: 'clinical-trials',
      query: 'zebrafish xenotransplant',
    });
    expect(none.find((status) => status.phase === 'generating')?.sources).toEqual({
      trials: { state: 'none', found: 0 },
    });
  });

  it('names the FDA labels and PubMed for a drug-interaction search without web search', async () => {
    const parts = await statuses(
      { searchType: 'drug-interactions', query: 'Can I take ibuprofen with lisinopril?' },
      { webSearch: false },
    );
    expect(parts[0]?.asking).toEqual(['openfda', 'pubmed']);
    expect(named(parts).sort()).toEqual(['openfda', 'pubmed']);
    const generating = parts.find((status) => status.phase === 'generating');
    expect(generating?.sources?.openfda?.state).toBe('found');
  });

  it('names the research a lab report gets (no trusted sites) and an image gets', async () => {
    const lab = await statuses({
      searchType: 'lab-report',
      query: 'What do my results mean?',
      labDocument: labDocument(),
    });
    expect(lab[0]?.asking).toEqual(['pubmed', 'medlineplus']);
    expect(named(lab).sort()).toEqual(['medlineplus', 'pubmed']);
    const image = await statuses(
      {
        searchType: 'image-analysis',
        query: 'What does this reading mean?',
        documentData: { base64: PNG_BASE64, fileName: 'meter-photo.png' },
      },
      { webSearch: false },
    );
    expect(named(image).sort()).toEqual(['medlineplus', 'pubmed']);
    const generating = image.find((status) => status.phase === 'generating');
    expect(Object.keys(generating?.sources ?? {}).sort()).toEqual(['medlineplus', 'pubmed']);
  });
});
