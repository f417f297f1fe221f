/**
 * Condition keywords the registry search looks for first (SPEC.md section 9: "a known list of
 * about 27 condition keywords"). Multi-word names come before the single words they contain.
 */
export const CONDITION_KEYWORDS = [
  'breast cancer',
  'lung cancer',
  'prostate cancer',
  'colorectal cancer',
  'pancreatic cancer',
  'heart failure',
  'multiple sclerosis',
  'type 2 diabetes',
  'type 1 diabetes',
  'cancer',
  'melanoma',
  'leukemia',
  'lymphoma',
  'myeloma',
  'glioblastoma',
  'tumor',
  'diabetes',
  'hypertension',
  'asthma',
  'copd',
  'alzheimer',
  'parkinson',
  'epilepsy',
  'depression',
  'obesity',
  'arthritis',
  'hiv',
  'hepatitis',
  'stroke',
] as const;

/** Up to 3 key terms (SPEC.md section 9). */
export const MAX_KEY_TERMS = 3;
const MAX_FALLBACK_WORDS = 5;

const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'trial',
  'trials',
  'study',
  'studies',
  'clinical',
  'patient',
  'patients',
  'who',
  'what',
  'are',
  'any',
  'year',
  'old',
  'after',
  'near',
  'about',
  'from',
  'woman',
  'man',
  'women',
  'men',
  'have',
  'has',
  'had',
  'that',
  'this',
  'there',
  'find',
]);

/**
 * The condition terms of a registry query: known condition keywords found in the question (a
 * keyword inside a longer one already found is skipped), else up to 5 words longer than 2
 * characters; at most 3 terms either way.
 */
export function conditionTerms(query: string): string[] {
  const text = ` ${query
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  const found: string[] = [];
  for (const keyword of CONDITION_KEYWORDS) {
    if (!text.includes(` ${keyword}`)) continue;
    if (found.some((term) => term.includes(keyword))) continue;
    found.push(keyword);
  }
  if (found.length > 0) return found.slice(0, MAX_KEY_TERMS);
  const words = text
    .trim()
    .split(' ')
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .slice(0, MAX_FALLBACK_WORDS);
  return words.slice(0, MAX_KEY_TERMS);
}

/** The registry's `query.cond` expression: terms joined with OR so any of them matches. */
export const conditionQuery = (terms: readonly string[]): string =>
  terms.map((term) => (term.includes(' ') ? `"${term}"` : term)).join(' OR ');

/**
 * A location the registry's query syntax cannot misread: brackets, parentheses, quotes and other
 * operators become spaces (an unbalanced one makes the registry answer 400 'Error parsing
 * query'), and the boolean operators AND, OR and NOT are lowercased into plain words
 * ('Portland OR'). Letters of any script, digits, commas, periods, apostrophes and hyphens stay.
 */
export function cleanLocation(location: string): string {
  return location
    .replace(/[^\p{L}\p{N}\s,.'-]/gu, ' ')
    .replace(/\b(AND|OR|NOT)\b/g, (word) => word.toLowerCase())
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.'-]+|(?<![\s,.'-])[\s,.'-]+$/g, '');
}
