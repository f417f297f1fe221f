import { describe, expect, it } from 'vitest';
import type { Trial } from '../../../contract/trial.ts';
import { prescreenTrial, registryAgeInYears, statedAge, statedSex } from './prescreen-trial.ts';

const trial = (over: Partial<Trial>): Trial => ({
  nctId: 'NCT00000001',
  title: 'T',
  conditions: [],
  phase: 'Phase 2',
  status: 'RECRUITING',
  eligibility: '',
  summary: '',
  locations: [],
  ...over,
});

describe('prescreenTrial', () => {
  it('reads registry ages and stated ages and sex', () => {
    expect(registryAgeInYears('18 Years')).toBe(18);
    expect(registryAgeInYears('6 Months')).toBe(0.5);
    expect(registryAgeInYears('N/A')).toBeUndefined();
    expect(statedAge('melanoma trials for a 54-year-old woman')?.years).toBe(54);
    expect(statedAge('I am aged 61')?.years).toBe(61);
    expect(statedAge('stage 3 melanoma')).toBeUndefined();
    expect(statedSex('a 54-year-old woman')?.sex).toBe('FEMALE');
    expect(statedSex('asking for my father and my mother')).toBeUndefined();
  });

  it('checks age limits and sex against the patient words, quoting them', () => {
    const fit = prescreenTrial(
      trial({
        minimumAge: '18 Years',
        maximumAge: '50 Years',
        sex: 'FEMALE',
        healthyVolunteers: false,
      }),
      'User: melanoma trials for a 54-year-old woman after surgery',
    );
    expect(fit.method).toBe('registry-data');
    expect(fit.criteria.map((check) => [check.criterion, check.status, check.quote])).toEqual([
      ['Age 18 Years to 50 Years', 'not met', '54-year-old'],
      ['Female participants only', 'met', 'woman'],
      ['Healthy volunteers not accepted', 'not enough information', undefined],
    ]);
    expect(fit.verdict).toBe('likely not eligible');
    expect(fit.reasons).toEqual([]);
  });

  it('never calls a patient eligible from registry data alone', () => {
    const fit = prescreenTrial(trial({ minimumAge: '18 Years', sex: 'ALL' }), 'I am 40 years old');
    expect(fit.criteria).toHaveLength(1);
    expect(fit.criteria[0]?.status).toBe('met');
    expect(fit.verdict).toBeUndefined();
  });
});
