import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  FIT_TRIAL_LIMITS,
  PATIENT_TEXT_MAX_CHARS,
  renderPatientText,
  trialFitResponseSchema,
  trialForFit,
} from '../../src/contract/index.ts';
import { toTrials } from '../../src/server/sources/clinical-trials/to-trial.ts';
import { CRITERIA_PROMPT_MARKER } from '../../src/server/pipelines/clinical-trials/fit-prompts.ts';
import { useFakeStack, type AppOptions } from './stack.ts';

const stack = useFakeStack();
// One app per test, so a repeat within a test can be served from that app's cache.
let app: FastifyInstance | undefined;
afterEach(() => {
  app = undefined;
});

const studies = JSON.parse(
  readFileSync(new URL('../fixtures/clinical-trials/studies.json', import.meta.url), 'utf8'),
) as { studies: unknown[] };
const trials = toTrials(studies.studies);
const patientText = renderPatientText([], 'melanoma trials for a 54-year-old woman after surgery');

async function fit(body: object, options?: AppOptions) {
  app ??= await stack.app(options);
  return app.inject({ method: 'POST', url: '/api/clinical-trials/fit', payload: body });
}

describe('POST /api/clinical-trials/fit', () => {
  it('gives up to 3 reasons and a criterion-by-criterion check per trial', async () => {
    const response = await fit({ trials: trials.slice(0, 3), patientText });
    expect(response.statusCode).toBe(200);
    const { fits } = trialFitResponseSchema.parse(response.json());
    expect(fits.map((item) => item.nctId)).toEqual(trials.slice(0, 3).map((t) => t.nctId));
    const first = fits[0];
    expect(first?.method).toBe('ai');
    expect(first?.reasons.length).toBeGreaterThan(0);
    expect(first?.reasons.length).toBeLessThanOrEqual(3);
    // The second trial's reply came wrapped in a code fence and still parsed.
    expect(fits[1]?.reasons.length).toBeGreaterThan(0);
    const inclusion = first?.criteria.filter((check) => check.kind === 'inclusion') ?? [];
    const exclusion = first?.criteria.filter((check) => check.kind === 'exclusion') ?? [];
    expect(inclusion.length).toBeGreaterThan(2);
    expect(exclusion.length).toBeGreaterThan(2);
    const age = inclusion.find((check) => check.criterion.startsWith('Age 18'));
    expect(age).toMatchObject({ status: 'met', quote: '54-year-old' });
    expect(first?.verdict).toBe('possibly eligible');
  });

  it('runs every trial at once and serves a repeat from its cache', async () => {
    await fit({ trials: trials.slice(0, 3), patientText });
    const calls = stack.fakes.openai.requests.length;
    expect(calls).toBe(6);
    await fit({ trials: trials.slice(0, 3), patientText });
    expect(stack.fakes.openai.requests.length).toBe(calls);
  });

  it('drops quotes the patient never wrote and gives empty results when the model fails', async () => {
    stack.fakes.openai.behave({ kind: 'status', status: 400 });
    const { fits } = trialFitResponseSchema.parse(
      (
        await fit({ trials: trials.slice(0, 1), patientText: 'User: melanoma, 70 years old' })
      ).json(),
    );
    expect(fits[0]).toMatchObject({ reasons: [], criteria: [] });
    expect(fits[0]?.verdict).toBeUndefined();
  });

  it('asks the model for every criterion of the split eligibility text', async () => {
    await fit({ trials: trials.slice(1, 2), patientText });
    const body = stack.fakes.openai.requests.find((request) =>
      request.body.includes(CRITERIA_PROMPT_MARKER),
    )?.body;
    expect(body).toContain('I1. Adults 18 to 75 years of age');
    expect(body).toContain('E3. Known HIV infection with detectable viral load');
    expect(body).toContain('json_schema');
  });

  it('pre-screens only the registry data without a model', async () => {
    const response = await fit(
      { trials: trials.filter((t) => t.nctId === 'NCT05010002'), patientText },
      { model: false },
    );
    const { fits } = trialFitResponseSchema.parse(response.json());
    expect(fits[0]?.method).toBe('registry-data');
    expect(fits[0]?.criteria.map((check) => check.status)).toEqual([
      'met',
      'not enough information',
    ]);
    expect(fits[0]?.verdict).toBeUndefined();
    expect(stack.fakes.openai.requests).toHaveLength(0);
  });

  it('refuses more than 10 trials or no patient text', async () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ ...trials[0], nctId: `NCT1000000${i}` }));
    const tooMany = await fit({ trials: many, patientText });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: 'trials: at most 10 trials per request' });
    expect((await fit({ trials: trials.slice(0, 1), patientText: ' ' })).statusCode).toBe(400);
  });

  it('refuses eligibility text, lists and patient text over the caps with a plain 400, before any model call', async () => {
    const [first] = trials;
    if (!first) throw new Error('fixture trials');
    const cases: [object, string][] = [
      // The review's 360 KB prompt, in one trial's eligibility text.
      [
        { trials: [{ ...first, eligibility: 'Inclusion: adults. '.repeat(19_000) }], patientText },
        'trials.0.eligibility: at most 20000 characters',
      ],
      [
        {
          trials: [{ ...first, summary: 'a'.repeat(FIT_TRIAL_LIMITS.summaryMaxChars + 1) }],
          patientText,
        },
        'trials.0.summary: at most 5000 characters',
      ],
      [
        {
          trials: [{ ...first, locations: Array.from({ length: 11 }, (_, i) => `Site ${i}`) }],
          patientText,
        },
        'trials.0.locations: at most 10 entries',
      ],
      [
        { trials: [first], patientText: 'p'.repeat(PATIENT_TEXT_MAX_CHARS + 1) },
        `patientText: at most ${PATIENT_TEXT_MAX_CHARS} characters`,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await fit(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
    expect(stack.fakes.openai.requests).toHaveLength(0);
  });

  it('accepts any trial once cut to the caps, as the client sends it', async () => {
    const [first] = trials;
    if (!first) throw new Error('fixture trials');
    const huge = {
      ...first,
      eligibility: `${first.eligibility}\n${'x'.repeat(30_000)}`,
      conditions: Array.from({ length: 40 }, (_, i) => `condition ${i}`),
      locations: Array.from({ length: 30 }, (_, i) => `Site ${i}`),
    };
    const response = await fit({ trials: [trialForFit(huge)], patientText });
    expect(response.statusCode).toBe(200);
  });
});
