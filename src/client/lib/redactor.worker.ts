/**
 * The identifier redactor, off the main thread. Loading it compiles several hundred patterns and
 * a 20,000-town gazetteer: a second or two on a slow phone, long enough to freeze the page while
 * the visitor types or a file is read. Here it costs the page nothing.
 */
import {
  redactForUpstream,
  redactSearchTexts,
  warmUpRedactor,
} from '../../shared/privacy/redact-for-upstream.ts';
import type { RedactorReply, RedactorRequest } from './redactor-messages.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<RedactorRequest>) => void) | null;
  postMessage: (message: RedactorReply) => void;
}
const scope = globalThis as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  try {
    const result =
      data.kind === 'search' ? redactSearchTexts(data.request) : redactForUpstream(data.text);
    scope.postMessage({ id: data.id, ok: true, result });
  } catch (error) {
    scope.postMessage({
      id: data.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};

// The first readings compile the patterns, for both kinds of string; now, while the visitor types.
warmUpRedactor();
