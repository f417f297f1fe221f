import { describe, expect, it, vi } from 'vitest';
import type { Llm } from '../../llm/index.ts';
import { DRUG_NAMES_PROMPT_MARKER, extractDrugNames } from './extract-drug-names.ts';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const signal = new AbortController().signal;

const llmAnswering = (answer: () => Promise<unknown>): Llm & { calls: unknown[] } => {
  const calls: unknown[] = [];
  return {
    calls,
    streamText: () => {
      throw new Error('not used');
    },
    generateText: () => Promise.reject(new Error('not used')),
    generateObject: <T>(call: unknown) => {
      calls.push(call);
      return answer() as Promise<T>;
    },
  };
};

describe('extractDrugNames', () => {
  it('asks the fast model for structured output and keeps unique names', async () => {
    const llm = llmAnswering(() =>
      Promise.resolve({ drugs: ['Ibuprofen', 'ibuprofen', ' lisinopril ', 'x'] }),
    );
    const names = await extractDrugNames(
      llm,
      '¿Puedo tomar Advil con lisinopril?',
      '',
      logger,
      signal,
    );
    expect(names).toEqual(['ibuprofen', 'lisinopril']);
    expect(llm.calls[0]).toMatchObject({ role: 'fast', temperature: 0 });
    expect(String((llm.calls[0] as { system: string }).system)).toContain(DRUG_NAMES_PROMPT_MARKER);
  });

  it('guesses from the English query when the model fails or finds nothing', async () => {
    const failing = llmAnswering(() => Promise.reject(new Error('boom')));
    await expect(
      extractDrugNames(failing, 'q', 'warfarin and aspirin', logger, signal),
    ).resolves.toEqual(['warfarin', 'aspirin']);
    expect(logger.warn).toHaveBeenCalled();
    const empty = llmAnswering(() => Promise.resolve({ drugs: [] }));
    await expect(
      extractDrugNames(empty, 'q', 'sertraline tramadol', logger, signal),
    ).resolves.toEqual(['sertraline', 'tramadol']);
  });

  it('guesses without a model', async () => {
    await expect(
      extractDrugNames(null, 'q', 'Can I take ibuprofen with lisinopril?', logger, signal),
    ).resolves.toEqual(['ibuprofen', 'lisinopril']);
  });
});
