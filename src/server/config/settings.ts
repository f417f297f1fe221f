import { z } from 'zod';
import { DEFAULT_ASSISTANT_NAME } from '../../contract/assistant-name.ts';
import {
  csv,
  optionalRate,
  optionalText,
  origins,
  positiveInt,
  trustProxy,
} from './env-schemas.ts';
import { setting } from './setting.ts';

/**
 * Every setting, declared once at its place in the nested config: its environment variable,
 * validation, default and documentation. parseConfig reads it; the README's table and
 * .env.example are generated from it (npm run config:docs).
 */

/** Used when only OPENAI_API_KEY is set; unset otherwise, because a base URL alone means a local model. */
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/** NCBI's published E-utilities rates, without and with an API key. */
export const NCBI_REQUESTS_PER_SECOND = { withoutKey: 3, withKey: 10 } as const;
export const MEDLINEPLUS_REQUESTS_PER_MINUTE = 85;

const productOrigins = 'https://novahealth.app,https://www.novahealth.app';

export const settings = z.object({
  port: setting(z.coerce.number().int().min(0).max(65535), {
    env: 'PORT',
    section: 'server',
    default: '3000',
    doc: 'port the server listens on (0: any free port)',
  }),
  host: setting(z.string(), {
    env: 'HOST',
    section: 'server',
    default: '127.0.0.1',
    doc: 'address the server listens on',
  }),
  logLevel: setting(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), {
    env: 'LOG_LEVEL',
    section: 'server',
    default: 'info',
    doc: 'pino level; user text is never logged at info',
  }),
  assistantName: setting(z.string().min(1).max(40), {
    env: 'ASSISTANT_NAME',
    section: 'product',
    default: DEFAULT_ASSISTANT_NAME,
    doc: "the persona in 'Ask {name}, your AI health assistant'",
  }),
  labMessageOrigins: setting(origins, {
    env: 'LAB_MESSAGE_ORIGINS',
    section: 'product',
    default: productOrigins,
    doc: "the product's website origins that may embed the app and hand `/ask` a lab report by window message",
  }),
  llm: z.object({
    apiKey: setting(optionalText, {
      env: 'OPENAI_API_KEY',
      section: 'model',
      secret: true,
      doc: 'model provider key; with neither this nor `OPENAI_BASE_URL` the app runs in evidence-only mode',
    }),
    baseUrl: setting(optionalText, {
      env: 'OPENAI_BASE_URL',
      section: 'model',
      defaultDoc: `\`${OPENAI_DEFAULT_BASE_URL}\` when \`OPENAI_API_KEY\` is set`,
      doc: 'any OpenAI-compatible Chat Completions server, e.g. `http://localhost:11434/v1` for Ollama; no key is needed for a local one',
    }),
    models: z.object({
      answer: setting(z.string(), {
        env: 'ANSWER_MODEL',
        section: 'model',
        default: 'gpt-4o',
        doc: 'model that writes answers',
      }),
      fast: setting(z.string(), {
        env: 'FAST_MODEL',
        section: 'model',
        default: 'gpt-4o-mini',
        doc: 'model for translation and helper steps',
      }),
      vision: setting(z.string(), {
        env: 'VISION_MODEL',
        section: 'model',
        default: 'gpt-4o',
        doc: 'model that reads images',
      }),
      // Voice routes read config.voice, which also knows when a voice model is turned off.
      tts: setting(z.string().trim(), {
        env: 'TTS_MODEL',
        section: 'model',
        default: 'tts-1-hd',
        doc: 'read-aloud model; empty turns read-aloud off (a provider without it)',
      }),
      transcribe: setting(z.string().trim(), {
        env: 'TRANSCRIBE_MODEL',
        section: 'model',
        default: 'whisper-1',
        doc: 'dictation model; empty turns dictation off',
      }),
      realtime: setting(z.string().trim(), {
        env: 'REALTIME_MODEL',
        section: 'model',
        default: 'gpt-realtime',
        doc: 'voice mode model; empty turns voice mode off',
      }),
    }),
    timeoutMs: setting(positiveInt, {
      env: 'MODEL_TIMEOUT_MS',
      section: 'model',
      default: '60000',
      doc: "a model call is abandoned after this ('Request timeout after {ms}ms')",
    }),
  }),
  voice: z.object({
    realtimeUrl: setting(z.url({ protocol: /^https?$/ }), {
      env: 'REALTIME_URL',
      section: 'voice',
      default: 'https://api.openai.com/v1/realtime/calls',
      doc: "where the browser posts its SDP offer for voice mode; the CSP's `connect-src` allows its origin",
    }),
    iceServers: setting(
      csv.pipe(
        z.array(z.string().regex(/^(stun|turns?):\S+$/, 'expected stun:, turn: or turns: URLs')),
      ),
      {
        env: 'STUN_URLS',
        section: 'voice',
        default: 'stun:stun.l.google.com:19302',
        doc: 'ICE servers of voice mode: comma-separated `stun:`, `turn:` or `turns:` URLs',
      },
    ),
    messageOrigins: setting(origins, {
      env: 'VOICE_MESSAGE_ORIGINS',
      section: 'voice',
      default: productOrigins,
      doc: "origins, besides the app's own, whose `open-voice-mode` window message is obeyed",
    }),
    /** Charged to each realtime key up front: the server never sees when a browser hangs up. */
    realtimeSessionMaxMinutes: setting(positiveInt, {
      env: 'REALTIME_SESSION_MAX_MINUTES',
      section: 'limits',
      default: '60',
      doc: "the longest a voice mode session can last (the provider's cap: 60 minutes for OpenAI's realtime sessions): the server never sees the browser hang up, so each key is charged this",
    }),
    /** Per client per UTC day, shared through Redis like the model budget. */
    perClientPerDay: z.object({
      realtimeSessions: setting(positiveInt, {
        env: 'REALTIME_SESSIONS_PER_DAY_PER_CLIENT',
        section: 'limits',
        default: '20',
        doc: 'voice mode keys per client per UTC day (a few conversations and their reconnects); each opens a billed realtime session; 429 with `Retry-After` past it',
      }),
      realtimeMinutes: setting(positiveInt, {
        env: 'REALTIME_MINUTES_PER_DAY_PER_CLIENT',
        section: 'limits',
        default: '240',
        doc: 'realtime minutes per client per UTC day, each key charged `REALTIME_SESSION_MAX_MINUTES` up front (four full sessions); must not be below it; 429 with `Retry-After` past it',
      }),
      speechChars: setting(positiveInt, {
        env: 'SPEECH_CHARS_PER_DAY_PER_CLIENT',
        section: 'limits',
        default: '100000',
        doc: 'read-aloud input characters per client per UTC day (a long answer is 3,000-8,000); 429 with `Retry-After` past it',
      }),
      transcriptionSeconds: setting(positiveInt, {
        env: 'TRANSCRIPTION_SECONDS_PER_DAY_PER_CLIENT',
        section: 'limits',
        default: '3600',
        doc: 'seconds of dictation audio per client per UTC day, measured from the decoded file (an hour of questions); 429 with `Retry-After` past it',
      }),
    }),
  }),
  upstream: z.object({
    timeoutMs: setting(positiveInt, {
      env: 'UPSTREAM_TIMEOUT_MS',
      section: 'sources',
      default: '10000',
      doc: 'per-call timeout of every upstream',
    }),
    retryBaseDelayMs: setting(z.coerce.number().int().min(0), {
      env: 'UPSTREAM_RETRY_BASE_MS',
      section: 'sources',
      default: '2000',
      doc: 'delay before the first retry; 429/5xx retried, 3 attempts, delay doubling; refused, DNS and TLS failures not retried, a dropped connection once at once',
    }),
  }),
  pubmed: z.object({
    baseUrl: setting(z.url(), {
      env: 'NCBI_EUTILS_URL',
      section: 'sources',
      default: 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils',
      doc: 'PubMed E-utilities',
    }),
    apiKey: setting(optionalText, {
      env: 'NCBI_API_KEY',
      section: 'sources',
      secret: true,
      doc: `sent with every E-utilities call; raises NCBI's limit from ${NCBI_REQUESTS_PER_SECOND.withoutKey} to ${NCBI_REQUESTS_PER_SECOND.withKey} requests/s`,
    }),
    tool: setting(z.string(), {
      env: 'NCBI_TOOL',
      section: 'sources',
      default: 'nova-health',
      doc: 'tool name sent with every E-utilities call, as NCBI asks',
    }),
    email: setting(z.string(), {
      env: 'NCBI_EMAIL',
      section: 'sources',
      default: 'nova-health@example.org',
      doc: 'contact address sent with every E-utilities call, as NCBI asks',
    }),
    requestsPerSecond: setting(optionalRate, {
      env: 'NCBI_REQUESTS_PER_SECOND',
      section: 'sources',
      defaultDoc: `${NCBI_REQUESTS_PER_SECOND.withoutKey} (${NCBI_REQUESTS_PER_SECOND.withKey} with a key)`,
      doc: "E-utilities request rate, NCBI's published limit; change only when pointing at a local fake",
    }),
  }),
  clinicalTrials: z.object({
    baseUrl: setting(z.url(), {
      env: 'CTGOV_API_URL',
      section: 'sources',
      default: 'https://clinicaltrials.gov/api/v2',
      doc: 'trial registry (ClinicalTrials.gov)',
    }),
    requestsPerSecond: setting(z.coerce.number().positive(), {
      env: 'CTGOV_REQUESTS_PER_SECOND',
      section: 'sources',
      default: '1',
      doc: 'registry request rate (about 1 request/s is polite); change only when pointing at a local fake',
    }),
  }),
  medlinePlus: z.object({
    baseUrl: setting(z.url(), {
      env: 'MEDLINEPLUS_URL',
      section: 'sources',
      default: 'https://wsearch.nlm.nih.gov/ws',
      doc: 'MedlinePlus health topics (English and Spanish)',
    }),
    requestsPerMinute: setting(optionalRate, {
      env: 'MEDLINEPLUS_REQUESTS_PER_MINUTE',
      section: 'sources',
      defaultDoc: String(MEDLINEPLUS_REQUESTS_PER_MINUTE),
      doc: 'MedlinePlus request rate, under its published limit; change only when pointing at a local fake',
    }),
  }),
  openFda: z.object({
    baseUrl: setting(z.url(), {
      env: 'OPENFDA_URL',
      section: 'sources',
      default: 'https://api.fda.gov',
      doc: 'drug labels (openFDA)',
    }),
    apiKey: setting(optionalText, {
      env: 'OPENFDA_API_KEY',
      section: 'sources',
      secret: true,
      doc: 'optional openFDA key (raises the daily quota; 240 requests/min either way)',
    }),
  }),
  firecrawl: z.object({
    baseUrl: setting(z.url(), {
      env: 'FIRECRAWL_API_URL',
      section: 'sources',
      default: 'https://api.firecrawl.dev',
      doc: 'web search of the trusted sites through Firecrawl',
    }),
    apiKey: setting(optionalText, {
      env: 'FIRECRAWL_API_KEY',
      section: 'sources',
      secret: true,
      doc: 'Firecrawl key; web search is skipped without one',
    }),
    trustedSites: setting(csv, {
      env: 'TRUSTED_SITES',
      section: 'sources',
      default: 'mayoclinic.org,medlineplus.gov,cdc.gov,nih.gov,who.int',
      doc: 'the allow-list of web search, comma-separated domains',
    }),
  }),
  langsmith: z.object({
    endpoint: setting(z.url(), {
      env: 'LANGSMITH_ENDPOINT',
      section: 'tracing',
      default: 'https://api.smith.langchain.com',
      doc: 'LangSmith API',
    }),
    apiKey: setting(optionalText, {
      env: 'LANGSMITH_API_KEY',
      section: 'tracing',
      secret: true,
      doc: 'with a key every search is traced to LangSmith, identifiers redacted first; without one traces stay in the server memory and nothing is sent anywhere',
    }),
    project: setting(z.string(), {
      env: 'LANGSMITH_PROJECT',
      section: 'tracing',
      default: 'nova-health',
      doc: 'LangSmith project the traces go to',
    }),
    timeoutMs: setting(positiveInt, {
      env: 'LANGSMITH_TIMEOUT_MS',
      section: 'tracing',
      default: '5000',
      doc: 'wait per request to LangSmith; a trace that does not get through is dropped, never retried',
    }),
    /** Runs of /api/langsmith/traces and /errors: the fraction kept, and each client's daily cap. */
    clientSampleRate: setting(z.coerce.number().min(0).max(1), {
      env: 'LANGSMITH_CLIENT_SAMPLE_RATE',
      section: 'tracing',
      default: '1',
      doc: 'fraction (0-1) of the runs clients add through `/api/langsmith/traces` and `/errors` that is kept; the rest get a 202 and are never sent',
    }),
    clientRunsPerDay: setting(positiveInt, {
      env: 'LANGSMITH_CLIENT_RUNS_PER_DAY_PER_CLIENT',
      section: 'tracing',
      default: '500',
      doc: 'most runs one client adds through those routes per UTC day (far above real use); past it runs get a 202 and are dropped',
    }),
  }),
  rateLimit: z.object({
    perMinute: setting(positiveInt, {
      env: 'RATE_LIMIT_PER_MINUTE',
      section: 'limits',
      default: '120',
      doc: 'per-IP requests per minute on `/api`',
    }),
    modelPerMinute: setting(positiveInt, {
      env: 'MODEL_RATE_LIMIT_PER_MINUTE',
      section: 'limits',
      default: '20',
      doc: 'per-IP requests per minute on the model routes',
    }),
    modelTokensPerDay: setting(positiveInt, {
      env: 'MODEL_TOKENS_PER_DAY_PER_CLIENT',
      section: 'limits',
      default: '200000',
      doc: 'estimated model tokens per client per UTC day on search, fit, flashcards and the chat proxy (images count); 429 with `Retry-After` past it',
    }),
  }),
  trustProxy: setting(trustProxy, {
    env: 'TRUST_PROXY',
    section: 'operations',
    default: '',
    doc: 'proxies whose `X-Forwarded-For` is believed: a hop count (`1`) or addresses/subnets; none means the socket address is the client. Behind a proxy, set it, or every visitor shares the proxy rate limits and budget',
  }),
  requestTimeoutMs: setting(positiveInt, {
    env: 'REQUEST_TIMEOUT_MS',
    section: 'operations',
    default: '120000',
    doc: 'longest a client may take to send a request, body included (408 after it)',
  }),
  /** Rate limits, model budgets, retrieval caches and upstream request budgets shared by instances. */
  redisUrl: setting(optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()), {
    env: 'REDIS_URL',
    section: 'operations',
    secret: true,
    doc: "`redis://` or `rediss://` URL shared by several instances: per-client rate limits, daily budgets, retrieval caches and each upstream's request budget (see Scaling out). Empty: this process alone keeps them; if Redis goes away, each instance carries on alone until it is back",
  }),
  shutdownTimeoutMs: setting(z.coerce.number().int().min(0), {
    env: 'SHUTDOWN_TIMEOUT_MS',
    section: 'operations',
    default: '30000',
    doc: 'on SIGTERM/SIGINT, how long running answers may take to finish before the process exits',
  }),
  drainDelayMs: setting(z.coerce.number().int().min(0), {
    env: 'DRAIN_DELAY_MS',
    section: 'operations',
    default: '5000',
    doc: "on SIGTERM, how long `/api/health/ready` answers 503 before new connections are refused (set it above the load balancer's probe interval)",
  }),
  requestBodyBudgetBytes: setting(
    positiveInt.transform((mb) => mb * 1024 * 1024),
    {
      env: 'REQUEST_BODY_BUDGET_MB',
      section: 'operations',
      default: '128',
      doc: 'request bodies of 64 KB or more received or being worked on at once, in MB, counted from their declared length before they are read (one client: a quarter); past it 503 (429 for one client) with `Retry-After`',
    },
  ),
  documents: z.object({
    workers: setting(z.coerce.number().int().min(1).max(16), {
      env: 'DOCUMENT_WORKERS',
      section: 'documents',
      default: '2',
      doc: 'worker threads that parse uploaded PDFs and check images (started on demand, ended when idle)',
    }),
    queue: setting(z.coerce.number().int().min(0), {
      env: 'DOCUMENT_QUEUE',
      section: 'documents',
      default: '16',
      doc: 'uploaded files waiting for a worker; past it 503 with `Retry-After`',
    }),
    heapMb: setting(z.coerce.number().int().min(32), {
      env: 'DOCUMENT_WORKER_HEAP_MB',
      section: 'documents',
      default: '256',
      doc: 'JavaScript heap of one parsing worker, in MB; a file that needs more is refused, the server carries on',
    }),
    deadlineMs: setting(positiveInt, {
      env: 'DOCUMENT_DEADLINE_MS',
      section: 'documents',
      default: '15000',
      doc: 'longest an uploaded file may take to parse, queue wait included; then its worker is ended and the file refused',
    }),
    rssCeilingMb: setting(z.coerce.number().int().min(128), {
      env: 'DOCUMENT_RSS_CEILING_MB',
      section: 'documents',
      default: '1024',
      doc: "process memory in MB past which running file parses are ended and their files refused (the backstop for memory outside the workers' heaps)",
    }),
  }),
});

/** The config as declared, before the values computed from several settings are added. */
export type DeclaredConfig = z.output<typeof settings>;
