import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { trialSchema } from './trial.ts';

/** `POST /api/clinical-trials/search`: the registry lookup the clinical-trials pipeline uses. */
export const trialSearchRequestSchema = z.object({
  query: z.string().trim().min(1, 'query is required').max(LIMITS.queryMaxChars),
  location: z.string().trim().max(LIMITS.locationMaxChars).optional(),
});
export type TrialSearchRequest = z.infer<typeof trialSearchRequestSchema>;

export const trialSearchResponseSchema = z.object({
  success: z.boolean(),
  /** Ranked: recruiting first, then by relevance to the query. */
  trials: z.array(trialSchema),
  error: z.string().optional(),
});
export type TrialSearchResponse = z.infer<typeof trialSearchResponseSchema>;
