// No zod import here: the config read on the first screen passes a guard-backed parser, every
// other caller a contract schema (which satisfies `ReplyParser`).

/** How a reply body becomes a typed value: `parse` throws when the body is not that value. */
export interface ReplyParser<T> {
  parse(body: unknown): T;
}

/** A reply that was not 2xx; `message` is the caller's text, never the server's. */
export class ReplyError extends Error {
  readonly status: number;
  /** The `error` of the server's `{ error: string }` body, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(message: string, status: number, serverMessage?: string) {
    super(message);
    this.name = 'ReplyError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The `error` of a `{ error: string }` body, when that is what the server sent. */
export async function readServerMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
    return typeof error === 'string' && error !== '' ? error : undefined;
  } catch {
    return undefined;
  }
}

export interface FetchJsonOptions {
  /** The error's message for a status that is not 2xx. */
  failureText?: (status: number) => string;
}

/**
 * Fetches `url` and returns its JSON body as `reply` reads it. A status that is not 2xx throws
 * a `ReplyError` with the server's own `{ error }` text beside the caller's message.
 */
export async function fetchJson<T>(
  url: string,
  init: RequestInit,
  reply: ReplyParser<T>,
  { failureText = (status) => `${url} failed with status ${status}` }: FetchJsonOptions = {},
): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new ReplyError(
      failureText(response.status),
      response.status,
      await readServerMessage(response),
    );
  }
  return reply.parse(await response.json());
}
