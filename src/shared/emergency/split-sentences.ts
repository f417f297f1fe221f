/**
 * The sentences of a message, for scoring each on its own: a message that asks about diet and
 * says in one sentence that the writer is bleeding heavily now is an emergency, but the features
 * are weighted 1/sqrt(n), so the one sentence is diluted by the rest (blind-5 missed such
 * messages in 9 languages). Full stops, question and exclamation marks of every script the
 * product reads (Latin, CJK, Devanagari danda, Khmer khan, Arabic question mark) and line breaks
 * end a sentence. One character class, split once: linear time.
 */
import { FEATURE_TEXT_MAX_CHARS } from './emergency-features.ts';

const SENTENCE_END = /[.!?\n\u3002\uff01\uff1f\u0964\u0965\u17d4\u17d5\u061f]+/u;

/**
 * Pieces shorter than this say too little to be judged alone ("Hi.", "Thanks!"). A Chinese or
 * Japanese character says about what two letters do, so it counts twice.
 */
export const SENTENCE_MIN_CHARS = 12;
const HAN_OR_KANA = /[\u3040-\u30ff\u3400-\u9fff]/gu;
const weightOf = (sentence: string): number =>
  sentence.length + (sentence.match(HAN_OR_KANA)?.length ?? 0);

/** At most this many sentences are scored: a question, not a document, decides. */
export const SENTENCES_MAX = 12;

/** The message's sentences, or none when it has only one worth scoring apart from the whole. */
export function sentencesOf(text: string): string[] {
  const sentences = text
    .slice(0, FEATURE_TEXT_MAX_CHARS)
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => weightOf(sentence) >= SENTENCE_MIN_CHARS)
    .slice(0, SENTENCES_MAX);
  return sentences.length >= 2 ? sentences : [];
}
