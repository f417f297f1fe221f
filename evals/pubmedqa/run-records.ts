/**
 * A run's per-question records, one JSON line each, appended as each question finishes so a crash
 * loses nothing; a run started again under the same name skips what is already recorded.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { DECISIONS } from './read-decision.ts';
import { MODES } from './eval-app.ts';
import { SPLITS } from './pubmedqa-questions.ts';

const shareSchema = z.object({ hits: z.number().int().min(0), of: z.number().int().min(0) });
const tokensSchema = z.object({ input: z.number().min(0), output: z.number().min(0) });

export const questionRecordSchema = z.object({
  mode: z.enum(MODES),
  pmid: z.string(),
  split: z.enum(SPLITS),
  question: z.string(),
  expected: z.string(),
  /** Null only when no answer came (the search failed). */
  decision: z.enum(DECISIONS).nullable(),
  decidedBy: z.enum(['model', 'first-sentence']).nullable(),
  correct: z.boolean(),
  answerMode: z.enum(['ai-summary', 'evidence-excerpts']).nullable(),
  answer: z.string(),
  citations: shareSchema.nullable(),
  /** Null when the stream carried no quotes part. */
  grounding: shareSchema.nullable(),
  firstTextMs: z.number().nullable(),
  totalMs: z.number(),
  /** What the search itself spent, as the model reported it. */
  tokens: tokensSchema,
  /** What reading the decision spent. */
  judgeTokens: tokensSchema,
  errors: z.array(z.string()),
});
export type QuestionRecord = z.infer<typeof questionRecordSchema>;

/** The records of a run so far; a line cut short by a crash is dropped, and asked again. */
export function readRecords(file: string): QuestionRecord[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (!line.trim()) return [];
      try {
        const parsed = questionRecordSchema.safeParse(JSON.parse(line));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
}

export const appendRecord = (file: string, record: QuestionRecord): void =>
  appendFileSync(file, `${JSON.stringify(record)}\n`);

export const recordKey = (record: { mode: string; pmid: string }): string =>
  `${record.mode}:${record.pmid}`;

/** A line a crash cut short is ended, so the next record starts on a line of its own. */
export function endLastLine(file: string): void {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  if (text.length > 0 && !text.endsWith('\n')) appendFileSync(file, '\n');
}
