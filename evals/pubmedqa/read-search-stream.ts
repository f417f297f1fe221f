/**
 * One question through the app as the browser asks it: POST /api/search over HTTP, the stream
 * framed by the AI SDK's parser and chunk schema as the client's reader frames it
 * (src/client/lib/read-search-stream.ts), read as it arrives so the first answer token is timed
 * when it comes, and every data part scored here validated with the contract's schema. The
 * client's snapshots do not carry every part this scores, hence a reader of its own.
 */
import { parseJsonEventStream, uiMessageChunkSchema, type UIMessageChunk } from 'ai';
import {
  searchDataSchemas,
  type KnowledgeLevel,
  type SearchDataTypes,
} from '../../src/contract/index.ts';

export interface StreamReading {
  /** The answer as streamed, the emergency warning streamed ahead of it taken off. */
  answer: string;
  answerMode: SearchDataTypes['status']['answerMode'] | null;
  citations: SearchDataTypes['citations'] | null;
  /** Absent until the server sends the quotes part. */
  quotes: SearchDataTypes['quotes'] | null;
  /** What went wrong: an HTTP refusal or the stream's error parts. */
  errors: string[];
  /** From sending the question to the first answer text; null when none came. */
  firstTextMs: number | null;
  totalMs: number;
}

interface Collected {
  text: string;
  warning: string | null;
  answerMode: StreamReading['answerMode'];
  citations: StreamReading['citations'];
  quotes: StreamReading['quotes'];
  errors: string[];
  firstTextAt: number | null;
}

function take(chunk: UIMessageChunk, into: Collected, now: number): void {
  if (chunk.type === 'text-delta') {
    into.firstTextAt ??= now;
    into.text += chunk.delta;
    return;
  }
  if (chunk.type === 'error') return void into.errors.push(chunk.errorText);
  if (!chunk.type.startsWith('data-') || !('data' in chunk)) return;
  // A part that fails its schema throws: the evaluation must not score a stream the client rejects.
  if (chunk.type === 'data-status') {
    into.answerMode = searchDataSchemas.status.parse(chunk.data).answerMode;
  } else if (chunk.type === 'data-warning') {
    into.warning = searchDataSchemas.warning.parse(chunk.data).text;
  } else if (chunk.type === 'data-citations') {
    into.citations = searchDataSchemas.citations.parse(chunk.data);
  } else if (chunk.type === 'data-quotes') {
    into.quotes = searchDataSchemas.quotes.parse(chunk.data);
  }
}

export async function askQuestion(
  appUrl: string,
  question: { query: string; level: KnowledgeLevel },
  signal?: AbortSignal,
): Promise<StreamReading> {
  const started = performance.now();
  const collected: Collected = {
    text: '',
    warning: null,
    answerMode: null,
    citations: null,
    quotes: null,
    errors: [],
    firstTextAt: null,
  };
  const response = await fetch(`${appUrl}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: question.query,
      medicalKnowledgeLevel: question.level,
      searchType: 'health-info',
      language: 'en',
    }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) {
    collected.errors.push(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
  } else {
    const chunks = parseJsonEventStream({ stream: response.body, schema: uiMessageChunkSchema });
    for await (const chunk of chunks) {
      if (!chunk.success)
        throw new Error(`The stream sent a chunk the client rejects: ${String(chunk.error)}`);
      take(chunk.value, collected, performance.now());
    }
  }
  const { text, warning } = collected;
  return {
    answer: warning && text.startsWith(warning) ? text.slice(warning.length).trim() : text.trim(),
    answerMode: collected.answerMode,
    citations: collected.citations,
    quotes: collected.quotes,
    errors: collected.errors,
    firstTextMs: collected.firstTextAt === null ? null : collected.firstTextAt - started,
    totalMs: performance.now() - started,
  };
}
