import type { LabDocument, SearchRequest } from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import { announceReferences } from '../announce-references.ts';
import { buildEvidenceAnswer } from '../evidence-answer/build-evidence-answer.ts';
import { finishSearch, researchSources } from '../finish-search.ts';
import { numberEvidence } from '../number-references.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { translateQuery } from '../query/translate-query.ts';
import { retrieveKeywordEvidence } from '../retrieve-keyword-evidence.ts';
import { streamModelAnswer } from '../stream-model-answer.ts';
import { warnOnEmergency } from '../warn-on-emergency.ts';
import { tableFromDocument } from './extract-lab-table.ts';
import { buildLabAnalysisPrompt } from './lab-analysis-prompt.ts';
import { LAB_TEXTS } from './lab-texts.ts';
import { readLabRow } from './plain-lab-reading.ts';

/**
 * SPEC.md section 4, lab-report follow-up: a question about a report analysed before. The client
 * sends back the extraction's redacted content and table (never the file); the question is
 * translated, researched together with the report's own keywords, and answered from both.
 */
export async function runLabFollowUp(
  request: SearchRequest,
  document: LabDocument,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const answerMode = deps.llm ? 'ai-summary' : 'evidence-excerpts';
  writer.data('status', { phase: 'searching', answerMode });
  const emergency = warnOnEmergency(request.query, request.language, writer);

  const table = tableFromDocument(document);
  const translation = await translateQuery(deps.llm, request.query, request.language, signal);
  const keywords = [translation.query, ...table.extraction.keywords].slice(
    0,
    LIMITS.labResearchKeywords,
  );
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
      history: request.conversationContext,
      followUp: true,
    });
    const streamed = await streamModelAnswer(
      deps.llm,
      {
        ...prompt,
        maxTokens: LIMITS.visionMaxTokens,
        failureLog: 'lab follow-up failed',
        errorText: LAB_TEXTS.followUpFailed,
      },
      writer,
      deps.logger,
      signal,
    );
    if (streamed === null) return;
    answer = streamed;
  } else {
    answer = plainFollowUpAnswer(document, translation.query, evidence, request);
    writer.text(answer);
  }
  await finishSearch(
    request,
    {
      answer,
      references,
      answerMode,
      level: request.medicalKnowledgeLevel,
      sources: researchSources(retrieved),
      emergency,
      followUps: true,
    },
    deps,
    writer,
    signal,
  );
}

/** Without a model: the rows the question names, read against their ranges, then excerpts. */
function plainFollowUpAnswer(
  document: LabDocument,
  englishQuery: string,
  evidence: ReturnType<typeof numberEvidence>,
  request: SearchRequest,
): string {
  const asked = `${request.query} ${englishQuery}`.toLowerCase();
  const named = document.tests.filter((row) => asked.includes(row.testName.toLowerCase()));
  const excerpts = buildEvidenceAnswer({
    query: englishQuery,
    evidence,
    level: request.medicalKnowledgeLevel,
  });
  if (named.length === 0) return excerpts;
  const rows = named.map((row) => `- ${readLabRow(row)}`).join('\n');
  return `### From your report\n\n${rows}\n\n${excerpts}`;
}
