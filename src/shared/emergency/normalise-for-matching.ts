import { foldTraditionalHan } from './fold-traditional-han.ts';

/** Marks people type either way or not at all: Latin accents, Arabic harakat, Indic nukta. */
const DROPPED_MARKS =
  /[\u0300-\u036f\u064b-\u065f\u0670\u06d6-\u06ed\u093c\u09bc\u0981\u200b-\u200d\u2060\ufeff]/g;
const TATWEEL = /\u0640/g;
const KATAKANA = /[\u30a1-\u30f6]/g;

/**
 * Folds the spellings one person types differently from the next, so a pattern written once
 * covers them: compatibility forms (full-width letters, half-width katakana), case, Latin accents
 * ("Dolor torácico" = "dolor toracico"), Cyrillic ё/й, Arabic harakat, tatweel and the letter
 * variants of alef, hamza seats, taa marbuta and alef maqsura, Devanagari and Bengali nukta and
 * chandrabindu, Khmer subscript ដ/ត, katakana to hiragana, and traditional Chinese to simplified. Devanagari and other
 * Indic vowel signs are kept: they carry meaning.
 */
export function normaliseForMatching(text: string): string {
  return foldTraditionalHan(
    text
      .normalize('NFKD')
      .replace(/\u0901/g, '\u0902')
      .replace(DROPPED_MARKS, '')
      .replace(TATWEEL, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/\u0671/g, '\u0627')
      .replace(/\u0629/g, '\u0647')
      .replace(/[\u0649\u06cc]/g, '\u064a')
      .replace(/\u06a9/g, '\u0643')
      .replace(/\u17d2\u178a/g, '\u17d2\u178f')
      .replace(KATAKANA, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60))
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(/[¿¡"“”«»()「」『』【】]/g, ' ')
      .replace(/[ \t\u00a0]+/g, ' '),
  );
}
