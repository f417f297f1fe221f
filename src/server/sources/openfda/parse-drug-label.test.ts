import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { displayName, readLabelSearch } from './parse-drug-label.ts';

const own = JSON.parse(
  readFileSync(new URL('../../../../tests/fixtures/openfda/labels.json', import.meta.url), 'utf8'),
) as { results: unknown[] };

const SHARED = new URL('../../../../../shared/fixtures/openfda/', import.meta.url);
const shared = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(name, SHARED), 'utf8')) as unknown;

describe('readLabelSearch', () => {
  it('reads names, sections without their numbered headings, class and DailyMed link', () => {
    const labels = readLabelSearch({ meta: {}, results: own.results });
    const lisinopril = labels?.[0];
    expect(lisinopril).toMatchObject({
      name: 'Lisinopril',
      genericName: 'Lisinopril',
      year: '2024',
      classes: ['Angiotensin Converting Enzyme Inhibitor'],
      url: 'https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=8f1c2d54-3b7e-4a55-9c1e-6a0f2b9d1a01',
    });
    expect(lisinopril?.sections.map((s) => s.kind)).toEqual([
      'drug_interactions',
      'contraindications',
      'boxed_warning',
    ]);
    expect(lisinopril?.sections[0]?.text).toMatch(/^7\.1 Diuretics/);
    expect(lisinopril?.sections[2]?.text).toMatch(/^FETAL TOXICITY/);
    expect(labels?.[2]?.name).toBe('Coumadin');
  });

  it('reads the NOT_FOUND body as no labels and refuses other shapes', () => {
    expect(readLabelSearch({ error: { code: 'NOT_FOUND', message: 'No matches found!' } })).toEqual(
      [],
    );
    expect(readLabelSearch({ error: { code: 'SERVER_ERROR' } })).toBeNull();
    expect(readLabelSearch('<html>')).toBeNull();
    expect(readLabelSearch({ results: [{ no_set_id: true }] })).toEqual([]);
  });

  it('title-cases shouted names only', () => {
    expect(displayName('BUPROPION HYDROCHLORIDE')).toBe('Bupropion Hydrochloride');
    expect(displayName('buPropion Hydrochloride XL')).toBe('buPropion Hydrochloride XL');
  });
});

describe.runIf(existsSync(SHARED))(
  'recorded openFDA responses (../shared/fixtures/openfda)',
  () => {
    it('bupropion: interactions, boxed warning and contraindications from a full label', () => {
      const [label] = readLabelSearch(shared('label_search_bupropion.json')) ?? [];
      expect(label?.name).toBe('buPropion Hydrochloride XL');
      expect(label?.genericName).toBe('Bupropion Hydrochloride');
      expect(label?.sections.map((s) => s.kind)).toEqual([
        'drug_interactions',
        'contraindications',
        'boxed_warning',
      ]);
      expect(label?.sections[0]?.text).toMatch(/^CYP2B6 inducers/);
    });

    it('an empty openfda block falls back to the product title; OTC labels give ask-a-pharmacist', () => {
      const labels =
        readLabelSearch(
          shared('label_search_two_results_citalopram_empty_openfda_and_otc_aspirin.json'),
        ) ?? [];
      expect(labels).toHaveLength(2);
      expect(labels[0]?.name).toBe('Citalopram Hydrobromide');
      expect(labels[0]?.genericName).toBeUndefined();
      expect(labels[0]?.sections[0]?.kind).toBe('drug_interactions');
      expect(labels[1]?.sections.map((s) => s.kind)).toEqual(['ask_doctor_or_pharmacist']);
    });

    it('the recorded not-found body is an empty result', () => {
      expect(readLabelSearch(shared('error_not_found.json'))).toEqual([]);
    });
  },
);
