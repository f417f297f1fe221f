import { describe, expect, it } from 'vitest';
import type { CriterionCheck } from '../../../contract/trial-fit.ts';
import { fitVerdict } from './fit-verdict.ts';

const check = (kind: CriterionCheck['kind'], status: CriterionCheck['status']): CriterionCheck => ({
  kind,
  status,
  criterion: 'c',
  reason: 'r',
});

describe('fitVerdict', () => {
  it('rules out on an unmet inclusion or a met exclusion', () => {
    expect(fitVerdict([check('inclusion', 'met'), check('inclusion', 'not met')])).toBe(
      'likely not eligible',
    );
    expect(fitVerdict([check('inclusion', 'met'), check('exclusion', 'met')])).toBe(
      'likely not eligible',
    );
  });

  it('is likely eligible only when everything is settled in favour', () => {
    expect(fitVerdict([check('inclusion', 'met'), check('exclusion', 'not met')])).toBe(
      'likely eligible',
    );
    expect(
      fitVerdict([check('inclusion', 'met'), check('exclusion', 'not enough information')]),
    ).toBe('possibly eligible');
    expect(fitVerdict([])).toBeUndefined();
  });
});
