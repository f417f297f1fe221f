import type { CriterionCheck, FitVerdict } from '../../../contract/trial-fit.ts';

/**
 * The overall verdict follows from the labels by fixed rules, never from the model's say-so:
 * an unmet inclusion or a met exclusion rules the patient out; every inclusion met and every
 * exclusion ruled out makes them likely eligible; anything unknown leaves it open.
 */
export function fitVerdict(criteria: readonly CriterionCheck[]): FitVerdict | undefined {
  if (criteria.length === 0) return undefined;
  const excluded = criteria.some(
    (check) =>
      (check.kind === 'inclusion' && check.status === 'not met') ||
      (check.kind === 'exclusion' && check.status === 'met'),
  );
  if (excluded) return 'likely not eligible';
  const settled = criteria.every(
    (check) =>
      (check.kind === 'inclusion' && check.status === 'met') ||
      (check.kind === 'exclusion' && check.status === 'not met'),
  );
  return settled ? 'likely eligible' : 'possibly eligible';
}
