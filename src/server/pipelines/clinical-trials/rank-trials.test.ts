import { describe, expect, it } from 'vitest';
import type { Trial } from '../../../contract/trial.ts';
import { rankTrials, relevanceScore } from './rank-trials.ts';

const trial = (over: Partial<Trial>): Trial => ({
  nctId: 'NCT00000000',
  title: '',
  conditions: [],
  phase: 'Not specified',
  status: 'RECRUITING',
  eligibility: '',
  summary: '',
  locations: [],
  ...over,
});

describe('rankTrials', () => {
  it('scores title 10, condition 8 and summary 5 per term', () => {
    const t = trial({ title: 'Melanoma vaccine', conditions: ['Melanoma'], summary: 'melanoma' });
    expect(relevanceScore(t, ['melanoma'])).toBe(23);
    expect(relevanceScore(t, ['vaccine'])).toBe(10);
  });

  it('puts recruiting trials first, then the most relevant', () => {
    const ranked = rankTrials(
      [
        trial({ nctId: 'A', status: 'ACTIVE_NOT_RECRUITING', title: 'Melanoma surgery' }),
        trial({ nctId: 'B', summary: 'melanoma' }),
        trial({ nctId: 'C', title: 'Melanoma after surgery' }),
        trial({ nctId: 'D', status: 'NOT_YET_RECRUITING', title: 'Melanoma' }),
      ],
      'melanoma trials after surgery',
    );
    expect(ranked.map((t) => t.nctId)).toEqual(['C', 'B', 'A', 'D']);
  });

  it('keeps the registry order for ties', () => {
    const ranked = rankTrials([trial({ nctId: 'X' }), trial({ nctId: 'Y' })], 'asthma');
    expect(ranked.map((t) => t.nctId)).toEqual(['X', 'Y']);
  });
});
