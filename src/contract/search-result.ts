import { z } from 'zod';
import {
  answerModeSchema,
  knowledgeLevelSchema,
  languageSchema,
  searchTypeSchema,
  usmleStepSchema,
} from './vocabulary.ts';
import { trialSchema } from './trial.ts';

export const searchSourcesSchema = z.object({
  firecrawl: z.boolean(),
  pubmed: z.boolean(),
  clinicalTrials: z.boolean(),
  medlinePlus: z.boolean(),
  label: z.string(),
});

export const searchResultSchema = z.object({
  query: z.string(),
  summary: z.string(),
  /** Plain reference strings carrying PMID, NCT id or URL (SPEC.md section 3). */
  references: z.array(z.string()),
  timestamp: z.string(),
  medicalKnowledgeLevel: knowledgeLevelSchema,
  usmleStep: usmleStepSchema.optional(),
  trials: z.array(trialSchema).optional(),
  searchType: searchTypeSchema,
  language: languageSchema,
  sources: searchSourcesSchema,
  answerMode: answerModeSchema,
  emergency: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
