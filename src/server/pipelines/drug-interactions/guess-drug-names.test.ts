import { describe, expect, it } from 'vitest';
import { guessDrugNames } from './guess-drug-names.ts';

describe('guessDrugNames', () => {
  it.each([
    ['Can I take ibuprofen with lisinopril?', ['ibuprofen', 'lisinopril']],
    ['Is it safe to mix warfarin and aspirin', ['warfarin', 'aspirin']],
    ['sertraline tramadol interaction', ['sertraline', 'tramadol']],
    ['Can I drink alcohol while taking metformin?', ['metformin']],
    ['Advil and Coumadin together - is that dangerous for my kidney?', ['advil', 'coumadin']],
    ['omeprazole clopidogrel drug interactions', ['omeprazole', 'clopidogrel']],
  ])('%s', (question, names) => {
    expect(guessDrugNames(question)).toEqual(names);
  });

  it('keeps at most four names, the most drug-like ones, in question order', () => {
    const names = guessDrugNames(
      'amlodipine, atorvastatin, lisinopril, metoprolol, something, anything else',
    );
    expect(names).toEqual(['amlodipine', 'atorvastatin', 'lisinopril', 'metoprolol']);
  });

  it('finds nothing in a question without names', () => {
    expect(guessDrugNames('Is it safe to take these together?')).toEqual([]);
  });
});
