import { FIXED_DOCUMENT_LIMITS } from './config/document-limits.ts';
import { declaredSettings, readSettings } from './config/read-settings.ts';
import {
  MEDLINEPLUS_REQUESTS_PER_MINUTE,
  NCBI_REQUESTS_PER_SECOND,
  OPENAI_DEFAULT_BASE_URL,
  type DeclaredConfig,
} from './config/settings.ts';

export type Config = ReturnType<typeof parseConfig>;

/** Every setting's name; .env.example must list each one. */
export const CONFIG_NAMES: readonly string[] = declaredSettings.map((entry) => entry.env);

/** Settings that cannot be used, one line each naming the variable and what it expects. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

function invalid(problems: readonly string[]): Error {
  return new ConfigError(problems);
}

/** Adds what depends on several settings; every single setting is declared in config/settings.ts. */
function complete(declared: DeclaredConfig) {
  const { llm, voice, pubmed, medlinePlus } = declared;
  if (voice.realtimeSessionMaxMinutes > voice.perClientPerDay.realtimeMinutes) {
    // Every key is charged the longest session: no voice mode session could ever start.
    throw invalid([
      'REALTIME_SESSION_MAX_MINUTES: must not exceed REALTIME_MINUTES_PER_DAY_PER_CLIENT',
    ]);
  }
  const modelConfigured = Boolean(llm.apiKey || llm.baseUrl);
  return {
    ...declared,
    llm: modelConfigured ? { ...llm, baseUrl: llm.baseUrl ?? OPENAI_DEFAULT_BASE_URL } : null,
    voice: {
      /** Each model is null when no model provider is configured or the model is set empty. */
      ttsModel: (modelConfigured && llm.models.tts) || null,
      transcribeModel: (modelConfigured && llm.models.transcribe) || null,
      realtimeModel: (modelConfigured && llm.models.realtime) || null,
      ...voice,
    },
    pubmed: {
      ...pubmed,
      requestsPerSecond:
        pubmed.requestsPerSecond ??
        (pubmed.apiKey ? NCBI_REQUESTS_PER_SECOND.withKey : NCBI_REQUESTS_PER_SECOND.withoutKey),
    },
    medlinePlus: {
      ...medlinePlus,
      requestsPerMinute: medlinePlus.requestsPerMinute ?? MEDLINEPLUS_REQUESTS_PER_MINUTE,
    },
    documents: { ...FIXED_DOCUMENT_LIMITS, ...declared.documents },
  };
}

/** Parses the environment once; the only reader of process.env. */
export function parseConfig(env: Record<string, string | undefined>) {
  const read = readSettings(env);
  if (!read.ok) throw invalid(read.problems);
  return complete(read.config);
}

export function loadConfig(): Config {
  try {
    process.loadEnvFile();
  } catch {
    // No .env file: the environment alone is the configuration.
  }
  return parseConfig(process.env);
}
