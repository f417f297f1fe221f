import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { knowledgeLevelSchema, languageSchema, searchTypeSchema } from './vocabulary.ts';

/**
 * SPEC.md section 3 "Local identifiers": 'user_' or 'session_', a time part and a random part, in
 * letters and digits (any random part: 'user_1_a' is one). Only this shape reaches a trace, so an
 * id can never carry user text into it.
 */
export const USER_ID_PATTERN = /^user_[a-z0-9]{1,16}_[A-Za-z0-9]{1,32}$/;
export const SESSION_ID_PATTERN = /^session_[a-z0-9]{1,16}_[A-Za-z0-9]{1,32}$/;

export const userIdSchema = z
  .string()
  .regex(USER_ID_PATTERN, "userId must look like 'user_<time>_<random>'");
export const sessionIdSchema = z
  .string()
  .regex(SESSION_ID_PATTERN, "sessionId must look like 'session_<time>_<random>'");

/**
 * An id as the tracing calls take it: any short text. SPEC.md section 7 says tracing failures are
 * only logged, so a malformed id is left out of the run by the route, never a 400 that loses it.
 */
const tracedIdSchema = z.string().max(200);

/** Upper bounds of a client trace: a question, an answer, and a little context. */
export const TRACE_LIMITS = {
  userInputMaxChars: LIMITS.queryMaxChars,
  aiResponseMaxChars: 20000,
  additionalInfoMaxChars: 4000,
  errorMessageMaxChars: 2000,
  errorStackMaxChars: 8000,
  /** Whole body, bytes: the fields above in UTF-8 with room for JSON quoting. */
  bodyMaxBytes: 128 * 1024,
} as const;

const jsonText = (max: number) => z.string().max(max, `at most ${max} characters`);

/** Free-form context of a client trace: any JSON value whose text stays small. */
const additionalInfoSchema = z
  .record(z.string().max(100), z.json())
  .refine(
    (value) => JSON.stringify(value).length <= TRACE_LIMITS.additionalInfoMaxChars,
    `additionalInfo is limited to ${TRACE_LIMITS.additionalInfoMaxChars} characters of JSON`,
  );

/** A client-side timestamp: ISO 8601 text or epoch milliseconds, as browsers produce them. */
const timestampSchema = z.union([
  z.iso.datetime({ offset: true }),
  z.number().int().min(0).max(8.64e15),
]);

/** SPEC.md section 7, call 9: POST /api/langsmith/traces. */
export const traceRequestSchema = z.object({
  userInput: jsonText(TRACE_LIMITS.userInputMaxChars),
  searchType: searchTypeSchema,
  selectedLanguage: languageSchema.default('en'),
  knowledgeLevel: knowledgeLevelSchema.optional(),
  aiResponse: jsonText(TRACE_LIMITS.aiResponseMaxChars).default(''),
  timestamp: timestampSchema.optional(),
  sessionId: tracedIdSchema.optional(),
  userId: tracedIdSchema.optional(),
  additionalInfo: additionalInfoSchema.optional(),
});
export type TraceRequest = z.infer<typeof traceRequestSchema>;

/** SPEC.md section 7, call 10: POST /api/langsmith/errors. */
export const traceErrorRequestSchema = z.object({
  error: z.object({
    message: jsonText(TRACE_LIMITS.errorMessageMaxChars),
    stack: jsonText(TRACE_LIMITS.errorStackMaxChars).optional(),
  }),
  context: z
    .object({
      userInput: jsonText(TRACE_LIMITS.userInputMaxChars).optional(),
      searchType: searchTypeSchema.optional(),
      selectedLanguage: languageSchema.optional(),
      knowledgeLevel: knowledgeLevelSchema.optional(),
      userId: tracedIdSchema.optional(),
    })
    .default({}),
});
export type TraceErrorRequest = z.infer<typeof traceErrorRequestSchema>;

/** Both tracing calls answer with the id of the run they recorded. */
export const traceResponseSchema = z.object({ runId: z.string() });
export type TraceResponse = z.infer<typeof traceResponseSchema>;
