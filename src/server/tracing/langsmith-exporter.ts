import type { Client } from 'langsmith/client';
import type { RunTree } from 'langsmith/run_trees';
import type { Logger } from '../logger.ts';
import { createOutageLog, createTracingFetch } from './langsmith-transport.ts';
import { redactTrace, type RedactedRun } from './redact-trace.ts';
import type { TraceExporter } from './tracer.ts';

export interface LangSmithOptions {
  endpoint: string;
  apiKey: string;
  project: string;
  /** Per request to LangSmith. */
  timeoutMs: number;
  fetch: typeof fetch;
  logger: Logger;
  /** Traces ending within this window go in one request. */
  flushDelayMs?: number;
}

/**
 * Runs waiting to be sent, at most. Beyond it (LangSmith slow or down for long) new traces are
 * dropped, so memory stays bounded whatever LangSmith does.
 */
export const MAX_QUEUED_RUNS = 1000;
const FLUSH_DELAY_MS = 200;
/** Memory the SDK may use for queued runs; our own bound is reached well before it. */
const SDK_MEMORY_BYTES = 64 * 1024 * 1024;

const countRuns = (run: RedactedRun): number =>
  1 + run.children.reduce((sum, child) => sum + countRuns(child), 0);

/**
 * Sends each trace to LangSmith as a run tree with the `langsmith` SDK: redacted first, posted
 * whole when the search has ended (every run already carries its end time, outputs and error), in
 * batches on the SDK's multipart endpoint. Nothing here waits on the network for a search.
 */
export async function createLangSmithExporter(options: LangSmithOptions): Promise<TraceExporter> {
  // Loaded only when a key is set: the SDK costs start-up time a server without tracing can skip.
  const [{ Client: ClientClass }, { RunTree: RunTreeClass }] = await Promise.all([
    import('langsmith/client'),
    import('langsmith/run_trees'),
  ]);
  const { logger } = options;
  const client: Client = new ClientClass({
    apiUrl: options.endpoint,
    apiKey: options.apiKey,
    timeout_ms: options.timeoutMs,
    autoBatchTracing: true,
    // We decide when to send (after a short gathering window) and so know what is still queued.
    manualFlushMode: true,
    blockOnRootRunFinalization: false,
    // Host, runtime and environment details are not the traced search's business.
    omitTracedRuntimeInfo: true,
    callerOptions: { maxRetries: 0 },
    maxIngestMemoryBytes: SDK_MEMORY_BYTES,
    disablePromptCache: true,
    tracingMode: 'langsmith',
    fetchImplementation: createTracingFetch({
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      outage: createOutageLog(logger),
    }),
  });

  let queued = 0;
  let fullLogged = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> | undefined;
  /** Trees being handed to the SDK (a few microtasks each); close() waits for them. */
  const posting = new Set<Promise<void>>();

  const flush = (): Promise<void> => {
    timer = undefined;
    const sending = queued;
    flushing = client
      .flush()
      .catch(() => undefined)
      .then(() => {
        queued -= sending;
        flushing = undefined;
        if (queued < MAX_QUEUED_RUNS / 2) fullLogged = false;
        if (queued > 0) schedule();
      });
    return flushing;
  };
  const schedule = (): void => {
    if (timer || flushing) return;
    timer = setTimeout(() => void flush(), options.flushDelayMs ?? FLUSH_DELAY_MS);
    timer.unref();
  };

  const post = async (run: RedactedRun, parent?: RunTree): Promise<void> => {
    const config = {
      id: run.id,
      name: run.name,
      run_type: run.kind,
      start_time: run.startTime,
      end_time: run.endTime,
      inputs: run.inputs,
      outputs: run.outputs,
      error: run.error,
      extra: { metadata: run.metadata },
      tags: run.tags,
    };
    const tree = parent
      ? parent.createChild(config)
      : new RunTreeClass({ ...config, project_name: options.project, client });
    await tree.postRun();
    for (const child of run.children) await post(child, tree);
  };

  return {
    destination: 'langsmith',
    export(trace) {
      const redacted = redactTrace(trace);
      const runs = countRuns(redacted);
      if (queued + runs > MAX_QUEUED_RUNS) {
        if (!fullLogged) {
          fullLogged = true;
          logger.warn(
            { queuedRuns: queued },
            'LangSmith is behind; new traces are dropped until it catches up',
          );
        }
        return;
      }
      queued += runs;
      const posted = post(redacted).then(schedule, schedule);
      posting.add(posted);
      void posted.then(() => posting.delete(posted));
    },
    async close() {
      clearTimeout(timer);
      timer = undefined;
      const deadline = new Promise<void>((resolve) =>
        setTimeout(resolve, options.timeoutMs * 2 + 500).unref(),
      );
      const drain = async (): Promise<void> => {
        await Promise.all(posting);
        clearTimeout(timer);
        timer = undefined;
        await flushing;
        if (queued > 0) await flush();
      };
      await Promise.race([drain(), deadline]);
    },
  };
}
