import { createOpenAI } from '@ai-sdk/openai';
import { generateText, Output, type ModelMessage } from 'ai';
import type { Config } from '../config.ts';
import type { Llm, LlmCall, LlmUsage } from './llm.ts';
import { streamChatCompletion } from './chat-stream/stream-chat-completion.ts';
import { failFastFetch } from './fail-fast-fetch.ts';
import { sendWithFetch, sendWithUndici } from '../net/http-send.ts';
import { callerAbort, toLlmError } from './to-llm-error.ts';

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
    /** Ends the call; a call that did not finish (error, early stop) also aborts its request. */
    close: (finished: boolean) => {
      clearTimeout(timer);
      // Aborting a finished call would only wake every listener of its signals for nothing.
      if (!finished) cleanup.abort();
    },
  };
}

/** Passes the usage on; a failing listener (tracing) never fails the call. */
function reportUsage(call: LlmCall, usage: LlmUsage | undefined): void {
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
  const target = {
    baseUrl: config.baseUrl.replace(/(?<!\/)\/+$/, ''),
    apiKey: config.apiKey ?? 'not-needed',
    fetch: failFastFetch(options.fetch),
  };
  // The answer stream goes through the server's own HTTP client unless a fetch was given.
  const send = options.fetch ? sendWithFetch(target.fetch) : sendWithUndici;
  const provider = createOpenAI({
    baseURL: target.baseUrl,
    apiKey: target.apiKey,
    fetch: target.fetch,
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
    /**
     * Read by hand rather than through the AI SDK: the answer stream is the hot path of every
     * search (decision 011). The timeout is an idle limit: it restarts with every event, so long
     * answers finish.
     */
    async *streamText(call) {
      const run = openCall(call, config);
      let finished = false;
      try {
        yield* streamChatCompletion(
          call,
          {
            baseUrl: target.baseUrl,
            apiKey: target.apiKey,
            modelId: config.models[call.role],
            send,
          },
          {
            signal: run.signal,
            maxRetries: call.maxRetries ?? DEFAULT_MAX_RETRIES,
            onEvent: run.restartTimeout,
            onUsage: (usage) => reportUsage(call, usage),
          },
        );
        finished = true;
      } catch (error) {
        throw toLlmError(error, run.signals);
      } finally {
        run.close(finished);
      }
    },

    async generateText(call) {
      const run = openCall(call, config);
      try {
        const result = await generateText(settings(call, run.signal));
        run.close(true);
        reportUsage(call, result.totalUsage);
        return result.text;
      } catch (error) {
        const failure = toLlmError(error, run.signals);
        run.close(false);
        throw failure;
      }
    },

    async generateObject(call) {
      const run = openCall(call, config);
      try {
        const result = await generateText({
          ...settings(call, run.signal),
          output: Output.object({ schema: call.schema }),
        });
        run.close(true);
        reportUsage(call, result.totalUsage);
        return result.output;
      } catch (error) {
        const failure = toLlmError(error, run.signals);
        run.close(false);
        throw failure;
      }
    },
  };
}
