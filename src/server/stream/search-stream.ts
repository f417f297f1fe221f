import { createUIMessageStream, JsonToSseTransformStream } from 'ai';
import type { SearchDataTypes, SearchUIMessage } from '../../contract/index.ts';
import { SEARCH_ERROR_TEXT } from '../../contract/index.ts';

/** What a pipeline may write: typed data parts and answer text. Nothing else reaches the wire. */
export interface SearchStreamWriter {
  data<K extends keyof SearchDataTypes>(name: K, payload: SearchDataTypes[K]): void;
  text(delta: string): void;
  /** Ends the answer text part, if one was started. */
  endText(): void;
  /** A user-facing error: the stream carries the text, the pipeline stops. */
  error(errorText: string): void;
}

const ANSWER_PART_ID = 'answer';

/**
 * Builds the SSE byte stream of the AI SDK's UI message protocol around a pipeline run.
 * An exception escaping the pipeline becomes the fixed search error text, never a stack trace.
 */
export function createSearchStream(
  run: (writer: SearchStreamWriter) => Promise<void>,
  onUnexpectedError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const chunks = createUIMessageStream<SearchUIMessage>({
    execute: async ({ writer }) => {
      let textOpen = false;
      const searchWriter: SearchStreamWriter = {
        data(name, payload) {
          writer.write({ type: `data-${name}`, data: payload } as never);
        },
        text(delta) {
          if (delta === '') return;
          if (!textOpen) {
            writer.write({ type: 'text-start', id: ANSWER_PART_ID });
            textOpen = true;
          }
          writer.write({ type: 'text-delta', id: ANSWER_PART_ID, delta });
        },
        endText() {
          if (!textOpen) return;
          writer.write({ type: 'text-end', id: ANSWER_PART_ID });
          textOpen = false;
        },
        error(errorText) {
          searchWriter.endText();
          writer.write({ type: 'error', errorText });
        },
      };
      writer.write({ type: 'start' });
      // Let the response headers and the first chunk leave before the pipeline's synchronous work
      // (safety checks, query rules, request setup) runs: the first byte never waits for it.
      await new Promise((resolve) => setImmediate(resolve));
      await run(searchWriter);
      searchWriter.endText();
      writer.write({ type: 'finish' });
    },
    onError: (error) => {
      onUnexpectedError(error);
      return SEARCH_ERROR_TEXT;
    },
  });
  return chunks.pipeThrough(new JsonToSseTransformStream()).pipeThrough(new TextEncoderStream());
}

export const SEARCH_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-vercel-ai-ui-message-stream': 'v1',
  // Proxies such as nginx would otherwise buffer the whole answer before the first byte.
  'x-accel-buffering': 'no',
} as const;
