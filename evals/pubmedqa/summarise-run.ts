/** A run's figures per mode, from its per-question records, as JSON and as a Markdown table. */
import { pooled } from './answer-figures.ts';
import { MODES, type EvalMode } from './eval-app.ts';
import type { QuestionRecord } from './run-records.ts';

export interface Percentiles {
  p50: number | null;
  p95: number | null;
}

export interface ModeSummary {
  mode: EvalMode;
  questions: number;
  /** Searches that ended without an answer; they count as wrong. */
  failed: number;
  accuracy: number | null;
  decisions: Record<'yes' | 'no' | 'maybe', number>;
  decidedByModel: number;
  citationsResolving: number | null;
  /** Null: no stream carried the quotes part (not measured). */
  grounding: number | null;
  groundingMeasured: boolean;
  firstTextMs: Percentiles;
  totalMs: Percentiles;
  tokens: { input: number; output: number; judgeInput: number; judgeOutput: number };
}

export interface RunSummary {
  run: string;
  model: string | null;
  split: string;
  /** Questions left unstarted because the token budget was spent. */
  stoppedByBudget: { budget: number; spent: number; notStarted: number } | null;
  modes: ModeSummary[];
}

/** Nearest-rank percentile: a value some question really had. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

const percentiles = (values: readonly number[]): Percentiles => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
});

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

export function summariseMode(mode: EvalMode, records: readonly QuestionRecord[]): ModeSummary {
  const count = (decision: string) => records.filter((r) => r.decision === decision).length;
  return {
    mode,
    questions: records.length,
    failed: records.filter((r) => r.decision === null).length,
    accuracy:
      records.length === 0 ? null : records.filter((r) => r.correct).length / records.length,
    decisions: { yes: count('yes'), no: count('no'), maybe: count('maybe') },
    decidedByModel: records.filter((r) => r.decidedBy === 'model').length,
    citationsResolving: pooled(records.map((r) => r.citations)),
    grounding: pooled(records.map((r) => r.grounding)),
    groundingMeasured: records.some((r) => r.grounding !== null),
    firstTextMs: percentiles(
      records.flatMap((r) => (r.firstTextMs === null ? [] : [r.firstTextMs])),
    ),
    totalMs: percentiles(records.map((r) => r.totalMs)),
    tokens: {
      input: sum(records.map((r) => r.tokens.input)),
      output: sum(records.map((r) => r.tokens.output)),
      judgeInput: sum(records.map((r) => r.judgeTokens.input)),
      judgeOutput: sum(records.map((r) => r.judgeTokens.output)),
    },
  };
}

export const summariseModes = (records: readonly QuestionRecord[]): ModeSummary[] =>
  MODES.map((mode) =>
    summariseMode(
      mode,
      records.filter((r) => r.mode === mode),
    ),
  ).filter((summary) => summary.questions > 0);

const percent = (share: number | null, none = 'n/a'): string =>
  share === null ? none : `${(100 * share).toFixed(1)}%`;
const ms = ({ p50, p95 }: Percentiles): string =>
  p50 === null || p95 === null ? 'n/a' : `${Math.round(p50)} / ${Math.round(p95)}`;
const perQuestion = (total: number, questions: number): string =>
  questions === 0 ? 'n/a' : String(Math.round(total / questions));

export function markdownTable(summary: RunSummary): string {
  const rows = summary.modes.map((m) =>
    [
      m.mode,
      `${m.questions}${m.failed > 0 ? ` (${m.failed} failed)` : ''}`,
      percent(m.accuracy),
      `${m.decisions.yes} / ${m.decisions.no} / ${m.decisions.maybe}`,
      percent(m.citationsResolving, 'none cited'),
      m.groundingMeasured ? percent(m.grounding, 'none cited') : 'not measured',
      ms(m.firstTextMs),
      ms(m.totalMs),
      `${perQuestion(m.tokens.input, m.questions)} / ${perQuestion(m.tokens.output, m.questions)}`,
      `${perQuestion(m.tokens.judgeInput, m.questions)} / ${perQuestion(m.tokens.judgeOutput, m.questions)}`,
    ].join(' | '),
  );
  const model = summary.model
    ? `model \`${summary.model}\`, decisions read by the model where it named one, else by the answer's first sentence`
    : 'no model configured: evidence-only answers, decisions read from their first sentence';
  const notes = [
    `Run \`${summary.run}\`, ${summary.split} split; ${model}.`,
    ...(summary.stoppedByBudget
      ? [
          `Stopped by the token budget (${summary.stoppedByBudget.spent} of ${summary.stoppedByBudget.budget} spent): ${summary.stoppedByBudget.notStarted} questions not started.`,
        ]
      : []),
  ];
  return [
    ...notes,
    '',
    '| mode | questions | accuracy | yes / no / maybe | citations resolving | cited (sentence, source) pairs with a supporting passage | first token ms p50 / p95 | total ms p50 / p95 | answer tokens in / out per question | decision-reading tokens in / out per question |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}
