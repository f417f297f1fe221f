import { describe, expect, it } from 'vitest';
import { withRun } from '../../tracing/trace-context.ts';
import { TraceRun, type RunRecord } from '../../tracing/trace-run.ts';
import { traced, tracedCheck } from './traced.ts';

function startTrace() {
  const ended: RunRecord[] = [];
  const root = TraceRun.root({ name: 'search' }, (record) => ended.push(record));
  return { root, ended };
}

const double = (n: number, label: string) => Promise.resolve({ label, value: n * 2 });

describe('traced', () => {
  it('only calls through outside a traced search', async () => {
    await expect(traced('double', double)(2, 'x')).resolves.toEqual({ label: 'x', value: 4 });
  });

  it('records the step with the inputs and outputs it is told to keep', async () => {
    const { root, ended } = startTrace();
    const step = traced('double', double, {
      inputs: (n) => ({ n }),
      outputs: (result) => ({ value: result.value }),
    });
    await withRun(root, () => step(3, 'kept out of the trace'));
    root.end({});
    expect(ended[0]?.children).toMatchObject([
      { name: 'double', inputs: { n: 3 }, outputs: { value: 6 } },
    ]);
  });

  it('records a failing step and rethrows its error unchanged', async () => {
    const { root, ended } = startTrace();
    const failure = new Error('down');
    const step = traced('fails', () => Promise.reject(failure));
    await expect(withRun(root, () => step())).rejects.toBe(failure);
    root.end({});
    expect(ended[0]?.children[0]?.error).toContain('down');
  });
});

describe('tracedCheck', () => {
  it('records a synchronous check as an instant step with its result as outputs', () => {
    const { root, ended } = startTrace();
    const check = tracedCheck('count', (text: string) => ({ length: text.length }), {
      kind: 'parser',
      inputs: (text) => ({ chars: text.length }),
    });
    expect(withRun(root, () => check('abc'))).toEqual({ length: 3 });
    root.end({});
    expect(ended[0]?.children).toMatchObject([
      { name: 'count', kind: 'parser', inputs: { chars: 3 }, outputs: { length: 3 } },
    ]);
  });
});
