import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { describe, expect, it } from 'vitest';
import { AWKWARD_REFERENCES, MANY_AUTHORS } from './awkward-references.test-data.ts';
import { formatRis } from './ris.ts';

const ris = formatRis(AWKWARD_REFERENCES);
type RisRecord = Record<string, string | string[]>;
// The plugin's first step gives the tags as written; the full parse gives CSL-JSON.
const records = plugins.input.chainLink(ris) as RisRecord[];
const csl = (await Cite.async(ris, { forceType: '@ris/file' })).data as Record<string, unknown>[];

describe('formatRis, read back by @citation-js/plugin-ris', () => {
  it('writes one record per reference, in the order given', () => {
    expect(records).toHaveLength(AWKWARD_REFERENCES.length);
    expect(records.map((record) => record['TY'])).toEqual([
      'JOUR',
      'JOUR',
      'JOUR',
      'JOUR',
      'ELEC',
      'ELEC',
    ]);
    expect(ris.split('\r\n').filter((line) => line.startsWith('ER  -'))).toHaveLength(6);
  });

  it('keeps TeX specials, accents, Arabic and Japanese exactly as written', () => {
    expect(csl.map((entry) => entry['title'])).toEqual([
      'HbA1c ≥ 6.5% & {fasting} glucose: $5 tests, #1 choice_for ~screening^? A C:\\path',
      'داء السكري من النوع الثاني: مراجعة منهجية',
      '2型糖尿病の症状：ランダム化比較試験 2型糖尿病症状',
      'Same first author, same year',
      'Type 2 Diabetes MedlinePlus',
      'Metformin in early T2D (START-T2D)',
    ]);
    expect(csl[0]?.['container-title']).toBe('Diabetes & Metabolism {Reviews}');
  });

  it('writes PubMed authors as family name and initials, groups whole', () => {
    expect(csl[0]?.['author']).toEqual([
      { family: 'Ramírez-Soto', given: 'J. A.' },
      { family: 'Ødegård', given: 'K.' },
      { family: 'Müller-Lüdenscheidt', given: 'H.' },
      // A group's name is one literal name, not split at its 'and'.
      { literal: 'Emergency Network (Fixture) and Friends' },
    ]);
  });

  it('keeps every one of a very long author list', () => {
    expect(records[2]?.['AU']).toHaveLength(MANY_AUTHORS.length);
    expect(csl[2]?.['author']).toHaveLength(MANY_AUTHORS.length);
  });

  it('carries year, volume, issue, expanded pages, DOI, PMID and link', () => {
    expect(records[0]).toMatchObject({
      PY: '2023',
      VL: '12',
      IS: '4',
      SP: '1501',
      EP: '1512',
      DO: '10.99999/fixture_2023.0101',
      AN: '99000101',
      UR: 'https://pubmed.ncbi.nlm.nih.gov/99000101/',
    });
    expect(csl[0]).toMatchObject({ page: '1501-1512', DOI: '10.99999/fixture_2023.0101' });
    expect(records[2]).toMatchObject({ SP: 'e240104' });
    expect(records[2]).not.toHaveProperty('EP');
  });

  it('writes web pages and trial records as electronic sources with their links', () => {
    expect(records[4]).toMatchObject({
      PB: 'MedlinePlus',
      UR: 'https://medlineplus.gov/diabetestype2.html',
    });
    expect(records[5]).toMatchObject({
      AN: 'NCT01234567',
      UR: 'https://clinicaltrials.gov/study/NCT01234567',
    });
  });

  it('never lets a line break inside a value start a new tag', () => {
    const lines = ris.split('\r\n').filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /);
  });
});
