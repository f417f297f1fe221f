import { z } from 'zod';
import { DEFAULT_DOCUMENT_POOL_LIMITS } from './attachments/document-limits.ts';

const DEFAULT_TRUSTED_SITES = [
  'mayoclinic.org',
  'medlineplus.gov',
  'cdc.gov',
  'nih.gov',
  'who.int',
];

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/**
 * '' (none: the socket's address is the client), a hop count, or a comma-separated list of proxy
 * addresses or subnets. 'true' is refused: it would believe any X-Forwarded-For a client invents.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('')
  .refine(
    (value) => !/^true$/i.test(value),
    'TRUST_PROXY=true would trust any X-Forwarded-For header; give the hop count or the proxy addresses',
  )
  .transform((value): false | number | string[] => {
    if (value === '' || /^false$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  ANSWER_MODEL: z.string().default('gpt-4o'),
  FAST_MODEL: z.string().default('gpt-4o-mini'),
  VISION_MODEL: z.string().default('gpt-4o'),
  /** Voice models; set one to an empty value to turn that feature off (a provider without it). */
  TTS_MODEL: z.string().trim().default('tts-1-hd'),
  TRANSCRIBE_MODEL: z.string().trim().default('whisper-1'),
  REALTIME_MODEL: z.string().trim().default('gpt-realtime'),
  /** Where the browser posts its SDP offer for voice mode; the CSP's connect-src allows its origin. */
  REALTIME_URL: z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1/realtime/calls'),
  STUN_URLS: csv
    .pipe(z.array(z.string().regex(/^(stun|turns?):\S+$/, 'expected stun:, turn: or turns: URLs')))
    .default(['stun:stun.l.google.com:19302']),
  /** Origins, besides the app's own, whose 'open-voice-mode' window message is obeyed. */
  VOICE_MESSAGE_ORIGINS: csv
    .pipe(z.array(z.url()).max(10))
    .default(['https://novahealth.app', 'https://www.novahealth.app']),
  MODEL_TIMEOUT_MS: z.coerce.number().int().positive().default(60000),
  NCBI_EUTILS_URL: z.url().default('https://eutils.ncbi.nlm.nih.gov/entrez/eutils'),
  NCBI_API_KEY: optionalText,
  NCBI_TOOL: z.string().default('nova-health'),
  NCBI_EMAIL: z.string().default('nova-health@example.org'),
  /** NCBI allows 3 requests/s without a key and 10 with one; override only for local fakes. */
  NCBI_REQUESTS_PER_SECOND: z.coerce
    .number()
    .positive()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MEDLINEPLUS_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .positive()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CTGOV_API_URL: z.url().default('https://clinicaltrials.gov/api/v2'),
  /** About 1 request/s is polite to the registry; override only for local fakes. */
  CTGOV_REQUESTS_PER_SECOND: z.coerce.number().positive().default(1),
  MEDLINEPLUS_URL: z.url().default('https://wsearch.nlm.nih.gov/ws'),
  OPENFDA_URL: z.url().default('https://api.fda.gov'),
  OPENFDA_API_KEY: optionalText,
  FIRECRAWL_API_URL: z.url().default('https://api.firecrawl.dev'),
  FIRECRAWL_API_KEY: optionalText,
  TRUSTED_SITES: csv.default(DEFAULT_TRUSTED_SITES),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /** Delay before the first retry on 429/5xx; doubles on each further attempt. */
  UPSTREAM_RETRY_BASE_MS: z.coerce.number().int().min(0).default(2000),
  LANGSMITH_ENDPOINT: z.url().default('https://api.smith.langchain.com'),
  LANGSMITH_API_KEY: optionalText,
  LANGSMITH_PROJECT: z.string().default('nova-health'),
  /** Longest wait for LangSmith per request; a trace that does not make it is dropped. */
  LANGSMITH_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Runs one client may add a day (UTC) through /api/langsmith/traces and /errors; more are dropped. */
  LANGSMITH_CLIENT_RUNS_PER_DAY_PER_CLIENT: z.coerce.number().int().positive().default(500),
  /** Fraction (0 to 1) of those client runs kept; the rest are dropped without a word. */
  LANGSMITH_CLIENT_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  ASSISTANT_NAME: z.string().min(1).max(40).default('Nova'),
  /** The product's two website origins that may hand a lab file to an embedded /ask page. */
  LAB_MESSAGE_ORIGINS: csv
    .pipe(z.array(z.url()).max(10))
    .default(['https://novahealth.app', 'https://www.novahealth.app']),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  MODEL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Reverse proxies whose X-Forwarded-For is believed: a hop count or their addresses. */
  TRUST_PROXY: trustProxySchema,
  /** Estimated model tokens one client may spend a day (UTC) on the model routes. */
  MODEL_TOKENS_PER_DAY_PER_CLIENT: z.coerce.number().int().positive().default(200_000),
  /** Voice mode keys one client may be issued a day (UTC); each opens a billed realtime session. */
  REALTIME_SESSIONS_PER_DAY_PER_CLIENT: z.coerce.number().int().positive().default(20),
  /** Realtime minutes a day (UTC); each key is charged REALTIME_SESSION_MAX_MINUTES up front. */
  REALTIME_MINUTES_PER_DAY_PER_CLIENT: z.coerce.number().int().positive().default(240),
  /** The longest a realtime session can last (the provider's cap): what each key is charged. */
  REALTIME_SESSION_MAX_MINUTES: z.coerce.number().int().positive().default(60),
  /** Text-to-speech input characters one client may send a day (UTC). */
  SPEECH_CHARS_PER_DAY_PER_CLIENT: z.coerce.number().int().positive().default(100_000),
  /** Seconds of audio one client may have transcribed a day (UTC), measured from the file. */
  TRANSCRIPTION_SECONDS_PER_DAY_PER_CLIENT: z.coerce.number().int().positive().default(3_600),
  /** Longest a client may take to send a whole request (headers and body). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /**
   * redis:// or rediss:// URL; when set, rate limits, model budgets, retrieval caches and each
   * upstream's request budget are shared by every instance using it.
   */
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** On SIGTERM/SIGINT, how long running streams may take to finish before the process exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** On SIGTERM, how long /api/health/ready answers 503 before new connections are refused. */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).default(5_000),
  /** Request bodies being received or worked on at once, in MB; past it, 503 with Retry-After. */
  REQUEST_BODY_BUDGET_MB: z.coerce.number().int().positive().default(128),
  /** Worker threads that parse uploaded PDFs and images (decision 016). */
  DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /** Uploaded files waiting for a worker; past it, 503 with Retry-After. */
  DOCUMENT_QUEUE: z.coerce.number().int().min(0).default(16),
  /** JavaScript heap of one parsing worker; a file that needs more is refused. */
  DOCUMENT_WORKER_HEAP_MB: z.coerce.number().int().min(32).default(256),
  /** Longest an uploaded file may take to parse, waiting included; then its worker is ended. */
  DOCUMENT_DEADLINE_MS: z.coerce.number().int().positive().default(15_000),
  /** Process memory (MB) past which running file parses are ended and their files refused. */
  DOCUMENT_RSS_CEILING_MB: z.coerce.number().int().min(128).default(1024),
});

export type Config = ReturnType<typeof parseConfig>;

/** Every setting's name; .env.example must list each one. */
export const CONFIG_NAMES: readonly string[] = Object.keys(envSchema.shape);

/** Parses the environment once; the only reader of process.env. */
export function parseConfig(env: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.REALTIME_SESSION_MAX_MINUTES > e.REALTIME_MINUTES_PER_DAY_PER_CLIENT) {
    // Every key is charged the longest session: no voice mode session could ever start.
    throw new Error(
      'Invalid configuration:\n  REALTIME_SESSION_MAX_MINUTES: must not exceed REALTIME_MINUTES_PER_DAY_PER_CLIENT',
    );
  }
  const modelConfigured = Boolean(e.OPENAI_API_KEY || e.OPENAI_BASE_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    assistantName: e.ASSISTANT_NAME,
    labMessageOrigins: e.LAB_MESSAGE_ORIGINS.map((origin) => new URL(origin).origin),
    llm: modelConfigured
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseUrl: e.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
          models: {
            answer: e.ANSWER_MODEL,
            fast: e.FAST_MODEL,
            vision: e.VISION_MODEL,
            // Voice routes read config.voice, which also knows when a voice model is turned off.
            tts: e.TTS_MODEL,
            transcribe: e.TRANSCRIBE_MODEL,
            realtime: e.REALTIME_MODEL,
          },
          timeoutMs: e.MODEL_TIMEOUT_MS,
        }
      : null,
    voice: {
      /** Each model is null when no model provider is configured or the model is set empty. */
      ttsModel: (modelConfigured && e.TTS_MODEL) || null,
      transcribeModel: (modelConfigured && e.TRANSCRIBE_MODEL) || null,
      realtimeModel: (modelConfigured && e.REALTIME_MODEL) || null,
      realtimeUrl: e.REALTIME_URL,
      iceServers: e.STUN_URLS,
      messageOrigins: e.VOICE_MESSAGE_ORIGINS.map((origin) => new URL(origin).origin),
      /** Charged to each realtime key up front: the server never sees when a browser hangs up. */
      realtimeSessionMaxMinutes: e.REALTIME_SESSION_MAX_MINUTES,
      /** Per client per UTC day, shared through Redis like the model budget. */
      perClientPerDay: {
        realtimeSessions: e.REALTIME_SESSIONS_PER_DAY_PER_CLIENT,
        realtimeMinutes: e.REALTIME_MINUTES_PER_DAY_PER_CLIENT,
        speechChars: e.SPEECH_CHARS_PER_DAY_PER_CLIENT,
        transcriptionSeconds: e.TRANSCRIPTION_SECONDS_PER_DAY_PER_CLIENT,
      },
    },
    upstream: { timeoutMs: e.UPSTREAM_TIMEOUT_MS, retryBaseDelayMs: e.UPSTREAM_RETRY_BASE_MS },
    pubmed: {
      baseUrl: e.NCBI_EUTILS_URL,
      apiKey: e.NCBI_API_KEY,
      tool: e.NCBI_TOOL,
      email: e.NCBI_EMAIL,
      requestsPerSecond: e.NCBI_REQUESTS_PER_SECOND ?? (e.NCBI_API_KEY ? 10 : 3),
    },
    clinicalTrials: { baseUrl: e.CTGOV_API_URL, requestsPerSecond: e.CTGOV_REQUESTS_PER_SECOND },
    medlinePlus: {
      baseUrl: e.MEDLINEPLUS_URL,
      requestsPerMinute: e.MEDLINEPLUS_REQUESTS_PER_MINUTE ?? 85,
    },
    openFda: { baseUrl: e.OPENFDA_URL, apiKey: e.OPENFDA_API_KEY },
    firecrawl: {
      baseUrl: e.FIRECRAWL_API_URL,
      apiKey: e.FIRECRAWL_API_KEY,
      trustedSites: e.TRUSTED_SITES,
    },
    langsmith: {
      endpoint: e.LANGSMITH_ENDPOINT,
      apiKey: e.LANGSMITH_API_KEY,
      project: e.LANGSMITH_PROJECT,
      timeoutMs: e.LANGSMITH_TIMEOUT_MS,
      /** Runs of /api/langsmith/traces and /errors: the fraction kept, and each client's daily cap. */
      clientSampleRate: e.LANGSMITH_CLIENT_SAMPLE_RATE,
      clientRunsPerDay: e.LANGSMITH_CLIENT_RUNS_PER_DAY_PER_CLIENT,
    },
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      modelPerMinute: e.MODEL_RATE_LIMIT_PER_MINUTE,
      modelTokensPerDay: e.MODEL_TOKENS_PER_DAY_PER_CLIENT,
    },
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: e.DRAIN_DELAY_MS,
    requestBodyBudgetBytes: e.REQUEST_BODY_BUDGET_MB * 1024 * 1024,
    documents: {
      ...DEFAULT_DOCUMENT_POOL_LIMITS,
      workers: e.DOCUMENT_WORKERS,
      queue: e.DOCUMENT_QUEUE,
      heapMb: e.DOCUMENT_WORKER_HEAP_MB,
      deadlineMs: e.DOCUMENT_DEADLINE_MS,
      rssCeilingMb: e.DOCUMENT_RSS_CEILING_MB,
    },
  };
}

export function loadConfig(): Config {
  try {
    process.loadEnvFile();
  } catch {
    // No .env file: the environment alone is the configuration.
  }
  return parseConfig(process.env);
}
