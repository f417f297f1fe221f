import { describe, expect, it } from 'vitest';
import { conditionQuery, conditionTerms } from './build-condition-query.ts';

describe('conditionTerms', () => {
  it('finds known condition keywords first', () => {
    expect(conditionTerms('melanoma trials for a 54-year-old woman after surgery')).toEqual([
      'melanoma',
    ]);
  });

  it('keeps the longer keyword and not the word inside it', () => {
    expect(conditionTerms('Breast cancer and type 2 diabetes studies')).toEqual([
      'breast cancer',
      'type 2 diabetes',
    ]);
  });

  it('keeps at most 3 key terms', () => {
    expect(conditionTerms('asthma, copd, epilepsy, stroke and obesity')).toHaveLength(3);
  });

  it('falls back to words longer than 2 characters when no keyword matches', () => {
    expect(conditionTerms('Is there a trial for sickle cell anemia in kids?')).toEqual([
      'sickle',
      'cell',
      'anemia',
    ]);
  });

  it('gives nothing for a question without usable words', () => {
    expect(conditionTerms('?? a b')).toEqual([]);
  });
});

describe('conditionQuery', () => {
  it('joins terms with OR and quotes phrases', () => {
    expect(conditionQuery(['breast cancer', 'obesity'])).toBe('"breast cancer" OR obesity');
  });
});
