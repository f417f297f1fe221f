// Values come from the contract's plain modules: this file is on the first screen, zod is not.
import type { ClientConfig, SearchRequestInput } from '../../contract/index.ts';
import { FORM_SEARCH_TYPES } from '../../contract/vocabulary-values.ts';
import { VOICE_OFF } from '../../contract/voice-off.ts';
import { isClientConfig } from './is-client-config.ts';
import { getSessionId, getUserId } from './local-identifiers.ts';
import { redactOutgoingSearch } from './redact-outgoing.ts';

/** What the app assumes until (or if never) the server tells it otherwise. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  assistantName: 'Nova',
  modelAvailable: true,
  webSearchAvailable: false,
  voiceAvailable: false,
  voice: VOICE_OFF,
  searchTypes: [...FORM_SEARCH_TYPES],
  labMessageOrigins: [],
};

/** A search the server refused before any stream started (or a reply that was not a stream). */
export class SearchRequestError extends Error {
  readonly status: number;
  /** The server's own explanation, present for 400 replies; safe to show to the visitor. */
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage?: string) {
    super(serverMessage ?? `Search request failed with status ${status}`);
    this.name = 'SearchRequestError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The `error` of a `{ error: string }` body, when that is what the server sent. */
async function readServerMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
    return typeof error === 'string' && error !== '' ? error : undefined;
  } catch {
    return undefined;
  }
}

export async function fetchClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET /api/config failed with status ${response.status}`);
  const config: unknown = await response.json();
  if (!isClientConfig(config)) throw new Error('GET /api/config sent an unexpected reply');
  return config;
}

/** Starts a search and returns the SSE body; read it with `readSearchStream`. */
export async function postSearch(
  request: SearchRequestInput,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  // Personal identifiers the visitor typed never leave the browser (the server redacts again).
  const redacted = await redactOutgoingSearch(request);
  const response = await fetch('/api/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    // SPEC.md section 3: the anonymous ids tag the search's trace on the server.
    body: JSON.stringify({ ...redacted, userId: getUserId(), sessionId: getSessionId() }),
    signal,
  });
  if (!response.ok) {
    const message = response.status === 400 ? await readServerMessage(response) : undefined;
    throw new SearchRequestError(response.status, message);
  }
  if (!response.body) throw new SearchRequestError(response.status);
  return response.body;
}
