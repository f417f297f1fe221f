import { describe, expect, it } from 'vitest';
import { isMedicalTerm } from './is-medical-term.ts';

describe('isMedicalTerm', () => {
  it.each([
    'hyperglycemia',
    'vitamin B12 deficiency',
    'type 2 diabetes',
    'BUN/creatinine ratio',
    'HbA1c',
    'Hashimoto thyroiditis',
    'Iron Deficiency',
    'Graves Disease',
    'Uric Acid',
  ])('keeps %s', (term) => expect(isMedicalTerm(term)).toBe(true));
  it.each([
    'Mary Johnson',
    'Lisa Ann Taylor',
    '10/15/1982',
    'MRN 00482913',
    'lisa@example.com',
    '[NAME]',
    'ab',
    'x'.repeat(61),
  ])('drops %s', (term) => expect(isMedicalTerm(term)).toBe(false));
});
