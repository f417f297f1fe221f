/**
 * PubMedQA's expert-labelled questions as both PubMedQA evaluations read them, and the split by a
 * hash of the PMID that keeps their figures comparable: tune on `development`, look at `held-out`
 * rarely.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The data set sits beside the repository (see its README for the published figures). */
export const PUBMEDQA_FILE = fileURLToPath(
  new URL('../../../shared/evals/pubmedqa/pqal-dev.json', import.meta.url),
);

const recordSchema = z.object({
  QUESTION: z.string(),
  CONTEXTS: z.array(z.string()),
  LABELS: z.array(z.string()),
  MESHES: z.array(z.string()).default([]),
  YEAR: z.union([z.string(), z.number(), z.null()]).optional(),
  LONG_ANSWER: z.string(),
  final_decision: z.string(),
});
export type PubMedQaRecord = z.infer<typeof recordSchema>;
export interface PubMedQaQuestion extends PubMedQaRecord {
  pmid: string;
}

export const SPLITS = ['development', 'held-out'] as const;
export type Split = (typeof SPLITS)[number];

/** FNV-1a: a stable hash, so the split and the distractors never change between runs. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

export const splitOf = (pmid: string): Split =>
  hash(`split:${pmid}`) % 2 === 0 ? 'development' : 'held-out';

/** Every question, ordered by PMID so a `--limit` always takes the same ones. */
export function loadQuestions(file = PUBMEDQA_FILE): PubMedQaQuestion[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const parsed = z.record(z.string(), recordSchema).parse(raw);
  return Object.entries(parsed)
    .map(([pmid, record]) => ({ pmid, ...record }))
    .sort((a, b) => a.pmid.localeCompare(b.pmid));
}
