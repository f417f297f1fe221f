import { AsyncLocalStorage } from 'node:async_hooks';
import type { RunKind, TraceRun } from './trace-run.ts';

/*
 * The run a search is in, carried by the async context: a step deep inside a pipeline records
 * itself under its caller without every function passing a trace along. Outside a traced search
 * (other routes, unit tests) there is no run and the helpers below only call through.
 */
const current = new AsyncLocalStorage<TraceRun>();

export function currentRun(): TraceRun | undefined {
  return current.getStore();
}

/** Runs `fn` with `run` as the parent of the steps it records. */
export function withRun<T>(run: TraceRun, fn: () => T): T {
  return current.run(run, fn);
}

export interface StepSpec {
  name: string;
  kind?: RunKind;
  inputs?: Record<string, unknown>;
}

/** What a step's result looked like, for the trace; never throws into the step. */
function describeSafely<T>(
  describe: ((result: T) => Record<string, unknown>) | undefined,
  result: T,
): Record<string, unknown> | undefined {
  if (!describe) return undefined;
  try {
    return describe(result);
  } catch {
    return undefined;
  }
}

/**
 * Records `fn` as a step of the current run: its timing, what `describe` says of its result, or
 * its error (rethrown unchanged). Steps it calls nest under it.
 */
export async function traceStep<T>(
  step: StepSpec,
  fn: () => Promise<T>,
  describe?: (result: T) => Record<string, unknown>,
): Promise<T> {
  const parent = current.getStore();
  if (!parent) return fn();
  const run = parent.child({ name: step.name, kind: step.kind, inputs: step.inputs });
  try {
    const result = await current.run(run, fn);
    run.end(describeSafely(describe, result));
    return result;
  } catch (error) {
    run.fail(error);
    throw error;
  }
}

/** Records a step that took no measurable time (a check of text already at hand). */
export function traceEvent(step: StepSpec, outputs: Record<string, unknown>): void {
  const parent = current.getStore();
  if (!parent) return;
  parent.child({ name: step.name, kind: step.kind, inputs: step.inputs }).end(outputs);
}
