import { z } from 'zod';
import { renderHistory, type ConversationMessage } from './conversation-message.ts';
import { LIMITS } from './limits.ts';
import { trialSchema, type Trial } from './trial.ts';

/** SPEC.md section 9: at most 3 fit reasons per trial. */
export const MAX_FIT_REASONS = 3;
/** The fit analysis looks at the trials on screen, never all 50 the registry sent. */
export const MAX_FIT_TRIALS = 10;
export const PATIENT_TEXT_MAX_CHARS =
  LIMITS.conversationContextMaxChars + LIMITS.patientInfoMaxChars;

/**
 * Bounds of one trial sent for a fit analysis, so a request cannot carry a prompt of any size.
 * Texts use ClinicalTrials.gov's own field limits (eligibility criteria 20,000 characters, brief
 * summary 5,000, official title 600), so a real trial is never cut; locations follow SPEC.md
 * section 9 (up to 10 per trial). The client trims to these before sending (`trialForFit`).
 */
export const FIT_TRIAL_LIMITS = {
  nctIdMaxChars: 64,
  titleMaxChars: 600,
  conditions: 50,
  conditionMaxChars: 200,
  shortFieldMaxChars: 100,
  eligibilityMaxChars: 20_000,
  summaryMaxChars: 5_000,
  locations: 10,
  locationMaxChars: 300,
  urlMaxChars: 500,
  contactInfoMaxChars: 1_000,
} as const;

const L = FIT_TRIAL_LIMITS;
const text = (max: number) => z.string().max(max, `at most ${max} characters`);
const list = (count: number, maxChars: number) =>
  z.array(text(maxChars)).max(count, `at most ${count} entries`);

/** A trial as the fit analysis takes it: the contract's Trial with every field bounded. */
export const fitTrialSchema = trialSchema.extend({
  nctId: text(L.nctIdMaxChars),
  title: text(L.titleMaxChars),
  conditions: list(L.conditions, L.conditionMaxChars),
  phase: text(L.shortFieldMaxChars),
  status: text(L.shortFieldMaxChars),
  eligibility: text(L.eligibilityMaxChars),
  summary: text(L.summaryMaxChars),
  locations: list(L.locations, L.locationMaxChars),
  url: text(L.urlMaxChars).optional(),
  contactInfo: text(L.contactInfoMaxChars).optional(),
  minimumAge: text(L.shortFieldMaxChars).optional(),
  maximumAge: text(L.shortFieldMaxChars).optional(),
  sex: text(L.shortFieldMaxChars).optional(),
});

const clip = (value: string, max: number): string => value.slice(0, max);
const clipOptional = (value: string | undefined, max: number): string | undefined =>
  value === undefined ? undefined : clip(value, max);

/** A trial cut to FIT_TRIAL_LIMITS: what the client sends, so the server never has to refuse it. */
export function trialForFit(trial: Trial): Trial {
  return {
    ...trial,
    nctId: clip(trial.nctId, L.nctIdMaxChars),
    title: clip(trial.title, L.titleMaxChars),
    conditions: trial.conditions.slice(0, L.conditions).map((c) => clip(c, L.conditionMaxChars)),
    phase: clip(trial.phase, L.shortFieldMaxChars),
    status: clip(trial.status, L.shortFieldMaxChars),
    eligibility: clip(trial.eligibility, L.eligibilityMaxChars),
    summary: clip(trial.summary, L.summaryMaxChars),
    locations: trial.locations.slice(0, L.locations).map((l) => clip(l, L.locationMaxChars)),
    url: clipOptional(trial.url, L.urlMaxChars),
    contactInfo: clipOptional(trial.contactInfo, L.contactInfoMaxChars),
    minimumAge: clipOptional(trial.minimumAge, L.shortFieldMaxChars),
    maximumAge: clipOptional(trial.maximumAge, L.shortFieldMaxChars),
    sex: clipOptional(trial.sex, L.shortFieldMaxChars),
  };
}

export const CRITERION_STATUSES = ['met', 'not met', 'not enough information'] as const;
export const criterionStatusSchema = z.enum(CRITERION_STATUSES);
export type CriterionStatus = z.infer<typeof criterionStatusSchema>;

export const FIT_VERDICTS = [
  'likely eligible',
  'possibly eligible',
  'likely not eligible',
] as const;
export const fitVerdictSchema = z.enum(FIT_VERDICTS);
export type FitVerdict = z.infer<typeof fitVerdictSchema>;

/** One eligibility criterion checked against the patient's words. */
export const criterionCheckSchema = z.object({
  kind: z.enum(['inclusion', 'exclusion']),
  criterion: z.string(),
  /** Whether the patient matches the criterion's statement; for an exclusion 'met' excludes. */
  status: criterionStatusSchema,
  reason: z.string(),
  /** The patient's own words the reason rests on; only kept when they really occur. */
  quote: z.string().optional(),
});
export type CriterionCheck = z.infer<typeof criterionCheckSchema>;

export const trialFitSchema = z.object({
  nctId: z.string(),
  reasons: z.array(z.string()).max(MAX_FIT_REASONS),
  /** 'ai': checked by the model; 'registry-data': only the registry's structured limits. */
  method: z.enum(['ai', 'registry-data']),
  criteria: z.array(criterionCheckSchema),
  verdict: fitVerdictSchema.optional(),
});
export type TrialFit = z.infer<typeof trialFitSchema>;

export const trialFitRequestSchema = z.object({
  trials: z
    .array(fitTrialSchema)
    .min(1, 'at least one trial is required')
    .max(MAX_FIT_TRIALS, `at most ${MAX_FIT_TRIALS} trials per request`),
  patientText: z
    .string()
    .trim()
    .min(1, 'patientText is required')
    .max(PATIENT_TEXT_MAX_CHARS, `at most ${PATIENT_TEXT_MAX_CHARS} characters`),
});
export type TrialFitRequest = z.infer<typeof trialFitRequestSchema>;

export const trialFitResponseSchema = z.object({ fits: z.array(trialFitSchema) });
export type TrialFitResponse = z.infer<typeof trialFitResponseSchema>;

/**
 * The patient text of SPEC.md section 3: the conversation as 'User: ...' / 'Assistant: ...'
 * lines separated by blank lines, then the current question and any patient information.
 */
export function renderPatientText(
  history: readonly Pick<ConversationMessage, 'type' | 'content'>[],
  query: string,
  patientInfo?: string,
): string {
  const lines = [renderHistory([...history, { type: 'user', content: query.trim() }])];
  if (patientInfo?.trim()) lines.push(`Patient information: ${patientInfo.trim()}`);
  return lines.join('\n\n').slice(-PATIENT_TEXT_MAX_CHARS);
}
