import type { ChatCompletionRequest } from '../../contract/index.ts';
import { LIMITS, openAiErrorText, requestTimeoutText } from '../../contract/index.ts';
import { IMAGE_TOKENS, tokensForText } from '../budget/estimate-tokens.ts';
import type { Config } from '../config.ts';
import { redactForUpstream } from '../../shared/privacy/redact-for-upstream.ts';
import { checkImages } from './image-parts.ts';
import { ProxyRefusal } from './openai-error.ts';
import { resolveModel } from './resolve-model.ts';
import { withSystemPolicy } from './system-policy.ts';

export { ProxyRefusal } from './openai-error.ts';
export { resolveModel } from './resolve-model.ts';

type LlmConfig = NonNullable<Config['llm']>;
type Messages = ChatCompletionRequest['messages'];

/**
 * The conversation's own turns (the person's and the assistant's it echoes back) with personal
 * identifiers redacted; system and developer text is the calling app's and stays as sent.
 */
function redactTurns(messages: Messages): Messages {
  return messages.map((message) => {
    if (message.role !== 'user' && message.role !== 'assistant') return message;
    if (typeof message.content === 'string') {
      return { ...message, content: redactForUpstream(message.content) };
    }
    return {
      ...message,
      content: message.content.map((part) =>
        part.type === 'text' ? { ...part, text: redactForUpstream(part.text) } : part,
      ),
    };
  });
}

export function textLength(body: Pick<ChatCompletionRequest, 'messages'>): number {
  return body.messages.reduce((total, message) => {
    if (typeof message.content === 'string') return total + message.content.length;
    return (
      total +
      message.content.reduce((sum, part) => sum + (part.type === 'text' ? part.text.length : 0), 0)
    );
  }, 0);
}

export interface PreparedChat {
  /** The body sent upstream. */
  body: Record<string, unknown>;
  /** What the call may cost: text and images in, the capped reply out. */
  tokens: number;
}

/**
 * Builds the upstream request: allow-listed model, checked images, the product's system rules in
 * front, output capped whichever name the cap came under, and only the fields this proxy knows.
 */
export function prepareUpstreamBody(body: ChatCompletionRequest, llm: LlmConfig): PreparedChat {
  if (textLength(body) > LIMITS.chatProxyMaxMessageChars) {
    throw new ProxyRefusal(
      413,
      `Messages are limited to ${LIMITS.chatProxyMaxMessageChars} characters.`,
      { code: 'messages_too_long', param: 'messages' },
    );
  }
  const checked = checkImages(body.messages);
  const images = checked.images;
  const messages = redactTurns(checked.messages);
  const model = resolveModel(body.model, llm, images > 0);
  const guarded = withSystemPolicy(messages);
  const requested = body.max_completion_tokens ?? body.max_tokens ?? LIMITS.answerMaxTokens;
  const maxTokens = Math.min(requested, LIMITS.chatProxyMaxTokens);
  const optional = {
    top_p: body.top_p,
    presence_penalty: body.presence_penalty,
    frequency_penalty: body.frequency_penalty,
    seed: body.seed,
    stop: body.stop,
    response_format: body.response_format,
    stream_options: body.stream ? body.stream_options : undefined,
  };
  return {
    body: {
      model,
      messages: guarded,
      // Sent under the name the client used: older compatible servers know only max_tokens.
      ...(body.max_completion_tokens !== undefined
        ? { max_completion_tokens: maxTokens }
        : { max_tokens: maxTokens }),
      temperature: body.temperature ?? LIMITS.answerTemperature,
      stream: body.stream ?? false,
      ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    },
    tokens: tokensForText(textLength({ messages: guarded })) + images * IMAGE_TOKENS + maxTokens,
  };
}

const PROXY_TIMEOUT_MS = 120_000;

/** Sends the prepared body upstream; the caller streams or returns the Response body. */
export async function forwardChatCompletion(
  upstreamBody: object,
  llm: LlmConfig,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const timeout = AbortSignal.timeout(PROXY_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(`${llm.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify(upstreamBody),
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    if (timeout.aborted) {
      throw new ProxyRefusal(504, requestTimeoutText(PROXY_TIMEOUT_MS), { code: 'timeout' });
    }
    if (signal.aborted) throw error;
    // Connection refused, DNS or TLS: said at once, never retried into a longer wait.
    throw new ProxyRefusal(502, 'The language model could not be reached.', {
      code: 'upstream_unreachable',
    });
  }
  if (!response.ok) {
    await response.body?.cancel();
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ProxyRefusal(
      response.status >= 500 ? 502 : response.status,
      openAiErrorText(response.status),
      {
        code: 'upstream_error',
        ...(response.status === 429 && retryAfter > 0 ? { retryAfter } : {}),
      },
    );
  }
  if (!response.body) throw new ProxyRefusal(502, 'No response body', { code: 'upstream_error' });
  return response;
}
