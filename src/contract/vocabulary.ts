import { z } from 'zod';
import {
  ANSWER_MODES,
  KNOWLEDGE_LEVELS,
  LANGUAGES,
  SEARCH_TYPES,
  SEVERITIES,
  USMLE_STEPS,
} from './vocabulary-values.ts';

export * from './vocabulary-values.ts';

export const searchTypeSchema = z.enum(SEARCH_TYPES, {
  error: (issue) => `Invalid search type: ${String(issue.input)}`,
});
export const knowledgeLevelSchema = z.enum(KNOWLEDGE_LEVELS);
export const usmleStepSchema = z.enum(USMLE_STEPS);
export const languageSchema = z.enum(LANGUAGES);
export const severitySchema = z.enum(SEVERITIES);
export const answerModeSchema = z.enum(ANSWER_MODES);
