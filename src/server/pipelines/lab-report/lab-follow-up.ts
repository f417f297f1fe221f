import type { LabDocument, SearchRequest } from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/index.ts';
import type { EvidenceItem } from '../../llm/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { runAnswerStep, type AnswerPlan, type Gathered } from '../steps/answer-step.ts';
import { buildEvidenceAnswer } from '../steps/evidence-answer/build-evidence-answer.ts';
import { researchSources } from '../steps/finish-search.ts';
import { numberEvidence } from '../steps/number-references.ts';
import type { RetrievedEvidence } from '../steps/retrieve-evidence.ts';
import { retrieveKeywordEvidence } from '../steps/retrieve-keyword-evidence.ts';
import { tableFromDocument } from './extract-lab-table.ts';
import { buildLabAnalysisPrompt } from './lab-analysis-prompt.ts';
import { LAB_TEXTS } from './lab-texts.ts';
import { readLabRow } from './plain-lab-reading.ts';
import { labReadingTextsFor } from './reading-texts/lab-reading-texts.ts';

interface FollowUpEvidence extends Gathered {
  retrieved: RetrievedEvidence;
  english: string;
}

/**
 * SPEC.md section 4, lab-report follow-up: a question about a report analysed before. The client
 * sends back the extraction's redacted content and table (never the file); the question is
 * translated, researched together with the report's own keywords, and answered from both.
 */
export function runLabFollowUp(
  request: SearchRequest,
  document: LabDocument,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const table = tableFromDocument(document);
  const plan: AnswerPlan<FollowUpEvidence> = {
    level: request.medicalKnowledgeLevel,
    checkEmergency: true,
    translate: true,
    gather: async (english) => {
      const keywords = [english, ...table.extraction.keywords].slice(0, LIMITS.labResearchKeywords);
      const retrieved = await retrieveKeywordEvidence(
        keywords,
        { articles: LIMITS.labResearchArticles, web: false },
        deps,
        signal,
      );
      if (signal.aborted) return null;
      return { retrieved, evidence: numberEvidence(retrieved), english };
    },
    prompt: ({ evidence }) =>
      buildLabAnalysisPrompt({
        question: request.query,
        level: request.medicalKnowledgeLevel,
        language: request.language,
        evidence,
        table,
        history: request.conversationContext,
        followUp: true,
      }),
    fallback: ({ evidence, english }) => plainFollowUpAnswer(document, english, evidence, request),
    modelFailure: {
      log: 'lab follow-up failed',
      text: LAB_TEXTS.followUpFailed,
      explainCause: true,
      causeDetail: 'body',
      fallBack: true,
    },
    maxTokens: LIMITS.visionMaxTokens,
    sources: ({ retrieved }) => researchSources(retrieved),
    followUps: true,
  };
  return runAnswerStep(request, plan, deps, writer, signal);
}

/** Without a model: the rows the question names, read against their ranges, then excerpts. */
function plainFollowUpAnswer(
  document: LabDocument,
  englishQuery: string,
  evidence: readonly EvidenceItem[],
  request: SearchRequest,
): string {
  const asked = `${request.query} ${englishQuery}`.toLowerCase();
  const named = document.tests.filter((row) => asked.includes(row.testName.toLowerCase()));
  const excerpts = buildEvidenceAnswer({
    query: englishQuery,
    evidence,
    level: request.medicalKnowledgeLevel,
    language: request.language,
  });
  if (named.length === 0) return excerpts;
  const rows = named.map((row) => `- ${readLabRow(row, request.language)}`).join('\n');
  return `${labReadingTextsFor(request.language).fromReportHeading}\n\n${rows}\n\n${excerpts}`;
}
