import type { SearchRequest, Trial } from '../../../contract/index.ts';
import { NO_TRIALS_TEXT } from '../../../contract/index.ts';
import { buildAnswerPrompt } from '../../llm/index.ts';
import { isUpstreamError } from '../../sources/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { runAnswerStep, type AnswerPlan, type Gathered } from '../steps/answer-step.ts';
import { outcomeOf } from '../steps/source-progress.ts';
import { plainTrialListing } from './plain-trial-listing.ts';
import { rankTrials } from './rank-trials.ts';
import { trialEvidence } from './trial-evidence.ts';
import {
  registryErrorText,
  TRIAL_SEARCH_ERROR_TEXT,
  TRIAL_SUMMARY_ERROR_TEXT,
} from './trial-texts.ts';

interface FoundTrials extends Gathered {
  trials: Trial[];
}

/**
 * SPEC.md section 4, clinical-trials: translate, search the registry, rank, then stream a summary
 * of the top trials with their references. No emergency warning for this type.
 */
export function runClinicalTrials(
  request: SearchRequest,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const plan: AnswerPlan<FoundTrials> = {
    level: request.medicalKnowledgeLevel,
    checkEmergency: false,
    translate: true,
    asking: ['trials'],
    gather: async (english, report) => {
      let found;
      try {
        found = await deps.sources.clinicalTrials.search(english, {
          location: request.location,
          signal,
        });
      } catch (error) {
        if (signal.aborted) return null;
        deps.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'clinical trials search failed',
        );
        const status = isUpstreamError(error) ? error.status : undefined;
        writer.error(status !== undefined ? registryErrorText(status) : TRIAL_SEARCH_ERROR_TEXT);
        return null;
      }
      if (signal.aborted) return null;
      report('trials', outcomeOf(found.length));
      const trials = rankTrials(found, english);
      // The list is shown as soon as it is known, before the references and the summary.
      writer.data('trials', { trials });
      return { trials, evidence: trialEvidence(trials) };
    },
    prompt: ({ evidence, trials }) =>
      trials.length === 0
        ? null
        : buildAnswerPrompt({
            query: request.query,
            level: request.medicalKnowledgeLevel,
            language: request.language,
            evidence,
            history: request.conversationContext,
            searchType: 'clinical-trials',
          }),
    fallback: ({ evidence, trials }) =>
      trials.length === 0 ? NO_TRIALS_TEXT : plainTrialListing(evidence, trials, request.language),
    modelFailure: {
      log: 'trial summary failed',
      text: TRIAL_SUMMARY_ERROR_TEXT,
      explainCause: true,
      // The registry's listing of the same trials still helps; SPEC.md's text says what failed.
      fallBack: true,
      fallbackLead: TRIAL_SUMMARY_ERROR_TEXT,
    },
    sources: ({ trials }) => ({
      pubmed: false,
      medlinePlus: false,
      firecrawl: false,
      clinicalTrials: trials.length > 0,
      label: 'ClinicalTrials.gov',
    }),
    trials: ({ trials }) => trials,
    followUps: ({ trials }) => trials.length > 0,
  };
  return runAnswerStep(request, plan, deps, writer, signal);
}
