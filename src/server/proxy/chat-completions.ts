import type { ChatCompletionRequest } from '../../contract/index.ts';
import { LIMITS, openAiErrorText, requestTimeoutText } from '../../contract/index.ts';
import type { Config } from '../config.ts';

type LlmConfig = NonNullable<Config['llm']>;

export class ProxyRefusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Maps the names clients may send to the configured models. SPEC.md clients send 'gpt-4o' or
 * 'gpt-4o-mini'; a deployment on another provider keeps working because they map to roles.
 */
export function resolveModel(requested: string, llm: LlmConfig): string {
  const aliases: Record<string, string> = {
    'gpt-4o': llm.models.answer,
    'gpt-4o-mini': llm.models.fast,
    default: llm.models.answer,
  };
  const allowed = new Set([llm.models.answer, llm.models.fast, llm.models.vision]);
  const model = allowed.has(requested) ? requested : aliases[requested];
  if (!model) throw new ProxyRefusal(400, `Model not allowed: ${requested}`);
  return model;
}

export function textLength(body: ChatCompletionRequest): number {
  return body.messages.reduce((total, message) => {
    if (typeof message.content === 'string') return total + message.content.length;
    return (
      total +
      message.content.reduce((sum, part) => sum + (part.type === 'text' ? part.text.length : 0), 0)
    );
  }, 0);
}

/** Builds the upstream request: allow-listed model, capped tokens, bounded text. */
export function prepareUpstreamBody(body: ChatCompletionRequest, llm: LlmConfig): object {
  if (textLength(body) > LIMITS.chatProxyMaxMessageChars) {
    throw new ProxyRefusal(
      413,
      `Messages are limited to ${LIMITS.chatProxyMaxMessageChars} characters.`,
    );
  }
  return {
    model: resolveModel(body.model, llm),
    messages: body.messages,
    max_tokens: Math.min(body.max_tokens ?? LIMITS.answerMaxTokens, LIMITS.chatProxyMaxTokens),
    temperature: body.temperature ?? LIMITS.answerTemperature,
    stream: body.stream ?? false,
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
    if (timeout.aborted) throw new ProxyRefusal(504, requestTimeoutText(PROXY_TIMEOUT_MS));
    throw error;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProxyRefusal(
      response.status >= 500 ? 502 : response.status,
      openAiErrorText(response.status),
    );
  }
  if (!response.body) throw new ProxyRefusal(502, 'No response body');
  return response;
}
