import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. `@fastify/helmet` built helmet's
 * middleware again on every request (parsing the CSP directives each time): about a tenth of the
 * server's CPU while it accepted a burst of 500 searches (decision 015). The policy is the same
 * for every response (no nonces), so the headers are too.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}
