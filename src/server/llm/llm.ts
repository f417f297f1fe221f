import type { z } from 'zod';

export type LlmRole = 'answer' | 'fast' | 'vision';

/** A picture sent with the prompt (a photo, or a page of a scanned PDF), base64 without a data: prefix. */
export interface LlmImage {
  base64: string;
  mediaType: string;
}

export interface LlmCall {
  role: LlmRole;
  system: string;
  prompt: string;
  /** Sent after the prompt in the same user message, each at OpenAI's 'high' detail. */
  images?: readonly LlmImage[];
  maxTokens?: number;
  temperature?: number;
  /** The caller's cancellation (client disconnect); an abort propagates as an AbortError. */
  signal?: AbortSignal;
  /** Overrides the configured timeout for this call. */
  timeoutMs?: number;
  /** Retries on 429, 5xx and dropped connections; 2 unless a caller must fail fast. */
  maxRetries?: number;
  /** Told the call's token usage when the model reports it (for traces). */
  onUsage?: (usage: LlmUsage) => void;
}

/** Tokens of one call, as far as the provider reports them. */
export interface LlmUsage {
  inputTokens?: number;
  outputTokens?: number;
  totalTokens?: number;
}

/** The model operations the pipelines use; the only seam between them and the AI SDK. */
export interface Llm {
  /** Text deltas in arrival order; throws LlmError if the stream fails or breaks off. */
  streamText(call: LlmCall): AsyncIterable<string>;
  generateText(call: LlmCall): Promise<string>;
  /** Structured output validated against `schema` (a zod object schema). */
  generateObject<T>(call: LlmCall & { schema: z.ZodType<T> }): Promise<T>;
}
