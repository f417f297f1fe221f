import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import { describe, expect, it } from 'vitest';
import { AWKWARD_REFERENCES, MANY_AUTHORS } from './awkward-references.test-data.ts';
import { formatBibtex } from './bibtex.ts';

const bibtex = formatBibtex(AWKWARD_REFERENCES);
const entries = (await Cite.async(bibtex, { forceType: '@biblatex/text' })).data as Record<
  string,
  unknown
>[];

describe('formatBibtex, read back by @citation-js/plugin-bibtex', () => {
  it('writes one entry per reference with unique ASCII keys', () => {
    expect(entries).toHaveLength(AWKWARD_REFERENCES.length);
    const keys = entries.map((entry) => entry['citation-key']);
    expect(keys).toEqual([
      'ramirezsoto2023',
      'ref2022',
      'author12021',
      'ramirezsoto2023a',
      'ref',
      'refa',
    ]);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+$/);
  });

  it('escapes {}%&$#_~^ and backslashes so the title reads back exactly', () => {
    expect(entries[0]?.['title']).toBe(
      'HbA1c ≥ 6.5% & {fasting} glucose: $5 tests, #1 choice_for ~screening^? A C:\\path',
    );
    expect(entries[0]?.['container-title']).toBe('Diabetes & Metabolism {Reviews}');
    expect(bibtex).toContain('6.5\\% \\& \\{fasting\\}');
  });

  it('keeps accents, Arabic and Japanese as UTF-8', () => {
    expect(bibtex).toContain('Ramírez-Soto');
    expect(entries[1]?.['title']).toBe('داء السكري من النوع الثاني: مراجعة منهجية');
    // Not PubMed's Latin 'Family AB' pattern: kept whole rather than guessed at.
    expect(entries[1]?.['author']).toEqual([{ family: 'الأحمد م' }]);
    expect(entries[2]?.['title']).toBe('2型糖尿病の症状：ランダム化比較試験 2型糖尿病症状');
  });

  it('splits authors into family and given names and keeps a group name whole', () => {
    expect(entries[0]?.['author']).toEqual([
      { family: 'Ramírez-Soto', given: 'J. A.' },
      { family: 'Ødegård', given: 'K.' },
      { family: 'Müller-Lüdenscheidt', given: 'H.' },
      // Braced whole: the 'and' inside the group's name does not split it into two people.
      { family: 'Emergency Network (Fixture) and Friends' },
    ]);
    expect(entries[2]?.['author']).toHaveLength(MANY_AUTHORS.length);
  });

  it('carries journal details, expanded pages, DOI, PMID and link', () => {
    expect(entries[0]).toMatchObject({
      type: 'article-journal',
      volume: '12',
      issue: '4',
      page: '1501-1512',
      DOI: '10.99999/fixture_2023.0101',
      PMID: '99000101',
      URL: 'https://pubmed.ncbi.nlm.nih.gov/99000101/',
      issued: { 'date-parts': [[2023]] },
    });
  });

  it('writes pages and trial records as misc entries with their links', () => {
    expect(entries[4]).toMatchObject({
      title: 'Type 2 Diabetes MedlinePlus',
      publisher: 'MedlinePlus',
      URL: 'https://medlineplus.gov/diabetestype2.html',
    });
    expect(entries[5]).toMatchObject({ note: 'ClinicalTrials.gov NCT01234567' });
  });
});
