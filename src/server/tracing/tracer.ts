import type { Logger } from '../logger.ts';
import { TraceRun, type RunRecord, type RunSpec } from './trace-run.ts';

/**
 * Where finished traces go. A trace is recorded in memory while its search runs; when its root
 * run ends it is handed to `export` exactly once, off the request's path. The exporter redacts it
 * (redact-trace.ts) before it keeps or sends anything readable.
 */
export interface TraceExporter {
  /** 'langsmith' when traces leave the process, 'memory' when they stay in it. */
  readonly destination: 'langsmith' | 'memory';
  export(trace: RunRecord): void;
  /** Sends what is still queued; resolves within a bounded time even if nobody answers. */
  close(): Promise<void>;
}

export interface Tracer {
  readonly destination: TraceExporter['destination'];
  /** A root run; record steps under it, then end or fail it once. */
  startRun(spec: RunSpec): TraceRun;
  close(): Promise<void>;
}

/**
 * The tracer every route uses. Tracing never breaks or slows a search: export runs after the root
 * ends, on a later turn of the event loop, and a failure there is logged once, not per trace.
 */
export function createTracer(exporter: TraceExporter, logger: Logger): Tracer {
  let failureLogged = false;
  /** Traces ended but not yet handed over; close() waits for them. */
  const handing = new Set<Promise<void>>();
  const handOver = (root: RunRecord): void => {
    try {
      exporter.export(root);
    } catch (error) {
      if (failureLogged) return;
      failureLogged = true;
      logger.error(
        { err: error instanceof Error ? error.name : 'unknown' },
        'a trace could not be exported; tracing goes on without it',
      );
    }
  };
  const finish = (root: RunRecord): void => {
    const done = new Promise<void>((resolve) =>
      setImmediate(() => {
        handOver(root);
        resolve();
      }),
    );
    handing.add(done);
    void done.then(() => handing.delete(done));
  };
  return {
    destination: exporter.destination,
    startRun: (spec) => TraceRun.root(spec, finish),
    close: async () => {
      await Promise.all(handing);
      await exporter.close();
    },
  };
}
