import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FIT_TRIAL_LIMITS,
  fitTrialSchema,
  MAX_FIT_TRIALS,
  trialFitRequestSchema,
  trialForFit,
} from './trial-fit.ts';
import type { Trial } from './trial.ts';

const trial: Trial = {
  nctId: 'NCT01234567',
  title: 'Adjuvant therapy after melanoma surgery',
  conditions: ['Melanoma'],
  phase: 'Phase 3',
  status: 'RECRUITING',
  eligibility: 'Inclusion Criteria:\n* Adults 18 to 75',
  summary: 'A study.',
  locations: ['Boston, Massachusetts, United States'],
};

const messageFor = (candidate: object): string | undefined => {
  const parsed = fitTrialSchema.safeParse(candidate);
  return parsed.success
    ? undefined
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
};

describe('fitTrialSchema', () => {
  it('takes a registry-sized trial and refuses each field past its cap, saying which', () => {
    expect(messageFor(trial)).toBeUndefined();
    const L = FIT_TRIAL_LIMITS;
    expect(messageFor({ ...trial, eligibility: 'a'.repeat(L.eligibilityMaxChars + 1) })).toBe(
      'eligibility: at most 20000 characters',
    );
    expect(messageFor({ ...trial, title: 'a'.repeat(L.titleMaxChars + 1) })).toBe(
      'title: at most 600 characters',
    );
    expect(messageFor({ ...trial, conditions: Array(L.conditions + 1).fill('x') })).toBe(
      'conditions: at most 50 entries',
    );
    expect(messageFor({ ...trial, locations: ['a'.repeat(L.locationMaxChars + 1)] })).toBe(
      'locations.0: at most 300 characters',
    );
  });
});

describe('trialForFit', () => {
  it('cuts any trial to a request the server accepts, leaving a small one as it was', () => {
    expect(trialForFit(trial)).toEqual(trial);
    const text = fc.string({ maxLength: 30_000, unit: 'grapheme' });
    fc.assert(
      fc.property(
        text,
        fc.array(fc.string(), { maxLength: 60 }),
        fc.option(text, { nil: undefined }),
        (long, list, optional) => {
          const big: Trial = {
            ...trial,
            title: long,
            eligibility: long + long,
            summary: long,
            conditions: list,
            locations: list.map((item) => item + long.slice(0, 400)),
            contactInfo: optional,
            sex: optional,
          };
          const request = { trials: [trialForFit(big)], patientText: 'User: hello' };
          expect(trialFitRequestSchema.safeParse(request).success).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
    expect(MAX_FIT_TRIALS).toBe(10);
  });
});
