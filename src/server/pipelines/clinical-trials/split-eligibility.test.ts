import { describe, expect, it } from 'vitest';
import { splitEligibility } from './split-eligibility.ts';

describe('splitEligibility', () => {
  it('splits bulleted criteria under both headings', () => {
    const text = `Inclusion Criteria:

* Age 18 years or older
* Histologically confirmed stage III melanoma

Exclusion Criteria:

* Uveal or mucosal melanoma
* Pregnant or breastfeeding`;
    expect(splitEligibility(text)).toEqual({
      inclusion: ['Age 18 years or older', 'Histologically confirmed stage III melanoma'],
      exclusion: ['Uveal or mucosal melanoma', 'Pregnant or breastfeeding'],
    });
  });

  it('folds nested bullets into the criterion they qualify', () => {
    const text = `Inclusion Criteria:
* ECOG 0 or 1
* Adequate organ function:
  * Absolute neutrophil count ≥ 1.5 × 10^9/L
  * Platelets ≥ 100 × 10^9/L
* Signed consent`;
    expect(splitEligibility(text).inclusion).toEqual([
      'ECOG 0 or 1',
      'Adequate organ function: Absolute neutrophil count ≥ 1.5 × 10^9/L; Platelets ≥ 100 × 10^9/L',
      'Signed consent',
    ]);
  });

  it('reads numbered lists, key headings and wrapped lines', () => {
    const text = `Key Inclusion Criteria:
1. Adults 18 to 75 years of age
2. Resected stage IIIB-IV melanoma with tumour
   tissue available
Key Exclusion Criteria:
1) Ocular melanoma
2) Active brain metastases`;
    expect(splitEligibility(text)).toEqual({
      inclusion: [
        'Adults 18 to 75 years of age',
        'Resected stage IIIB-IV melanoma with tumour tissue available',
      ],
      exclusion: ['Ocular melanoma', 'Active brain metastases'],
    });
  });

  it('counts everything as inclusion when the headings are missing', () => {
    expect(splitEligibility('- Biopsy-proven lentigo maligna\n- Age 18 or older')).toEqual({
      inclusion: ['Biopsy-proven lentigo maligna', 'Age 18 or older'],
      exclusion: [],
    });
  });

  it('splits criteria written on the heading line', () => {
    const text =
      'Inclusion: women and men aged 40 or older; able to walk 100 metres.\nExclusion: unstable heart disease; bone metastases.';
    expect(splitEligibility(text)).toEqual({
      inclusion: ['women and men aged 40 or older', 'able to walk 100 metres.'],
      exclusion: ['unstable heart disease', 'bone metastases.'],
    });
  });

  it("removes the registry's markdown escapes and ignores blank text", () => {
    expect(splitEligibility('Inclusion Criteria:\n* Age \\>= 18').inclusion).toEqual(['Age >= 18']);
    expect(splitEligibility('  \n ')).toEqual({ inclusion: [], exclusion: [] });
  });

  it('keeps a sentence starting with the word exclusion as a criterion', () => {
    expect(
      splitEligibility('Inclusion Criteria:\n* Exclusion of other cancers by imaging').inclusion,
    ).toEqual(['Exclusion of other cancers by imaging']);
  });
});
