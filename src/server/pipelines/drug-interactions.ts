import type { SearchRequest } from '../../contract/index.ts';
import { SEARCH_ERROR_TEXT } from '../../contract/index.ts';
import { buildAnswerPrompt, type EvidenceItem } from '../llm/index.ts';
import { announceReferences } from './announce-references.ts';
import { warnOnEmergency } from './warn-on-emergency.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { streamModelAnswer } from './stream-model-answer.ts';
import { finishSearch, researchSources } from './finish-search.ts';
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
import { unreachableNames, unreachableNotice } from './unreachable-sources.ts';

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

  const emergency = warnOnEmergency(request.query, request.language, writer);

  const translation = await translateQuery(deps.llm, request.query, request.language, signal);
  const failed = new Set<string>();
  const [labels, searched] = await Promise.all([
    extractDrugNames(deps.llm, request.query, translation.query, deps.logger, signal).then(
      (names) => findLabels(names, deps, signal, failed).then((found) => ({ names, found })),
    ),
    retrieveInteractionEvidence(withInteractionSuffix(translation.query), deps, signal, failed),
  ]);
  if (signal.aborted) return;
  // The label lookups fail into the same set, so the notice names every source that was down.
  const retrieved = { ...searched, unreachable: unreachableNames(failed) };

  const fromLabels = labelEvidence(labels.found);
  const research = numberEvidence(retrieved).map((item): EvidenceItem => ({
    ...item,
    reference: { ...item.reference, n: item.reference.n + fromLabels.length },
  }));
  const evidence = [...fromLabels.map(({ item }) => item), ...research];
  const references = evidence.map((item) => item.reference);
  announceReferences(references, retrieved, writer, answerMode);
  if (retrieved.unreachable.length > 0) writer.text(unreachableNotice(retrieved.unreachable));

  let answer = '';
  if (deps.llm) {
    const prompt = buildAnswerPrompt({
      query: request.query,
      level,
      language: request.language,
      evidence,
      history: request.conversationContext,
      searchType: request.searchType,
      sourcesUnreachable: retrieved.unreachable.length > 0,
    });
    const streamed = await streamModelAnswer(
      deps.llm,
      {
        system: `${prompt.system}\n\n${interactionInstructions(labels.names)}`,
        prompt: prompt.prompt,
        failureLog: 'drug interaction answer failed',
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
    answer = excerptsAnswer(fromLabels, research, translation.query, request);
    writer.text(answer);
  }
  await finishSearch(
    request,
    {
      answer,
      references,
      answerMode,
      level,
      sources: researchSources(retrieved, fromLabels.length > 0 ? ['FDA drug labels'] : []),
      emergency,
      followUps: false,
    },
    deps,
    writer,
    signal,
  );
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
