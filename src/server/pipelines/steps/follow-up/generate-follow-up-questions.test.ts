import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LlmError, type Llm } from '../../../llm/index.ts';
import { followUpRetryDelayMs, generateFollowUpQuestions } from './generate-follow-up-questions.ts';
import { FOLLOW_UP_PROMPT_MARKER } from './follow-up-prompt.ts';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const input = {
  question: 'What is asthma?',
  answer: 'A'.repeat(2000),
  language: 'en' as const,
  searchType: 'health-info' as const,
};

function llmReplying(...outcomes: (string | Error)[]): Llm & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    streamText: () => {
      throw new Error('not used');
    },
    generateObject: () => Promise.reject(new Error('not used')),
    generateText: (call) => {
      calls.push(call);
      const outcome = outcomes.shift() ?? new Error('no more outcomes');
      return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
    },
  };
}

describe('generateFollowUpQuestions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the fast model once with the specified sampling and the first 800 answer characters', async () => {
    const llm = llmReplying('Why?\n1. dropped\nHow?\nWhen?');
    const questions = await generateFollowUpQuestions(
      input,
      { llm, logger },
      new AbortController().signal,
    );
    expect(questions).toEqual(['Why?', 'How?', 'When?']);
    expect(llm.calls).toHaveLength(1);
    const call = llm.calls[0] as {
      role: string;
      temperature: number;
      maxTokens: number;
      system: string;
      prompt: string;
      maxRetries: number;
    };
    expect(call).toMatchObject({ role: 'fast', temperature: 0.3, maxTokens: 300, maxRetries: 0 });
    expect(call.system.startsWith(FOLLOW_UP_PROMPT_MARKER)).toBe(true);
    expect(call.prompt).toContain('A'.repeat(800));
    expect(call.prompt).not.toContain('A'.repeat(801));
  });

  it('retries a 429 and other errors with doubling delays, then succeeds', async () => {
    const llm = llmReplying(
      new LlmError('http', 'OpenAI API error: 429', { status: 429 }),
      new Error('socket hang up'),
      'Why?',
    );
    const pending = generateFollowUpQuestions(input, { llm, logger }, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(followUpRetryDelayMs(1) - 1);
    expect(llm.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(llm.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(followUpRetryDelayMs(2) - 1);
    expect(llm.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual(['Why?']);
    expect(followUpRetryDelayMs(2)).toBe(2 * followUpRetryDelayMs(1));
  });

  it('gives up after three attempts with no questions and no error', async () => {
    const failure = new LlmError('http', 'OpenAI API error: 429', { status: 429 });
    const llm = llmReplying(failure, failure, failure, 'never asked');
    const pending = generateFollowUpQuestions(input, { llm, logger }, new AbortController().signal);
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual([]);
    expect(llm.calls).toHaveLength(3);
  });

  it('gives no questions without a model, for an empty answer, or once aborted', async () => {
    const signal = new AbortController().signal;
    await expect(generateFollowUpQuestions(input, { llm: null, logger }, signal)).resolves.toEqual(
      [],
    );
    const llm = llmReplying('Why?');
    await expect(
      generateFollowUpQuestions({ ...input, answer: ' ' }, { llm, logger }, signal),
    ).resolves.toEqual([]);
    await expect(
      generateFollowUpQuestions(input, { llm, logger }, AbortSignal.abort()),
    ).resolves.toEqual([]);
    expect(llm.calls).toHaveLength(0);
  });
});
