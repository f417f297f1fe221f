import type { SearchRequest } from '../../contract/index.ts';
import { NO_TRIALS_TEXT } from '../../contract/index.ts';
import { buildAnswerPrompt } from '../llm/index.ts';
import { isUpstreamError } from '../sources/index.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { streamModelAnswer } from './stream-model-answer.ts';
import { finishSearch } from './finish-search.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { translateQuery } from './query/translate-query.ts';
import { plainTrialListing } from './trials/plain-trial-listing.ts';
import { rankTrials } from './trials/rank-trials.ts';
import { trialEvidence } from './trials/trial-evidence.ts';

export const TRIAL_SEARCH_ERROR_TEXT = 'Failed to search clinical trials';
export const TRIAL_SUMMARY_ERROR_TEXT = 'Failed to generate clinical trials summary';
/** SPEC.md section 8: the registry's own error carries its status. */
export const registryErrorText = (status: number): string =>
  `Clinical trials registry error: ${status}`;

/**
 * SPEC.md section 4, clinical-trials: translate, search the registry, rank, then stream a summary
 * of the top trials with their references. No emergency warning for this type.
 */
export async function runClinicalTrials(
  request: SearchRequest,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const answerMode = deps.llm ? 'ai-summary' : 'evidence-excerpts';
  writer.data('status', { phase: 'searching', answerMode });
  const translation = await translateQuery(deps.llm, request.query, request.language, signal);

  let found;
  try {
    found = await deps.sources.clinicalTrials.search(translation.query, {
      location: request.location,
      signal,
    });
  } catch (error) {
    if (signal.aborted) return;
    deps.logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'clinical trials search failed',
    );
    const status = isUpstreamError(error) ? error.status : undefined;
    writer.error(status !== undefined ? registryErrorText(status) : TRIAL_SEARCH_ERROR_TEXT);
    return;
  }
  if (signal.aborted) return;

  const trials = rankTrials(found, translation.query);
  writer.data('trials', { trials });
  const evidence = trialEvidence(trials);
  const references = evidence.map((item) => item.reference);
  writer.data('references', { references });
  writer.data('status', { phase: 'generating', answerMode });

  let answer = '';
  if (trials.length === 0) {
    answer = NO_TRIALS_TEXT;
    writer.text(answer);
  } else if (deps.llm) {
    const prompt = buildAnswerPrompt({
      query: request.query,
      level: request.medicalKnowledgeLevel,
      language: request.language,
      evidence,
      history: request.conversationContext,
      searchType: 'clinical-trials',
    });
    const streamed = await streamModelAnswer(
      deps.llm,
      { ...prompt, failureLog: 'trial summary failed', errorText: TRIAL_SUMMARY_ERROR_TEXT },
      writer,
      deps.logger,
      signal,
    );
    if (streamed === null) return;
    answer = streamed;
  } else {
    answer = plainTrialListing(evidence, trials);
    writer.text(answer);
  }
  await finishSearch(
    request,
    {
      answer,
      references,
      answerMode,
      level: request.medicalKnowledgeLevel,
      trials,
      sources: {
        pubmed: false,
        medlinePlus: false,
        firecrawl: false,
        clinicalTrials: trials.length > 0,
        label: 'ClinicalTrials.gov',
      },
      emergency: false,
      followUps: false,
    },
    deps,
    writer,
    signal,
  );
}
