import type { SearchRequest } from '../../contract/index.ts';
import { LIMITS } from '../../contract/index.ts';
import type { PreparedAttachment } from '../attachments/prepared-attachment.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { announceReferences } from './announce-references.ts';
import { buildEvidenceAnswer } from './evidence-answer/build-evidence-answer.ts';
import { finishSearch, researchSources } from './finish-search.ts';
import {
  extractLabTable,
  type LabAttachment,
  type LabTable,
} from './lab-report/extract-lab-table.ts';
import { buildLabAnalysisPrompt } from './lab-report/lab-analysis-prompt.ts';
import { runLabFollowUp } from './lab-report/lab-follow-up.ts';
import { LAB_TEXTS } from './lab-report/lab-texts.ts';
import { plainLabReading } from './lab-report/plain-lab-reading.ts';
import { numberEvidence } from './number-references.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import type { RetrievedEvidence } from './retrieve-evidence.ts';
import { retrieveKeywordEvidence } from './retrieve-keyword-evidence.ts';
import { streamModelAnswer } from './stream-model-answer.ts';
import { warnOnEmergency } from './warn-on-emergency.ts';

const NO_RESEARCH_TEXT =
  '_No research articles or health pages were found for these results; the reading above is from the report alone._';

const isLabAttachment = (attachment: PreparedAttachment | null): attachment is LabAttachment =>
  attachment !== null && attachment.kind !== 'image';

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
  const answerMode = deps.llm ? 'ai-summary' : 'evidence-excerpts';
  writer.data('status', { phase: 'searching', answerMode });
  const emergency = warnOnEmergency(request.query, request.language, writer);

  const table = await extractLabTable(request, attachment, deps, writer, signal);
  if (!table || signal.aborted) return;
  writer.data('lab', table);

  const { keywords } = table.extraction;
  const retrieved = await retrieveKeywordEvidence(
    keywords,
    { articles: LIMITS.labResearchArticles, web: false },
    deps,
    signal,
  );
  if (signal.aborted) return;
  const evidence = numberEvidence(retrieved);
  const references = evidence.map((item) => item.reference);
  announceReferences(references, retrieved, writer, answerMode);

  let answer: string;
  if (deps.llm) {
    const prompt = buildLabAnalysisPrompt({
      question: request.query,
      level: request.medicalKnowledgeLevel,
      language: request.language,
      evidence,
      table,
      followUp: false,
    });
    const streamed = await streamModelAnswer(
      deps.llm,
      {
        ...prompt,
        maxTokens: LIMITS.visionMaxTokens,
        failureLog: 'lab analysis failed',
        errorText: LAB_TEXTS.analysisFailed,
      },
      writer,
      deps.logger,
      signal,
    );
    if (streamed === null) return;
    answer = streamed;
  } else {
    answer = plainLabAnswer(table, evidence, keywords, request);
    writer.text(answer);
  }
  await finishSearch(
    request,
    {
      answer,
      references,
      answerMode,
      level: request.medicalKnowledgeLevel,
      sources: labSources(table, retrieved),
      emergency,
      followUps: true,
    },
    deps,
    writer,
    signal,
  );
}

function plainLabAnswer(
  table: LabTable,
  evidence: ReturnType<typeof numberEvidence>,
  keywords: readonly string[],
  request: SearchRequest,
): string {
  const reading = plainLabReading(table.extraction.testResults, table.source);
  if (keywords.length === 0) return reading;
  const excerpts =
    evidence.length === 0
      ? NO_RESEARCH_TEXT
      : buildEvidenceAnswer({
          query: keywords.join(' '),
          evidence,
          level: request.medicalKnowledgeLevel,
        });
  return `${reading}\n\n### Research on the results outside the range\n\n${excerpts}`;
}

const LAB_SOURCE_NAMES = {
  'text-layer': 'Lab report (text)',
  ocr: 'Lab report (OCR)',
  vision: 'Lab report (image)',
} as const satisfies Record<LabTable['source'], string>;

const labSources = (table: LabTable, retrieved: RetrievedEvidence) =>
  researchSources(retrieved, [LAB_SOURCE_NAMES[table.source]]);
