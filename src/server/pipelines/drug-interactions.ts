import type { SearchRequest, SearchResult } from '../../contract/index.ts';
import {
  EMERGENCY_WARNING_TEXT,
  SEARCH_ERROR_TEXT,
  formatReference,
} from '../../contract/index.ts';
import { buildAnswerPrompt, type EvidenceItem } from '../llm/index.ts';
import { announceReferences } from './announce-references.ts';
import { warnOnEmergency } from './warn-on-emergency.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { finishAnswer, streamModelAnswer } from './stream-model-answer.ts';
import { extractDrugNames } from './drug-interactions/extract-drug-names.ts';
import { findLabels } from './drug-interactions/find-labels.ts';
import { interactionInstructions } from './drug-interactions/interaction-instructions.ts';
import { buildLabelExcerptsAnswer } from './drug-interactions/label-excerpts-answer.ts';
import { labelEvidence, type LabelEvidence } from './drug-interactions/label-excerpts.ts';
import { buildEvidenceAnswer } from './evidence-answer/build-evidence-answer.ts';
import { numberEvidence } from './number-references.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { translateQuery } from './query/translate-query.ts';
import { retrieveInteractionEvidence } from './drug-interactions/retrieve-interaction-evidence.ts';
import type { RetrievedEvidence } from './retrieve-evidence.ts';

/** SPEC.md section 4: append 'drug interactions' to the query (once), then translate. */
export const withInteractionSuffix = (english: string): string =>
  /drug interactions?/i.test(english) ? english : `${english} drug interactions`;

/**
 * The drug-interactions search: FDA labels of the drugs named (looked up in openFDA) alongside
 * PubMed and the Mayo Clinic site search, all in parallel; a streamed analysis with the severity scheme and
 * numbered citations, or without a model the label excerpts followed by the research excerpts.
 */
export async function runDrugInteractions(
  request: SearchRequest,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const answerMode = deps.llm ? 'ai-summary' : 'evidence-excerpts';
  const level = request.medicalKnowledgeLevel;
  writer.data('status', { phase: 'searching', answerMode });

  const emergency = warnOnEmergency(request.query, writer);

  const translation = await translateQuery(deps.llm, request.query, request.language, signal);
  const [labels, retrieved] = await Promise.all([
    extractDrugNames(deps.llm, request.query, translation.query, deps.logger, signal).then(
      (names) => findLabels(names, deps, signal).then((found) => ({ names, found })),
    ),
    retrieveInteractionEvidence(withInteractionSuffix(translation.query), deps, signal),
  ]);
  if (signal.aborted) return;

  const fromLabels = labelEvidence(labels.found);
  const research = numberEvidence(retrieved).map((item): EvidenceItem => ({
    ...item,
    reference: { ...item.reference, n: item.reference.n + fromLabels.length },
  }));
  const evidence = [...fromLabels.map(({ item }) => item), ...research];
  const references = evidence.map((item) => item.reference);
  announceReferences(references, retrieved, writer, answerMode);

  let answer = '';
  if (deps.llm) {
    const prompt = buildAnswerPrompt({
      query: request.query,
      level,
      language: request.language,
      evidence,
      history: request.conversationContext,
      searchType: request.searchType,
    });
    const streamed = await streamModelAnswer(
      deps.llm,
      {
        system: `${prompt.system}\n\n${interactionInstructions(labels.names)}`,
        prompt: prompt.prompt,
        failureLog: 'drug interaction answer failed',
        errorText: SEARCH_ERROR_TEXT,
      },
      writer,
      deps.logger,
      signal,
    );
    if (streamed === null) return;
    answer = streamed;
  } else {
    answer = excerptsAnswer(fromLabels, research, translation.query, request);
    writer.text(answer);
  }
  finishAnswer(answer, references, writer, answerMode);

  const result: SearchResult = {
    query: request.query,
    summary: emergency ? EMERGENCY_WARNING_TEXT + answer : answer,
    references: references.map(formatReference),
    timestamp: deps.now().toISOString(),
    medicalKnowledgeLevel: level,
    searchType: request.searchType,
    language: request.language,
    sources: {
      pubmed: retrieved.articles.length > 0,
      medlinePlus: retrieved.medlinePlus.length > 0,
      firecrawl: retrieved.web.length > 0,
      clinicalTrials: false,
      label: sourceLabel(fromLabels, retrieved),
    },
    answerMode,
    emergency,
  };
  writer.data('result', result);
  writer.data('status', { phase: 'done', answerMode });
}

function excerptsAnswer(
  labels: readonly LabelEvidence[],
  research: readonly EvidenceItem[],
  englishQuery: string,
  request: SearchRequest,
): string {
  const fromLabels = buildLabelExcerptsAnswer(labels);
  if (research.length === 0) return fromLabels;
  const fromResearch = buildEvidenceAnswer({
    query: withInteractionSuffix(englishQuery),
    evidence: research,
    level: request.medicalKnowledgeLevel,
  });
  return `${fromLabels}\n\n${fromResearch}`;
}

function sourceLabel(labels: readonly LabelEvidence[], retrieved: RetrievedEvidence): string {
  const names = [
    labels.length > 0 ? 'FDA drug labels' : null,
    retrieved.articles.length > 0 ? 'PubMed' : null,
    retrieved.medlinePlus.length > 0 ? 'MedlinePlus' : null,
    retrieved.web.length > 0 ? 'Trusted health sites' : null,
  ].filter((name): name is string => name !== null);
  return names.length > 0 ? names.join(', ') : 'No sources found';
}
