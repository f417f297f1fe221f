import { isEponymUse, isKnownEponym } from './eponym-use.ts';
import { WORD_NAMES } from './given-names.ts';
import {
  ARTICLES,
  KIN_WORDS,
  MEDICAL_WORDS,
  OF_WORDS,
  PARTICLES,
  STOP_WORDS,
  TITLES,
} from './name-vocabulary.ts';

/*
 * A name found in lower case ('my husband juan carlos ortega', 'mein freund tobi') is written so
 * again later ('juan carlos is scared', 'tobi hat angst'): the writer does not capitalise names,
 * so the sweep for the rest of the text must take its words in any case. Words of the language
 * and terms stay: a word that is no one's name here ('une pierre de 6 mm', 'by the grace of god',
 * 'graves disease', 'síndrome de down') is left where a determiner or a disease word says so.
 */

/**
 * Words before a noun in the six languages, and copulas before an adjective: after one, a name
 * that is also a word ('rose', 'grace', 'pierre', 'mercedes') is the word ('die haut ist rosa').
 * The Portuguese and Catalan personal articles 'o' and 'a' are left out ('o rui anda cansado' is
 * a person); 'a' counts in English text ('like a lily pad').
 */
const NOUN_MARKERS = new Set(
  `the an this that these those my your his her its our their some any no every each another
  by of with for to from at on in into as such what which
  el la los las un una unos unas este esta ese esa estos estas mi tu su sus mis nuestro nuestra
  de del en con por para al sin
  le les un une des ce cet cette ces mon ton son ma ta sa mes tes ses notre votre leur leurs du
  au aux avec pour par sur dans sans d' l'
  der die das den dem des ein eine einen einem einer eines mein meine dein deine sein seine ihr
  ihre unser unsere kein keine mit von zu im am vom zum zur für auf aus bei
  il lo gli un uno una mio mia tuo tua suo sua del della dei delle di da in con per su sul sulla
  nel nella un' l'
  is are was were be ist sind war waren es está están estaba era eran est sont était è sono
  erano é são estava fica ficou bleibt wird become became turned turns
  os as um uma uns umas meu minha teu tua seu sua do da dos das em no na nos nas com pela pelo
  num numa`.split(/\s+/),
);

const WORD_BEFORE = /([\p{L}\p{M}]{1,20}['’]?)[ \t\u00a0]{1,3}$/u;
const ELIDED_BEFORE = /(?<![\p{L}\p{M}])([dlDL]['’])$/u;

const ENGLISH_WORDS = /(?<![\p{L}])(?:the|and|is|my|with|has|of|it|was)(?![\p{L}])/giu;
const ROMANCE_A_WORDS =
  /(?<![\p{L}])(?:o|os|as|que|não|com|é|e|um|uma|da|do|la|el|és|amb)(?![\p{L}])/giu;

let lastText: string | undefined;
let lastEnglish = false;

/**
 * Whether the text reads as English, where 'a' is the indefinite article ('like a lily pad').
 * Counted once per text (the sweep asks for each 'a' before a word-name): linear.
 */
export function readsEnglish(text: string): boolean {
  if (text !== lastText) {
    lastText = text;
    lastEnglish =
      (text.match(ENGLISH_WORDS)?.length ?? 0) > (text.match(ROMANCE_A_WORDS)?.length ?? 0);
  }
  return lastEnglish;
}

/** Whether a determiner, article or preposition stands right before `start`. */
function nounMarkerBefore(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 24), start);
  const elided = ELIDED_BEFORE.exec(before)?.[1];
  if (elided !== undefined) return true;
  const word = WORD_BEFORE.exec(before)?.[1]?.toLowerCase().replace('’', "'");
  if (word === 'a') return readsEnglish(text);
  return word !== undefined && NOUN_MARKERS.has(word);
}

/** Whether a word may be swept in lower case at all: no function word, term or eponym. */
export const mayBeLowerCaseName = (key: string): boolean =>
  key.length >= 2 &&
  ![STOP_WORDS, MEDICAL_WORDS, PARTICLES, OF_WORDS, ARTICLES, TITLES, KIN_WORDS].some((list) =>
    list.has(key),
  );

/**
 * Whether the lower-case word at [start, end) is the person found earlier: not a disease's or a
 * term's word there, and for a name that is also a word, no determiner before it.
 */
export function isLowerCaseMention(text: string, start: number, end: number): boolean {
  const key = text.slice(start, end).toLowerCase();
  if (!mayBeLowerCaseName(key) || isEponymUse(text, start, end)) return false;
  // 'bell's palsy', 'graves' disease': an eponym in the possessive is the disease.
  if (isKnownEponym(key) && /^['’]/u.test(text.slice(end, end + 1))) return false;
  return !((WORD_NAMES.has(key) || isKnownEponym(key)) && nounMarkerBefore(text, start));
}

/** A bracket, a quote or a nickname's cue, and an article right before a word: '(el chino)', 'alias el chino'. */
const NICKNAME_ARTICLE =
  /(?:[("“«'‘]|(?<![\p{L}])(?:alias|aka|detto|detta|dit|dite|genannt|apodad[oa]|llamad[oa]|chamad[oa]|called|nicknamed)[ \t]{1,2})[ \t]{0,2}(?:o|a|el|la|il|lo|le|the|der|die)[ \t]{1,2}$/iu;

const PLACEHOLDERS = /(\[(?:NAME|DATE|AGE|ADDRESS|PHONE|EMAIL|ID|URL|IP|SSN)\])/;
const LOWER_WORD = /(?<![\p{L}\p{M}])\p{Ll}[\p{L}\p{M}'’]{1,30}/gu;

/**
 * The words of names the writer wrote in lower case: the lower-case words of the original text
 * that a [NAME] now stands for, whichever rule took them ('mein freund tobi' -> 'tobi'), found by
 * laying the redacted text's literal pieces over the original in order (redaction only replaces
 * spans). Linear: each piece is looked for once, from where the last one ended.
 */
export function lowerCaseNameWords(original: string, redacted: string): Set<string> {
  const found = new Set<string>();
  if (!redacted.includes('[NAME]')) return found;
  const pieces = redacted.split(PLACEHOLDERS);
  let at = 0;
  let pending = false;
  for (const piece of pieces) {
    if (PLACEHOLDERS.test(piece) && piece.length <= 9) {
      pending = piece === '[NAME]';
      continue;
    }
    const next = piece === '' ? at : original.indexOf(piece, at);
    // The pieces no longer line up (a rule rewrote more than a span): stop, keep what was read.
    if (next === -1) return found;
    if (pending) {
      for (const match of original.slice(at, next).matchAll(LOWER_WORD)) {
        const key = match[0].replace(/['’]$/u, '');
        // '(la flaca)': a describing word taken as a nickname is no name elsewhere ('estoy flaca').
        const start = at + match.index;
        if (NICKNAME_ARTICLE.test(original.slice(Math.max(0, start - 24), start))) continue;
        if (mayBeLowerCaseName(key)) found.add(key);
      }
    }
    pending = false;
    at = next + piece.length;
  }
  return found;
}

/** A word without case or accents, as clipped forms are compared. */
export const bareKey = (word: string): string =>
  word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** Endings of pet forms made from a name's start ('tobi' from 'tobias', 'Steffi', 'Luisito'). */
const PET_ENDINGS = ['', 'i', 'y', 'ie', 'e', 'o', 'a', 'ito', 'ita', 'inho', 'inha', 'chen', 'le'];

/** Short words that are the start of common names yet words of the six languages. */
export const CLIP_WORDS = new Set(
  `vale mark rich sole pati anto fran cris marc bene pier gian juli seba dani dave elle fede
  tina vero ange luca`.split(/\s+/),
);

const TEXT_WORD = /(?<![\p{L}\p{M}])\p{L}[\p{L}\p{M}]{2,19}(?![\p{L}\p{M}])/gu;

/**
 * Words of `text` that are a clipped or pet form of a given name found in it: 'tobi' after
 * 'tobias', 'Steffi' after 'Stefanie', 'giò' after 'giovanna'. Each maps to the part it shortens.
 * A clip keeps at least three letters of the name, four unless it has an accent, and is no
 * common or medical word.
 */
export function clippedForms(
  text: string,
  parts: ReadonlySet<string>,
  isGiven: (key: string) => boolean,
): Map<string, string> {
  const bases = [...parts].filter((part) => part.length >= 5 && isGiven(part)).map(bareKey);
  const clips = new Map<string, string>();
  if (bases.length === 0) return clips;
  for (const word of text.match(TEXT_WORD) ?? []) {
    const key = word.toLowerCase();
    if (parts.has(key) || clips.has(key) || CLIP_WORDS.has(key) || !mayBeLowerCaseName(key)) {
      continue;
    }
    const plain = bareKey(word);
    if (plain.length < 4 && plain === key) continue;
    for (const ending of PET_ENDINGS) {
      if (!plain.endsWith(ending)) continue;
      const stem = plain.slice(0, plain.length - ending.length);
      const base =
        stem.length >= 3 ? bases.find((b) => b.startsWith(stem) && b !== plain) : undefined;
      if (base !== undefined && base.length >= stem.length + 2) {
        clips.set(key, base);
        break;
      }
    }
  }
  return clips;
}

let givenPrefixes: Set<string> | undefined;

/** Every start of three letters or more of a listed given name ('kev', 'tobi', 'luis'). */
function prefixesOf(names: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const name of names) {
    const plain = bareKey(name);
    for (let end = 3; end <= plain.length; end += 1) found.add(plain.slice(0, end));
  }
  return found;
}

/** Endings that make a pet form of a name's start ('tobi', 'basti', 'luisito', 'zezinho'). */
const DIMINUTIVES = ['i', 'y', 'ie', 'ito', 'ita', 'inho', 'inha', 'chen', 'ino', 'ina'];

/**
 * Whether a lower-case word is a pet or clipped form of a listed given name: 'clip' for the
 * name's start itself ('kev', 'giò'), 'pet' for a start with a diminutive ending ('tobi', 'basti',
 * 'luisito'); no common, medical or kinship word. Used only after a cue that introduces a person
 * ('my buddy kev is', 'mi pana luisito tiene'), and a clip needs more evidence than a pet form.
 */
export function petFormOfGivenName(
  key: string,
  names: Iterable<string>,
): 'clip' | 'pet' | undefined {
  if (CLIP_WORDS.has(key) || !mayBeLowerCaseName(key) || WORD_NAMES.has(key)) return undefined;
  givenPrefixes ??= prefixesOf(names);
  const plain = bareKey(key);
  if (givenPrefixes.has(plain)) return 'clip';
  const pet = DIMINUTIVES.some((ending) => {
    if (!plain.endsWith(ending)) return false;
    const stem = plain.slice(0, plain.length - ending.length);
    return stem.length >= 3 && givenPrefixes?.has(stem) === true;
  });
  return pet ? 'pet' : undefined;
}
