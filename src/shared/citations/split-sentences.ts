/**
 * Sentences of the answer's prose, split the same way in the browser and on the server, so both
 * name a sentence by the same key. Runs once over the text (no expression backtracks).
 */

/** Stands for a citation marker inside a block's text; markers after a stop stay with its sentence. */
export const MARKER = '\uFFFC';

/** Stops that end a sentence only before a space (or the end): Latin, Arabic, Devanagari. */
const SPACED_STOPS = new Set(['.', '!', '?', '؟', '۔', '।', '॥', '።']);
/** Stops of scripts written without spaces between sentences: Chinese, Japanese, Khmer, Thai. */
const UNSPACED_STOPS = new Set(['。', '！', '？', '។', '๚']);
/** Closing quotes and brackets that belong to the sentence they end. */
const CLOSERS = new Set(['"', "'", ')', ']', '”', '’', '»', '」', '』', '）']);

/** Words whose trailing period does not end a sentence. */
const ABBREVIATIONS = new Set(
  'e.g i.e et al vs approx fig figs ref refs no nos dr mr mrs ms prof st vol incl resp cf ca min max mg ml dl'.split(
    ' ',
  ),
);

const isSpace = (char: string): boolean => /\s/.test(char);
const isLowerCase = (char: string): boolean => /\p{Ll}/u.test(char);

/** The word that ends at `end`, read backwards: only as far as the last space. */
function wordBefore(text: string, end: number): string {
  let from = end;
  while (from > 0 && !isSpace(text.charAt(from - 1)) && text.charAt(from - 1) !== MARKER) from -= 1;
  return text.slice(from, end);
}

/** A period after an abbreviation, an initial or inside a number is not a sentence end. */
function isFalseStop(text: string, at: number): boolean {
  if (text.charAt(at) !== '.') return false;
  if (/\d/.test(text.charAt(at + 1))) return true;
  const word = wordBefore(text, at)
    .replace(/^[("'“‘[]+/, '')
    .toLowerCase();
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word);
}

/**
 * Splits a block's text into sentences (each with its trailing spaces and markers). A sentence
 * ends at a stop followed by a space or the end; a stop followed by a lower-case word does not
 * end one ("et al. reported"). Markers and spaces after a stop belong to the sentence before.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let at = 0;
  while (at < text.length) {
    const char = text.charAt(at);
    const unspaced = UNSPACED_STOPS.has(char);
    if (!unspaced && !SPACED_STOPS.has(char)) {
      at += 1;
      continue;
    }
    let end = at + 1;
    while (
      end < text.length &&
      (SPACED_STOPS.has(text.charAt(end)) || UNSPACED_STOPS.has(text.charAt(end)))
    )
      end += 1;
    while (end < text.length && CLOSERS.has(text.charAt(end))) end += 1;
    const next = text.charAt(end);
    const endsHere =
      unspaced || next === '' || ((isSpace(next) || next === MARKER) && !isFalseStop(text, at));
    if (!endsHere) {
      at = end;
      continue;
    }
    let after = end;
    while (after < text.length && (isSpace(text.charAt(after)) || text.charAt(after) === MARKER))
      after += 1;
    // "et al. reported": a lower-case word after the stop continues the sentence.
    if (!unspaced && after < text.length && isLowerCase(text.charAt(after))) {
      at = after;
      continue;
    }
    sentences.push(text.slice(start, after));
    start = after;
    at = after;
  }
  if (start < text.length) sentences.push(text.slice(start));
  return sentences;
}
