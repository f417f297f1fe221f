import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** OpenAI's error body, which stock Chat Completions clients read and show. */
export interface OpenAiErrorBody {
  error: { message: string; type: string; code: string | null; param: string | null };
}

export function openAiErrorBody(
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
): OpenAiErrorBody {
  return { error: { message, type, code, param } };
}

/** OpenAI's code for "too many requests"; every 429 of the OpenAI-shaped routes carries one. */
export const RATE_LIMIT_CODE = 'rate_limit_exceeded';

/** A chat proxy request that ends with this status; answered in OpenAI's error shape. */
export class ProxyRefusal extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | null;
  readonly param: string | null;
  /** Seconds before trying again, for 429s. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    message: string,
    options: { type?: string; code?: string; param?: string; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'ProxyRefusal';
    this.status = status;
    this.type =
      options.type ??
      (status === 429
        ? 'rate_limit_error'
        : status >= 500
          ? 'server_error'
          : 'invalid_request_error');
    this.code = options.code ?? (status === 429 ? RATE_LIMIT_CODE : null);
    this.param = options.param ?? null;
    this.retryAfter = options.retryAfter;
  }
}

export function sendProxyRefusal(reply: FastifyReply, refusal: ProxyRefusal): FastifyReply {
  if (refusal.retryAfter !== undefined)
    void reply.header('retry-after', String(refusal.retryAfter));
  return reply
    .code(refusal.status)
    .send(openAiErrorBody(refusal.message, refusal.type, refusal.code, refusal.param));
}

/** Fastify's body errors in words an OpenAI client shows, with codes that name no engine. */
const ENGINE_ERRORS: Readonly<Record<string, { message: string; code: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    message: 'We could not parse the JSON body of your request: it is not valid JSON.',
    code: 'invalid_json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    message: 'The request body is empty; send a JSON object.',
    code: 'invalid_json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request is too large.', code: 'request_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Send the request as JSON (Content-Type: application/json).',
    code: 'invalid_content_type',
  },
};

/**
 * Error handler of the chat proxy's scope: the rate limit, body limits, bad JSON and our own
 * refusals all answer in OpenAI's shape; an unexpected failure says nothing about its cause.
 */
export function proxyErrorHandler(
  error: FastifyError | ProxyRefusal,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof ProxyRefusal) return sendProxyRefusal(reply, error);
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error.message }, 'chat proxy failed');
    return reply.code(500).send(openAiErrorBody('Internal server error', 'server_error'));
  }
  if (status === 429) {
    // OpenAI's clients branch on the code; the rate limiter gives none of its own.
    return reply
      .code(429)
      .send(openAiErrorBody(error.message, 'rate_limit_error', RATE_LIMIT_CODE));
  }
  const known = ENGINE_ERRORS[error.code ?? ''];
  return reply
    .code(status)
    .send(
      known
        ? openAiErrorBody(known.message, 'invalid_request_error', known.code)
        : openAiErrorBody(error.message, 'invalid_request_error', error.code ?? null),
    );
}
