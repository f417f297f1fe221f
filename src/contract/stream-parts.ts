import { z } from 'zod';
import type { UIMessage } from 'ai';
import { referenceSchema } from './reference.ts';
import { citationQuotesSchema } from './citation-quotes.ts';
import { searchResultSchema } from './search-result.ts';
import { trialSchema } from './trial.ts';
import { answerModeSchema } from './vocabulary.ts';
import { emergencyCategorySchema } from './emergency.ts';
import { labExtractionSchema, labTableSourceSchema } from './lab-report.ts';
import { progressSourceSchema, sourceOutcomesSchema } from './source-progress.ts';

/**
 * The typed data parts of the `/api/search` stream. The server writes `data-<name>` chunks with
 * these payloads; the client validates each one with the same schema before using it.
 */
export const searchDataSchemas = {
  status: z.object({
    phase: z.enum(['searching', 'generating', 'checking', 'done']),
    answerMode: answerModeSchema,
    /** Counts per source once retrieval finished. */
    found: z.object({ pubmed: z.number(), web: z.number(), medlinePlus: z.number() }).optional(),
    /** Sources that could not be reached for this search (their names as shown to people). */
    unreachable: z.array(z.string()).optional(),
    /** The sources this search asks, sent from the first status on (absent: not announced). */
    asking: z.array(progressSourceSchema).optional(),
    /** Each asked source that has answered so far, sent again as each one settles. */
    sources: sourceOutcomesSchema.optional(),
  }),
  warning: z.object({
    kind: z.literal('emergency'),
    /** The fixed text that was streamed ahead of the answer. */
    text: z.string(),
    bannerText: z.string(),
    /** What was detected, so the banner can name it; empty when only the general list applies. */
    categories: z.array(emergencyCategorySchema).max(9).default([]),
  }),
  references: z.object({ references: z.array(referenceSchema) }),
  citations: z.object({
    /** Citation numbers in the answer that match a reference. */
    valid: z.array(z.number().int()),
    /** Citation numbers that point nowhere; the UI marks them instead of linking. */
    unmatched: z.array(z.number().int()),
  }),
  /**
   * For every cited sentence, the passage of each cited source behind it (or none found). Sent
   * once the answer is complete, after the result: the matching never delays the answer.
   */
  quotes: citationQuotesSchema,
  trials: z.object({ trials: z.array(trialSchema) }),
  followups: z.object({ questions: z.array(z.string()) }),
  /** The lab report as read, before the analysis streams: the table, how it was read, findings. */
  lab: z.object({
    fileName: z.string(),
    source: labTableSourceSchema,
    pageCount: z.number().int().min(0),
    extraction: labExtractionSchema,
  }),
  result: searchResultSchema,
} as const;

export type SearchDataTypes = {
  [K in keyof typeof searchDataSchemas]: z.infer<(typeof searchDataSchemas)[K]>;
};
export type SearchDataName = keyof SearchDataTypes;

/** One message type for the whole stream protocol, used by the writer and the reader. */
export type SearchUIMessage = UIMessage<never, SearchDataTypes>;
