import { describe, expect, it, vi } from 'vitest';
import {
  SEARCH_ERROR_TEXT,
  searchRequestSchema,
  type SearchDataTypes,
} from '../../../contract/index.ts';
import { emergencyWarningText } from '../../../shared/safety-texts/safety-texts.ts';
import { LlmError, type EvidenceItem, type Llm } from '../../llm/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { runAnswerStep, type AnswerPlan, type Gathered } from './answer-step.ts';

/** Every write in order, as `kind:detail`, and the payload of each data part. */
function recordingWriter() {
  const events: string[] = [];
  const parts: { name: keyof SearchDataTypes; payload: unknown }[] = [];
  const writer: SearchStreamWriter = {
    data: (name, payload) => {
      events.push(`data:${name}`);
      parts.push({ name, payload });
    },
    text: (delta) => void events.push(`text:${delta}`),
    endText: () => void events.push('endText'),
    error: (errorText) => void events.push(`error:${errorText}`),
  };
  const payloadOf = (name: keyof SearchDataTypes) =>
    parts.find((part) => part.name === name)?.payload;
  return { writer, events, payloadOf };
}

const evidenceItem: EvidenceItem = {
  reference: {
    n: 1,
    kind: 'web',
    title: 'Asthma',
    url: 'https://medlineplus.gov/asthma.html',
    source: 'MedlinePlus',
  },
  text: 'Asthma is a chronic disease of the airways.',
};

/** A model that streams `deltas` (or fails with `failure`) and suggests two follow-ups. */
function fakeLlm(deltas: string[], failure?: Error): Llm {
  return {
    async *streamText() {
      for (const delta of deltas) yield delta;
      if (failure) throw failure;
    },
    generateText: () => Promise.resolve('Is it contagious?\nCan it be cured?'),
    generateObject: () => Promise.reject(new Error('not used')),
  };
}

function depsWith(llm: Llm | null): PipelineDeps {
  return {
    // The plan under test gathers its own evidence: the step never asks a source.
    sources: {} as PipelineDeps['sources'],
    llm,
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    now: () => new Date('2026-01-02T03:04:05Z'),
  };
}

const request = (query: string) =>
  searchRequestSchema.parse({ query, searchType: 'health-info', language: 'en' });

/** A plan whose plug points record when they are called. */
function recordingPlan(
  calls: string[],
  overrides: Partial<AnswerPlan<Gathered>> = {},
): AnswerPlan<Gathered> {
  return {
    level: 'no-medical-experience',
    checkEmergency: true,
    translate: true,
    gather: (query) => {
      calls.push(`gather:${query}`);
      return Promise.resolve({ evidence: [evidenceItem] });
    },
    beforeAnswer: (_gathered, answerMode, writer) => {
      calls.push(`beforeAnswer:${answerMode}`);
      writer.text('notice ');
    },
    prompt: () => {
      calls.push('prompt');
      return { system: 'system', prompt: 'prompt' };
    },
    fallback: () => {
      calls.push('fallback');
      return 'From the sources [1].';
    },
    modelFailure: {
      log: 'answer failed',
      text: SEARCH_ERROR_TEXT,
      explainCause: true,
      fallBack: true,
    },
    sources: () => {
      calls.push('sources');
      return {
        pubmed: false,
        medlinePlus: true,
        firecrawl: false,
        clinicalTrials: false,
        label: 'MedlinePlus',
      };
    },
    followUps: true,
    ...overrides,
  };
}

describe('runAnswerStep', () => {
  it('calls the plug points in order and streams the model answer between them', async () => {
    const calls: string[] = [];
    const { writer, events, payloadOf } = recordingWriter();
    await runAnswerStep(
      request('What is asthma?'),
      recordingPlan(calls),
      depsWith(fakeLlm(['Asthma ', 'narrows the airways [1].'])),
      writer,
      new AbortController().signal,
    );
    expect(calls).toEqual([
      expect.stringMatching(/^gather:.*asthma/i),
      // The prompt comes first: whether there is one decides the mode the notice is told.
      'prompt',
      'beforeAnswer:ai-summary',
      'sources',
    ]);
    expect(events).toEqual([
      'data:status',
      'data:references',
      'data:status',
      'text:notice ',
      'text:Asthma ',
      'text:narrows the airways [1].',
      'endText',
      'data:status',
      'data:citations',
      'data:result',
      'data:quotes',
      'data:followups',
      'data:status',
    ]);
    // The source's words behind the cited sentence, found without asking the model.
    expect(payloadOf('quotes')).toMatchObject({
      sentences: [{ citations: [{ n: 1, quote: 'Asthma is a chronic disease of the airways.' }] }],
    });
    expect(payloadOf('result')).toMatchObject({
      summary: 'Asthma narrows the airways [1].',
      answerMode: 'ai-summary',
      emergency: false,
      sources: { label: 'MedlinePlus' },
      timestamp: '2026-01-02T03:04:05.000Z',
    });
    expect(payloadOf('citations')).toMatchObject({ unmatched: [] });
  });

  it('writes the fallback without a model and never asks for a prompt', async () => {
    const calls: string[] = [];
    const { writer, events, payloadOf } = recordingWriter();
    await runAnswerStep(
      request('What is asthma?'),
      recordingPlan(calls, { followUps: false }),
      depsWith(null),
      writer,
      new AbortController().signal,
    );
    expect(calls).not.toContain('prompt');
    expect(calls).toContain('fallback');
    expect(events).toContain('text:From the sources [1].');
    expect(events).not.toContain('data:followups');
    expect(payloadOf('result')).toMatchObject({
      summary: 'From the sources [1].',
      answerMode: 'evidence-excerpts',
    });
  });

  it('uses the fallback with a model when the plan has no prompt, labelled as not AI-written', async () => {
    for (const fallbackByModel of [false, true]) {
      const { writer, payloadOf } = recordingWriter();
      await runAnswerStep(
        request('What is asthma?'),
        recordingPlan([], { prompt: () => null, followUps: false, fallbackByModel }),
        depsWith(fakeLlm(['never streamed'])),
        writer,
        new AbortController().signal,
      );
      expect(payloadOf('result')).toMatchObject({
        summary: 'From the sources [1].',
        answerMode: fallbackByModel ? 'ai-summary' : 'evidence-excerpts',
      });
    }
  });

  it('falls back to the excerpts under one line on why when the model fails before its first word', async () => {
    const { writer, events, payloadOf } = recordingWriter();
    const llm = fakeLlm([], new LlmError('network', 'fetch failed'));
    const generateText = vi.spyOn(llm, 'generateText');
    await runAnswerStep(
      request('What is asthma?'),
      recordingPlan([]),
      depsWith(llm),
      writer,
      new AbortController().signal,
    );
    expect(events.filter((event) => event.startsWith('error:'))).toEqual([]);
    const texts = events.filter((event) => event.startsWith('text:'));
    expect(texts).toEqual([
      'text:notice ',
      'text:_The AI model service could not be reached. Your question is fine. Shown instead: what the sources themselves say, without an AI summary._\n\n',
      'text:From the sources [1].',
    ]);
    expect(payloadOf('result')).toMatchObject({
      summary: 'From the sources [1].',
      answerMode: 'evidence-excerpts',
    });
    // The model is not asked again for chips it just failed to give.
    expect(generateText).not.toHaveBeenCalled();
    expect(events).not.toContain('data:followups');
  });

  it('writes the model error when the plan has no fallback worth showing', async () => {
    const { writer, events } = recordingWriter();
    const base = recordingPlan([]);
    await runAnswerStep(
      request('What is asthma?'),
      { ...base, modelFailure: { ...base.modelFailure, fallBack: false } },
      depsWith(fakeLlm([], new LlmError('http', 'boom', { status: 500 }))),
      writer,
      new AbortController().signal,
    );
    expect(events.at(-1)).toBe(
      `error:${SEARCH_ERROR_TEXT}\nThe AI model service answered with an error (HTTP 500).`,
    );
    expect(events).not.toContain('data:result');
  });

  it('writes the model error, with its cause, and no result when the model fails', async () => {
    const { writer, events } = recordingWriter();
    const deps = depsWith(fakeLlm(['Asthma '], new LlmError('timeout', 'timed out')));
    await runAnswerStep(
      request('What is asthma?'),
      recordingPlan([]),
      deps,
      writer,
      new AbortController().signal,
    );
    const error = events.find((event) => event.startsWith('error:'));
    expect(error).toMatch(new RegExp(`^error:${SEARCH_ERROR_TEXT}\\n.*did not answer in time`));
    expect(events).not.toContain('data:result');
    expect(events.at(-1)).toBe(error);
    expect(deps.logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ streamedChars: 'Asthma '.length }),
      'answer failed',
    );
  });

  it('stops after gathering when the client went away', async () => {
    const controller = new AbortController();
    const { writer, events } = recordingWriter();
    const plan = recordingPlan([], {
      gather: () => {
        controller.abort();
        return Promise.resolve({ evidence: [evidenceItem] });
      },
    });
    await runAnswerStep(
      request('What is asthma?'),
      plan,
      depsWith(fakeLlm(['never'])),
      writer,
      controller.signal,
    );
    expect(events).toEqual(['data:status']);
  });

  it('stops when gathering gives up, leaving its own error as the last word', async () => {
    const { writer, events } = recordingWriter();
    const plan = recordingPlan([], {
      gather: () => {
        writer.error('Failed to search clinical trials');
        return Promise.resolve(null);
      },
    });
    await runAnswerStep(
      request('What is asthma?'),
      plan,
      depsWith(fakeLlm(['never'])),
      writer,
      new AbortController().signal,
    );
    expect(events).toEqual(['data:status', 'error:Failed to search clinical trials']);
  });

  it('warns first on an emergency, and the result starts with the warning', async () => {
    const { writer, events, payloadOf } = recordingWriter();
    await runAnswerStep(
      request('I have crushing chest pain spreading to my left arm'),
      recordingPlan([], { followUps: false }),
      depsWith(fakeLlm(['Call for help.'])),
      writer,
      new AbortController().signal,
    );
    expect(events.slice(0, 3)).toEqual([
      'data:status',
      'data:warning',
      `text:${emergencyWarningText('en')}`,
    ]);
    expect(payloadOf('result')).toMatchObject({
      summary: `${emergencyWarningText('en')}Call for help.`,
      emergency: true,
    });
  });

  it('neither warns nor translates when the plan turns both off', async () => {
    const calls: string[] = [];
    const { writer, events } = recordingWriter();
    const query = 'I have crushing chest pain spreading to my left arm';
    await runAnswerStep(
      request(query),
      recordingPlan(calls, { checkEmergency: false, translate: false, followUps: false }),
      depsWith(null),
      writer,
      new AbortController().signal,
    );
    expect(events).not.toContain('data:warning');
    expect(calls[0]).toBe(`gather:${query}`);
  });
});
