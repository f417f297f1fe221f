import { replaceMarkdownLinks } from '../../../../shared/text/markup.ts';

/** A sentence of a source, with the structured-abstract section it came from, if any. */
export interface Passage {
  text: string;
  /** Upper-case section label such as 'RESULTS', or '' for unstructured text. */
  section: string;
  /** Position within its source, to keep reading order when passages are shown together. */
  position: number;
}

/** Words whose trailing period does not end a sentence. */
const ABBREVIATIONS = new Set(
  'e.g i.e et al vs approx fig figs ref refs no dr mr mrs ms st vol eds ed incl resp cf ca min max'.split(
    ' ',
  ),
);

/** A label at the start of a paragraph: "RESULTS:", "Conclusions:", "MAIN OUTCOME MEASURES:". */
const LABEL = /^([A-Z][A-Za-z]+(?:[ ,&/]+[A-Za-z]+){0,4}):\s+/;
const KNOWN_SECTION =
  /^(?:background|introduction|objectives?|aims?|purpose|context|importance|methods?|design|setting|participants|patients|interventions?|measurements|main outcome measures?|results?|findings|conclusions?|interpretation|discussion|significance)\b/i;
/** Only upper-case or well-known labels: "Diabetes: a chronic condition" is prose, not a section. */
const isSectionLabel = (label: string): boolean =>
  label === label.toUpperCase() || KNOWN_SECTION.test(label);
const INLINE_LABEL = /\s(?=[A-Z]{3,}(?:[ ,&/]+[A-Z]{2,}){0,4}:\s)/g;

/** Markdown and page furniture that is not a sentence of the source's own prose. */
const cleanLine = (line: string): string =>
  replaceMarkdownLinks(
    replaceMarkdownLinks(line, { bang: 'required', emptyText: true }, () => ' '),
    { bang: 'none', emptyText: false },
    (words) => words,
  )
    .replace(/^\s{0,3}(?:#{1,6}\s.*|[-*+]\s+|\d+[.)]\s+|>\s*)/, (match) =>
      match.trimStart().startsWith('#') ? '' : ' ',
    )
    .replace(/[*_`]{1,3}/g, '')
    .trim();

/**
 * The last word of `text` between `start` and `end` (what `text.slice(start, end).split(/\s+/)
 * .at(-1)` gives), read backwards from `end` so that skipped sentence ends do not make the text
 * before them be split again and again.
 */
function lastWord(text: string, start: number, end: number): string {
  let from = end;
  while (from > start && !/\s/.test(text.charAt(from - 1))) from -= 1;
  return text.slice(from, end);
}

function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  // A run of stops is tried from its first stop only (the lookbehind), so it is read once.
  for (const match of paragraph.matchAll(/(?<![.!?])[.!?]+["”')\]]*\s+(?=["“([]?[A-Z0-9])/g)) {
    const end = (match.index ?? 0) + match[0].length;
    const before = lastWord(paragraph, start, match.index ?? 0).toLowerCase();
    if (ABBREVIATIONS.has(before.replace(/\.$/, '')) || /^[a-z]$/i.test(before)) continue;
    sentences.push(paragraph.slice(start, end).trim());
    start = end;
  }
  sentences.push(paragraph.slice(start).trim());
  return sentences.filter(Boolean);
}

const LIST_MARKER = /(?:[-*+]|\d+[.)])\s/y;

/**
 * What `text.split(/\n{2,}|\n(?=\s*(?:[-*+]|\d+[.)])\s)/)` gives: paragraphs end at a blank line
 * or before a list item. The expression's lookahead read the whole run of spaces and line breaks
 * after every line break in it (quadratic on '\n \n \n ...'); here a run is read once, and what
 * follows it is remembered for each line break inside it.
 */
function splitParagraphs(text: string): string[] {
  const paragraphs: string[] = [];
  let from = 0;
  // The blank run after the last line break looked at, and whether a list marker follows it.
  let blankEnd = -1;
  let markerAfter = false;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    let breaks = at;
    while (text.charAt(breaks) === '\n') breaks += 1;
    if (breaks - at >= 2) {
      paragraphs.push(text.slice(from, at));
      from = breaks;
      at = breaks - 1;
      continue;
    }
    if (at >= blankEnd) {
      blankEnd = at + 1;
      while (blankEnd < text.length && /\s/.test(text.charAt(blankEnd))) blankEnd += 1;
      LIST_MARKER.lastIndex = blankEnd;
      markerAfter = LIST_MARKER.test(text);
    }
    if (markerAfter) {
      paragraphs.push(text.slice(from, at));
      from = at + 1;
    }
  }
  paragraphs.push(text.slice(from));
  return paragraphs;
}

/**
 * Splits an abstract or page into sentences. Structured abstracts ("RESULTS: ...") keep their
 * section so results and conclusions can be preferred; markdown headings and list markers go.
 */
export function splitPassages(text: string): Passage[] {
  const passages: Passage[] = [];
  let section = '';
  const paragraphs = splitParagraphs(text.replace(/\r\n?/g, '\n').replace(INLINE_LABEL, '\n\n'));
  for (const raw of paragraphs) {
    let paragraph = raw
      .split('\n')
      .map(cleanLine)
      .filter(Boolean)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    const label = LABEL.exec(paragraph);
    if (label?.[1] && isSectionLabel(label[1])) {
      section = label[1].toUpperCase();
      paragraph = paragraph.slice(label[0].length);
    }
    for (const sentence of splitSentences(paragraph)) {
      passages.push({ text: sentence, section, position: passages.length });
    }
  }
  return passages;
}
