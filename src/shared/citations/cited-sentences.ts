import type { Nodes, Parent, Root, Text } from 'mdast';
import { MARKER, splitSentences } from './split-sentences.ts';
import { sentenceKey, sentenceWords } from './sentence-key.ts';

/** A sentence of the answer that cites sources. */
export interface CitedSentence {
  /** `sentenceKey()` of the sentence: the client finds its quotes by it. */
  key: string;
  /** The sentence as read (markup gone, citation markers removed). */
  text: string;
  /** Every number its markers cite, in order, each once. */
  numbers: number[];
}

/** Blocks whose inline content is read as sentences. */
const BLOCKS: ReadonlySet<Nodes['type']> = new Set(['paragraph', 'heading', 'tableCell']);

/** The citation numbers a marked node stands for (see citation-markers.ts), else undefined. */
export function markerNumbers(node: Nodes): number[] | undefined {
  if (node.type !== 'text') return undefined;
  const value = (node.data?.hProperties as { dataCitations?: unknown } | undefined)?.dataCitations;
  return typeof value === 'string' ? value.split(',').map(Number) : undefined;
}

interface BlockText {
  text: string;
  markers: Text[];
}

/** The block's inline content as text, with MARKER where each citation marker stands. */
function readBlock(block: Parent): BlockText {
  const read: BlockText = { text: '', markers: [] };
  const walk = (node: Nodes): void => {
    if (markerNumbers(node) && node.type === 'text') {
      read.text += MARKER;
      read.markers.push(node);
      return;
    }
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'html') {
      read.text += node.value.replaceAll(MARKER, ' ');
    } else if (node.type === 'break') {
      read.text += '\n';
    } else if (node.type === 'image') {
      read.text += node.alt ?? '';
    } else if ('children' in node) {
      for (const child of node.children) walk(child);
    }
  };
  for (const child of block.children) walk(child as Nodes);
  return read;
}

function sentencesOfBlock(block: Parent, found: CitedSentence[]): void {
  const { text, markers } = readBlock(block);
  if (markers.length === 0) return;
  let next = 0;
  for (const sentence of splitSentences(text)) {
    const count = sentence.split(MARKER).length - 1;
    if (count === 0) continue;
    const own = markers.slice(next, next + count);
    next += count;
    const key = sentenceKey(sentence);
    const numbers = [...new Set(own.flatMap((marker) => markerNumbers(marker) ?? []))];
    for (const marker of own) {
      marker.data = {
        ...marker.data,
        hProperties: { ...marker.data?.hProperties, dataSentence: key },
      };
    }
    // A sentence of markers alone has no words to check; its markers still get the key.
    if (sentenceWords(sentence) === '') continue;
    found.push({ key, text: sentence.replaceAll(MARKER, '').replace(/\s+/g, ' ').trim(), numbers });
  }
}

/**
 * The cited sentences of a tree whose markers are marked (citation-markers.ts), in reading
 * order. Each marker node also gets the key of its sentence (`data-sentence` in the DOM).
 */
export function citedSentences(tree: Root): CitedSentence[] {
  const found: CitedSentence[] = [];
  const visit = (node: Nodes): void => {
    if (BLOCKS.has(node.type) && 'children' in node) {
      sentencesOfBlock(node, found);
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return found;
}
