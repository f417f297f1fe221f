import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Root } from 'mdast';
import { parseCitationNumbers, remarkCitations } from './citation-markers.ts';

function citationsIn(markdown: string): string[] {
  const tree: Root = fromMarkdown(markdown);
  remarkCitations()(tree);
  const found: string[] = [];
  const walk = (node: unknown): void => {
    const candidate = node as {
      data?: { hProperties?: { dataCitations?: string } };
      children?: unknown[];
    };
    const numbers = candidate.data?.hProperties?.dataCitations;
    if (numbers !== undefined) found.push(numbers);
    candidate.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

describe('parseCitationNumbers', () => {
  it('reads single numbers, lists and ranges', () => {
    expect(parseCitationNumbers('1')).toEqual([1]);
    expect(parseCitationNumbers('1, 2')).toEqual([1, 2]);
    expect(parseCitationNumbers('1-3')).toEqual([1, 2, 3]);
    expect(parseCitationNumbers('2–4, 7')).toEqual([2, 3, 4, 7]);
    expect(parseCitationNumbers('3,3')).toEqual([3]);
  });

  it('rejects what is not a plausible citation', () => {
    expect(parseCitationNumbers('0')).toBeUndefined();
    expect(parseCitationNumbers('5-2')).toBeUndefined();
    expect(parseCitationNumbers('1-500')).toBeUndefined();
  });
});

describe('remarkCitations', () => {
  it('marks citations in text, including inside emphasis and list items', () => {
    expect(citationsIn('Aspirin helps [1]. Also **both [1, 2]**\n\n- range [1-3]')).toEqual([
      '1',
      '1,2',
      '1,2,3',
    ]);
  });

  it('leaves code, links and non-citations alone', () => {
    expect(
      citationsIn(
        '`[4]` and [5](https://example.org) and [see](https://x.org "[6]")\n\n```\n[7]\n```',
      ),
    ).toEqual([]);
    expect(citationsIn('Array[index] and [a] and [1a] and [^1]')).toEqual([]);
  });

  it('keeps the surrounding text, attaching the marker to the word before it', () => {
    const tree: Root = fromMarkdown('before [2] after');
    remarkCitations()(tree);
    const paragraph = tree.children[0];
    const values =
      paragraph && 'children' in paragraph
        ? paragraph.children.map((child) => ('value' in child ? child.value : ''))
        : [];
    expect(values).toEqual(['before', '[2]', ' after']);
  });
});
