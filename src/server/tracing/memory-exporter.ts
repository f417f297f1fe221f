import { redactTrace, type RedactedRun } from './redact-trace.ts';
import type { RunRecord } from './trace-run.ts';
import type { TraceExporter } from './tracer.ts';

/** Enough to look at the last few searches while developing; memory stays small. */
export const MEMORY_TRACES = 20;

export interface MemoryExporter extends TraceExporter {
  readonly destination: 'memory';
  /** The latest traces, newest last, redacted as they would be sent. */
  recent(): RedactedRun[];
}

/**
 * The trace store without LangSmith: a ring of the last traces in this process; nothing is sent
 * anywhere. Traces are redacted when read, so a server nobody inspects spends nothing on them.
 */
export function createMemoryExporter(capacity = MEMORY_TRACES): MemoryExporter {
  const ring: RunRecord[] = [];
  return {
    destination: 'memory',
    export(trace) {
      ring.push(trace);
      if (ring.length > capacity) ring.shift();
    },
    recent: () => ring.map(redactTrace),
    close: () => Promise.resolve(),
  };
}
