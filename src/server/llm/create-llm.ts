import { createOpenAI } from '@ai-sdk/openai';
import { generateText, Output, streamText, type LanguageModelUsage, type ModelMessage } from 'ai';
import type { Config } from '../config.ts';
import type { Llm, LlmCall, LlmUsage } from './llm.ts';
import { LlmError } from './llm-error.ts';
import { failFastFetch } from './fail-fast-fetch.ts';
import { callerAbort, INTERRUPTED_TEXT, NO_BODY_TEXT, toLlmError } from './to-llm-error.ts';

/** The AI SDK already retries 429 and 5xx with backoff (honouring retry-after); two retries is enough. */
const DEFAULT_MAX_RETRIES = 2;

type LlmConfig = NonNullable<Config['llm']>;

/**
 * One call's cancellation: the caller's signal, a timeout, and our own cleanup when a consumer stops
 * reading early. The timeout is restartable so a stream can treat it as an idle limit.
 */
function openCall(call: LlmCall, config: LlmConfig) {
  if (call.signal?.aborted) throw callerAbort(call.signal);
  const timeoutMs = call.timeoutMs ?? config.timeoutMs;
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('Timed out', 'TimeoutError')),
    timeoutMs,
  );
  const cleanup = new AbortController();
  const signal = AbortSignal.any([
    timeout.signal,
    cleanup.signal,
    ...(call.signal ? [call.signal] : []),
  ]);
  return {
    signal,
    signals: { caller: call.signal, timeout: timeout.signal, timeoutMs },
    restartTimeout: () => timer.refresh(),
    close: () => {
      clearTimeout(timer);
      cleanup.abort();
    },
  };
}

/** Passes the usage on; a failing listener (tracing) never fails the call. */
function reportUsage(call: LlmCall, usage: LanguageModelUsage | undefined): void {
  if (!call.onUsage || !usage) return;
  const reported: LlmUsage = {
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    totalTokens: usage.totalTokens,
  };
  try {
    call.onUsage(reported);
  } catch {
    // Usage is for traces only.
  }
}

/**
 * The prompt as the AI SDK takes it: plain text, or with images one user message of a text part
 * followed by image parts. 'high' detail, because lab values in a photo are small print.
 */
function userMessage(call: LlmCall): string | ModelMessage[] {
  if (!call.images || call.images.length === 0) return call.prompt;
  return [
    {
      role: 'user',
      content: [
        { type: 'text', text: call.prompt },
        ...call.images.map((image) => ({
          type: 'file' as const,
          data: image.base64,
          mediaType: image.mediaType,
          providerOptions: { openai: { imageDetail: 'high' } },
        })),
      ],
    },
  ];
}

/**
 * The model layer, or null in evidence-only mode (no model configured). Always the Chat Completions
 * API: every OpenAI-compatible server (Ollama, vLLM, LM Studio, Azure, OpenRouter) speaks it.
 */
export function createLlm(
  config: Config['llm'],
  options: { fetch?: typeof fetch } = {},
): Llm | null {
  if (!config) return null;
  const provider = createOpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? 'not-needed',
    fetch: failFastFetch(options.fetch),
  });

  const settings = (call: LlmCall, abortSignal: AbortSignal) => ({
    model: provider.chat(config.models[call.role]),
    instructions: call.system,
    prompt: userMessage(call),
    maxOutputTokens: call.maxTokens,
    temperature: call.temperature,
    maxRetries: call.maxRetries ?? DEFAULT_MAX_RETRIES,
    abortSignal,
  });

  return {
    /** The timeout here is an idle limit: it restarts with every stream part, so long answers finish. */
    async *streamText(call) {
      const run = openCall(call, config);
      let received = false;
      try {
        const result = streamText({ ...settings(call, run.signal), onError: () => {} });
        for await (const part of result.stream) {
          // Any part (reasoning included) shows the model is alive; the limit is on silence.
          run.restartTimeout();
          if (part.type === 'text-delta') {
            if (part.text === '') continue;
            received = true;
            yield part.text;
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort') {
            throw new DOMException('This operation was aborted', 'AbortError');
          } else if (part.type === 'finish') {
            reportUsage(call, part.totalUsage);
            // The body ended without a finish reason: a silent short answer would mislead.
            if (part.finishReason === 'interrupted') {
              throw received
                ? new LlmError('interrupted', INTERRUPTED_TEXT)
                : new LlmError('no-body', NO_BODY_TEXT);
            }
          }
        }
      } catch (error) {
        throw toLlmError(error, run.signals);
      } finally {
        run.close();
      }
    },

    async generateText(call) {
      const run = openCall(call, config);
      try {
        const result = await generateText(settings(call, run.signal));
        reportUsage(call, result.totalUsage);
        return result.text;
      } catch (error) {
        throw toLlmError(error, run.signals);
      } finally {
        run.close();
      }
    },

    async generateObject(call) {
      const run = openCall(call, config);
      try {
        const result = await generateText({
          ...settings(call, run.signal),
          output: Output.object({ schema: call.schema }),
        });
        reportUsage(call, result.totalUsage);
        return result.output;
      } catch (error) {
        throw toLlmError(error, run.signals);
      } finally {
        run.close();
      }
    },
  };
}
