import type { KnowledgeLevel, SearchRequest } from '../../../contract/index.ts';
import { SEARCH_ERROR_TEXT } from '../../../contract/index.ts';
import { buildAnswerPrompt } from '../../llm/index.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import type { AnswerPlan, Gathered } from './answer-step.ts';
import { buildEvidenceAnswer } from './evidence-answer/build-evidence-answer.ts';
import { numberEvidence } from './number-references.ts';
import { researchSources } from './finish-search.ts';
import {
  researchSourcesAsked,
  retrieveEvidence,
  type RetrievedEvidence,
} from './retrieve-evidence.ts';
import { nothingReachedAnswer, unreachableNotice } from './unreachable-sources.ts';

/** How a type answering from the research sources differs: health-info and USMLE preparation. */
export interface ResearchAnswerShape {
  level: KnowledgeLevel;
  /** SPEC.md section 4: no emergency warnings for USMLE preparation. */
  checkEmergency: boolean;
  /** The question as the model sees it. */
  promptQuestion: string;
}

interface Researched extends Gathered {
  retrieved: RetrievedEvidence;
  /** Display names of the sources that were down. */
  unreachable: string[];
  english: string;
}

/** Translate, search PubMed, MedlinePlus and the trusted sites in parallel, answer with citations. */
export function researchAnswerPlan(
  request: SearchRequest,
  shape: ResearchAnswerShape,
  deps: PipelineDeps,
  signal: AbortSignal,
): AnswerPlan<Researched> {
  // Nothing to quote because every source that could have answered was down.
  const nothingReached = ({ evidence, unreachable }: Researched) =>
    evidence.length === 0 && unreachable.length > 0;
  return {
    level: shape.level,
    checkEmergency: shape.checkEmergency,
    translate: true,
    asking: researchSourcesAsked(deps),
    gather: async (english, report) => {
      const retrieved = await retrieveEvidence(
        { english, original: request.query, language: request.language },
        deps,
        signal,
        report,
      );
      if (signal.aborted) return null;
      const unreachable = retrieved.unreachable ?? [];
      return { retrieved, unreachable, evidence: numberEvidence(retrieved), english };
    },
    beforeAnswer: (gathered, _answerMode, writer) => {
      const { unreachable } = gathered;
      if (unreachable.length === 0) return;
      // With nothing to quote, the whole answer says it instead.
      if (nothingReached(gathered)) return;
      writer.text(unreachableNotice(unreachable, deps.reachability?.network(), request.language));
    },
    // No evidence, no model answer: the fallback says nothing was found or nothing was reached,
    // rather than the model answering from memory without a source to cite.
    prompt: ({ evidence, unreachable }) =>
      evidence.length === 0
        ? null
        : buildAnswerPrompt({
            query: shape.promptQuestion,
            level: shape.level,
            language: request.language,
            evidence,
            history: request.conversationContext,
            searchType: request.searchType,
            sourcesUnreachable: unreachable.length > 0,
          }),
    fallback: (gathered) =>
      nothingReached(gathered)
        ? nothingReachedAnswer(gathered.unreachable, deps.reachability?.network(), request.language)
        : buildEvidenceAnswer({
            query: gathered.english,
            evidence: gathered.evidence,
            level: shape.level,
            language: request.language,
          }),
    modelFailure: {
      log: 'answer generation failed',
      text: SEARCH_ERROR_TEXT,
      explainCause: true,
      fallBack: true,
    },
    sources: ({ retrieved }) => researchSources(retrieved),
    followUps: true,
  };
}
