// Values come from the contract's plain modules: this file is on the first screen, zod is not.
import type { ClientConfig, SearchRequestInput } from '../../contract/index.ts';
import { FORM_SEARCH_TYPES } from '../../contract/vocabulary-values.ts';
import { VOICE_OFF } from '../../contract/voice-off.ts';
import { DEFAULT_ASSISTANT_NAME } from '../../contract/assistant-name.ts';
import { fetchJson, readServerMessage, type ReplyParser } from './fetch-json.ts';
import { isClientConfig } from './is-client-config.ts';
import { getSessionId, getUserId } from './local-identifiers.ts';
import { redactOutgoingSearch } from './redact-outgoing.ts';

/** What the app assumes until (or if never) the server tells it otherwise. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  assistantName: DEFAULT_ASSISTANT_NAME,
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

/** The config as the first screen reads it: checked by a guard, so zod does not load with it. */
const clientConfigReply: ReplyParser<ClientConfig> = {
  parse(body) {
    if (!isClientConfig(body)) throw new Error('GET /api/config sent an unexpected reply');
    return body;
  },
};

export function fetchClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return fetchJson(
    '/api/config',
    { headers: { accept: 'application/json' }, signal },
    clientConfigReply,
    { failureText: (status) => `GET /api/config failed with status ${status}` },
  );
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
