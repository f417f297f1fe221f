import { describe, expect, it } from 'vitest';
import { splitMarkdownBlocks } from './markdown-blocks.ts';

describe('splitMarkdownBlocks', () => {
  it('cuts paragraphs and headings at blank lines', () => {
    const answer = '## Overview\nHigh blood pressure [1].\n\nSecond paragraph [2].\n\n## Next';
    expect(splitMarkdownBlocks(answer)).toEqual([
      '## Overview\nHigh blood pressure [1].',
      'Second paragraph [2].',
      '## Next',
    ]);
  });

  it('keeps a fenced code block with blank lines in one block', () => {
    const answer = 'Before.\n\n```text\nline one\n\n[1] not a citation\n\n```\n\nAfter.';
    expect(splitMarkdownBlocks(answer)).toEqual([
      'Before.',
      '```text\nline one\n\n[1] not a citation\n\n```',
      'After.',
    ]);
  });

  it('keeps an unfinished fence open to the end while it streams', () => {
    expect(splitMarkdownBlocks('Text.\n\n~~~\ncode\n\nmore')).toEqual([
      'Text.',
      '~~~\ncode\n\nmore',
    ]);
  });

  it('keeps a loose list and its indented paragraphs together', () => {
    const answer =
      '- First [1].\n\n  More on the first.\n\n- Second [2].\n\n1. One\n\nAfter the list.';
    expect(splitMarkdownBlocks(answer)).toEqual([
      '- First [1].\n\n  More on the first.\n\n- Second [2].\n\n1. One',
      'After the list.',
    ]);
  });

  it('keeps a table whole and lets the next block start after it', () => {
    const answer = '| Test | Value |\n| --- | --- |\n| HbA1c | 7% [1] |\n\nAfter [2].';
    expect(splitMarkdownBlocks(answer)).toHaveLength(2);
  });

  it('leaves citations in every block as they were written', () => {
    const answer = 'Claim [1].\n\n- item [2, 3]\n\n> quoted [4-5]';
    expect(splitMarkdownBlocks(answer).join('\n\n')).toBe(answer);
  });

  it('does not split documents whose definitions apply to the whole text', () => {
    const answer = 'See [the guide][g].\n\n[g]: https://medlineplus.gov/';
    expect(splitMarkdownBlocks(answer)).toEqual([answer]);
    const notes = 'Claim.[^1]\n\n[^1]: A note.';
    expect(splitMarkdownBlocks(notes)).toEqual([notes]);
  });

  it('only ever changes the last block as an answer grows', () => {
    const answer =
      '## A\nOne [1].\n\n- a\n- b\n\n```\nx\n\ny\n```\n\n| h |\n| - |\n| 1 |\n\nEnd [2].';
    let previous: string[] = [];
    for (let end = 1; end <= answer.length; end += 1) {
      const blocks = splitMarkdownBlocks(answer.slice(0, end));
      // Every block but the previous last one is unchanged.
      expect(blocks.slice(0, Math.max(0, previous.length - 1))).toEqual(
        previous.slice(0, Math.max(0, previous.length - 1)),
      );
      previous = blocks;
    }
  });
});
