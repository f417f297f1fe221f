import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

/** Deeper JSON than any request of this API needs; deeper is refused before it is parsed. */
export const MAX_JSON_DEPTH = 64;

export const REQUEST_ERROR_TEXTS = {
  tooDeep: `The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels of JSON).`,
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty; send a JSON object.',
  tooLarge: 'The request is too large.',
  mediaType: 'Send the request as JSON (Content-Type: application/json).',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/**
 * Whether JSON text nests deeper than `max`: one pass, strings skipped with indexOf (base64 pages
 * of megabytes cost almost nothing), so it runs before JSON.parse and never recurses.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x22) {
      // To the closing quote: one not preceded by an odd run of backslashes.
      for (;;) {
        const quote = text.indexOf('"', index + 1);
        if (quote < 0) return false;
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
        index = quote;
        if (backslashes % 2 === 0) break;
      }
    } else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return false;
}

const withStatus = (message: string, statusCode: number): FastifyError =>
  Object.assign(new Error(message), { statusCode, code: 'NOVA_BAD_REQUEST', name: 'Error' });

/**
 * JSON bodies go through Fastify's own parser (prototype poisoning refused) after a depth check,
 * so a body nested a million levels deep is a 400 with a sentence, not a stack overflow.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(withStatus(REQUEST_ERROR_TEXTS.tooDeep, 400), undefined);
      return;
    }
    parse(request, text, done);
  });
}

/** A plain sentence for what Fastify reports in its own words (engine messages never leave). */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'NOVA_BAD_REQUEST':
      return error.message;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return REQUEST_ERROR_TEXTS.tooLarge;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return REQUEST_ERROR_TEXTS.emptyJson;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return REQUEST_ERROR_TEXTS.mediaType;
    default:
      return error instanceof SyntaxError || /JSON/.test(error.message)
        ? REQUEST_ERROR_TEXTS.invalidJson
        : error.message;
  }
}

/** Where a reply left its schema and how, never the value it held. */
const fieldOf = (issue: { path: PropertyKey[]; code: string }): string =>
  `${issue.path.map(String).join('.')} (${issue.code})`;

/**
 * The API's error handler: client errors answer `{ error }` with a sentence a person can act on;
 * anything else is logged and answered without its cause (no engine or library message leaks).
 * Scopes that answer in OpenAI's shape (the chat proxy, voice) set their own.
 */
export function apiErrorHandler(
  error: FastifyError | { statusCode?: number; error?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // @fastify/rate-limit throws the reply body it built (with `statusCode`) rather than an Error.
  if (!(error instanceof Error)) return reply.code(error.statusCode ?? 500).send(error);
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    // A reply off its contract schema is a server bug: the log names the route and the fields.
    const mismatch =
      error instanceof ResponseSerializationError
        ? { route: `${error.method} ${error.url}`, fields: error.cause.issues.map(fieldOf) }
        : {};
    request.log.error({ err: error.message, ...mismatch }, 'request failed');
    return reply.code(status >= 500 ? status : 500).send({ error: REQUEST_ERROR_TEXTS.internal });
  }
  return reply.code(status).send({ error: clientMessage(error) });
}
