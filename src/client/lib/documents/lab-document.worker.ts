/**
 * Reads the table and removes identifiers off the main thread: for a long PDF (a 50-page paper)
 * this takes seconds, which would otherwise freeze the page.
 */
import { runLabDocumentJob, type LabDocumentJob } from './lab-document-job.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<LabDocumentJob>) => void) | null;
  postMessage: (message: unknown) => void;
}
const scope = globalThis as unknown as WorkerScope;

scope.onmessage = (event) => {
  try {
    scope.postMessage({ ok: true, document: runLabDocumentJob(event.data) });
  } catch (error) {
    scope.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
