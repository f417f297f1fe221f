import { isRecruitingNow } from '../../../contract/trial-status.ts';
import type { Trial } from '../../../contract/trial.ts';

/** SPEC.md section 9's relevance weights per query term found. */
export const RELEVANCE_WEIGHTS = { title: 10, condition: 8, summary: 5 } as const;
/** SPEC.md section 9: the top 3 trials are summarised. */
export const SUMMARISED_TRIALS = 3;

const IGNORED = new Set(['the', 'and', 'for', 'with', 'trial', 'trials', 'study', 'clinical']);

const termsOf = (query: string): string[] => [
  ...new Set(
    query
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2 && !IGNORED.has(word)),
  ),
];

export function relevanceScore(trial: Trial, terms: readonly string[]): number {
  const title = trial.title.toLowerCase();
  const conditions = trial.conditions.join(' ').toLowerCase();
  const summary = trial.summary.toLowerCase();
  let score = 0;
  for (const term of terms) {
    if (title.includes(term)) score += RELEVANCE_WEIGHTS.title;
    if (conditions.includes(term)) score += RELEVANCE_WEIGHTS.condition;
    if (summary.includes(term)) score += RELEVANCE_WEIGHTS.summary;
  }
  return score;
}

/** Recruiting trials first, then by relevance to the query; ties keep the registry's order. */
export function rankTrials(trials: readonly Trial[], query: string): Trial[] {
  const terms = termsOf(query);
  return trials
    .map((trial, index) => ({
      trial,
      index,
      recruiting: isRecruitingNow(trial.status) ? 1 : 0,
      score: relevanceScore(trial, terms),
    }))
    .sort((a, b) => b.recruiting - a.recruiting || b.score - a.score || a.index - b.index)
    .map(({ trial }) => trial);
}
