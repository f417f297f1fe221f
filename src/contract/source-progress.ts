import { z } from 'zod';

/** The sources a search can ask, as the progress display names them. */
export const progressSourceSchema = z.enum(['pubmed', 'medlineplus', 'web', 'trials', 'openfda']);
export type ProgressSource = z.infer<typeof progressSourceSchema>;

/** How one asked source settled: what it found, or that it could not be reached. */
export const sourceOutcomeSchema = z.object({
  state: z.enum(['found', 'none', 'unreachable']),
  found: z.number().int().min(0),
});
export type SourceOutcome = z.infer<typeof sourceOutcomeSchema>;

/** The sources that have settled so far; a source asked but absent is still being waited for. */
export const sourceOutcomesSchema = z.partialRecord(progressSourceSchema, sourceOutcomeSchema);
export type SourceOutcomes = z.infer<typeof sourceOutcomesSchema>;
