import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PATIENT_TEXT_MAX_CHARS,
  trialFitRequestSchema,
  type Trial,
} from '../../../contract/index.ts';
import { postTrialFit } from './post-trial-fit.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const trial = (nctId: string): Trial => ({
  nctId,
  title: nctId,
  conditions: Array.from({ length: 40 }, (_, i) => `condition ${i}`),
  phase: 'Phase 2',
  status: 'RECRUITING',
  eligibility: `Inclusion Criteria:\n${'* adults\n'.repeat(40_000)}`,
  summary: 's'.repeat(9000),
  locations: Array.from({ length: 25 }, (_, i) => `Site ${i}`),
});

describe('postTrialFit', () => {
  it('never sends more than the contract accepts: trials, eligibility text and patient text cut', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return Response.json({ fits: [] });
      }),
    );
    const trials = Array.from({ length: 12 }, (_, i) => trial(`NCT0000000${i}`));
    const patientText = `User: ${'older history '.repeat(5000)}\n\nUser: the latest question`;
    await postTrialFit(trials, patientText);
    const [body] = bodies;
    const parsed = trialFitRequestSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.trials).toHaveLength(10);
    expect(parsed.data?.patientText.length).toBeLessThanOrEqual(PATIENT_TEXT_MAX_CHARS);
    expect(parsed.data?.patientText.length).toBeGreaterThan(PATIENT_TEXT_MAX_CHARS - 20);
    // The latest words are the ones kept.
    expect(parsed.data?.patientText.endsWith('the latest question')).toBe(true);
  });
});
