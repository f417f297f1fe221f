import type { KnowledgeLevel, SearchRequest, SearchResult } from '../../contract/index.ts';
import {
  EMERGENCY_WARNING_TEXT,
  SEARCH_ERROR_TEXT,
  formatReference,
} from '../../contract/index.ts';
import { buildAnswerPrompt } from '../llm/index.ts';
import { announceReferences } from './announce-references.ts';
import { warnOnEmergency } from './warn-on-emergency.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { generateFollowUpQuestions } from './follow-up/generate-follow-up-questions.ts';
import { buildEvidenceAnswer } from './evidence-answer/build-evidence-answer.ts';
import { numberEvidence } from './number-references.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { translateQuery } from './query/translate-query.ts';
import { retrieveEvidence } from './retrieve-evidence.ts';
import { finishAnswer, streamModelAnswer } from './stream-model-answer.ts';

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

  const emergency = plan.checkEmergency && warnOnEmergency(request.query, writer);

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

  let answer = '';
  if (deps.llm) {
    const prompt = buildAnswerPrompt({
      query: plan.promptQuestion,
      level: plan.level,
      language: request.language,
      evidence,
      history: request.conversationContext,
      searchType: request.searchType,
    });
    const streamed = await streamModelAnswer(
      deps.llm,
      { ...prompt, failureLog: 'answer generation failed', errorText: SEARCH_ERROR_TEXT },
      writer,
      deps.logger,
      signal,
    );
    if (streamed === null) return;
    answer = streamed;
  } else {
    answer = buildEvidenceAnswer({ query: translation.query, evidence, level: plan.level });
    writer.text(answer);
  }
  finishAnswer(answer, references, writer, answerMode);

  const summary = emergency ? EMERGENCY_WARNING_TEXT + answer : answer;
  const result: SearchResult = {
    query: request.query,
    summary,
    references: references.map(formatReference),
    timestamp: deps.now().toISOString(),
    medicalKnowledgeLevel: plan.level,
    usmleStep: request.usmleStep,
    searchType: request.searchType,
    language: request.language,
    sources: {
      pubmed: retrieved.articles.length > 0,
      medlinePlus: retrieved.medlinePlus.length > 0,
      firecrawl: retrieved.web.length > 0,
      clinicalTrials: false,
      label: sourceLabel(retrieved),
    },
    answerMode,
    emergency,
  };
  writer.data('result', result);
  // After the result, so the answer is complete on screen while the chips are still coming.
  const questions = await generateFollowUpQuestions(
    { question: request.query, answer, language: request.language },
    deps,
    signal,
  );
  if (questions.length > 0) writer.data('followups', { questions });
  writer.data('status', { phase: 'done', answerMode });
}

function sourceLabel(retrieved: Awaited<ReturnType<typeof retrieveEvidence>>): string {
  const names = [
    retrieved.articles.length > 0 ? 'PubMed' : null,
    retrieved.medlinePlus.length > 0 ? 'MedlinePlus' : null,
    retrieved.web.length > 0 ? 'Trusted health sites' : null,
  ].filter((name): name is string => name !== null);
  return names.length > 0 ? names.join(', ') : 'No sources found';
}
