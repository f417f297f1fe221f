import type { z } from 'zod';

export type LlmRole = 'answer' | 'fast' | 'vision';

export interface LlmCall {
  role: LlmRole;
  system: string;
  prompt: string;
  maxTokens?: number;
  temperature?: number;
  /** The caller's cancellation (client disconnect); an abort propagates as an AbortError. */
  signal?: AbortSignal;
  /** Overrides the configured timeout for this call. */
  timeoutMs?: number;
  /** Retries on 429, 5xx and dropped connections; 2 unless a caller must fail fast. */
  maxRetries?: number;
}

/** The model operations the pipelines use; the only seam between them and the AI SDK. */
export interface Llm {
  /** Text deltas in arrival order; throws LlmError if the stream fails or breaks off. */
  streamText(call: LlmCall): AsyncIterable<string>;
  generateText(call: LlmCall): Promise<string>;
  /** Structured output validated against `schema` (a zod object schema). */
  generateObject<T>(call: LlmCall & { schema: z.ZodType<T> }): Promise<T>;
}
