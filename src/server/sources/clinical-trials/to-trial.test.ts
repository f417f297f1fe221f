import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trialSchema } from '../../../contract/trial.ts';
import { MAX_TRIAL_LOCATIONS, toTrials } from './to-trial.ts';

const own = JSON.parse(
  readFileSync(
    new URL('../../../../tests/fixtures/clinical-trials/studies.json', import.meta.url),
    'utf8',
  ),
) as { studies: unknown[] };

describe('toTrials', () => {
  const trials = toTrials(own.studies);

  it('maps every study to a valid Trial', () => {
    expect(trials).toHaveLength(own.studies.length);
    for (const trial of trials) expect(trialSchema.safeParse(trial).success).toBe(true);
  });

  it('maps ids, titles, status, phase, conditions and the registry url', () => {
    expect(trials[0]).toMatchObject({
      nctId: 'NCT05010001',
      title: expect.stringContaining('Adjuvant Pembrolizumab'),
      status: 'RECRUITING',
      phase: 'Phase 3',
      url: 'https://clinicaltrials.gov/study/NCT05010001',
    });
    expect(trials[0]?.conditions).toContain('Cutaneous Melanoma');
    expect(trials[0]?.eligibility).toContain('Exclusion Criteria:');
  });

  it('keeps at most 10 locations, as facility, city, state and country', () => {
    expect(trials[0]?.locations).toHaveLength(MAX_TRIAL_LOCATIONS);
    expect(trials[0]?.locations[0]).toBe(
      'Massachusetts General Hospital, Boston, Massachusetts, United States',
    );
  });

  it('builds contact information from central contacts with a phone or an email', () => {
    expect(trials[0]?.contactInfo).toBe(
      'Clinical Trials Office: 617-555-0101, melanoma.trials@example.org',
    );
    expect(trials[2]?.contactInfo).toBeUndefined();
  });

  it("says 'Not specified' without phases and labels NA as not applicable", () => {
    const byId = new Map(trials.map((trial) => [trial.nctId, trial]));
    expect(byId.get('NCT05010005')?.phase).toBe('Not specified');
    expect(byId.get('NCT05010003')?.phase).toBe('Not applicable');
  });

  it('skips entries that are not studies', () => {
    expect(toTrials([null, { protocolSection: {} }, 'x', own.studies[0]])).toHaveLength(1);
  });
});

describe('toTrials on recorded registry responses', () => {
  const shared = new URL('../../../../../shared/fixtures/clinicaltrials/', import.meta.url);
  const read = (name: string): unknown => {
    try {
      return JSON.parse(readFileSync(new URL(name, shared), 'utf8'));
    } catch {
      return undefined;
    }
  };

  it('maps a real search page', (context) => {
    const page = read('biomcp_search_melanoma_recruiting_limit3.json') as
      { studies: unknown[] } | undefined;
    if (!page) return context.skip();
    const trials = toTrials(page.studies);
    expect(trials).toHaveLength(3);
    expect(trials.every((trial) => trial.status === 'RECRUITING')).toBe(true);
  });

  it('maps a study without phases or contacts', (context) => {
    const study = read('biomcp_get_nct06604689.json');
    if (!study) return context.skip();
    const [trial] = toTrials([study]);
    expect(trial).toMatchObject({ nctId: 'NCT06604689', phase: 'Not specified' });
    expect(trial?.contactInfo).toBeUndefined();
  });

  it('cuts a study with 150 locations to 10', (context) => {
    const study = read('mcode_study_NCT02513394_trimmed.json');
    if (!study) return context.skip();
    const [trial] = toTrials([study]);
    expect(trial?.locations).toHaveLength(MAX_TRIAL_LOCATIONS);
    expect(trial?.phase).toBe('Phase 3');
  });

  it('maps a study with locations carrying contacts and geo points', (context) => {
    const study = read('biomcp_get_nct02576665.json');
    if (!study) return context.skip();
    const [trial] = toTrials([study]);
    expect(trial?.nctId).toBe('NCT02576665');
    expect(trial?.conditions.length).toBeGreaterThan(3);
  });
});
