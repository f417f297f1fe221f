import { describe, expect, it } from 'vitest';
import type { Sources } from '../sources/index.ts';
import { withRun } from './trace-context.ts';
import { traceSources } from './traced-sources.ts';
import { TraceRun } from './trace-run.ts';

const sources = {
  pubmed: { search: async () => [{ pmid: '1' }, { pmid: '2' }] },
  medlinePlus: {
    search: async () => {
      throw new Error('MedlinePlus answered 503');
    },
  },
  webSearch: { enabled: true, search: async () => [] },
  clinicalTrials: { search: async () => [] },
  openFda: { searchLabels: async () => [{}] },
} as unknown as Sources;

describe('traceSources', () => {
  it('records each call as a retriever run with its query, options, count or error', async () => {
    const traced = traceSources(sources);
    expect(traced.webSearch.enabled).toBe(true);
    const root = TraceRun.root({ name: 'search' }, () => {});
    await withRun(root, async () => {
      const signal = new AbortController().signal;
      await traced.pubmed.search('asthma', { limit: 5, signal });
      await expect(traced.medlinePlus.search('asthma', { language: 'en', signal })).rejects.toThrow(
        '503',
      );
      await traced.clinicalTrials.search('asthma', { location: 'Boston, MA', signal });
      await traced.openFda.searchLabels('aspirin', { signal });
    });
    const [pubmed, medline, trials, fda] = root.record.children;
    expect(pubmed).toMatchObject({
      name: 'PubMed',
      kind: 'retriever',
      inputs: { query: 'asthma', limit: 5 },
      outputs: { count: 2 },
    });
    expect(medline).toMatchObject({ name: 'MedlinePlus', inputs: { language: 'en' } });
    expect(medline?.error).toContain('503');
    // A trial search's location may place a person: it is not traced.
    expect(trials?.inputs).toEqual({ query: 'asthma' });
    expect(fda).toMatchObject({ name: 'openFDA searchLabels', outputs: { count: 1 } });
  });

  it('only calls through outside a traced search', async () => {
    await expect(traceSources(sources).pubmed.search('asthma')).resolves.toHaveLength(2);
  });
});
