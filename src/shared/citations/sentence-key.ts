import { MARKER } from './split-sentences.ts';

/**
 * The words of a sentence without markup, markers, case or punctuation: what stays the same when
 * the same sentence is read from the streamed markdown in the browser and on the server.
 */
export function sentenceWords(sentence: string): string {
  return sentence
    .replaceAll(MARKER, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/** A short name for a sentence: FNV-1a of its words, in base 36. */
export function sentenceKey(sentence: string): string {
  let hash = 0x811c9dc5;
  const words = sentenceWords(sentence);
  for (let i = 0; i < words.length; i += 1) {
    hash = Math.imul(hash ^ words.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
