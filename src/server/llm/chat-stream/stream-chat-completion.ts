import { openAiErrorText } from '../../../contract/index.ts';
import { abortableDelay } from '../../net/abortable-delay.ts';
import type { HttpReply, HttpSend } from '../../net/http-send.ts';
import { failFast } from '../fail-fast-fetch.ts';
import type { LlmCall, LlmUsage } from '../llm.ts';
import { LlmError } from '../llm-error.ts';
import { providerMessage } from '../provider-message.ts';
import { INTERRUPTED_TEXT, NO_BODY_TEXT } from '../to-llm-error.ts';
import { chatRequestBody } from './chat-request-body.ts';
import { readChatEvents } from './read-chat-events.ts';
import { isRetryableStatus, retryDelayMs } from './retry-delay.ts';

export interface ChatStreamTarget {
  baseUrl: string;
  apiKey: string;
  modelId: string;
  send: HttpSend;
}

export interface ChatStreamOptions {
  signal: AbortSignal;
  maxRetries: number;
  /** Called for every event, text or not: the model is alive. */
  onEvent: () => void;
  onUsage: (usage: LlmUsage) => void;
}

/** Posts the request, retrying what is worth retrying until the response starts. */
async function openStream(
  call: LlmCall,
  target: ChatStreamTarget,
  options: ChatStreamOptions,
): Promise<AsyncIterable<Uint8Array>> {
  const body = JSON.stringify(chatRequestBody(call, target.modelId));
  for (let attempt = 0; ; attempt += 1) {
    let response: HttpReply;
    try {
      response = await target.send(`${target.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${target.apiKey}`,
        },
        body,
        signal: options.signal,
      });
    } catch (caught) {
      // A refused connection fails at once; a dropped one may be a passing glitch.
      const error = failFast(caught);
      if (error instanceof LlmError || options.signal.aborted || attempt >= options.maxRetries) {
        throw error;
      }
      await abortableDelay(retryDelayMs(attempt), options.signal);
      continue;
    }
    if (response.status >= 200 && response.status <= 299) return response.body;
    if (!isRetryableStatus(response.status) || attempt >= options.maxRetries) {
      // The provider's message stays out of the message (it may echo the prompt): it is kept
      // aside for the lab texts that SPEC.md says add it.
      const sent = await response.bytes().catch(() => new Uint8Array());
      throw new LlmError('http', openAiErrorText(response.status), {
        status: response.status,
        providerMessage: providerMessage(new TextDecoder().decode(sent)),
      });
    }
    response.discard();
    await abortableDelay(retryDelayMs(attempt, { get: response.header }), options.signal);
  }
}

/**
 * A streamed Chat Completions call read by hand: the answer's text deltas in arrival order. Each
 * token costs one JSON.parse here, where the AI SDK's streamText ran it through a chain of web
 * streams and a schema check (several times the CPU of the rest of a search; decision 011).
 * Throws LlmError when the stream fails, breaks off, or ends without a finish reason.
 */
export async function* streamChatCompletion(
  call: LlmCall,
  target: ChatStreamTarget,
  options: ChatStreamOptions,
): AsyncGenerator<string> {
  const body = await openStream(call, target, options);
  let received = false;
  let finished = false;
  try {
    for await (const batch of readChatEvents(body)) {
      options.onEvent();
      let text = '';
      for (const event of batch) {
        if (event.failed) throw new LlmError('interrupted', INTERRUPTED_TEXT);
        if (event.usage) options.onUsage(event.usage);
        if (event.finished) finished = true;
        text += event.text;
      }
      if (text !== '') {
        received = true;
        yield text;
      }
    }
  } catch (error) {
    if (error instanceof LlmError || options.signal.aborted) throw error;
    // The body broke off (fetch reports a TypeError) after the response had started.
    throw new LlmError('interrupted', INTERRUPTED_TEXT, { cause: error });
  }
  if (!finished) {
    throw received
      ? new LlmError('interrupted', INTERRUPTED_TEXT)
      : new LlmError('no-body', NO_BODY_TEXT);
  }
}
