import { describe, expect, it } from 'vitest';
import { currentRun, traceEvent, traceStep, withRun } from './trace-context.ts';
import { MAX_RUNS_PER_TRACE, TraceRun, type RunRecord } from './trace-run.ts';

function startTrace() {
  const ended: RunRecord[] = [];
  const root = TraceRun.root({ name: 'search' }, (record) => ended.push(record));
  return { root, ended };
}

describe('traceStep', () => {
  it('only calls through outside a traced search', async () => {
    expect(currentRun()).toBeUndefined();
    await expect(traceStep({ name: 'translation' }, async () => 42)).resolves.toBe(42);
  });

  it('records nested steps under their caller, with timing and a description of the result', async () => {
    const { root, ended } = startTrace();
    await withRun(root, async () => {
      await traceStep(
        { name: 'follow-ups', inputs: { question: 'q' } },
        async () => {
          traceEvent({ name: 'model', kind: 'llm' }, { text: 'a' });
          return ['a', 'b'];
        },
        (questions) => ({ count: questions.length }),
      );
    });
    root.end({ done: true });
    expect(ended).toHaveLength(1);
    const [step] = ended[0]?.children ?? [];
    expect(step).toMatchObject({
      name: 'follow-ups',
      inputs: { question: 'q' },
      outputs: { count: 2 },
    });
    expect(step?.endTime).toBeGreaterThanOrEqual(step?.startTime ?? Infinity);
    expect(step?.children.map((child) => child.name)).toEqual(['model']);
  });

  it('records an error on its step and rethrows it unchanged; a failing description is ignored', async () => {
    const { root } = startTrace();
    const failure = new Error('upstream down');
    await withRun(root, async () => {
      await expect(traceStep({ name: 'PubMed' }, () => Promise.reject(failure))).rejects.toBe(
        failure,
      );
      await expect(
        traceStep(
          { name: 'ok' },
          async () => 1,
          () => {
            throw new Error('describe broke');
          },
        ),
      ).resolves.toBe(1);
    });
    const [failed, fine] = root.record.children;
    expect(failed?.error).toContain('upstream down');
    expect(fine?.error).toBeUndefined();
  });

  it('hands the trace over once, closes unfinished steps and records nothing after the end', () => {
    const { root, ended } = startTrace();
    const open = root.child({ name: 'answer model', kind: 'llm' });
    root.end();
    root.end();
    root.fail(new Error('late'));
    root.child({ name: 'late step' }).end();
    expect(ended).toHaveLength(1);
    expect(ended[0]?.error).toBeUndefined();
    expect(ended[0]?.children.map((child) => child.name)).toEqual(['answer model']);
    expect(open.record.outputs).toEqual({ unfinished: true });
  });

  it(`keeps at most ${MAX_RUNS_PER_TRACE} runs in one trace`, () => {
    const { root } = startTrace();
    for (let i = 0; i < MAX_RUNS_PER_TRACE + 20; i += 1) root.child({ name: `step ${i}` }).end();
    expect(root.record.children).toHaveLength(MAX_RUNS_PER_TRACE - 1);
  });
});
