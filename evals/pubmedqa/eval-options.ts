/** `npm run eval -- [options]`: the command line read into the harness's options. */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { KNOWLEDGE_LEVELS, type KnowledgeLevel } from '../../src/contract/index.ts';
import { MODES, type EvalMode } from './eval-app.ts';
import { SPLITS, type Split } from './pubmedqa-questions.ts';

export const USAGE = `npm run eval -- [options]
  --mode closed-book|oracle|live|all   which modes to run (default all)
  --split development|held-out|all     which half of PubMedQA (default development)
  --limit N                            the first N questions of the split (default all)
  --concurrency N                      questions asked at once (default 2)
  --budget-tokens N                    start no new question once this run has spent N tokens
  --run NAME                           the run's folder under evals/pubmedqa/runs/; an existing
                                       run is resumed, its recorded questions skipped
  --level ${KNOWLEDGE_LEVELS.join('|')}
                                       the reader's level sent with each question (default some-medical-knowledge)`;

export interface CliOptions {
  modes: EvalMode[];
  split: Split | 'all';
  limit: number | null;
  concurrency: number;
  budgetTokens: number | null;
  run: string;
  level: KnowledgeLevel;
}

const count = z.coerce.number().int().positive();
const cliSchema = z.object({
  mode: z.enum([...MODES, 'all']).default('all'),
  split: z.enum([...SPLITS, 'all']).default('development'),
  limit: count.optional(),
  concurrency: count.max(32).default(2),
  'budget-tokens': count.optional(),
  // A folder name, never a path.
  run: z
    .string()
    .regex(/^[\w.-]+$/, 'a run name is letters, digits, dots, dashes and underscores')
    .optional(),
  level: z.enum(KNOWLEDGE_LEVELS).default('some-medical-knowledge'),
});

/** A run named for when it started, unless one is named to resume. */
const runName = (now: Date): string => now.toISOString().slice(0, 19).replace(/[:T]/g, '-');

export function parseEvalArgs(argv: readonly string[], now = new Date()): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      mode: { type: 'string' },
      split: { type: 'string' },
      limit: { type: 'string' },
      concurrency: { type: 'string' },
      'budget-tokens': { type: 'string' },
      run: { type: 'string' },
      level: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const parsed = cliSchema.parse(values);
  return {
    modes: parsed.mode === 'all' ? [...MODES] : [parsed.mode],
    split: parsed.split,
    limit: parsed.limit ?? null,
    concurrency: parsed.concurrency,
    budgetTokens: parsed['budget-tokens'] ?? null,
    run: parsed.run ?? runName(now),
    level: parsed.level,
  };
}
