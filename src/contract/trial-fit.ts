import { z } from 'zod';
import { renderHistory, type ConversationMessage } from './conversation-message.ts';
import { LIMITS } from './limits.ts';
import { trialSchema } from './trial.ts';

/** SPEC.md section 9: at most 3 fit reasons per trial. */
export const MAX_FIT_REASONS = 3;
/** The fit analysis looks at the trials on screen, never all 50 the registry sent. */
export const MAX_FIT_TRIALS = 10;
export const PATIENT_TEXT_MAX_CHARS =
  LIMITS.conversationContextMaxChars + LIMITS.patientInfoMaxChars;

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
  trials: z.array(trialSchema).min(1).max(MAX_FIT_TRIALS),
  patientText: z.string().trim().min(1, 'patientText is required').max(PATIENT_TEXT_MAX_CHARS),
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
