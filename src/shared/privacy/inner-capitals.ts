import { GIVEN_NAMES } from './given-names.ts';

/*
 * A word with a capital inside it ('InCor', 'AstraZeneca', 'MedStar', 'UpToDate', 'WhatsApp') is
 * a brand's or an institution's name, not a person's: surnames with an inner capital follow a
 * prefix ('McDonald', 'MacKenzie', 'DeLuca', 'DiNardo', 'LaToya', 'VanDerBeek', 'FitzGerald',
 * "O'Brien"), and given names that have one are two given names joined ('JoAnn', 'MaryBeth').
 */

/** Prefixes a surname or given name may carry before its inner capital. */
const NAME_PREFIX = new Set(
  'Mc Mac De Di Da Du Del Della Le La Lo Van Von Der Den Ten Ter Fitz St Ste Saint Ap O Ó'.split(
    ' ',
  ),
);
/** A lower-case letter followed by a capital: the inner capital. */
const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;
/** Where each inner capital starts a new part: 'AstraZeneca' -> 'Astra', 'Zeneca'. */
const CAPITAL_PARTS = /\p{Lu}[\p{Ll}\p{M}]*/gu;

/** Whether one hyphen- or apostrophe-free part has an inner capital no name's form explains. */
function isBrandPart(part: string): boolean {
  if (!INNER_CAPITAL.test(part)) return false;
  // 'iPhone', 'eHealth': a lower-case start before the capital.
  if (/^\p{Ll}/u.test(part)) return true;
  const pieces = part.match(CAPITAL_PARTS) ?? [];
  // 'JoAnn', 'MaryBeth': each piece a known given name.
  if (pieces.length >= 2 && pieces.every((piece) => GIVEN_NAMES.has(piece.toLowerCase()))) {
    return false;
  }
  // 'McDonald', 'DeLuca', 'VanDerBeek': every piece before the last a prefix.
  return !pieces.slice(0, -1).every((piece) => NAME_PREFIX.has(piece));
}

/** Whether the word is a brand or an institution by its inner capital ('InCor', 'PubMed'). */
export function hasBrandCapital(word: string): boolean {
  return word.split(/['’-]/u).some(isBrandPart);
}
