import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { InferUIMessageChunk } from 'ai';
import type { SearchDataTypes, SearchUIMessage } from '../../contract/index.ts';
import { SEARCH_ERROR_TEXT } from '../../contract/index.ts';
import { scheduleStart } from '../work-turns.ts';

/** What a pipeline may write: typed data parts and answer text. Nothing else reaches the wire. */
export interface SearchStreamWriter {
  data<K extends keyof SearchDataTypes>(name: K, payload: SearchDataTypes[K]): void;
  text(delta: string): void;
  /** Ends the answer text part, if one was started. */
  endText(): void;
  /** A user-facing error: the stream carries the text, the pipeline stops. */
  error(errorText: string): void;
}

type SearchChunk = InferUIMessageChunk<SearchUIMessage>;

const ANSWER_PART_ID = 'answer';
/**
 * Data parts with an id replace the earlier part of that type and id in AI SDK clients: status
 * updates then change one part in place instead of piling up. Other parts are written once.
 */
const STABLE_PART_IDS: Partial<Record<keyof SearchDataTypes, string>> = { status: 'status' };
/**
 * Deltas after the first are gathered for this long and sent as one: a person cannot read faster,
 * and one SSE frame per model token would spend most of the server's time on framing and writes.
 */
export const TEXT_FLUSH_MS = 40;

/**
 * Runs a pipeline and writes its reply into `out` (a response whose headers are written):
 * Server-Sent Events in the AI SDK's UI message stream protocol (`data: <chunk JSON>` frames,
 * then `data: [DONE]`), as `createUIMessageStreamResponse` would frame them. Written straight to
 * the response because each stream hop per frame cost more CPU than the rest of a search (see
 * docs/decisions/004). An exception escaping the pipeline becomes the fixed search error text,
 * never a stack trace.
 */
export function writeSearchStream(
  out: ServerResponse,
  run: (writer: SearchStreamWriter) => Promise<void>,
  onUnexpectedError: (error: unknown) => void,
): void {
  const send = (chunk: SearchChunk) => {
    // A client that went away destroys the response; late writes are dropped, never thrown.
    if (!out.destroyed && !out.writableEnded) out.write(`data: ${JSON.stringify(chunk)}\n\n`);
  };

  let textOpen = false;
  let failed = false;
  let pending = '';
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const flushText = () => {
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    flushTimer = undefined;
    if (pending === '') return;
    send({ type: 'text-delta', id: ANSWER_PART_ID, delta: pending });
    pending = '';
  };

  const writer: SearchStreamWriter = {
    data(name, payload) {
      flushText();
      const id = STABLE_PART_IDS[name];
      send({ type: `data-${name}`, ...(id ? { id } : {}), data: payload } as SearchChunk);
    },
    text(delta) {
      if (delta === '') return;
      if (!textOpen) {
        send({ type: 'text-start', id: ANSWER_PART_ID });
        send({ type: 'text-delta', id: ANSWER_PART_ID, delta });
        textOpen = true;
        return;
      }
      pending += delta;
      flushTimer ??= setTimeout(flushText, TEXT_FLUSH_MS);
    },
    endText() {
      flushText();
      if (!textOpen) return;
      send({ type: 'text-end', id: ANSWER_PART_ID });
      textOpen = false;
    },
    error(errorText) {
      writer.endText();
      failed = true;
      send({ type: 'error', errorText });
    },
  };

  // A message id lets stock AI SDK clients (useChat) key the answer they are building.
  send({ type: 'start', messageId: `msg-${randomUUID()}` });
  // The headers and the first frame leave now; the pipeline's synchronous work waits its turn.
  scheduleStart(() => {
    // A pipeline that throws before its first await fails like one that rejects.
    let running: Promise<void>;
    try {
      running = run(writer);
    } catch (error) {
      running = Promise.reject(error as Error);
    }
    running
      .then(() => writer.endText())
      .catch((error: unknown) => {
        onUnexpectedError(error);
        writer.error(SEARCH_ERROR_TEXT);
      })
      .finally(() => {
        flushText();
        send({ type: 'finish', finishReason: failed ? 'error' : 'stop' });
        if (!out.destroyed && !out.writableEnded) out.end('data: [DONE]\n\n');
      });
  });
}

export const SEARCH_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Health questions and answers: no cache on the way may keep a copy.
  'cache-control': 'no-store, no-transform',
  connection: 'keep-alive',
  'x-vercel-ai-ui-message-stream': 'v1',
  // Proxies such as nginx would otherwise buffer the whole answer before the first byte.
  'x-accel-buffering': 'no',
} as const;
