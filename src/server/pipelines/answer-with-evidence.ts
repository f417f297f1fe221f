import type { KnowledgeLevel, SearchRequest } from '../../contract/index.ts';
import { SEARCH_ERROR_TEXT } from '../../contract/index.ts';
import { buildAnswerPrompt } from '../llm/index.ts';
import { announceReferences } from './announce-references.ts';
import { warnOnEmergency } from './warn-on-emergency.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { buildEvidenceAnswer } from './evidence-answer/build-evidence-answer.ts';
import { numberEvidence } from './number-references.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { translateQuery } from './query/translate-query.ts';
import { retrieveEvidence } from './retrieve-evidence.ts';
import { streamModelAnswer } from './stream-model-answer.ts';
import { finishSearch, researchSources } from './finish-search.ts';
import { nothingReachedAnswer, unreachableNotice } from './unreachable-sources.ts';

/** How one search type shapes the shared flow: translate, retrieve in parallel, answer, check. */
export interface EvidenceAnswerPlan {
  level: KnowledgeLevel;
  /** SPEC.md section 4: no emergency warnings for USMLE preparation or clinical trials. */
  checkEmergency: boolean;
  /** Turns the English search query into what the sources are asked. */
  retrievalQuery: (englishQuery: string) => string;
  /** The question as the model sees it. */
  promptQuestion: string;
}

export async function answerWithEvidence(
  request: SearchRequest,
  plan: EvidenceAnswerPlan,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const answerMode = deps.llm ? 'ai-summary' : 'evidence-excerpts';
  writer.data('status', { phase: 'searching', answerMode });

  const emergency = plan.checkEmergency && warnOnEmergency(request.query, request.language, writer);

  const translation = await translateQuery(deps.llm, request.query, request.language, signal);
  const retrieved = await retrieveEvidence(
    {
      english: plan.retrievalQuery(translation.query),
      original: request.query,
      language: request.language,
    },
    deps,
    signal,
  );
  if (signal.aborted) return;

  const evidence = numberEvidence(retrieved);
  const references = evidence.map((item) => item.reference);
  announceReferences(references, retrieved, writer, answerMode);
  const unreachable = retrieved.unreachable ?? [];
  const nothingReached = evidence.length === 0 && unreachable.length > 0;

  let answer = '';
  if (!deps.llm && nothingReached) {
    answer = nothingReachedAnswer(unreachable);
    writer.text(answer);
  } else if (deps.llm) {
    if (unreachable.length > 0) writer.text(unreachableNotice(unreachable));
    const prompt = buildAnswerPrompt({
      query: plan.promptQuestion,
      level: plan.level,
      language: request.language,
      evidence,
      history: request.conversationContext,
      searchType: request.searchType,
      sourcesUnreachable: unreachable.length > 0,
    });
    const streamed = await streamModelAnswer(
      deps.llm,
      {
        ...prompt,
        failureLog: 'answer generation failed',
        errorText: SEARCH_ERROR_TEXT,
        explainCause: true,
      },
      writer,
      deps.logger,
      signal,
    );
    if (streamed === null) return;
    answer = streamed;
  } else {
    if (unreachable.length > 0) writer.text(unreachableNotice(unreachable));
    answer = buildEvidenceAnswer({ query: translation.query, evidence, level: plan.level });
    writer.text(answer);
  }
  await finishSearch(
    request,
    {
      answer,
      references,
      answerMode,
      level: plan.level,
      sources: researchSources(retrieved),
      emergency,
      followUps: true,
    },
    deps,
    writer,
    signal,
  );
}
