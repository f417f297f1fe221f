import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  knowledgeLevelSchema,
  languageSchema,
  searchTypeSchema,
  usmleStepSchema,
} from './vocabulary.ts';
import { LIMITS } from './limits.ts';
import { conversationMessageSchema } from './conversation-message.ts';

const queryText = z
  .string({ error: 'Please enter a question.' })
  .trim()
  .min(1, 'Please enter a question.')
  .max(LIMITS.queryMaxChars, `Questions are limited to ${LIMITS.queryMaxChars} characters.`);

export const documentDataSchema = z.object({
  base64: z.string().max(Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 4, 'File too large'),
  fileName: z.string().min(1).max(255),
});

export const searchRequestSchema = z.object({
  query: queryText,
  fullQuery: z
    .string()
    .max(LIMITS.queryMaxChars * 2)
    .optional(),
  medicalKnowledgeLevel: knowledgeLevelSchema.default('no-medical-experience'),
  searchType: searchTypeSchema.default('health-info'),
  language: languageSchema.default(DEFAULT_LANGUAGE),
  conversationContext: z
    .array(conversationMessageSchema)
    .max(LIMITS.conversationContextMessages)
    .default([]),
  isFollowUp: z.boolean().default(false),
  documentData: documentDataSchema.optional(),
  usmleStep: usmleStepSchema.optional(),
  location: z.string().trim().max(LIMITS.locationMaxChars).optional(),
  patientInfo: z.string().max(LIMITS.patientInfoMaxChars).optional(),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;
/** What a client sends: defaults may be left out. */
export type SearchRequestInput = z.input<typeof searchRequestSchema>;
