/**
 * A search engine small enough for fakes: the words of a query that carry meaning, and the items
 * mentioning all of them (all but one for long queries), best first. "What are the symptoms of
 * type 2 diabetes?" finds texts on type 2 diabetes symptoms; an unrelated question finds nothing.
 */

const STOPWORDS = new Set([
  'about',
  'and',
  'are',
  'can',
  'does',
  'for',
  'from',
  'has',
  'have',
  'how',
  'into',
  'its',
  'not',
  'that',
  'the',
  'this',
  'was',
  'were',
  'what',
  'when',
  'which',
  'who',
  'why',
  'with',
  'you',
  'your',
  'all',
  'any',
  'there',
  'their',
  'they',
  'con',
  'cuál',
  'cuáles',
  'cómo',
  'del',
  'las',
  'los',
  'para',
  'por',
  'qué',
  'que',
  'son',
  'una',
  'uno',
]);

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A crude stem so "symptoms" matches "symptom" and "diabetes" matches itself; British spellings
 * ("hyperglycaemia", "anaemia", "haemoglobin") match American ones, as PubMed's own mapping does.
 */
export const stem = (word: string): string => {
  const lower = word.toLowerCase().replace(/aem/g, 'em');
  return lower.length > 4 && lower.endsWith('s') ? lower.slice(0, -1) : lower;
};

/**
 * The fake model's trigger words (FAKEMODELERROR...) choose how it fails, not what is asked: the
 * searches skip them, so a failing model is tried on a question whose sources were found (the
 * app asks no model about a question nothing was found for). Each is one word of capitals: a
 * word with underscores would be held back as an identifier (a handle) before it left the app.
 */
const withoutTriggers = (words: readonly string[]): string[] =>
  words.filter((word) => !word.startsWith('FAKEMODEL'));

export function queryTerms(query: string): string[] {
  const words = withoutTriggers(query.normalize('NFC').match(WORD) ?? []);
  const terms = words.filter((word) => word.length >= 3 && !STOPWORDS.has(word.toLowerCase()));
  return [...new Set(terms.map(stem))];
}

/**
 * The stemmed words of each text the fakes rank, computed once: fixture texts never change, and
 * tokenising the whole corpus per request made the fake, not the app, the bottleneck of a load bench.
 */
const wordsOfText = new Map<string, Set<string>>();
function wordsOf(text: string): Set<string> {
  let words = wordsOfText.get(text);
  if (!words) {
    words = new Set((text.normalize('NFC').match(WORD) ?? []).map(stem));
    wordsOfText.set(text, words);
  }
  return words;
}

export function rankByTerms<T>(
  terms: readonly string[],
  items: readonly T[],
  textOf: (item: T) => string,
): T[] {
  if (terms.length === 0) return [];
  const needed = terms.length <= 3 ? terms.length : terms.length - 1;
  return items
    .map((item, index) => {
      const words = wordsOf(textOf(item));
      return { item, index, score: terms.filter((term) => words.has(term)).length };
    })
    .filter((entry) => entry.score >= needed)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
