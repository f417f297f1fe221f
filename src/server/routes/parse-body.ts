import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** Parses with a contract schema; on failure answers 400 with a message a person can act on. */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  reply: FastifyReply,
): z.infer<S> | undefined {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
  void reply.code(400).send({ error: message });
  return undefined;
}
