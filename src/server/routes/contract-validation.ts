import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorSchema } from '../../contract/index.ts';

/**
 * Response schemas of every refusal a JSON route may send: validation, limits, budgets, upstream
 * failures. Each carries `error`, the sentence clients show; some also carry the route's fields.
 */
export const REFUSALS = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** The text of a refused body: `<path>: <message>` per issue, joined by '; ' (SPEC.md's catalogue). */
export function issuesText(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** A request part that does not match its contract schema; answered 400 with its text as `error`. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  /** The code request-errors.ts answers with the message as it is. */
  readonly code = 'NOVA_BAD_REQUEST';

  constructor(issues: readonly z.core.$ZodIssue[]) {
    super(issuesText(issues));
    this.name = 'RequestValidationError';
  }
}

/**
 * Validates route schemas with zod. The provider's own compiler is not used for requests: it
 * reports paths as JSON pointers (a key holding '/' would not survive the way back), and a missing
 * body must read as `{}` so the reply names the missing fields, as the API has always answered.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const parsed = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    return parsed.success
      ? { value: parsed.data }
      : { error: new RequestValidationError(parsed.error.issues) };
  };

/**
 * Checks each JSON reply against its contract schema and sends it exactly as the handler built it:
 * zod would strip keys and apply defaults while encoding, silently changing what clients receive.
 * A reply that does not match is a server bug: a 500 that names the route in the log.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success)
      throw new ResponseSerializationError(method, url, { cause: checked.error });
    return JSON.stringify(data);
  };
