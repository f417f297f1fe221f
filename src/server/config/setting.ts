import { z } from 'zod';

/** Where a setting is listed in the README's table and in .env.example, in this order. */
export const SECTIONS = {
  server: { title: 'Where the server listens' },
  model: {
    title: 'Language model',
    note: 'Any OpenAI-compatible Chat Completions API (OpenAI, Ollama, vLLM, LM Studio, OpenRouter). Set OPENAI_API_KEY for OpenAI, or OPENAI_BASE_URL (e.g. http://localhost:11434/v1 for Ollama) for a local model. Without either the app runs in evidence-only mode.',
  },
  voice: { title: 'Voice mode' },
  sources: { title: 'Evidence sources and their upstream calls' },
  tracing: { title: 'Tracing (optional)' },
  product: { title: 'Persona and embedding origins' },
  limits: {
    title: 'Per-client limits and daily budgets',
    note: 'Daily budgets count per client per UTC day and are shared through Redis like the model token budget.',
  },
  operations: { title: 'Proxies, several instances and shutdown' },
  documents: {
    title: 'Parsing uploaded files',
    note: 'Uploaded PDFs and images are parsed in worker threads (docs/decisions/016-untrusted-documents-and-bounded-memory.md).',
  },
} as const satisfies Record<string, { title: string; note?: string }>;

export type SectionId = keyof typeof SECTIONS;

/** What the README and .env.example say about one environment variable. */
export interface SettingMeta {
  env: string;
  section: SectionId;
  /** Markdown, one sentence or two: what it does and why one would change it. */
  doc: string;
  /**
   * The text used when the variable is unset, validated like a value a user wrote, and shown in
   * the README and .env.example. Absent: unset stays undefined (the schema decides what that means).
   */
  default?: string;
  /** README text for a default computed from other settings (the schema sees undefined). */
  defaultDoc?: string;
  /** Credentials: never given a value in .env.example, never written into docs. */
  secret?: boolean;
}

export const settingMeta = z.registry<SettingMeta>();

/**
 * Declares one environment variable at its place in the nested config. The schema is cloned
 * because helpers such as optionalText are shared, and the registry knows a schema by identity.
 */
export function setting<T extends z.ZodType>(schema: T, meta: SettingMeta): T {
  const leaf = schema.clone();
  settingMeta.add(leaf, meta);
  return leaf;
}
