import type { SearchRequest } from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/index.ts';
import type { PreparedAttachment } from '../../attachments/prepared-attachment.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { runAnswerStep, type AnswerPlan, type Gathered } from '../steps/answer-step.ts';
import { buildEvidenceAnswer } from '../steps/evidence-answer/build-evidence-answer.ts';
import { researchSources } from '../steps/finish-search.ts';
import { numberEvidence } from '../steps/number-references.ts';
import type { RetrievedEvidence } from '../steps/retrieve-evidence.ts';
import {
  keywordSourcesAsked,
  retrieveKeywordEvidence,
  type KeywordResearch,
} from '../steps/retrieve-keyword-evidence.ts';
import { extractLabTable, type LabAttachment, type LabTable } from './extract-lab-table.ts';
import { buildLabAnalysisPrompt } from './lab-analysis-prompt.ts';
import { runLabFollowUp } from './lab-follow-up.ts';
import { LAB_TEXTS } from './lab-texts.ts';
import { plainLabReading } from './plain-lab-reading.ts';
import { labReadingTextsFor } from './reading-texts/lab-reading-texts.ts';

const isLabAttachment = (attachment: PreparedAttachment | null): attachment is LabAttachment =>
  attachment !== null && attachment.kind !== 'image';

interface ReadReport extends Gathered {
  table: LabTable;
  retrieved: RetrievedEvidence;
}

/**
 * SPEC.md section 4, document (lab report): the table (from the document's text, or extracted by
 * the vision model), shown as soon as it is known; research on the abnormal findings; then the
 * streamed analysis, or without a model each value read against its range plus research excerpts.
 * A follow-up question about a report analysed before takes its own path.
 */
export async function runLabReport(
  request: SearchRequest,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
  attachment: PreparedAttachment | null,
): Promise<void> {
  // The contract and the attachment check guarantee a lab attachment; this only narrows the type.
  if (!isLabAttachment(attachment)) throw new Error('lab-report search without a lab attachment');
  if (request.isFollowUp && attachment.kind === 'lab-document') {
    return runLabFollowUp(request, attachment.document, deps, writer, signal);
  }
  const research: KeywordResearch = { articles: LIMITS.labResearchArticles, web: false };
  const plan: AnswerPlan<ReadReport> = {
    level: request.medicalKnowledgeLevel,
    checkEmergency: true,
    translate: false,
    asking: keywordSourcesAsked(research, deps),
    gather: async (_query, report) => {
      const table = await extractLabTable(request, attachment, deps, writer, signal);
      if (!table || signal.aborted) return null;
      writer.data('lab', table);
      const retrieved = await retrieveKeywordEvidence(
        table.extraction.keywords,
        research,
        deps,
        signal,
        report,
      );
      if (signal.aborted) return null;
      return { table, retrieved, evidence: numberEvidence(retrieved) };
    },
    prompt: ({ table, evidence }) =>
      buildLabAnalysisPrompt({
        question: request.query,
        level: request.medicalKnowledgeLevel,
        language: request.language,
        evidence,
        table,
        followUp: false,
      }),
    fallback: ({ table, evidence }) => plainLabAnswer(table, evidence, request),
    // The table was read without the model, so each value against its range still stands.
    modelFailure: {
      log: 'lab analysis failed',
      text: LAB_TEXTS.analysisFailed,
      explainCause: true,
      causeDetail: 'body',
      fallBack: true,
    },
    maxTokens: LIMITS.visionMaxTokens,
    sources: ({ table, retrieved }) => researchSources(retrieved, [LAB_SOURCE_NAMES[table.source]]),
    followUps: true,
  };
  await runAnswerStep(request, plan, deps, writer, signal);
}

function plainLabAnswer(
  table: LabTable,
  evidence: ReadReport['evidence'],
  request: SearchRequest,
): string {
  const { keywords } = table.extraction;
  const texts = labReadingTextsFor(request.language);
  const reading = plainLabReading(table.extraction.testResults, table.source, request.language);
  if (keywords.length === 0) return reading;
  const excerpts =
    evidence.length === 0
      ? texts.noResearch
      : buildEvidenceAnswer({
          query: keywords.join(' '),
          evidence,
          level: request.medicalKnowledgeLevel,
          language: request.language,
        });
  return `${reading}\n\n${texts.researchHeading}\n\n${excerpts}`;
}

const LAB_SOURCE_NAMES = {
  'text-layer': 'Lab report (text)',
  ocr: 'Lab report (OCR)',
  vision: 'Lab report (image)',
} as const satisfies Record<LabTable['source'], string>;
