/**
 * `npm run eval -- [options]` (options: eval-options.ts): PubMedQA through the real app, in three
 * modes: closed-book (the question alone to the model, through the app's OpenAI-compatible proxy:
 * the search route answers no health question without evidence; without a model, a search whose
 * sources all find nothing), oracle (the question's own
 * abstract served by a local E-utilities as the only evidence) and live (the product's retrieval
 * with the sources the environment configures). The model is the one the environment configures;
 * without one the answers are evidence-only. Figures per mode in
 * `evals/pubmedqa/runs/<run>/`: results.jsonl (per question), summary.json and results.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig } from '../../src/server/config.ts';
import { createLlm } from '../../src/server/llm/index.ts';
import { citationsResolving, grounding } from './answer-figures.ts';
import { appEnv, maxInstances, startApp, type Env, type EvalMode } from './eval-app.ts';
import { parseEvalArgs, USAGE, type CliOptions } from './eval-options.ts';
import { startLocalUpstreams, type LocalUpstreams } from './local-upstreams.ts';
import { progressBar, type Progress, type ProgressTarget } from './progress-bar.ts';
import { loadQuestions, splitOf, type PubMedQaQuestion } from './pubmedqa-questions.ts';
import { askQuestion } from './read-search-stream.ts';
import { askClosedBook } from './ask-closed-book.ts';
import { readDecision } from './read-decision.ts';
import {
  appendRecord,
  endLastLine,
  readRecords,
  recordKey,
  type QuestionRecord,
} from './run-records.ts';
import { markdownTable, summariseModes, type RunSummary } from './summarise-run.ts';
import { startTokenMeter, type TokenMeter } from './token-meter.ts';
import type { Llm } from '../../src/server/llm/index.ts';

export const RUNS_DIR = fileURLToPath(new URL('runs', import.meta.url));

export interface EvalOptions extends CliOptions {
  /** The configuration, as the app would read it (process.env for the command). */
  env: Env;
  runsDir?: string;
  progress?: ProgressTarget | null;
  questionsFile?: string;
}

export interface EvalResult {
  summary: RunSummary;
  markdown: string;
  files: { records: string; summary: string; markdown: string };
}

interface Shared {
  options: EvalOptions;
  meter: TokenMeter | null;
  upstreams: LocalUpstreams;
  judge: Llm | null;
  recordsFile: string;
  progress: Progress;
  /** Tokens this invocation spent, against the budget. */
  spent: { tokens: number };
}

async function answerOne(
  mode: EvalMode,
  q: PubMedQaQuestion,
  app: { id: string; url: string },
  shared: Shared,
): Promise<QuestionRecord> {
  const { meter, upstreams, judge, options } = shared;
  upstreams.serve(app.id, mode === 'oracle' ? q : null);
  meter?.reset(app.id);
  const asked =
    mode === 'closed-book' && judge
      ? askClosedBook(app.url, q.QUESTION)
      : askQuestion(app.url, { query: q.QUESTION, level: options.level });
  const reading = await asked.catch((error: unknown) => ({
    answer: '',
    answerMode: null,
    citations: null,
    quotes: null,
    errors: [error instanceof Error ? error.message : String(error)],
    firstTextMs: null,
    totalMs: 0,
  }));
  const tokens = meter?.spent(app.id) ?? { input: 0, output: 0 };
  const judgeTokens = { input: 0, output: 0 };
  const judged = reading.answer
    ? await readDecision(judge, q.QUESTION, reading.answer, (input, output) => {
        judgeTokens.input += input;
        judgeTokens.output += output;
      })
    : null;
  return {
    mode,
    pmid: q.pmid,
    split: splitOf(q.pmid),
    question: q.QUESTION,
    expected: q.final_decision,
    decision: judged?.decision ?? null,
    decidedBy: judged?.decidedBy ?? null,
    correct: judged?.decision === q.final_decision,
    answerMode: reading.answerMode,
    answer: reading.answer,
    citations: reading.citations ? citationsResolving(reading.citations) : null,
    grounding: reading.quotes ? grounding(reading.quotes) : null,
    firstTextMs: reading.firstTextMs,
    totalMs: reading.totalMs,
    tokens,
    judgeTokens,
    errors: reading.errors,
  };
}

/** One mode's questions, `concurrency` at a time, each on its own app instance. */
async function runMode(
  mode: EvalMode,
  queue: PubMedQaQuestion[],
  shared: Shared,
): Promise<{ budgetReached: boolean }> {
  const { options, meter, upstreams } = shared;
  const instances = Math.max(
    1,
    Math.min(maxInstances(mode, options.env, options.concurrency), queue.length),
  );
  const apps = await Promise.all(
    Array.from({ length: instances }, async (_, k) => {
      const id = `${mode}-${k}`;
      const env = appEnv(options.env, { mode, id, instances, meter, upstreams });
      return { id, ...(await startApp(env)) };
    }),
  );
  const budget = options.budgetTokens;
  let budgetReached = false;
  try {
    await Promise.all(
      apps.map(async (app) => {
        for (let q = queue.shift(); q; q = queue.shift()) {
          if (budget !== null && shared.spent.tokens >= budget) {
            budgetReached = true;
            queue.unshift(q);
            return;
          }
          const record = await answerOne(mode, q, app, shared);
          const { tokens, judgeTokens } = record;
          shared.spent.tokens +=
            tokens.input + tokens.output + judgeTokens.input + judgeTokens.output;
          appendRecord(shared.recordsFile, record);
          shared.progress.tick(`${mode} ${q.pmid}`);
        }
      }),
    );
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
  return { budgetReached };
}

export async function runEval(options: EvalOptions): Promise<EvalResult> {
  const runDir = join(options.runsDir ?? RUNS_DIR, options.run);
  mkdirSync(runDir, { recursive: true });
  const files = {
    records: join(runDir, 'results.jsonl'),
    summary: join(runDir, 'summary.json'),
    markdown: join(runDir, 'results.md'),
  };
  endLastLine(files.records);
  const done = new Set(readRecords(files.records).map(recordKey));
  const questions = loadQuestions(options.questionsFile)
    .filter((q) => options.split === 'all' || splitOf(q.pmid) === options.split)
    .slice(0, options.limit ?? undefined);
  const queues = options.modes.map((mode) => ({
    mode,
    queue: questions.filter((q) => !done.has(recordKey({ mode, pmid: q.pmid }))),
  }));

  const config = parseConfig(options.env);
  const meter = config.llm ? await startTokenMeter(config.llm.baseUrl) : null;
  const upstreams = await startLocalUpstreams();
  const progress = progressBar(
    queues.reduce((n, { queue }) => n + queue.length, 0),
    options.progress ?? null,
  );
  const shared: Shared = {
    options,
    meter,
    upstreams,
    // Asked directly, not through the meter: its tokens are the judge's, not the search's.
    judge: createLlm(config.llm),
    recordsFile: files.records,
    progress,
    spent: { tokens: 0 },
  };
  let budgetReached = false;
  try {
    for (const { mode, queue } of queues) {
      if (budgetReached || queue.length === 0) continue;
      budgetReached = (await runMode(mode, queue, shared)).budgetReached;
    }
  } finally {
    progress.done();
    await Promise.all([meter?.close(), upstreams.close()]);
  }

  const summary: RunSummary = {
    run: options.run,
    model: config.llm ? config.llm.models.answer : null,
    split: options.split,
    stoppedByBudget:
      budgetReached && options.budgetTokens !== null
        ? {
            budget: options.budgetTokens,
            spent: shared.spent.tokens,
            notStarted: queues.reduce((n, { queue }) => n + queue.length, 0),
          }
        : null,
    modes: summariseModes(readRecords(files.records)),
  };
  const markdown = markdownTable(summary);
  writeFileSync(files.summary, `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(files.markdown, markdown);
  return { summary, markdown, files };
}

async function main(): Promise<void> {
  try {
    process.loadEnvFile();
  } catch {
    // No .env file: the environment alone is the configuration, as for the app.
  }
  let cli: CliOptions;
  try {
    cli = parseEvalArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { markdown, files, summary } = await runEval({
    ...cli,
    env: process.env,
    progress: process.stderr,
  });
  if (!summary.model) console.warn('No model configured: the answers were evidence-only.');
  process.stdout.write(
    `${markdown}\nWritten: ${files.records}, ${files.summary}, ${files.markdown}\n`,
  );
}

if (import.meta.main) await main();
