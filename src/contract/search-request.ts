import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  knowledgeLevelSchema,
  languageSchema,
  searchTypeSchema,
  usmleStepSchema,
  type SearchType,
} from './vocabulary.ts';
import { LIMITS } from './limits.ts';
import { conversationMessageSchema } from './conversation-message.ts';
import { documentDataSchema, documentPagesSchema, labDocumentSchema } from './attachments.ts';
import { sessionIdSchema, userIdSchema } from './tracing.ts';

const queryText = z
  .string({ error: 'Please enter a question.' })
  .trim()
  .min(1, 'Please enter a question.')
  .max(LIMITS.queryMaxChars, `Questions are limited to ${LIMITS.queryMaxChars} characters.`);

export const searchRequestSchema = z
  .object({
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
    /** SPEC.md's attached file: an image, or a PDF the server reads itself. */
    documentData: documentDataSchema.optional(),
    /** A document whose text layer the browser read and cleared of identifiers (lab-report only). */
    labDocument: labDocumentSchema.optional(),
    /** Page images of a scanned PDF (lab-report only). */
    documentPages: documentPagesSchema.optional(),
    usmleStep: usmleStepSchema.optional(),
    location: z.string().trim().max(LIMITS.locationMaxChars).optional(),
    patientInfo: z.string().max(LIMITS.patientInfoMaxChars).optional(),
    /** SPEC.md section 3's anonymous ids; they tag the search's trace and nothing else. */
    userId: userIdSchema.optional(),
    sessionId: sessionIdSchema.optional(),
  })
  // A file is never accepted and then ignored: each search type takes exactly what it uses.
  .superRefine((request, context) => {
    const attached = [
      request.documentData ? 'documentData' : null,
      request.labDocument ? 'labDocument' : null,
      request.documentPages ? 'documentPages' : null,
    ].filter((name): name is string => name !== null);
    const problem = attachmentProblem(request.searchType, attached);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: attached.slice(0, 1) });
  });
export type SearchRequest = z.infer<typeof searchRequestSchema>;
/** What a client sends: defaults may be left out. */
export type SearchRequestInput = z.input<typeof searchRequestSchema>;

export const ATTACHMENT_TEXTS = {
  notUsed: 'Attached files are analysed only by the lab-report and image-analysis search types.',
  oneOnly: 'Attach one file at a time.',
  labNeedsFile: 'A lab-report search needs the lab report: attach a PDF, an image or a text file.',
  imageNeedsFile: 'An image-analysis search needs an image (JPEG, PNG, GIF or WebP).',
  imageOnlyData: 'An image-analysis search takes the image as documentData.',
} as const;

function attachmentProblem(type: SearchType, attached: readonly string[]): string | null {
  if (type === 'lab-report') {
    if (attached.length === 0) return ATTACHMENT_TEXTS.labNeedsFile;
    return attached.length > 1 ? ATTACHMENT_TEXTS.oneOnly : null;
  }
  if (type === 'image-analysis') {
    if (attached.length === 0) return ATTACHMENT_TEXTS.imageNeedsFile;
    if (attached.length > 1) return ATTACHMENT_TEXTS.oneOnly;
    return attached[0] === 'documentData' ? null : ATTACHMENT_TEXTS.imageOnlyData;
  }
  return attached.length > 0 ? ATTACHMENT_TEXTS.notUsed : null;
}
