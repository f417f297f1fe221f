import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  criterionStatusSchema,
  type CriterionCheck,
  type TrialFit,
} from '../../../contract/trial-fit.ts';
import type { Trial } from '../../../contract/trial.ts';
import type { Llm } from '../../llm/index.ts';
import { createTtlCache } from '../../sources/http/ttl-cache.ts';
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

  async function reasonsFor(trial: Trial, patientText: string, signal: AbortSignal) {
    const prompt = buildFitReasonsPrompt(trial, patientText);
    try {
      const reply = await llm.generateText({
        role: 'fast',
        ...prompt,
        maxTokens: FIT_MAX_TOKENS,
        temperature: 0.2,
        signal,
      });
      return parseFitReasons(reply);
    } catch {
      // SPEC.md section 8: the fit analysis catches model errors and returns an empty list.
      return [];
    }
  }

  async function criteriaFor(
    trial: Trial,
    criteria: EligibilityCriteria,
    patientText: string,
    signal: AbortSignal,
  ): Promise<CriterionCheck[]> {
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
    if (listed.length === 0) return [];
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
      return listed.map(({ id, kind, text }) => {
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
    } catch {
      return [];
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
    const fit: TrialFit = { nctId: trial.nctId, reasons, method: 'ai', criteria: checks };
    const verdict = fitVerdict(checks);
    return verdict ? { ...fit, verdict } : fit;
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
            .catch((): TrialFit => ({
              nctId: trial.nctId,
              reasons: [],
              method: 'ai',
              criteria: [],
            })),
        ),
      );
    },
  };
}
