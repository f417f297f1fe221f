import { describe, expect, it } from 'vitest';
import type { Llm, LlmCall } from '../llm/index.ts';
import { withRun } from './trace-context.ts';
import { traceLlm } from './traced-llm.ts';
import { TraceRun } from './trace-run.ts';

const usage = { inputTokens: 120, outputTokens: 30, totalTokens: 150 };

/** A model that reports usage as the AI SDK layer does, after the reply. */
const fakeLlm = (fail = false): Llm => ({
  async *streamText(call) {
    yield 'Hello ';
    if (fail) throw new Error('stream broke');
    yield 'world';
    call.onUsage?.(usage);
  },
  generateText: async (call) => {
    call.onUsage?.(usage);
    return 'reply';
  },
  generateObject: async <T>(call: LlmCall) => {
    call.onUsage?.(usage);
    return { drugs: ['aspirin'] } as T;
  },
});

const call: LlmCall = {
  role: 'answer',
  system: 'sys',
  prompt: 'Question: asthma',
  images: [{ base64: 'AAAA', mediaType: 'image/png' }],
};

describe('traceLlm', () => {
  it('records each call as an llm run with its prompt, reply, model and token usage', async () => {
    const root = TraceRun.root({ name: 'search' }, () => {});
    const seen: unknown[] = [];
    const llm = traceLlm(fakeLlm(), { answer: 'gpt-4o', fast: 'gpt-4o-mini' });
    await withRun(root, async () => {
      let text = '';
      for await (const delta of llm.streamText({ ...call, onUsage: (u) => seen.push(u) }))
        text += delta;
      expect(text).toBe('Hello world');
      await llm.generateText({ ...call, role: 'fast' });
    });
    const [streamed, generated] = root.record.children;
    expect(streamed).toMatchObject({
      name: 'answer model',
      kind: 'llm',
      inputs: { images: 1 },
      outputs: {
        text: 'Hello world',
        usage_metadata: { input_tokens: 120, output_tokens: 30, total_tokens: 150 },
      },
      metadata: { ls_model_name: 'gpt-4o', timeToFirstTokenMs: expect.any(Number) },
    });
    expect(JSON.stringify(streamed?.inputs)).not.toContain('AAAA');
    expect(generated).toMatchObject({
      name: 'fast model',
      metadata: { ls_model_name: 'gpt-4o-mini' },
    });
    // The caller's own usage listener still hears the usage.
    expect(seen).toEqual([usage]);
  });

  it('records a failed stream with what was streamed, and a reader that stopped early', async () => {
    const root = TraceRun.root({ name: 'search' }, () => {});
    await withRun(root, async () => {
      await expect(async () => {
        for await (const _ of traceLlm(fakeLlm(true)).streamText(call)) void _;
      }).rejects.toThrow('stream broke');
      for await (const _ of traceLlm(fakeLlm()).streamText(call)) break;
    });
    const [failed, stopped] = root.record.children;
    expect(failed?.error).toContain('stream broke');
    expect(failed?.outputs).toMatchObject({ text: 'Hello ' });
    expect(stopped?.outputs).toMatchObject({ text: 'Hello ', stopped: true });
  });

  it('only calls through outside a traced search', async () => {
    await expect(traceLlm(fakeLlm()).generateText(call)).resolves.toBe('reply');
  });
});
