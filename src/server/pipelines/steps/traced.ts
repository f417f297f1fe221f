import { traceEvent, traceStep } from '../../tracing/trace-context.ts';
import type { RunKind } from '../../tracing/trace-run.ts';

interface StepRecord<A extends unknown[], R> {
  kind?: RunKind;
  /** What the trace keeps of the step's arguments (never the deps or the signal). */
  inputs?: (...args: A) => Record<string, unknown>;
  /** What the trace keeps of the step's result. */
  outputs?: (result: R) => Record<string, unknown>;
}

/**
 * The step `fn`, recorded in the current search's trace as `name` when it runs inside one (the
 * calls it makes nest under it). Steps stay unaware of tracing; the flow that composes them wraps
 * them here once.
 */
export function traced<A extends unknown[], R>(
  name: string,
  fn: (...args: A) => Promise<R>,
  record: StepRecord<A, R> = {},
): (...args: A) => Promise<R> {
  return (...args) =>
    traceStep(
      { name, kind: record.kind, inputs: record.inputs?.(...args) },
      () => fn(...args),
      record.outputs,
    );
}

/** The same for a synchronous check of text already at hand, recorded as an instant step. */
export function tracedCheck<A extends unknown[], R extends Record<string, unknown>>(
  name: string,
  fn: (...args: A) => R,
  record: Omit<StepRecord<A, R>, 'outputs'> = {},
): (...args: A) => R {
  return (...args) => {
    const result = fn(...args);
    traceEvent({ name, kind: record.kind, inputs: record.inputs?.(...args) }, result);
    return result;
  };
}
