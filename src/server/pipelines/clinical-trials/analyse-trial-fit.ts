import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  criterionStatusSchema,
  type CriterionCheck,
  type TrialFit,
} from '../../../contract/trial-fit.ts';
import type { Trial } from '../../../contract/trial.ts';
import type { Llm } from '../../llm/index.ts';
import { createTtlCache } from '../../state/ttl-cache.ts';
import { buildCriteriaPrompt, buildFitReasonsPrompt } from './fit-prompts.ts';
import { fitVerdict } from './fit-verdict.ts';
import { parseFitReasons } from './parse-fit-reasons.ts';
import { splitEligibility, type EligibilityCriteria } from './split-eligibility.ts';

/** Bounds one trial's check: long criteria lists are cut, not sent whole. */
const MAX_CRITERIA_PER_KIND = 12;
const FIT_MAX_TOKENS = 300;
const CRITERIA_MAX_TOKENS = 1500;

const criteriaReplySchema = z.object({
  criteria: z.array(
    z.object({
      id: z.string(),
      status: criterionStatusSchema,
      reason: z.string(),
      quote: z.string(),
    }),
  ),
});

/**
 * A fit analysis that is shown but not cached: one of its model calls failed, and the next
 * request (after the model recovers) should try again rather than be served the gap.
 */
class IncompleteFit extends Error {
  readonly fit: TrialFit;
  constructor(fit: TrialFit) {
    super('A model call of the fit analysis failed');
    this.fit = fit;
  }
}

/** A model call's result, or the fallback SPEC.md section 8 asks for when it failed. */
type Checked<T> = { value: T; failed: boolean };

export interface FitAnalyser {
  /** Every trial at once, in parallel; a failed trial gets an empty analysis, never an error. */
  analyse(trials: readonly Trial[], patientText: string, signal?: AbortSignal): Promise<TrialFit[]>;
}

const cacheKey = (trial: Trial, patientText: string): string =>
  createHash('sha256')
    .update(JSON.stringify([trial.nctId, trial.title, trial.eligibility, patientText]))
    .digest('hex');

/** A quote is kept only if the patient really wrote it: the model must not put words in a mouth. */
const verifiedQuote = (quote: string, patientText: string): string | undefined => {
  const trimmed = quote.trim().replace(/^["'“]|["'”]$/g, '');
  return trimmed.length > 1 && patientText.toLowerCase().includes(trimmed.toLowerCase())
    ? trimmed
    : undefined;
};

export function createFitAnalyser(llm: Llm): FitAnalyser {
  const cache = createTtlCache<TrialFit>({ max: 1000, ttlMs: 30 * 60_000 });

  async function reasonsFor(
    trial: Trial,
    patientText: string,
    signal: AbortSignal,
  ): Promise<Checked<string[]>> {
    const prompt = buildFitReasonsPrompt(trial, patientText);
    try {
      const reply = await llm.generateText({
        role: 'fast',
        ...prompt,
        maxTokens: FIT_MAX_TOKENS,
        temperature: 0.2,
        signal,
      });
      return { value: parseFitReasons(reply), failed: false };
    } catch {
      // SPEC.md section 8: the fit analysis catches model errors and returns an empty list.
      return { value: [], failed: true };
    }
  }

  async function criteriaFor(
    trial: Trial,
    criteria: EligibilityCriteria,
    patientText: string,
    signal: AbortSignal,
  ): Promise<Checked<CriterionCheck[]>> {
    const listed = [
      ...criteria.inclusion.map((text, i) => ({
        id: `I${i + 1}`,
        kind: 'inclusion' as const,
        text,
      })),
      ...criteria.exclusion.map((text, i) => ({
        id: `E${i + 1}`,
        kind: 'exclusion' as const,
        text,
      })),
    ];
    if (listed.length === 0) return { value: [], failed: false };
    try {
      const reply = await llm.generateObject({
        role: 'fast',
        ...buildCriteriaPrompt(trial, criteria, patientText),
        schema: criteriaReplySchema,
        maxTokens: CRITERIA_MAX_TOKENS,
        temperature: 0,
        signal,
      });
      const byId = new Map(reply.criteria.map((item) => [item.id.trim().toUpperCase(), item]));
      const value = listed.map(({ id, kind, text }): CriterionCheck => {
        const answer = byId.get(id);
        if (!answer) {
          return {
            kind,
            criterion: text,
            status: 'not enough information',
            reason: 'The check gave no answer for this criterion.',
          };
        }
        const quote = verifiedQuote(answer.quote, patientText);
        return {
          kind,
          criterion: text,
          status: answer.status,
          reason: answer.reason.replace(/\s+/g, ' ').trim().slice(0, 300),
          ...(quote ? { quote } : {}),
        };
      });
      return { value, failed: false };
    } catch {
      return { value: [], failed: true };
    }
  }

  async function analyseOne(trial: Trial, patientText: string, signal: AbortSignal) {
    const all = splitEligibility(trial.eligibility);
    const criteria = {
      inclusion: all.inclusion.slice(0, MAX_CRITERIA_PER_KIND),
      exclusion: all.exclusion.slice(0, MAX_CRITERIA_PER_KIND),
    };
    const [reasons, checks] = await Promise.all([
      reasonsFor(trial, patientText, signal),
      criteriaFor(trial, criteria, patientText, signal),
    ]);
    // A cancelled analysis is not an empty one: it must not be cached as such.
    signal.throwIfAborted();
    const fit: TrialFit = {
      nctId: trial.nctId,
      reasons: reasons.value,
      method: 'ai',
      criteria: checks.value,
    };
    const verdict = fitVerdict(checks.value);
    const shown = verdict ? { ...fit, verdict } : fit;
    // Thrown, not returned: the cache keeps only complete analyses.
    if (reasons.failed || checks.failed) throw new IncompleteFit(shown);
    return shown;
  }

  return {
    analyse(trials, patientText, signal) {
      return Promise.all(
        trials.map((trial) =>
          cache
            .getOrLoad(
              cacheKey(trial, patientText),
              (loadSignal) => analyseOne(trial, patientText, loadSignal),
              signal,
            )
            .catch((error: unknown): TrialFit =>
              error instanceof IncompleteFit
                ? error.fit
                : { nctId: trial.nctId, reasons: [], method: 'ai', criteria: [] },
            ),
        ),
      );
    },
  };
}
