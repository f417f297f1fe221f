import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEsearch } from './esearch.upstream.ts';

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../../tests/fixtures/pubmed/${name}`, import.meta.url), 'utf8'),
  );

describe('readEsearch', () => {
  it('reads the ids in relevance order with the total count', () => {
    expect(readEsearch(fixture('esearch-type-2-diabetes-symptoms.json'))).toEqual({
      kind: 'ids',
      ids: ['99000101', '99000102', '99000110', '99000106', '99000103', '99000108'],
      count: 6,
    });
  });

  it('reads a search without hits as an empty list, not an error', () => {
    expect(readEsearch(fixture('esearch-no-results.json'))).toEqual({
      kind: 'ids',
      ids: [],
      count: 0,
    });
  });

  it("recognises NCBI's error bodies", () => {
    expect(readEsearch({ error: 'API rate limit exceeded', count: '4', limit: '3' })).toEqual({
      kind: 'error',
      message: 'API rate limit exceeded',
    });
    expect(
      readEsearch({ esearchresult: { ERROR: 'Empty term and query_key - nothing todo' } }),
    ).toEqual({
      kind: 'error',
      message: 'Empty term and query_key - nothing todo',
    });
  });

  it('refuses ids that are not PMIDs, so nothing odd reaches the efetch URL', () => {
    const body = {
      esearchresult: { count: '1', retmax: '1', retstart: '0', idlist: ['1&db=other'] },
    };
    expect(readEsearch(body)).toEqual({ kind: 'unrecognised' });
  });

  it('does not mistake other JSON for a result', () => {
    expect(readEsearch({ hello: 'world' })).toEqual({ kind: 'unrecognised' });
    expect(readEsearch(null)).toEqual({ kind: 'unrecognised' });
  });

  it('drops duplicate ids', () => {
    const body = { esearchresult: { count: '2', retmax: '2', retstart: '0', idlist: ['5', '5'] } };
    expect(readEsearch(body)).toMatchObject({ ids: ['5'] });
  });
});
