import {
  LIMITS,
  type CitationQuotes,
  type CitationSupport,
  type Language,
} from '../../../../contract/index.ts';
import type { EvidenceItem, Llm } from '../../../llm/index.ts';
import type { Logger } from '../../../logger.ts';
import { termsOf } from './claim-terms.ts';
import {
  clipQuote,
  findSupport,
  isVerbatim,
  prepareSource,
  type MatchOptions,
  type PreparedSource,
} from './find-support.ts';
import { buildQuotePrompt, quoteReplySchema, type QuoteQuestion } from './quote-prompt.ts';
import { readCitedSentences } from '../../../../shared/citations/index.ts';

export interface QuoteCitationsInput {
  /** The answer as streamed, markdown with [n] markers. */
  answer: string;
  evidence: readonly EvidenceItem[];
  language: Language;
  /** The English search query: the topic a sentence in another language is about. */
  englishQuery: string;
}

export interface QuoteCitationsDeps {
  llm: Llm | null;
  logger: Logger;
}

/** What one model call may be asked: a long answer's unmatched claims, not an unbounded list. */
const MODEL_QUESTIONS_MAX = 12;
const MODEL_TIMEOUT_MS = 20_000;
/** A source's text as far as the model sees it when quoting. */
const MODEL_SOURCE_CHARS = LIMITS.abstractPromptChars;

interface Pending {
  support: CitationSupport;
  claim: string;
  source: PreparedSource;
}

/**
 * For every cited sentence of the answer, the words of each cited source that support it. Word
 * matching first (per-language normalisation, numbers that must agree); with a model, the claims
 * it could not stand behind are asked of the model, whose quotes are kept only if they are
 * verbatim in the source. Runs after the answer is complete, so it never delays the answer.
 */
export async function quoteCitations(
  input: QuoteCitationsInput,
  deps: QuoteCitationsDeps,
  signal: AbortSignal,
): Promise<CitationQuotes> {
  const texts = new Map(input.evidence.map((item) => [item.reference.n, item.text]));
  const prepared = new Map<number, PreparedSource>();
  const sourceFor = (n: number): PreparedSource | undefined => {
    const text = texts.get(n);
    if (text === undefined) return undefined;
    let source = prepared.get(n);
    if (!source) {
      source = prepareSource(text);
      prepared.set(n, source);
    }
    return source;
  };
  const options: MatchOptions = {
    crossLanguage: input.language !== 'en',
    queryTerms: termsOf(input.englishQuery),
  };

  const pending: Pending[] = [];
  const sentences: CitationQuotes['sentences'] = [];
  for (const sentence of readCitedSentences(input.answer)) {
    const citations: CitationSupport[] = [];
    for (const n of sentence.numbers) {
      const source = sourceFor(n);
      if (!source) continue;
      const verdict = findSupport(sentence.text, source, options);
      const support: CitationSupport = { n, quote: verdict.supported ? verdict.quote : null };
      citations.push(support);
      // A wrong number is settled: no quote can make the source say it.
      if (!verdict.supported && verdict.reason !== 'number') {
        pending.push({ support, claim: sentence.text, source });
      }
    }
    if (citations.length > 0)
      sentences.push({ key: sentence.key, citations: citations.slice(0, 20) });
  }
  if (deps.llm && pending.length > 0 && !signal.aborted) {
    await askModel(deps.llm, pending.slice(0, MODEL_QUESTIONS_MAX), texts, deps.logger, signal);
  }
  return { sentences: sentences.slice(0, 300) };
}

/** Fills in the quotes the model finds and that really are words of their source. */
async function askModel(
  llm: Llm,
  pending: readonly Pending[],
  texts: ReadonlyMap<number, string>,
  logger: Logger,
  signal: AbortSignal,
): Promise<void> {
  const questions: QuoteQuestion[] = pending.map((item, i) => ({
    id: i + 1,
    claim: item.claim,
    n: item.support.n,
    source: (texts.get(item.support.n) ?? '').slice(0, MODEL_SOURCE_CHARS),
  }));
  try {
    const { system, prompt } = buildQuotePrompt(questions);
    const reply = await llm.generateObject({
      role: 'fast',
      system,
      prompt,
      schema: quoteReplySchema,
      temperature: 0,
      maxTokens: 1200,
      timeoutMs: MODEL_TIMEOUT_MS,
      maxRetries: 1,
      signal,
    });
    let kept = 0;
    for (const { id, quote } of reply.quotes) {
      const item = pending[id - 1];
      if (!item || quote === null) continue;
      if (!isVerbatim(quote, item.source)) continue;
      item.support.quote = clipQuote(quote.replace(/\s+/g, ' ').trim());
      kept += 1;
    }
    logger.info({ asked: questions.length, kept }, 'citation quotes checked by the model');
  } catch (error) {
    if (signal.aborted) return;
    logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'quoting by the model failed; word matching stands',
    );
  }
}
