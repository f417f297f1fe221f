import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { score } from '../../../../../evals/grounding/run.ts';

/*
 * The claim sets of evals/grounding (written by people who never saw the matcher; each measured
 * once blind, then kept for development): the word matching must keep the figures it reached, so
 * a change that quotes more unsupported claims, or marks fewer of them, fails here first.
 */
const SETS = ['development', 'blind-1', 'blind-2'];
const lines = SETS.flatMap((name) =>
  readFileSync(new URL(`../../../../../evals/grounding/${name}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Parameters<typeof score>[1][number]),
);

describe('grounding on the claim sets', () => {
  const figures = score('all', lines);

  it('quotes a passage mostly for claims the source supports', () => {
    expect(figures.precision).toBeGreaterThanOrEqual(0.6);
  });

  it('marks most claims the source does not support as not found', () => {
    expect(figures.flagged).toBeGreaterThanOrEqual(0.78);
  });

  it('still quotes the claims that copy the source', () => {
    const verbatim = figures.byKind.get('verbatim');
    expect(verbatim && verbatim.quoted / verbatim.claims).toBeGreaterThanOrEqual(0.95);
  });
});
