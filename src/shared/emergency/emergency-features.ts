import { foldArabizi, looksArabizi } from './fold-arabizi.ts';
import { normaliseForMatching } from './normalise-for-matching.ts';

/**
 * The classifier's view of a text: hashed character n-grams of every word (so a misspelt,
 * inflected or unaccented word still shares most of its features with the word it means), five
 * characters across word boundaries, word unigrams and bigrams, and single characters of the
 * scripts that write a word in one or two (Chinese, Japanese). Extra named features (the rules'
 * verdicts) are hashed the same way. Everything runs on `normaliseForMatching`'s folded text, as
 * the rules do.
 */

/** FNV-1a, 32 bit: small, fast and the same in every JavaScript engine. */
export function hashFeature(feature: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < feature.length; index++) {
    hash ^= feature.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Letters, digits and the combining marks Indic and Khmer words are written with. */
const WORD = /[\p{L}\p{M}\p{N}']+/gu;
const IDEOGRAPHIC = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** At most this many characters are read: a question, not a document, decides. */
export const FEATURE_TEXT_MAX_CHARS = 2_000;

export function textFeatures(text: string): string[] {
  const folded = normaliseForMatching(text.slice(0, FEATURE_TEXT_MAX_CHARS));
  const words = folded.match(WORD) ?? [];
  const features: string[] = [];
  for (const [index, word] of words.entries()) {
    features.push(`w:${word}`);
    if (index > 0) features.push(`b:${words[index - 1]} ${word}`);
    const padded = ` ${word} `;
    for (let size = 2; size <= 4; size++) {
      for (let at = 0; at + size <= padded.length; at++) features.push(padded.slice(at, at + size));
    }
    if (IDEOGRAPHIC.test(word)) for (const char of word) features.push(`c:${char}`);
  }
  // Five characters across word boundaries: short phrases ("t pain", "no pued") and the
  // particles of languages written without spaces.
  const joined = ` ${words.join(' ')} `;
  for (let at = 0; at + 5 <= joined.length; at++) features.push(`j:${joined.slice(at, at + 5)}`);
  // Arabizi spells one word many ways (sedri, sdri, sidri; 2ader, aader): its folded words too,
  // only where a digit stands for a letter, so other Latin-letter text keeps its features as
  // they were.
  if (looksArabizi(folded)) {
    const arabizi = foldArabizi(folded).match(WORD) ?? [];
    for (const [index, word] of arabizi.entries()) {
      features.push(`z:${word}`);
      if (index > 0) features.push(`zb:${arabizi[index - 1]} ${word}`);
    }
  }
  return features;
}

/** Feature indices into a table of `2 ** bits` weights, each feature once. */
export function hashedIndices(features: readonly string[], bits: number): Uint32Array {
  const mask = (1 << bits) - 1;
  const indices = new Set<number>();
  for (const feature of features) indices.add(hashFeature(feature) & mask);
  return Uint32Array.from(indices);
}
