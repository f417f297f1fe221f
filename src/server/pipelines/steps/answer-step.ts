import type {
  AnswerMode,
  KnowledgeLevel,
  ProgressSource,
  SearchRequest,
  SearchResult,
  Trial,
} from '../../../contract/index.ts';
import type { EvidenceItem } from '../../llm/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { announceGenerating, announceReferences } from './announce-references.ts';
import { finishSearch } from './finish-search.ts';
import { trackSourceProgress, type ReportSource } from './source-progress.ts';
import { translateQuery, type TranslatedQuery } from './query/translate-query.ts';
import type { RetrievedEvidence } from './retrieve-evidence.ts';
import {
  modelFallbackNotice,
  withModelFailureCause,
  type ErrorDetail,
} from './model-failure-cause.ts';
import { streamModelAnswer } from './stream-model-answer.ts';
import { traced } from './traced.ts';
import { warnOnEmergency } from './warn-on-emergency.ts';

/** What every type's evidence gathering hands on: the numbered evidence the answer cites. */
export interface Gathered {
  evidence: readonly EvidenceItem[];
  /** What each source found and which were down, for the status; absent for the trial registry. */
  retrieved?: RetrievedEvidence;
}

/** How one search type plugs into the shared flow. Built per request; `G` is what it gathered. */
export interface AnswerPlan<G extends Gathered> {
  /** The level the answer is written at and the result records. */
  level: KnowledgeLevel;
  /** SPEC.md section 4: no emergency warnings for USMLE preparation or clinical trials. */
  checkEmergency: boolean;
  /** Turn the question into an English search query before gathering. */
  translate: boolean;
  /**
   * The sources this search will really ask, announced in the first status so the person waiting
   * sees what is being searched; `gather` reports each one as it settles. Absent: none announced.
   */
  asking?: ProgressSource[];
  /**
   * Finds and numbers the evidence, streaming what is known early (the lab table, the trials).
   * Gets the English query when the plan translates, else the question as asked. Null stops the
   * search: the reason is on the stream already, or the client went away.
   */
  gather(query: string, report: ReportSource): Promise<G | null>;
  /** Streamed after the references and before the answer, and not part of it (an outage notice). */
  beforeAnswer?(gathered: G, answerMode: AnswerMode, writer: SearchStreamWriter): void;
  /**
   * The model's prompt; null when the fallback is the answer even with a model (nothing found:
   * a health answer without evidence is what the product exists to avoid).
   */
  prompt(gathered: G): { system: string; prompt: string } | null;
  /** The answer written without a model: built from the evidence itself. */
  fallback(gathered: G): string;
  /**
   * The fallback was written by the model (the image description), so using it keeps the answer
   * mode 'ai-summary'; every other fallback is the sources' own words, 'evidence-excerpts'.
   */
  fallbackByModel?: boolean;
  modelFailure: {
    /** Logged (without user text) when the model fails. */
    log: string;
    /**
     * The user-facing error streamed instead of a result: when the model fails after its answer
     * began (a cut-off answer could mislead) or when the plan does not fall back.
     */
    text: string;
    /** Adds one line under the text saying why the model failed. */
    explainCause?: boolean;
    /** What that line adds to the HTTP status (SPEC.md section 8): lab the body, image the text. */
    causeDetail?: ErrorDetail;
    /**
     * When the model fails before its first word, write the fallback instead, as excerpts, under
     * one line saying why. False where the fallback says nothing worth reading on its own.
     */
    fallBack: boolean;
    /** Opens that line: the type's own fixed failure text (the trial summary's). */
    fallbackLead?: string;
  };
  /** Longer than an ordinary answer for lab and image analyses (SPEC.md section 9). */
  maxTokens?: number;
  sources(gathered: G): SearchResult['sources'];
  trials?(gathered: G): Trial[];
  /** Question chips after the result, fitting the search type; not when nothing was found. */
  followUps: boolean | ((gathered: G) => boolean);
}

/** Translation is recorded as its own step, with the model call it makes nested under it. */
const translate = traced<Parameters<typeof translateQuery>, TranslatedQuery>(
  'translation',
  translateQuery,
  {
    inputs: (_llm, query, language) => ({ query, language }),
    outputs: (result) => ({ query: result.query, translated: result.translated }),
  },
);

/**
 * The middle every search type shares: status, emergency warning, evidence, references, then the
 * model's answer streamed (or the evidence-only answer), then the result and its follow-ups.
 */
export async function runAnswerStep<G extends Gathered>(
  request: SearchRequest,
  plan: AnswerPlan<G>,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const searchingMode: AnswerMode = deps.llm ? 'ai-summary' : 'evidence-excerpts';
  const progress = trackSourceProgress(plan.asking ?? [], (fields) =>
    writer.data('status', { phase: 'searching', answerMode: searchingMode, ...fields }),
  );
  writer.data('status', { phase: 'searching', answerMode: searchingMode, ...progress.fields() });
  const emergency = plan.checkEmergency && warnOnEmergency(request.query, request.language, writer);

  const query = plan.translate
    ? (await translate(deps.llm, request.query, request.language, signal)).query
    : request.query;
  const gathered = await plan.gather(query, progress.report);
  if (gathered === null || signal.aborted) return;

  const prompt = deps.llm ? plan.prompt(gathered) : null;
  let answerMode: AnswerMode =
    deps.llm && (prompt || plan.fallbackByModel) ? 'ai-summary' : 'evidence-excerpts';
  const references = gathered.evidence.map((item) => item.reference);
  announceReferences(references, gathered.retrieved, writer, answerMode, progress.fields());
  plan.beforeAnswer?.(gathered, answerMode, writer);

  let answer: string;
  let finishDeps = deps;
  if (deps.llm && prompt) {
    const streamed = await streamModelAnswer(
      deps.llm,
      { ...prompt, maxTokens: plan.maxTokens, failureLog: plan.modelFailure.log },
      writer,
      deps.logger,
      signal,
    );
    if (streamed === null) return;
    if (streamed.ok) {
      answer = streamed.answer;
    } else {
      const failure = plan.modelFailure;
      // Text already on screen cannot be taken back: an answer cut off mid-sentence could
      // mislead, so it ends as SPEC.md's search error (which the client shows in its place).
      if (streamed.streamedChars > 0 || !failure.fallBack) {
        writer.error(
          failure.explainCause
            ? withModelFailureCause(failure.text, streamed.error, failure.causeDetail)
            : failure.text,
        );
        return;
      }
      answerMode = 'evidence-excerpts';
      announceGenerating(gathered.retrieved, writer, answerMode, progress.fields());
      writer.text(
        modelFallbackNotice(streamed.error, {
          lead: failure.fallbackLead,
          detail: failure.causeDetail,
          language: request.language,
        }),
      );
      answer = plan.fallback(gathered);
      writer.text(answer);
      // The model just failed: the chips and the quote search would only wait on it again.
      finishDeps = { ...deps, llm: null };
    }
  } else {
    answer = plan.fallback(gathered);
    writer.text(answer);
  }
  await finishSearch(
    request,
    {
      answer,
      references,
      evidence: gathered.evidence,
      englishQuery: query,
      answerMode,
      level: plan.level,
      sources: plan.sources(gathered),
      emergency,
      trials: plan.trials?.(gathered),
      followUps: typeof plan.followUps === 'function' ? plan.followUps(gathered) : plan.followUps,
    },
    finishDeps,
    writer,
    signal,
  );
}
