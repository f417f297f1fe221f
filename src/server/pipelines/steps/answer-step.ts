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
import { announceReferences } from './announce-references.ts';
import { finishSearch } from './finish-search.ts';
import { trackSourceProgress, type ReportSource } from './source-progress.ts';
import { translateQuery, type TranslatedQuery } from './query/translate-query.ts';
import type { RetrievedEvidence } from './retrieve-evidence.ts';
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
  /** The model's prompt; null when the fallback is the answer even with a model (nothing found). */
  prompt(gathered: G): { system: string; prompt: string } | null;
  /** The answer written without a model: built from the evidence itself. */
  fallback(gathered: G): string;
  modelFailure: {
    /** Logged (without user text) when the model fails. */
    log: string;
    /** The user-facing error streamed instead of a result. */
    text: string;
    /** Adds one line under the text saying why the model failed. */
    explainCause?: boolean;
  };
  /** Longer than an ordinary answer for lab and image analyses (SPEC.md section 9). */
  maxTokens?: number;
  sources(gathered: G): SearchResult['sources'];
  trials?(gathered: G): Trial[];
  /** Question chips after the result; answers get them, listings do not. */
  followUps: boolean;
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
  const answerMode: AnswerMode = deps.llm ? 'ai-summary' : 'evidence-excerpts';
  const progress = trackSourceProgress(plan.asking ?? [], (fields) =>
    writer.data('status', { phase: 'searching', answerMode, ...fields }),
  );
  writer.data('status', { phase: 'searching', answerMode, ...progress.fields() });
  const emergency = plan.checkEmergency && warnOnEmergency(request.query, request.language, writer);

  const query = plan.translate
    ? (await translate(deps.llm, request.query, request.language, signal)).query
    : request.query;
  const gathered = await plan.gather(query, progress.report);
  if (gathered === null || signal.aborted) return;

  const references = gathered.evidence.map((item) => item.reference);
  announceReferences(references, gathered.retrieved, writer, answerMode, progress.fields());
  plan.beforeAnswer?.(gathered, answerMode, writer);

  const prompt = deps.llm ? plan.prompt(gathered) : null;
  let answer: string;
  if (deps.llm && prompt) {
    const streamed = await streamModelAnswer(
      deps.llm,
      {
        ...prompt,
        maxTokens: plan.maxTokens,
        failureLog: plan.modelFailure.log,
        errorText: plan.modelFailure.text,
        explainCause: plan.modelFailure.explainCause,
      },
      writer,
      deps.logger,
      signal,
    );
    if (streamed === null) return;
    answer = streamed;
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
      followUps: plan.followUps,
    },
    deps,
    writer,
    signal,
  );
}
