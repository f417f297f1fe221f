import type {
  AnswerMode,
  KnowledgeLevel,
  Reference,
  SearchRequest,
  SearchResult,
  Trial,
} from '../../../contract/index.ts';
import { formatReference } from '../../../contract/index.ts';
import { emergencyWarningText } from '../../../shared/safety-texts/safety-texts.ts';
import type { EvidenceItem } from '../../llm/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { checkCitations } from './citations/check-citations.ts';
import { quoteCitations } from './citations/quote-citations.ts';
import { generateFollowUpQuestions } from './follow-up/generate-follow-up-questions.ts';
import type { RetrievedEvidence } from './retrieve-evidence.ts';
import { traced, tracedCheck } from './traced.ts';

export interface FinishedAnswer {
  answer: string;
  references: readonly Reference[];
  /** The sources' text behind the references, for the quote behind each citation. */
  evidence: readonly EvidenceItem[];
  /** The English search query, the topic of sentences written in other languages. */
  englishQuery: string;
  answerMode: AnswerMode;
  level: KnowledgeLevel;
  sources: SearchResult['sources'];
  /**
   * The fixed warning was streamed first (in the request's language), so the saved summary starts
   * with the same text too.
   */
  emergency: boolean;
  trials?: Trial[];
  /** Question chips after the result. */
  followUps: boolean;
}

/** Every [n] of the answer against the server's references, recorded as its own step. */
const checkAnswerCitations = tracedCheck('citation check', checkCitations, {
  kind: 'parser',
  inputs: (_answer, numbers) => ({ references: numbers.length }),
});

/** The follow-up questions, recorded as a step with the model call nested under it. */
const suggestFollowUps = traced('follow-ups', generateFollowUpQuestions, {
  outputs: (found) => ({ count: found.length, questions: found }),
});

/** The passage behind each citation, recorded as a step with the model call nested under it. */
const findQuotes = traced('citation quotes', quoteCitations, {
  inputs: (input) => ({ sources: input.evidence.length, answerChars: input.answer.length }),
  outputs: (quotes) => {
    const citations = quotes.sentences.flatMap((sentence) => sentence.citations);
    return {
      sentences: quotes.sentences.length,
      citations: citations.length,
      notFound: citations.filter((citation) => citation.quote === null).length,
    };
  },
});

/**
 * The end every pipeline shares: close the answer, check its citations, write the result, then
 * the quote behind each citation and the follow-up chips side by side (after the result, so the
 * answer is complete on screen while they are coming).
 */
export async function finishSearch(
  request: SearchRequest,
  finished: FinishedAnswer,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const { answer, answerMode } = finished;
  writer.endText();
  writer.data('status', { phase: 'checking', answerMode });
  const citations = checkAnswerCitations(
    answer,
    finished.references.map((reference) => reference.n),
  );
  writer.data('citations', citations);
  const result: SearchResult = {
    query: request.query,
    summary: finished.emergency ? emergencyWarningText(request.language) + answer : answer,
    references: finished.references.map(formatReference),
    timestamp: deps.now().toISOString(),
    medicalKnowledgeLevel: finished.level,
    usmleStep: request.usmleStep,
    ...(finished.trials ? { trials: finished.trials } : {}),
    searchType: request.searchType,
    language: request.language,
    sources: finished.sources,
    answerMode,
    emergency: finished.emergency,
  };
  writer.data('result', result);
  await Promise.all([
    citations.valid.length > 0
      ? findQuotes(
          {
            answer,
            evidence: finished.evidence,
            language: request.language,
            englishQuery: finished.englishQuery,
          },
          deps,
          signal,
        ).then((quotes) => {
          if (!signal.aborted) writer.data('quotes', quotes);
        })
      : null,
    finished.followUps
      ? suggestFollowUps(
          {
            question: request.query,
            answer,
            language: request.language,
            searchType: request.searchType,
          },
          deps,
          signal,
        ).then((questions) => {
          if (questions.length > 0) writer.data('followups', { questions });
        })
      : null,
  ]);
  writer.data('status', { phase: 'done', answerMode });
}

/** What the research found, for the result's source flags and label; `leading` names come first. */
export function researchSources(
  retrieved: RetrievedEvidence,
  leading: readonly string[] = [],
): SearchResult['sources'] {
  const names = [
    ...leading,
    retrieved.articles.length > 0 ? 'PubMed' : null,
    retrieved.medlinePlus.length > 0 ? 'MedlinePlus' : null,
    retrieved.web.length > 0 ? 'Trusted health sites' : null,
  ].filter((name): name is string => name !== null);
  return {
    pubmed: retrieved.articles.length > 0,
    medlinePlus: retrieved.medlinePlus.length > 0,
    firecrawl: retrieved.web.length > 0,
    clinicalTrials: false,
    label: names.length > 0 ? names.join(', ') : 'No sources found',
  };
}
