import { VOICE_LIMITS } from '../../../contract/index.ts';
import { replaceMarkdownLinks, replaceTags } from '../../../shared/text/markup.ts';

/**
 * Spaces within a line. Markup at a line's start is looked for after these only, not after blank
 * lines too (`^\s*` read every following blank line again from each line start, quadratic); what
 * a listener hears is the same, since all whitespace becomes one space at the end.
 */
const H = String.raw`[^\S\n\r\u2028\u2029]`;
const QUOTE_MARK = new RegExp(String.raw`^${H}*>\s?`, 'gm');
const LIST_MARK = new RegExp(String.raw`^${H}*(?:[-*+]|\d+[.)])\s+`, 'gm');
const RULE_LINE = new RegExp(String.raw`^${H}*[-*_]{3,}${H}*$`, 'gm');
/** '| --- | :-: |': cells of dashes between pipes, each space run read by one quantifier. */
const TABLE_RULE = new RegExp(
  String.raw`^${H}*(?:\|${H}*)?(?::?-{2,}:?${H}*\|${H}*)+(?:(?::-*:?|-+:?)${H}*)?$`,
  'gm',
);

/**
 * Plain words from an answer's markdown: what a listener should hear. Citation markers ([3],
 * [1, 2], [4-6]), markup, links' addresses, code fences and table rules are not read out.
 */
export function stripForSpeech(markdown: string): string {
  const unfenced = markdown.replace(/```[\s\S]*?```/g, ' ');
  const untagged = replaceTags(unfenced, false, ' ');
  // Images say nothing; links keep their words.
  const imageless = replaceMarkdownLinks(
    untagged,
    { bang: 'required', emptyText: true },
    () => ' ',
  );
  return (
    replaceMarkdownLinks(imageless, { bang: 'none', emptyText: false }, (words) => words)
      // From the start of the spaces before a marker only (the lookbehind): a run is read once.
      .replace(/(?<!\s)\s*\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/g, '')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/^\s{0,3}#{1,6}\s+(\S.*)?$/gm, '$1.')
      .replace(QUOTE_MARK, '')
      .replace(LIST_MARK, '')
      .replace(RULE_LINE, ' ')
      .replace(TABLE_RULE, ' ')
      .replace(/\|/g, ' ')
      .replace(/(\*\*|__|\*|_|~~|`)/g, '')
      // A heading that already ended a sentence does not need the added full stop.
      .replace(/([.!?。！？।۔؟:])\./g, '$1')
      .replace(/\s+/g, ' ')
      .replace(/ ([.,!?;:])/g, '$1')
      .trim()
  );
}

/** Sentence ends across the scripts read aloud: Latin, CJK, Devanagari, Urdu, Arabic. */
const SENTENCE = /[^.!?。！？।۔؟]+(?:[.!?。！？।۔؟]+["'”’)\]]*\s*)?/g;

function sentencesOf(text: string): string[] {
  return (text.match(SENTENCE) ?? []).map((sentence) => sentence.trim()).filter(Boolean);
}

/** A sentence longer than a chunk is cut between words, or anywhere when it has no spaces. */
function splitLong(sentence: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const cut = space > max / 2 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}

/** SPEC.md section 9: chunks of at most 500 characters, cut at sentence boundaries. */
export function chunkForSpeech(text: string, max: number = VOICE_LIMITS.ttsChunkChars): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentencesOf(text)) {
    for (const piece of splitLong(sentence, max)) {
      const joined = current === '' ? piece : `${current} ${piece}`;
      if (joined.length <= max) {
        current = joined;
      } else {
        chunks.push(current);
        current = piece;
      }
    }
  }
  if (current !== '') chunks.push(current);
  return chunks;
}

export type SpeechPlan =
  { kind: 'nothing' } | { kind: 'no-content' } | { kind: 'chunks'; chunks: string[] };

/** SPEC.md section 5: blank text does nothing; text with nothing speakable is an error. */
export function planSpeech(markdown: string): SpeechPlan {
  if (markdown.trim() === '') return { kind: 'nothing' };
  const chunks = chunkForSpeech(stripForSpeech(markdown));
  return chunks.length === 0 ? { kind: 'no-content' } : { kind: 'chunks', chunks };
}
