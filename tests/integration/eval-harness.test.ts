/**
 * `npm run eval` proves its harness here, not a score: 20 PubMedQA questions through the real app
 * in each mode against the fake model and fake upstreams, the files it writes, resuming, the
 * budget cap, and the figures it computes from the stream's parts.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grounding, pooled } from '../../evals/pubmedqa/answer-figures.ts';
import { MODES, type Env } from '../../evals/pubmedqa/eval-app.ts';
import { parseEvalArgs } from '../../evals/pubmedqa/eval-options.ts';
import { decisionByRule, decisionNamed, DECISIONS } from '../../evals/pubmedqa/read-decision.ts';
import { PUBMEDQA_FILE } from '../../evals/pubmedqa/pubmedqa-questions.ts';
import { readRecords } from '../../evals/pubmedqa/run-records.ts';
import { runEval, type EvalOptions } from '../../evals/pubmedqa/run-eval.ts';
import { percentile } from '../../evals/pubmedqa/summarise-run.ts';
import {
  EVIDENCE_EXCERPTS_LABEL,
  NO_EVIDENCE_TEXT,
} from '../../src/server/pipelines/steps/evidence-answer/build-evidence-answer.ts';
import { startFakes, stopFakes, type Fakes } from './stack.ts';

let fakes: Fakes;
let runsDir: string;

beforeAll(async () => {
  fakes = await startFakes();
  runsDir = await mkdtemp(join(tmpdir(), 'nova-eval-'));
});
afterAll(async () => {
  await stopFakes(fakes);
  await rm(runsDir, { recursive: true, force: true });
});

/** The environment a CI run gives: every upstream and the model are fakes. */
function fakeEnv(model = true): Env {
  return {
    NCBI_EUTILS_URL: fakes.eutils.url,
    MEDLINEPLUS_URL: fakes.medlinePlus.url,
    FIRECRAWL_API_URL: fakes.firecrawl.url,
    FIRECRAWL_API_KEY: 'test-firecrawl',
    OPENFDA_URL: fakes.openFda.url,
    CTGOV_API_URL: fakes.clinicalTrials.url,
    NCBI_REQUESTS_PER_SECOND: '1000',
    MEDLINEPLUS_REQUESTS_PER_MINUTE: '60000',
    UPSTREAM_RETRY_BASE_MS: '5',
    ...(model ? { OPENAI_BASE_URL: `${fakes.openai.url}/v1`, OPENAI_API_KEY: 'test-key' } : {}),
  };
}

const options = (overrides: Partial<EvalOptions>): EvalOptions => ({
  modes: [...MODES],
  split: 'development',
  limit: 20,
  concurrency: 4,
  budgetTokens: null,
  run: 'ci',
  level: 'some-medical-knowledge',
  env: fakeEnv(),
  runsDir,
  progress: null,
  ...overrides,
});

// The questions live beside the repository (../shared), like the other shared data the tests read.
describe.skipIf(!existsSync(PUBMEDQA_FILE))('npm run eval', () => {
  it('answers 20 questions in each mode through the app and writes JSON and Markdown', async () => {
    const { files, summary, markdown } = await runEval(options({}));

    const records = readRecords(files.records);
    expect(records).toHaveLength(60);
    for (const record of records) {
      expect(DECISIONS).toContain(record.decision);
      // Closed book asks the model the question alone through the app's proxy (the search route
      // answers no health question without evidence); live on the fakes finds some questions'
      // sources only, the oracle always its record.
      const expectedMode = {
        'closed-book': ['ai-summary'],
        oracle: ['ai-summary'],
        live: ['ai-summary', 'evidence-excerpts'],
      }[record.mode];
      expect(expectedMode).toContain(record.answerMode);
      expect(record.firstTextMs).toBeGreaterThan(0);
      expect(record.totalMs).toBeGreaterThanOrEqual(record.firstTextMs ?? Infinity);
      // The fake model reports usage, and the meter between app and model adds it up.
      expect(record.tokens.input).toBeGreaterThan(0);
      expect(record.tokens.output).toBeGreaterThan(0);
      expect(record.errors).toEqual([]);
    }
    // The oracle's one source is the question's own record, and the fake model cites it.
    for (const record of records.filter((r) => r.mode === 'oracle')) {
      expect(record.citations).toEqual({ hits: 1, of: 1 });
    }
    for (const record of records.filter((r) => r.mode === 'closed-book')) {
      expect(record.citations?.of ?? 0).toBe(0);
    }

    const written: unknown = JSON.parse(await readFile(files.summary, 'utf8'));
    expect(written).toEqual(JSON.parse(JSON.stringify(summary)));
    expect(summary.model).toBe('gpt-4o');
    expect(summary.modes.map((m) => [m.mode, m.questions])).toEqual(
      MODES.map((mode) => [mode, 20]),
    );
    for (const mode of summary.modes) {
      expect(mode.accuracy).toBeGreaterThanOrEqual(0);
      expect(mode.firstTextMs.p50).toBeLessThanOrEqual(mode.firstTextMs.p95 ?? -1);
      expect(mode.tokens.input).toBeGreaterThan(0);
    }
    expect(await readFile(files.markdown, 'utf8')).toBe(markdown);
    for (const mode of MODES) expect(markdown).toMatch(new RegExp(`^\\| ${mode} \\| 20 \\|`, 'm'));
  });

  it('resumes a run: questions already recorded are not asked again', async () => {
    const before = readRecords(join(runsDir, 'ci', 'results.jsonl'));
    const modelCalls = fakes.openai.requests.length;
    const { files, summary } = await runEval(options({ modes: ['oracle'], limit: 22 }));

    const records = readRecords(files.records);
    expect(records.slice(0, 60)).toEqual(before);
    expect(records.slice(60).map((r) => r.mode)).toEqual(['oracle', 'oracle']);
    expect(new Set(records.map((r) => `${r.mode}:${r.pmid}`)).size).toBe(62);
    // Two questions' worth of model calls, not 22.
    expect(fakes.openai.requests.length - modelCalls).toBeLessThan(20);
    expect(summary.modes.find((m) => m.mode === 'oracle')?.questions).toBe(22);
  });

  it('starts no new question once the token budget is spent, and says so', async () => {
    const { files, summary, markdown } = await runEval(
      options({ modes: ['closed-book'], limit: 5, concurrency: 1, budgetTokens: 1, run: 'budget' }),
    );
    expect(readRecords(files.records)).toHaveLength(1);
    expect(summary.stoppedByBudget).toMatchObject({ budget: 1, notStarted: 4 });
    expect(markdown).toContain('Stopped by the token budget');
  });

  it('without a model, answers evidence-only and says so', async () => {
    const { files, summary, markdown } = await runEval(
      options({ modes: ['oracle'], limit: 3, env: fakeEnv(false), run: 'no-model' }),
    );
    const records = readRecords(files.records);
    expect(records.map((r) => [r.answerMode, r.decidedBy])).toEqual(
      Array.from({ length: 3 }, () => ['evidence-excerpts', 'first-sentence']),
    );
    expect(summary.model).toBeNull();
    expect(markdown).toContain('no model configured: evidence-only answers');
  });
});

describe('the figures of one answer', () => {
  it('grounding is the share of cited (sentence, source) pairs with a supporting passage', () => {
    const share = grounding({
      sentences: [
        {
          key: 'a1',
          citations: [
            { n: 1, quote: 'Statins lowered LDL by 30%.' },
            { n: 2, quote: null },
          ],
        },
        { key: 'b2', citations: [{ n: 1, quote: 'No difference in mortality was seen.' }] },
      ],
    });
    expect(share).toEqual({ hits: 2, of: 3 });
    expect(pooled([share, null, { hits: 1, of: 1 }])).toBe(0.75);
    expect(pooled([null, { hits: 0, of: 0 }])).toBeNull();
  });

  it("reads yes, no or maybe from the answer's first sentence without a model", () => {
    expect(decisionByRule('## Summary\n\nYes, it does [1]. But not always.')).toBe('yes');
    expect(decisionByRule('Statins do not reduce mortality in this group [1].')).toBe('no');
    expect(decisionByRule('The evidence is mixed on whether statins help [2].')).toBe('maybe');
    expect(decisionByRule('> Statins reduced mortality by 20% [1]\n\nNo harm seen.')).toBe('yes');
    // The evidence-only label is not the answer; its first excerpt is.
    const excerpts = `${EVIDENCE_EXCERPTS_LABEL}\n\n### From research articles\n\n> The position is not associated with ischemia. [1]`;
    expect(decisionByRule(excerpts)).toBe('no');
    expect(decisionByRule(NO_EVIDENCE_TEXT)).toBe('maybe');
    expect(decisionNamed('Maybe.')).toBe('maybe');
    expect(decisionNamed('This is a short reply from the fake model.')).toBeNull();
  });

  it('takes latency percentiles as values some question had, and reads its command line', () => {
    expect(percentile([40, 10, 30, 20], 50)).toBe(20);
    expect(percentile([40, 10, 30, 20], 95)).toBe(40);
    expect(percentile([], 50)).toBeNull();
    expect(parseEvalArgs(['--mode', 'oracle', '--limit', '20', '--run', 'x'])).toMatchObject({
      modes: ['oracle'],
      limit: 20,
      run: 'x',
      split: 'development',
    });
    expect(() => parseEvalArgs(['--run', '../elsewhere'])).toThrow();
  });
});
