import type { SearchRequest } from '../../../contract/index.ts';
import { SEARCH_ERROR_TEXT } from '../../../contract/index.ts';
import { buildAnswerPrompt, type EvidenceItem } from '../../llm/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { runAnswerStep, type AnswerPlan, type Gathered } from '../steps/answer-step.ts';
import { buildEvidenceAnswer } from '../steps/evidence-answer/build-evidence-answer.ts';
import { researchSources } from '../steps/finish-search.ts';
import { numberEvidence } from '../steps/number-references.ts';
import type { RetrievedEvidence } from '../steps/retrieve-evidence.ts';
import { outcomeOf, UNREACHABLE } from '../steps/source-progress.ts';
import {
  nothingReachedAnswer,
  unreachableNames,
  unreachableNotice,
} from '../steps/unreachable-sources.ts';
import { extractDrugNames } from './extract-drug-names.ts';
import { findLabels } from './find-labels.ts';
import { interactionInstructions } from './interaction-instructions.ts';
import { buildLabelExcerptsAnswer } from './label-excerpts-answer.ts';
import { labelEvidence, type LabelEvidence } from './label-excerpts.ts';
import { retrieveInteractionEvidence } from './retrieve-interaction-evidence.ts';

/** SPEC.md section 4: append 'drug interactions' to the query (once), then translate. */
export const withInteractionSuffix = (english: string): string =>
  /drug interactions?/i.test(english) ? english : `${english} drug interactions`;

interface InteractionEvidence extends Gathered {
  retrieved: RetrievedEvidence & { unreachable: string[] };
  names: string[];
  fromLabels: LabelEvidence[];
  research: EvidenceItem[];
  english: string;
}

/**
 * The drug-interactions search: FDA labels of the drugs named (looked up in openFDA) alongside
 * PubMed and the Mayo Clinic site search, all in parallel; a streamed analysis with the severity scheme and
 * numbered citations, or without a model the label excerpts followed by the research excerpts.
 */
export function runDrugInteractions(
  request: SearchRequest,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const level = request.medicalKnowledgeLevel;
  const plan: AnswerPlan<InteractionEvidence> = {
    level,
    checkEmergency: true,
    translate: true,
    // The FDA labels, PubMed, and the Mayo Clinic site search only when a web search is set up.
    asking: deps.sources.webSearch.enabled ? ['openfda', 'pubmed', 'web'] : ['openfda', 'pubmed'],
    gather: async (english, report) => {
      const failed = new Set<string>();
      const [labels, searched] = await Promise.all([
        extractDrugNames(deps.llm, request.query, english, deps.logger, signal).then((names) =>
          findLabels(names, deps, signal, failed).then((found) => {
            // A label found for one drug counts even when the lookup for another failed.
            const down = found.length === 0 && failed.has('openfda');
            report('openfda', down ? UNREACHABLE : outcomeOf(found.length));
            return { names, found };
          }),
        ),
        retrieveInteractionEvidence(withInteractionSuffix(english), deps, signal, failed, report),
      ]);
      if (signal.aborted) return null;
      // The label lookups fail into the same set, so the notice names every source that was down.
      const retrieved = { ...searched, unreachable: unreachableNames(failed) };
      const fromLabels = labelEvidence(labels.found);
      // The labels are numbered first; the research follows them.
      const research = numberEvidence(retrieved).map((item): EvidenceItem => ({
        ...item,
        reference: { ...item.reference, n: item.reference.n + fromLabels.length },
      }));
      const evidence = [...fromLabels.map(({ item }) => item), ...research];
      return { retrieved, names: labels.names, fromLabels, research, evidence, english };
    },
    beforeAnswer: ({ retrieved, evidence }, _answerMode, out) => {
      // With nothing to quote, the whole answer says it instead.
      if (retrieved.unreachable.length > 0 && evidence.length > 0) {
        out.text(
          unreachableNotice(retrieved.unreachable, deps.reachability?.network(), request.language),
        );
      }
    },
    prompt: ({ evidence, retrieved, names }) => {
      // No label and no research: the fallback says so rather than an answer from memory.
      if (evidence.length === 0) return null;
      const prompt = buildAnswerPrompt({
        query: request.query,
        level,
        language: request.language,
        evidence,
        history: request.conversationContext,
        searchType: request.searchType,
        sourcesUnreachable: retrieved.unreachable.length > 0,
      });
      return {
        system: `${prompt.system}\n\n${interactionInstructions(names)}`,
        prompt: prompt.prompt,
      };
    },
    fallback: ({ fromLabels, research, english, evidence, retrieved }) =>
      evidence.length === 0 && retrieved.unreachable.length > 0
        ? nothingReachedAnswer(
            retrieved.unreachable,
            deps.reachability?.network(),
            request.language,
          )
        : excerptsAnswer(fromLabels, research, english, request),
    modelFailure: {
      log: 'drug interaction answer failed',
      text: SEARCH_ERROR_TEXT,
      explainCause: true,
      fallBack: true,
    },
    sources: ({ retrieved, fromLabels }) =>
      researchSources(retrieved, fromLabels.length > 0 ? ['FDA drug labels'] : []),
    followUps: ({ evidence }) => evidence.length > 0,
  };
  return runAnswerStep(request, plan, deps, writer, signal);
}

function excerptsAnswer(
  labels: readonly LabelEvidence[],
  research: readonly EvidenceItem[],
  englishQuery: string,
  request: SearchRequest,
): string {
  const fromLabels = buildLabelExcerptsAnswer(labels, request.language);
  if (research.length === 0) return fromLabels;
  const fromResearch = buildEvidenceAnswer({
    query: withInteractionSuffix(englishQuery),
    evidence: research,
    level: request.medicalKnowledgeLevel,
    language: request.language,
  });
  return `${fromLabels}\n\n${fromResearch}`;
}
