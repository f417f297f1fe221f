import type { LabDocument } from '../../../contract/index.ts';
import type { LabDocumentJob } from './lab-document-job.ts';
import { withDeadline } from './with-deadline.ts';

/** Reading a table is quick for any real report; this bounds a pathological one. */
export const LAB_DOCUMENT_TIMEOUT_MS = 20_000;

type WorkerReply = { ok: true; document: LabDocument } | { ok: false; message: string };

function inWorker(job: LabDocumentJob): { result: Promise<LabDocument>; stop: () => void } {
  const worker = new Worker(new URL('./lab-document.worker.ts', import.meta.url), {
    type: 'module',
  });
  const result = new Promise<LabDocument>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      if (event.data.ok) resolve(event.data.document);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The table reader failed'));
    worker.postMessage(job);
  });
  return { result, stop: () => worker.terminate() };
}

/**
 * The lab document (exact table, identifier-free text) of a file's text, built in a worker where
 * there is one, so the page stays responsive; in place elsewhere (unit tests in Node). The in-place
 * code is imported only then: a static import would load the table reader and the identifier
 * redactor (0.7 MB) into the page itself and evaluate them there, a third of a second of frozen
 * page on a laptop, for nothing, as the worker carries its own copy.
 */
export async function buildLabDocument(
  job: LabDocumentJob,
  {
    signal,
    timeoutMs = LAB_DOCUMENT_TIMEOUT_MS,
  }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<LabDocument> {
  if (typeof Worker === 'undefined') {
    const { runLabDocumentJob } = await import('./lab-document-job.ts');
    return runLabDocumentJob(job);
  }
  const { result, stop } = inWorker(job);
  try {
    return await withDeadline(result, { ms: timeoutMs, signal });
  } finally {
    stop();
  }
}
