import {
  parseJsonEventStream,
  readUIMessageStream,
  uiMessageChunkSchema,
  type UIMessageChunk,
} from 'ai';
import {
  searchDataSchemas,
  type SearchDataName,
  type SearchDataTypes,
  type SearchRequestInput,
  type SearchUIMessage,
} from '../../contract/index.ts';
import { postSearch } from './api-client.ts';

/** Everything the `/api/search` stream has said so far, already validated. */
export interface SearchSnapshot {
  /** The answer text (emergency warning included, when the server streamed one first). */
  text: string;
  status?: SearchDataTypes['status'];
  warning?: SearchDataTypes['warning'];
  references?: SearchDataTypes['references']['references'];
  citations?: SearchDataTypes['citations'];
  /** The passage of each cited source behind each cited sentence; arrives after the result. */
  quotes?: SearchDataTypes['quotes'];
  trials?: SearchDataTypes['trials']['trials'];
  followups?: SearchDataTypes['followups']['questions'];
  /** The lab report as read (lab-report searches). */
  lab?: SearchDataTypes['lab'];
  result?: SearchDataTypes['result'];
}

export const EMPTY_SNAPSHOT: SearchSnapshot = { text: '' };

/** The server ended the stream with an `error` chunk. */
export class SearchStreamError extends Error {
  constructor(errorText: string) {
    super(errorText);
    this.name = 'SearchStreamError';
  }
}

export interface ReadSearchStreamOptions {
  signal?: AbortSignal;
  /** Told about chunks dropped because they did not parse or did not match their schema. */
  onInvalidChunk?: (error: unknown) => void;
}

type ParsedChunk =
  ReturnType<typeof parseJsonEventStream<UIMessageChunk>> extends ReadableStream<infer R>
    ? R
    : never;

/** What the validating step noticed on the way through. */
interface StreamOutcome {
  errorText?: string;
  /** A `finish` chunk or the final result arrived, so the answer is not cut short. */
  complete: boolean;
  /**
   * The latest validated payload of each data part. The AI SDK hands out a deep copy of every
   * part with each text delta; snapshots carry these originals instead, so a part that has not
   * changed keeps its identity and memoised views (references, trials) do not render again.
   */
  data: Map<string, unknown>;
}

const isSearchDataName = (name: string): name is SearchDataName =>
  Object.hasOwn(searchDataSchemas, name);

/**
 * Drops what does not parse and validates every data part against its contract schema, so that
 * nothing downstream ever sees an unchecked payload.
 */
function validateChunks(
  outcome: StreamOutcome,
  onInvalidChunk: ((error: unknown) => void) | undefined,
): TransformStream<ParsedChunk, UIMessageChunk> {
  return new TransformStream({
    transform(result, controller) {
      if (!result.success) {
        onInvalidChunk?.(result.error);
        return;
      }
      const chunk = result.value;
      if (chunk.type === 'error') outcome.errorText ??= chunk.errorText;
      if (chunk.type === 'finish') outcome.complete = true;
      if (!chunk.type.startsWith('data-')) {
        controller.enqueue(chunk);
        return;
      }
      const name = chunk.type.slice('data-'.length);
      if (!isSearchDataName(name) || !('data' in chunk)) {
        onInvalidChunk?.(new Error(`Unknown data part ${chunk.type}`));
        return;
      }
      const parsed = searchDataSchemas[name].safeParse(chunk.data);
      if (!parsed.success) {
        onInvalidChunk?.(parsed.error);
        return;
      }
      if (name === 'result') outcome.complete = true;
      outcome.data.set(chunk.type, parsed.data);
      controller.enqueue({ ...chunk, data: parsed.data } as UIMessageChunk);
    },
  });
}

function toSnapshot(message: SearchUIMessage, data: Map<string, unknown>): SearchSnapshot {
  const snapshot: SearchSnapshot = { text: '' };
  for (const copy of message.parts) {
    const original = copy.type.startsWith('data-') ? data.get(copy.type) : undefined;
    const part = (original === undefined ? copy : { ...copy, data: original }) as typeof copy;
    switch (part.type) {
      case 'text':
        snapshot.text += part.text;
        break;
      case 'data-status':
        snapshot.status = part.data;
        break;
      case 'data-warning':
        snapshot.warning = part.data;
        break;
      case 'data-references':
        snapshot.references = part.data.references;
        break;
      case 'data-citations':
        snapshot.citations = part.data;
        break;
      case 'data-quotes':
        snapshot.quotes = part.data;
        break;
      case 'data-trials':
        snapshot.trials = part.data.trials;
        break;
      case 'data-followups':
        snapshot.followups = part.data.questions;
        break;
      case 'data-result':
        snapshot.result = part.data;
        break;
      case 'data-lab':
        snapshot.lab = part.data;
        break;
    }
  }
  return snapshot;
}

/**
 * The one reader of the search stream: SSE body -> UI message chunks -> validated snapshots.
 * Yields a fresh snapshot whenever the message changes; throws `SearchStreamError` on a server
 * `error` chunk and rethrows network errors and aborts.
 */
export async function* readSearchStream(
  body: ReadableStream<Uint8Array>,
  { signal, onInvalidChunk }: ReadSearchStreamOptions = {},
): AsyncGenerator<SearchSnapshot, void, undefined> {
  signal?.throwIfAborted();
  const outcome: StreamOutcome = { complete: false, data: new Map() };
  // Piping through with the signal makes an abort error the whole chain, whatever made the body.
  const source = signal
    ? body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>(), { signal })
    : body;
  const chunks = parseJsonEventStream({ stream: source, schema: uiMessageChunkSchema });
  const messages = readUIMessageStream<SearchUIMessage>({
    stream: chunks.pipeThrough(validateChunks(outcome, onInvalidChunk)),
    terminateOnError: true,
  });
  try {
    for await (const message of messages) yield toSnapshot(message, outcome.data);
  } catch (error) {
    signal?.throwIfAborted();
    if (outcome.errorText !== undefined) throw new SearchStreamError(outcome.errorText);
    throw error;
  }
  signal?.throwIfAborted();
  if (outcome.errorText !== undefined) throw new SearchStreamError(outcome.errorText);
  if (!outcome.complete) throw new SearchStreamError('The search stream ended before it finished.');
}

/** POST /api/search and read the reply: the whole round trip for one search. */
export async function* streamSearch(
  request: SearchRequestInput,
  options: ReadSearchStreamOptions = {},
): AsyncGenerator<SearchSnapshot, void, undefined> {
  const body = await postSearch(request, options.signal);
  yield* readSearchStream(body, options);
}
