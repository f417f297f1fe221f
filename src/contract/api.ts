import { z } from 'zod';
import { pubmedArticleSchema, webSourceSchema } from './sources.ts';
import { LIMITS } from './limits.ts';
import { searchTypeSchema } from './vocabulary.ts';
import { voiceConfigSchema } from './voice.ts';

/**
 * Every refusal of the API (4xx, 5xx) carries `error`, a sentence a person can act on; a route's
 * refusal may also carry its usual fields (PubMed's `{ success: false, articles: [] }`).
 */
export const apiErrorSchema = z.looseObject({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Bodies of SPEC.md section 7's endpoints. */
export const pubmedSearchRequestSchema = z.object({
  query: z.string().trim().min(1, 'query is required').max(LIMITS.queryMaxChars),
});
export const pubmedSearchResponseSchema = z.object({
  success: z.boolean(),
  articles: z.array(pubmedArticleSchema),
  error: z.string().optional(),
});
export type PubMedSearchResponse = z.infer<typeof pubmedSearchResponseSchema>;

export const firecrawlScrapeRequestSchema = z.object({
  query: z.string().trim().min(1, 'query is required').max(LIMITS.queryMaxChars),
  maxWaitMs: z.number().int().min(500).max(LIMITS.webSearchWaitMs).default(LIMITS.webSearchWaitMs),
  medicalSites: z.array(z.string().url().max(500)).max(5).optional(),
});
/** The web search's pages; `error` says when to come back if this client's queue was full. */
export const firecrawlScrapeResponseSchema = z.object({
  results: z.array(webSourceSchema),
  error: z.string().optional(),
});
export type FirecrawlScrapeResponse = z.infer<typeof firecrawlScrapeResponseSchema>;

/** `POST /api/firecrawl/drug-interactions`: the Mayo Clinic sections searched for interactions. */
export const drugInteractionsSearchRequestSchema = z.object({
  query: z.string().trim().min(1, 'query is required').max(LIMITS.queryMaxChars),
  maxWaitMs: z.number().int().min(500).max(LIMITS.webSearchWaitMs).default(LIMITS.webSearchWaitMs),
  mayoClinicSites: z.array(z.string().url().max(500)).max(2).optional(),
});

const chatContentPartSchema = z.union([
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({
    type: z.literal('image_url'),
    image_url: z.object({
      url: z.string().startsWith('data:image/', 'Only data: image URLs are accepted'),
      detail: z.enum(['auto', 'low', 'high']).optional(),
    }),
  }),
]);

/** JSON mode or a JSON schema for the reply (Chat Completions' response_format). */
const responseFormatSchema = z.union([
  z.object({ type: z.literal('text') }),
  z.object({ type: z.literal('json_object') }),
  z.object({
    type: z.literal('json_schema'),
    json_schema: z.object({
      name: z.string().min(1).max(64),
      description: z.string().max(1000).optional(),
      schema: z.record(z.string(), z.unknown()).optional(),
      strict: z.boolean().nullable().optional(),
    }),
  }),
]);

export const chatCompletionRequestSchema = z.object({
  model: z.string().min(1).max(100),
  messages: z
    .array(
      z.object({
        role: z.enum(['system', 'developer', 'user', 'assistant']),
        content: z.union([z.string(), z.array(chatContentPartSchema).max(10)]),
      }),
    )
    .min(1)
    .max(LIMITS.chatProxyMaxMessages),
  max_tokens: z.number().int().positive().optional(),
  /** The newer name of max_tokens; capped the same way. */
  max_completion_tokens: z.number().int().positive().optional(),
  temperature: z.number().min(0).max(2).optional(),
  top_p: z.number().min(0).max(1).optional(),
  presence_penalty: z.number().min(-2).max(2).optional(),
  frequency_penalty: z.number().min(-2).max(2).optional(),
  seed: z.number().int().optional(),
  stop: z.union([z.string().max(100), z.array(z.string().max(100)).max(4)]).optional(),
  stream: z.boolean().optional(),
  stream_options: z.object({ include_usage: z.boolean().optional() }).optional(),
  response_format: responseFormatSchema.optional(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

export const clientConfigSchema = z.object({
  assistantName: z.string(),
  modelAvailable: z.boolean(),
  webSearchAvailable: z.boolean(),
  /** True when any voice feature (read-aloud by model, dictation, voice mode) is served. */
  voiceAvailable: z.boolean(),
  voice: voiceConfigSchema,
  /** Search types whose pipeline this server runs; the form offers only these. */
  searchTypes: z.array(searchTypeSchema),
  /** Origins whose window messages may hand a lab file to '/ask' (SPEC.md section 2). */
  labMessageOrigins: z.array(z.string()),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** One upstream's last call outcomes in this process (ISO times; null before the first). */
export const upstreamReachabilitySchema = z.object({
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  /** dns, refused, unreachable, tls, dropped, timeout, http or malformed. */
  lastFailureKind: z.string().nullable(),
});

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  mode: z.enum(['model', 'evidence-only']),
  /** Which upstreams are configured (true) or turned off (false). */
  upstreams: z.record(z.string(), z.boolean()),
  /**
   * 'offline' when every upstream called so far last failed to connect (no internet or DNS on
   * this machine), 'unknown' before the first call, 'online' otherwise.
   */
  network: z.enum(['online', 'offline', 'unknown']),
  /** Per upstream called so far: its last success and last failure, and that failure's kind. */
  reachability: z.record(z.string(), upstreamReachabilitySchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/health/live`: the process answers. */
export const healthLiveResponseSchema = z.object({ status: z.literal('ok') });

/** `GET /api/health/ready` (200, or 503 while shutting down); `redis` is null without REDIS_URL. */
export const healthReadyResponseSchema = z.object({
  ready: z.boolean(),
  shuttingDown: z.boolean(),
  redis: z.boolean().nullable(),
});
export type HealthReadyResponse = z.infer<typeof healthReadyResponseSchema>;
