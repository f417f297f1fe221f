import type { Sources } from '../sources/index.ts';
import { currentRun } from './trace-context.ts';

/** How each source is named in a trace; a source added later shows under its key. */
const SOURCE_NAMES: Partial<Record<keyof Sources, string>> = {
  pubmed: 'PubMed',
  medlinePlus: 'MedlinePlus',
  webSearch: 'Web search',
  clinicalTrials: 'ClinicalTrials.gov',
  openFda: 'openFDA',
};

/**
 * What a source was asked: the query text, and the options that shape the answer. Strings other
 * than the language (a trial search's location, say) are left out: they may place a person.
 */
function describeCall(args: readonly unknown[]): Record<string, unknown> {
  const [query, options] = args;
  const inputs: Record<string, unknown> = {};
  if (typeof query === 'string') inputs.query = query;
  if (options && typeof options === 'object') {
    for (const [key, value] of Object.entries(options)) {
      if (typeof value === 'number' || typeof value === 'boolean') inputs[key] = value;
      else if (key === 'language' && typeof value === 'string') inputs[key] = value;
    }
  }
  return inputs;
}

const describeResult = (result: unknown): Record<string, unknown> =>
  Array.isArray(result) ? { count: result.length } : {};

function traceSource<T extends object>(name: string, source: T): T {
  return new Proxy(source, {
    get(target, property) {
      // Read from the source itself, so getters and private fields see their own object.
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        const parent = currentRun();
        if (!parent) return Reflect.apply(value, target, args);
        const run = parent.child({
          name: property === 'search' ? name : `${name} ${String(property)}`,
          kind: 'retriever',
          inputs: describeCall(args),
        });
        try {
          const result: unknown = Reflect.apply(value, target, args);
          if (!(result instanceof Promise)) {
            run.end(describeResult(result));
            return result;
          }
          return result.then(
            (resolved: unknown) => {
              run.end(describeResult(resolved));
              return resolved;
            },
            (error: unknown) => {
              run.fail(error);
              throw error;
            },
          );
        } catch (error) {
          run.fail(error);
          throw error;
        }
      };
    },
  });
}

/**
 * The sources, each call of a traced search recorded as a retriever run with its timing, what it
 * was asked and how many results came back, or its error. Outside a traced search they only call
 * through.
 */
export function traceSources(sources: Sources): Sources {
  const traced = { ...sources };
  for (const key of Object.keys(sources) as (keyof Sources)[]) {
    const source: unknown = sources[key];
    if (source && typeof source === 'object') {
      Object.assign(traced, { [key]: traceSource(SOURCE_NAMES[key] ?? key, source) });
    }
  }
  return traced;
}
