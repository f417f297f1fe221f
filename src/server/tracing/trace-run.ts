import { newRunId } from './run-id.ts';

/** LangSmith's run types; the memory store keeps the same words. */
export type RunKind = 'chain' | 'llm' | 'retriever' | 'tool' | 'parser';

/**
 * One run as recorded while a search goes on. Values are raw here (the question, prompts, replies):
 * they are redacted when the root run ends, before anything is stored or sent.
 */
export interface RunRecord {
  id: string;
  name: string;
  kind: RunKind;
  /** Epoch milliseconds. */
  startTime: number;
  endTime?: number;
  inputs: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  /** The failure: message, then stack. */
  error?: string;
  metadata: Record<string, unknown>;
  tags: string[];
  children: RunRecord[];
}

export interface RunSpec {
  name: string;
  kind?: RunKind;
  inputs?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  tags?: string[];
  startTime?: number;
}

/** A bound on the runs of one trace: a runaway loop cannot grow a trace without end. */
export const MAX_RUNS_PER_TRACE = 200;

/** Shared by every run of one trace: the root's end seals it, later steps are not recorded. */
interface TraceState {
  sealed: boolean;
  runs: number;
  now: () => number;
  onRootEnd: (root: RunRecord) => void;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const stack = error.stack ?? '';
    // A stack starts with "Name: message"; keep the message once.
    return stack.includes(error.message) ? stack : `${error.name}: ${error.message}\n${stack}`;
  }
  return String(error);
}

/** Builds one trace's tree of runs; the root's end hands the tree to the tracer. */
export class TraceRun {
  readonly record: RunRecord;
  private readonly state: TraceState;
  private readonly isRoot: boolean;

  private constructor(record: RunRecord, state: TraceState, isRoot: boolean) {
    this.record = record;
    this.state = state;
    this.isRoot = isRoot;
  }

  static root(
    spec: RunSpec,
    onRootEnd: (root: RunRecord) => void,
    now: () => number = Date.now,
  ): TraceRun {
    const state: TraceState = { sealed: false, runs: 1, now, onRootEnd };
    return new TraceRun(TraceRun.newRecord(spec, now), state, true);
  }

  private static newRecord(spec: RunSpec, now: () => number): RunRecord {
    const startTime = spec.startTime ?? now();
    return {
      id: newRunId(startTime),
      name: spec.name,
      kind: spec.kind ?? 'chain',
      startTime,
      inputs: spec.inputs ?? {},
      metadata: spec.metadata ?? {},
      tags: spec.tags ?? [],
      children: [],
    };
  }

  get id(): string {
    return this.record.id;
  }

  get ended(): boolean {
    return this.record.endTime !== undefined;
  }

  /** A step under this run. After the trace ended (or past the bound) it is recorded nowhere. */
  child(spec: RunSpec): TraceRun {
    const record = TraceRun.newRecord(spec, this.state.now);
    if (!this.state.sealed && this.state.runs < MAX_RUNS_PER_TRACE) {
      this.state.runs += 1;
      this.record.children.push(record);
    }
    return new TraceRun(record, this.state, false);
  }

  addMetadata(values: Record<string, unknown>): void {
    Object.assign(this.record.metadata, values);
  }

  /** Ends the run once; later calls change nothing. */
  end(outputs?: Record<string, unknown>): void {
    if (this.ended) return;
    if (outputs) this.record.outputs = { ...this.record.outputs, ...outputs };
    this.record.endTime = this.state.now();
    if (this.isRoot) this.finishTrace();
  }

  fail(error: unknown, outputs?: Record<string, unknown>): void {
    if (this.ended) return;
    this.record.error = errorText(error);
    this.end(outputs);
  }

  private finishTrace(): void {
    this.state.sealed = true;
    const endTime = this.record.endTime ?? this.state.now();
    closeOpenRuns(this.record.children, endTime);
    this.state.onRootEnd(this.record);
  }
}

/** Steps still open when the search ended (the client left) end with it. */
function closeOpenRuns(runs: RunRecord[], endTime: number): void {
  for (const run of runs) {
    if (run.endTime === undefined) {
      run.endTime = endTime;
      run.outputs = { ...run.outputs, unfinished: true };
    }
    closeOpenRuns(run.children, endTime);
  }
}
