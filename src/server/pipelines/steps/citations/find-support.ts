import { QUOTE_MAX_CHARS, shortenQuote } from '../../../../contract/index.ts';
import { splitPassages } from '../evidence-answer/split-passages.ts';
import { termsOf, type Terms } from './claim-terms.ts';

/** A source read once for all the sentences that cite it. */
export interface PreparedSource {
  /** Its sentences, markup gone, whitespace collapsed: what quotes are taken from. */
  passages: string[];
  terms: Terms[];
  /** Every number anywhere in the source: a measured number in a claim must be one of them. */
  numbers: Set<string>;
  /** The passages joined and folded, to check a quote someone else picked is really there. */
  folded: string;
}

/** Quote marks, dashes and spaces written differently in the source and in a copied quote. */
export const foldForComparison = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”«»„]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

export function prepareSource(text: string): PreparedSource {
  const passages = splitPassages(text).map((passage) => passage.text);
  const terms = passages.map(termsOf);
  const numbers = new Set(terms.flatMap((t) => [...t.allNumbers]));
  return { passages, terms, numbers, folded: foldForComparison(passages.join(' ')) };
}

export interface MatchOptions {
  /** The answer is not in English: words are compared through their cross-language stems. */
  crossLanguage: boolean;
  /** The English search query's terms, which tell a foreign-language sentence's topic. */
  queryTerms?: Terms;
}

export type SupportVerdict =
  | { supported: true; quote: string; score: number }
  /**
   * `number`: a measured number of the claim (with its unit) is nowhere in the source;
   * `contradiction`: the passage negates what the claim states; `overreach`: the claim is absolute
   * ("all", "proves", "cures") where the passage is not.
   */
  | {
      supported: false;
      reason: 'number' | 'no-passage' | 'no-terms' | 'contradiction' | 'overreach';
    };

const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let count = 0;
  for (const item of a) if (b.has(item)) count += 1;
  return count;
};

const union = (a: Terms, b: Terms): Terms => ({
  words: new Set([...a.words, ...b.words]),
  cognates: new Set([...a.cognates, ...b.cognates]),
  numbers: new Set([...a.numbers, ...b.numbers]),
  allNumbers: new Set([...a.allNumbers, ...b.allNumbers]),
  negated: a.negated || b.negated,
  negatedTerms: new Set([...a.negatedTerms, ...b.negatedTerms]),
  assertedTerms: new Set([...a.assertedTerms, ...b.assertedTerms]),
  absolutes: new Set([...a.absolutes, ...b.absolutes]),
  directions: new Set([...a.directions, ...b.directions]),
  hedged: a.hedged || b.hedged,
});

/** Cut at a word boundary so the quote stays words of the source; the ellipsis says it goes on. */
export const clipQuote = (text: string): string => shortenQuote(text, QUOTE_MAX_CHARS);

interface Scored {
  coverage: number;
  matched: number;
  score: number;
  /** Every measured number of the claim is in the passage. */
  numbersIn: boolean;
}

function score(claim: Terms, passage: Terms, options: MatchOptions): Scored {
  const numbers = overlap(claim.numbers, passage.allNumbers);
  const words = overlap(claim.words, passage.words);
  const cognates = options.crossLanguage ? overlap(claim.cognates, passage.cognates) : 0;
  const size = options.crossLanguage
    ? Math.max(claim.cognates.size, 1) + 2 * claim.numbers.size
    : claim.words.size + 2 * claim.numbers.size;
  const matched = Math.max(words, cognates) + 2 * numbers;
  const coverage = size === 0 ? 0 : matched / size;
  const query = options.queryTerms;
  const topic =
    options.crossLanguage && query && query.words.size > 0
      ? overlap(query.words, passage.words) / query.words.size
      : 0;
  return {
    coverage,
    matched: Math.max(words, cognates) + numbers,
    score: coverage + topic / 2,
    numbersIn: numbers === claim.numbers.size,
  };
}

/** Whether the best passage is good enough to stand behind the claim. */
function isSupport(best: Scored, claim: Terms, options: MatchOptions): boolean {
  if (!best.numbersIn) return false;
  if (options.crossLanguage) return best.matched >= 1 && best.score >= 0.4;
  const needed = Math.min(2, claim.words.size + claim.numbers.size);
  return best.matched >= needed && best.coverage >= 0.5;
}

/**
 * The passage of the source that best supports the claim: a sentence, or two running on when no
 * one sentence is enough and together they cover clearly more of it. None when a measured number of the claim is not in the
 * source at all, or when no passage covers enough of the claim's terms.
 */
export function findSupport(
  claim: string,
  source: PreparedSource,
  options: MatchOptions,
): SupportVerdict {
  const claimTerms = termsOf(claim);
  if (claimTerms.words.size === 0 && claimTerms.numbers.size === 0) {
    return { supported: false, reason: 'no-terms' };
  }
  for (const number of claimTerms.numbers) {
    if (!source.numbers.has(number)) return { supported: false, reason: 'number' };
  }
  const singles = source.terms.map((terms) => score(claimTerms, terms, options));
  let best: (Scored & { from: number; to: number }) | undefined;
  singles.forEach((single, i) => {
    if (!best || single.score > best.score) best = { ...single, from: i, to: i + 1 };
  });
  // Two sentences only when no one sentence is enough and together they clearly say more.
  if (best && !isSupport(best, claimTerms, options))
    singles.forEach((single, i) => {
      const next = singles[i + 1];
      const nextTerms = source.terms[i + 1];
      const terms = source.terms[i];
      if (!next || !nextTerms || !terms || !best) return;
      const pair = score(claimTerms, union(terms, nextTerms), options);
      if (pair.score > Math.max(single.score, next.score) + 0.15 && pair.score > best.score) {
        best = { ...pair, from: i, to: i + 2 };
      }
    });
  if (!best || !isSupport(best, claimTerms, options)) {
    return { supported: false, reason: 'no-passage' };
  }
  const quote = source.passages.slice(best.from, best.to).join(' ');
  // A heading ("Potassium and kidney disease.") names a topic; it supports no statement.
  if (quote.split(' ').length < MIN_QUOTE_WORDS) return { supported: false, reason: 'no-passage' };
  const window = source.terms.slice(best.from, best.to).reduce(union);
  const conflict = conflictWith(claimTerms, window, options);
  if (conflict) return { supported: false, reason: conflict };
  return { supported: true, quote: clipQuote(quote), score: best.score };
}

const MIN_QUOTE_WORDS = 5;

/**
 * What words alone can tell of a passage that shares a claim's words but not its meaning: it
 * negates what the claim states (a negation in the passage reaching at least two of the claim's
 * terms, one of them only there, or its significance, while the claim has none), it states the opposite direction, or the
 * claim is absolute, or certain, where the passage is not (a cause for an association).
 */
function conflictWith(
  claim: Terms,
  passage: Terms,
  options: MatchOptions,
): 'contradiction' | 'overreach' | undefined {
  if (!claim.negated) {
    const own = options.crossLanguage ? claim.cognates : claim.words;
    // "reduced preterm preeclampsia but did not reduce term preeclampsia": only what the passage
    // says solely under the negation ("term") tells which claim it contradicts.
    const deniedOnly = new Set(
      [...passage.negatedTerms].filter((term) => !passage.assertedTerms.has(term)),
    );
    if (overlap(own, passage.negatedTerms) >= 2 && overlap(own, deniedOnly) >= 1) {
      return 'contradiction';
    }
    // "significantly lowered" against "not statistically significant".
    if (claim.words.has('SIGNIFICANT') && passage.negatedTerms.has('SIGNIFICANT')) {
      return 'contradiction';
    }
  }
  // "higher risk" against a passage that only says "lower".
  for (const direction of claim.directions) {
    if (
      claim.directions.size === 1 &&
      passage.directions.size === 1 &&
      !passage.directions.has(direction)
    ) {
      return 'contradiction';
    }
  }
  for (const absolute of claim.absolutes) {
    if (!passage.absolutes.has(absolute)) return 'overreach';
  }
  // "prevents deaths" where the source says "was associated with lower mortality".
  if (passage.hedged && !claim.hedged && !claim.negated) return 'overreach';
  return undefined;
}

const QUOTE_MARKS = new Set(['"', "'", '“', '”']);

/** The quote without the quotation marks around it; a loop, as an expression here backtracks. */
function trimQuoteMarks(quote: string): string {
  let start = 0;
  let end = quote.length;
  while (start < end && QUOTE_MARKS.has(quote.charAt(start))) start += 1;
  while (end > start && QUOTE_MARKS.has(quote.charAt(end - 1))) end -= 1;
  return quote.slice(start, end);
}

/** A quote picked elsewhere (by the model) is only kept if it is really words of the source. */
export function isVerbatim(quote: string, source: PreparedSource): boolean {
  const folded = foldForComparison(trimQuoteMarks(quote).replace(/(?:…|\.\.\.)$/, ''));
  return folded.split(' ').length >= 3 && source.folded.includes(folded);
}
