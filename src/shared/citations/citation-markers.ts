import type { Nodes, Parent, PhrasingContent, Root, Text } from 'mdast';
import { citedSentences } from './cited-sentences.ts';

/** `[1]`, `[1, 2]`, `[1-3]`, `[2–4, 7]`: numbers and ranges inside square brackets. */
const CITATION_PATTERN =
  /\[(\d{1,4}(?:\s*[-–]\s*\d{1,4})?(?:\s*,\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?)*)\]/g;

/** Longer ranges are almost certainly not citations (and would flood the text with links). */
const MAX_NUMBERS_PER_MARKER = 20;

/** Nodes whose text must stay as written: code, and the text of links (no links in links). */
const SKIPPED: ReadonlySet<Nodes['type']> = new Set([
  'code',
  'inlineCode',
  'html',
  'link',
  'linkReference',
  'definition',
  'image',
  'imageReference',
]);

/** The numbers a marker's inside stands for, or undefined if it does not look like a citation. */
export function parseCitationNumbers(inside: string): number[] | undefined {
  const numbers: number[] = [];
  for (const item of inside.split(',')) {
    const [first, last = first] = item.split(/[-–]/).map((part) => Number(part.trim()));
    if (first === undefined || last === undefined || first < 1 || last < first) return undefined;
    if (last - first + 1 + numbers.length > MAX_NUMBERS_PER_MARKER) return undefined;
    for (let n = first; n <= last; n += 1) if (!numbers.includes(n)) numbers.push(n);
  }
  return numbers;
}

/** Property the citation element carries; React sees it as `data-citations="1,2"`. */
export const CITATION_ATTRIBUTE = 'data-citations';
/** The key of the sentence the marker ends (cited-sentences.ts): `data-sentence="k3x9a"`. */
export const SENTENCE_ATTRIBUTE = 'data-sentence';

function citationNode(marker: string, numbers: readonly number[]): Text {
  return {
    type: 'text',
    value: marker,
    data: { hName: 'sup', hProperties: { dataCitations: numbers.join(',') } },
  };
}

function splitText(node: Text): PhrasingContent[] | undefined {
  const pieces: PhrasingContent[] = [];
  let last = 0;
  for (const match of node.value.matchAll(CITATION_PATTERN)) {
    const numbers = parseCitationNumbers(match[1] ?? '');
    if (!numbers) continue;
    // The marker hugs the word it supports, so it never wraps onto a line of its own.
    const before = node.value.slice(last, match.index).replace(/(?<![ \t])[ \t]+$/, '');
    if (before !== '') pieces.push({ type: 'text', value: before });
    pieces.push(citationNode(match[0], numbers));
    last = match.index + match[0].length;
  }
  if (pieces.length === 0) return undefined;
  if (last < node.value.length) pieces.push({ type: 'text', value: node.value.slice(last) });
  return pieces;
}

function visit(parent: Parent): void {
  const children: Nodes[] = [];
  for (const child of parent.children) {
    if (child.type === 'text' && !child.data?.hName) {
      children.push(...(splitText(child) ?? [child]));
      continue;
    }
    if ('children' in child && !SKIPPED.has(child.type)) visit(child);
    children.push(child);
  }
  parent.children = children as Parent['children'];
}

/** Turns numbered citation markers in the tree's text into marked nodes; code and links stay. */
export function markCitations(tree: Root): void {
  visit(tree);
}

/**
 * Remark plugin: turns numbered citation markers in the answer's text into `<sup data-citations>`
 * elements that the answer renderer links to the reference list, each with the key of its
 * sentence (`data-sentence`) for the quotes behind it. Code and links are left alone.
 */
export function remarkCitations() {
  return (tree: Root): void => {
    markCitations(tree);
    citedSentences(tree);
  };
}
