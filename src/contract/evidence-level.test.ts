import { describe, expect, it } from 'vitest';
import { byEvidenceStrength, evidenceRank } from './evidence-level.ts';
import type { Reference } from './reference.ts';

const ref = (n: number, kind: Reference['kind'], studyType?: Reference['studyType']) => ({
  n,
  kind,
  ...(studyType ? { studyType } : {}),
});

describe('byEvidenceStrength', () => {
  it('puts syntheses first, then trials, observational designs, cases and opinion', () => {
    const list = [
      ref(1, 'pubmed', 'editorial'),
      ref(2, 'web'),
      ref(3, 'pubmed', 'case-report'),
      ref(4, 'pubmed', 'cohort'),
      ref(5, 'pubmed'),
      ref(6, 'pubmed', 'randomised-trial'),
      ref(7, 'pubmed', 'retracted'),
      ref(8, 'pubmed', 'meta-analysis'),
      ref(9, 'pubmed', 'guideline'),
      ref(10, 'pubmed', 'review'),
    ];
    expect(byEvidenceStrength(list).map((item) => item.n)).toEqual([8, 9, 6, 4, 3, 10, 5, 1, 2, 7]);
  });

  it('keeps the citation order between references of equal strength, and leaves the input alone', () => {
    const list = [
      ref(3, 'web'),
      ref(1, 'pubmed', 'cohort'),
      ref(2, 'medlineplus'),
      ref(4, 'pubmed', 'cohort'),
    ];
    expect(byEvidenceStrength(list).map((item) => item.n)).toEqual([1, 4, 3, 2]);
    expect(list.map((item) => item.n)).toEqual([3, 1, 2, 4]);
  });

  it('ranks an unclassified article below a review and above opinion', () => {
    expect(evidenceRank(ref(1, 'pubmed'))).toBeGreaterThan(
      evidenceRank(ref(2, 'pubmed', 'review')),
    );
    expect(evidenceRank(ref(1, 'pubmed'))).toBeLessThan(
      evidenceRank(ref(2, 'pubmed', 'editorial')),
    );
  });
});
