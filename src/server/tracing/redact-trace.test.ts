import { describe, expect, it } from 'vitest';
import { BINARY_TEXT, redactTrace, TRACE_TEXT_MAX_CHARS } from './redact-trace.ts';
import type { RunRecord } from './trace-run.ts';

const run = (overrides: Partial<RunRecord>): RunRecord => ({
  id: 'run-1',
  name: 'search',
  kind: 'chain',
  startTime: 1,
  endTime: 2,
  inputs: {},
  metadata: {},
  tags: [],
  children: [],
  ...overrides,
});

describe('redactTrace', () => {
  it('redacts inputs, outputs, errors and nested values, and leaves names, metadata and tags', () => {
    const trace = redactTrace(
      run({
        inputs: { userInput: 'Name: Lisa Taylor, DOB 04/22/2003', turns: 2, followUp: false },
        outputs: { aiResponse: 'Lisa, your results are normal.', list: ['MRN: 55512345'] },
        error: 'Error: failed for Patient: Lisa Taylor\n    at search (search.ts:1:1)',
        metadata: { user_id: 'user_abc_0123456789ab', searchType: 'health-info' },
        tags: ['search'],
        children: [run({ id: 'run-2', name: 'PubMed', inputs: { query: 'lisa taylor dob' } })],
      }),
    );
    expect(trace.inputs).toEqual({
      userInput: 'Name: [NAME], DOB [DATE]',
      turns: 2,
      followUp: false,
    });
    expect(trace.outputs).toEqual({
      aiResponse: '[NAME], your results are normal.',
      list: ['MRN: [ID]'],
    });
    expect(trace.error).toBe('Error: failed for Patient: [NAME]\n    at search (search.ts:1:1)');
    expect(trace.children[0]?.inputs).toEqual({ query: '[NAME] dob' });
    expect(trace.metadata).toEqual({ user_id: 'user_abc_0123456789ab', searchType: 'health-info' });
    expect(trace.tags).toEqual(['search']);
    expect(trace.children[0]?.name).toBe('PubMed');
  });

  it('keeps field names such as usage_metadata and redacts keys that are user text', () => {
    const trace = redactTrace(
      run({
        outputs: {
          usage_metadata: { total_tokens: 150, input_tokens: 100 },
          context: { 'Lisa Taylor': 'my sister', kelly_obrien87: 'a handle' },
        },
      }),
    );
    expect(trace.outputs).toEqual({
      usage_metadata: { total_tokens: 150, input_tokens: 100 },
      context: { '[NAME]': 'my sister', '[ID]': 'a handle' },
    });
  });

  it('removes file content: data URLs, base64 runs and binary values', () => {
    const base64 = Buffer.from('x'.repeat(300)).toString('base64');
    const trace = redactTrace(
      run({
        inputs: {
          image: `data:image/png;base64,${base64}`,
          inline: `page ${base64} end`,
          bytes: new Uint8Array([1, 2, 3]),
        },
      }),
    );
    expect(trace.inputs).toEqual({
      image: BINARY_TEXT,
      inline: `page ${BINARY_TEXT} end`,
      bytes: BINARY_TEXT,
    });
  });

  it('sees labels behind JSON escapes in a structured model reply', () => {
    const reply = JSON.stringify({ content: 'REPORT\nName: Lisa Taylor\nGlucose 142 mg/dL' });
    const trace = redactTrace(run({ outputs: { text: reply } }));
    expect(String(trace.outputs?.text)).not.toMatch(/Lisa|Taylor/);
    expect(String(trace.outputs?.text)).toContain('Glucose 142 mg/dL');
  });

  it('clips long texts and bounds lists and nesting', () => {
    let nested: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < 10; i += 1) nested = { nested };
    const trace = redactTrace(
      run({
        outputs: {
          aiResponse: 'word '.repeat(5000),
          many: Array.from({ length: 500 }, (_, i) => i),
          nested,
          notJson: Number.NaN,
        },
      }),
    );
    const answer = String(trace.outputs?.aiResponse);
    expect(answer.length).toBeLessThan(TRACE_TEXT_MAX_CHARS + 20);
    expect(answer.endsWith('[clipped]')).toBe(true);
    expect(trace.outputs?.many).toHaveLength(50);
    expect(JSON.stringify(trace.outputs?.nested)).toContain('[nested]');
    expect(trace.outputs?.notJson).toBeNull();
  });
});
