import { LlmError } from '../llm-error.ts';
import type { LlmUsage } from '../llm.ts';
import { INVALID_OUTPUT_TEXT } from '../to-llm-error.ts';

/** What one Server-Sent Event of a streamed chat completion tells the caller. */
export interface ChatEvent {
  /** Answer text, '' when the event carried none (role, reasoning, usage, keep-alive). */
  text: string;
  finished: boolean;
  usage?: LlmUsage;
  /** The provider reported a failure inside the stream. */
  failed: boolean;
}

interface ChunkJson {
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null;
  error?: unknown;
}

function readEvent(data: string): ChatEvent {
  let chunk: ChunkJson;
  try {
    chunk = JSON.parse(data) as ChunkJson;
  } catch (error) {
    throw new LlmError('invalid-output', INVALID_OUTPUT_TEXT, { cause: error });
  }
  if (typeof chunk !== 'object' || chunk === null) {
    throw new LlmError('invalid-output', INVALID_OUTPUT_TEXT);
  }
  const choice = chunk.choices?.[0];
  const content = choice?.delta?.content;
  const usage = chunk.usage;
  return {
    text: typeof content === 'string' ? content : '',
    finished: typeof choice?.finish_reason === 'string',
    failed: chunk.error !== undefined && chunk.error !== null,
    ...(usage
      ? {
          usage: {
            inputTokens: usage.prompt_tokens,
            outputTokens: usage.completion_tokens,
            totalTokens: usage.total_tokens,
          },
        }
      : {}),
  };
}

/**
 * The events of an SSE body in arrival order, one batch per read from the network (a busy server
 * reads several tokens at once, and passing them on together saves a hop per token). One reader
 * and one decoder for the whole body: no stream stage per event, because per-token work was most
 * of a search's CPU (docs/decisions/011). Only `data:` fields matter; comments, ids and `[DONE]`
 * are skipped.
 */
export async function* readChatEvents(
  body: AsyncIterable<Uint8Array>,
): AsyncGenerator<ChatEvent[]> {
  // Pulled by hand so the last read (done) still flushes the decoder and a last unended line.
  const reader = body[Symbol.asyncIterator]();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.next();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // A last event without its closing newline still counts.
      if (done && buffer !== '' && !buffer.endsWith('\n')) buffer += '\n';
      const batch: ChatEvent[] = [];
      let lineEnd = buffer.indexOf('\n');
      while (lineEnd >= 0) {
        const line = buffer.slice(0, lineEnd).replace(/\r$/, '');
        buffer = buffer.slice(lineEnd + 1);
        lineEnd = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const data = line.slice(line.charAt(5) === ' ' ? 6 : 5);
        if (data === '[DONE]' || data.trim() === '') continue;
        batch.push(readEvent(data));
      }
      if (batch.length > 0) yield batch;
      if (done) return;
    }
  } finally {
    // A consumer that stops early (or an error above) must not leave the connection open.
    reader.return?.().catch(() => {});
  }
}
