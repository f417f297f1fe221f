import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { citedSentences } from './cited-sentences.ts';
import { markCitations } from './citation-markers.ts';
import { MARKER, splitSentences } from './split-sentences.ts';
import { sentenceKey } from './sentence-key.ts';

const parse = (markdown: string) =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

function sentencesOf(markdown: string) {
  const tree = parse(markdown);
  markCitations(tree);
  return citedSentences(tree).map(({ text, numbers }) => ({ text, numbers }));
}

describe('splitSentences', () => {
  it('ends sentences at stops before a space, keeping markers after the stop', () => {
    expect(splitSentences(`One${MARKER}. Two.${MARKER} Three? Four`)).toEqual([
      `One${MARKER}. `,
      `Two.${MARKER} `,
      'Three? ',
      'Four',
    ]);
  });

  it('does not end at abbreviations, initials, decimals or before a lower-case word', () => {
    expect(
      splitSentences('Smith et al. reported 2.5 mg vs. placebo, e.g. in J. Doe. Next one.'),
    ).toEqual(['Smith et al. reported 2.5 mg vs. placebo, e.g. in J. Doe. ', 'Next one.']);
  });

  it('splits scripts written without spaces between sentences', () => {
    expect(splitSentences('二甲双胍降低血糖。它很常用。')).toEqual([
      '二甲双胍降低血糖。',
      '它很常用。',
    ]);
    expect(splitSentences('¿Qué es? Es un fármaco.')).toEqual(['¿Qué es? ', 'Es un fármaco.']);
  });

  it('reads a long run of stops and markers once', () => {
    const text = `${'.'.repeat(50_000)}${MARKER.repeat(50_000)} x`;
    const started = performance.now();
    expect(splitSentences(text).join('')).toBe(text);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('citedSentences', () => {
  it('names each cited sentence with the numbers its markers cite', () => {
    expect(
      sentencesOf(
        '## Overview\n\nMetformin lowers glucose [1]. It is cheap.[2, 3] No source here.\n\n- **Weight** loss is modest [2].',
      ),
    ).toEqual([
      { text: 'Metformin lowers glucose.', numbers: [1] },
      { text: 'It is cheap.', numbers: [2, 3] },
      { text: 'Weight loss is modest.', numbers: [2] },
    ]);
  });

  it('reads table cells and leaves code alone', () => {
    expect(
      sentencesOf('| Drug | Effect |\n| --- | --- |\n| Metformin | Lowers HbA1c [4] |\n\n`[5]`'),
    ).toEqual([{ text: 'Lowers HbA1c', numbers: [4] }]);
  });

  it('gives the same key to a sentence however its markup and citations are written', () => {
    const key = (markdown: string): string | undefined => {
      const tree = parse(markdown);
      markCitations(tree);
      return citedSentences(tree)[0]?.key;
    };
    expect(key('Metformin **lowers** glucose [1].')).toBe(sentenceKey('metformin lowers glucose'));
    expect(key('Metformin lowers *glucose*.[1, 2]')).toBe(sentenceKey('Metformin lowers glucose.'));
    expect(key('Metformin lowers sugar [1].')).not.toBe(sentenceKey('Metformin lowers glucose.'));
  });

  it('puts the key on each marker, for the browser to find the quotes', () => {
    const tree = parse('Aspirin thins blood [1]. Statins lower LDL [2].');
    markCitations(tree);
    const [first, second] = citedSentences(tree);
    const keys: unknown[] = [];
    const walk = (node: {
      data?: { hProperties?: { dataSentence?: unknown } };
      children?: unknown[];
    }) => {
      if (node.data?.hProperties?.dataSentence) keys.push(node.data.hProperties.dataSentence);
      node.children?.forEach((child) => walk(child as typeof node));
    };
    walk(tree as never);
    expect(keys).toEqual([first?.key, second?.key]);
  });
});
