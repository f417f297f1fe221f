/**
 * Folds Arabic typed in Latin letters and digits (Arabizi, Franco-Arabic) to one spelling per
 * word, so a concept written once covers the ways people type it. Runs after
 * `normaliseForMatching` (lower case) and only for the rules that ask for it: folding English or
 * Hindi the same way would merge words that differ.
 *
 * - The digits that stand for letters, inside a word: 5 and 7' for kh (خ), 3' for gh (غ), 7 for h
 *   (ح), 6 for t (ط); 2 and the apostrophe (hamza, and the qaf Cairo and Beirut drop: 2alb = alb)
 *   are dropped; 3 (ع) stays as it is, and 8 and 9 stay too: 9 is ص in the Gulf but ق in the
 *   Maghreb, 8 is ق or غ, so the rules spell those words both ways. A number standing alone
 *   ("40", "10 da2aye2") is left as a number.
 * - French-style spellings of the Maghreb: ch for sh, dj for j, ou for u.
 * - Vowels, which nobody writes the same way twice: e and i are one vowel, o and u another, and
 *   a run of one vowel is one vowel (mesh = mish, 3ayez = 3ayiz, sedri = sidri, mout = mut).
 * - Doubled letters are one letter (atnaffas = atnafas, keteer = kitir).
 *
 * Linear: one pass of fixed replacements over each word, no backtracking.
 */
const LATIN_WORD = /[a-z0-9']+/g;
const HAS_LETTER = /[a-z]/;

function foldWord(word: string): string {
  return word
    .replace(/3'/g, 'gh')
    .replace(/7'/g, 'kh')
    .replace(/5/g, 'kh')
    .replace(/7/g, 'h')
    .replace(/6/g, 't')
    .replace(/[2']/g, '')
    .replace(/ch/g, 'sh')
    .replace(/dj/g, 'j')
    .replace(/[ei]+/g, 'i')
    .replace(/[ou]+/g, 'u')
    .replace(/a+/g, 'a')
    .replace(/([a-z])\1+/g, '$1');
}

/** Every Latin word of the text folded; numbers, spaces and other scripts as they were. */
export function foldArabizi(text: string): string {
  return text.replace(LATIN_WORD, (word) => (HAS_LETTER.test(word) ? foldWord(word) : word));
}

/**
 * Arabizi's digit letters: between Latin letters ("wa2ef"), before three ("3ando", "2albi": not
 * "5mg" or "2nd"), or ending a word ("waga3").
 */
const DIGIT_LETTER = /[a-z][23578][a-z]|(?<![a-z0-9])[2357][a-z]{3}|[a-z]{2}[37](?![a-z0-9])/;

/** Whether a text has a word only Arabizi writes (a digit for a letter), not just numbers. */
export const looksArabizi = (text: string): boolean => DIGIT_LETTER.test(text);

/** The syntax of `phrase-pattern.ts`, whose literal parts are folded and the rest kept. */
const SYNTAX = /( \.\. |[()|?*])/;

/** A rule phrase written as people type it, folded as `foldArabizi` folds the text. */
export const foldPhrase = (phrase: string): string =>
  phrase
    .split(SYNTAX)
    .map((part) => (SYNTAX.test(part) ? part : foldArabizi(part)))
    .join('');
