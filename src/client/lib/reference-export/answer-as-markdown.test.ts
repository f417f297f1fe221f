import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes } from 'mdast';
import { MEDICAL_DISCLAIMER } from '../../../contract/index.ts';
import { SAFETY_TEXTS } from '../../../shared/safety-texts/safety-texts.ts';
import { AWKWARD_REFERENCES } from './awkward-references.test-data.ts';
import { formatAnswerMarkdown } from './answer-as-markdown.ts';
import { citedSentenceTexts } from './cited-sentence-texts.ts';

const markdown = formatAnswerMarkdown({
  question: 'What are the symptoms\nof type 2 diabetes?',
  answer: '**Thirst** and frequent urination are common [1][2]. Many people have none [3].',
  // Given strongest first, as the list may be shown; the file lists them by number.
  references: [AWKWARD_REFERENCES[2], AWKWARD_REFERENCES[0], AWKWARD_REFERENCES[1]].filter(
    (reference) => reference !== undefined,
  ),
  referencesHeading: 'References',
});
const toString = (node: Nodes): string =>
  'value' in node ? node.value : 'children' in node ? node.children.map(toString).join('') : '';
const tree = fromMarkdown(markdown);
const blocks = tree.children.map((node) => ({ type: node.type, text: toString(node) }));

describe('formatAnswerMarkdown', () => {
  it('is the question, the answer with its citations, the numbered references and the disclaimer', () => {
    expect(blocks[0]).toEqual({
      type: 'heading',
      text: 'What are the symptoms of type 2 diabetes?',
    });
    expect(blocks[1]?.text).toBe(
      'Thirst and frequent urination are common [1][2]. Many people have none [3].',
    );
    expect(blocks[2]).toEqual({ type: 'heading', text: 'References' });
    expect(blocks.slice(3, 6).map((block) => block.text.slice(0, 4))).toEqual([
      '[1] ',
      '[2] ',
      '[3] ',
    ]);
    expect(blocks.at(-2)?.type).toBe('thematicBreak');
    expect(blocks.at(-1)?.text).toBe(MEDICAL_DISCLAIMER);
  });

  it('gives each reference its PMID and link', () => {
    expect(blocks[3]?.text).toContain('PMID: 99000101.');
    expect(blocks[3]?.text).toContain('https://pubmed.ncbi.nlm.nih.gov/99000101/');
    expect(blocks[5]?.text).toContain('Author1 AB, Author2 AB, Author3 AB, et al.');
  });

  it('leaves the reference list out when there is none, but never the disclaimer', () => {
    const bare = formatAnswerMarkdown({
      question: 'q',
      answer: 'a',
      references: [],
      referencesHeading: 'References',
    });
    expect(bare).not.toContain('## References');
    expect(bare.trim().endsWith(`*${MEDICAL_DISCLAIMER}*`)).toBe(true);
  });

  it('writes the disclaimer in the answer’s language, SPEC.md’s English for English', () => {
    const inLanguage = (language?: string) =>
      formatAnswerMarkdown({
        question: 'q',
        answer: 'a',
        references: [],
        referencesHeading: 'References',
        language,
      }).trim();
    expect(inLanguage('en').endsWith(`*${MEDICAL_DISCLAIMER}*`)).toBe(true);
    expect(inLanguage('es').endsWith(`*${SAFETY_TEXTS.es.disclaimer}*`)).toBe(true);
    expect(inLanguage('ar').endsWith(`*${SAFETY_TEXTS.ar.disclaimer}*`)).toBe(true);
    expect(inLanguage('xx').endsWith(`*${MEDICAL_DISCLAIMER}*`)).toBe(true);
  });

  describe('with the quotes behind the citations', () => {
    const answer =
      'Thirst is common [1]. Thirst is *common* again [1]. Walking cures diabetes [1, 2].';
    const keys = new Map([...citedSentenceTexts(answer)].map(([key, text]) => [text, key]));
    const key = (text: string): string => keys.get(text) ?? 'missing';
    const withQuotes = formatAnswerMarkdown({
      question: 'q',
      answer,
      references: [AWKWARD_REFERENCES[1], AWKWARD_REFERENCES[0]].filter(
        (reference) => reference !== undefined,
      ),
      referencesHeading: 'References',
      quotes: {
        sentences: [
          {
            key: key('Thirst is common.'),
            citations: [{ n: 1, quote: 'Polydipsia [is] *common*.' }],
          },
          {
            key: key('Thirst is common again.'),
            citations: [{ n: 1, quote: 'Polydipsia [is] *common*.' }],
          },
          {
            key: key('Walking cures diabetes.'),
            citations: [
              { n: 1, quote: null },
              { n: 2, quote: 'Exercise improves glycaemic control.' },
            ],
          },
        ],
      },
      notFoundText: (n) => `Nicht in Quelle ${n} gefunden`,
    });
    const rendered = fromMarkdown(withQuotes).children.map((node) => ({
      type: node.type,
      text: toString(node),
    }));

    it('follows each reference with the quotes used from it, once each, as blockquotes', () => {
      const first = rendered.findIndex((block) => block.text.startsWith('[1] '));
      expect(rendered[first + 1]).toEqual({
        type: 'blockquote',
        text: '"Polydipsia [is] *common*."',
      });
      expect(rendered[first + 2]?.text.startsWith('[2] ')).toBe(true);
      expect(rendered[first + 3]).toEqual({
        type: 'blockquote',
        text: '"Exercise improves glycaemic control."',
      });
      expect(withQuotes).toContain('> "Exercise improves glycaemic control."');
    });

    it('lists each sentence its cited source does not support, after the references', () => {
      const notes = rendered.find((block) => block.type === 'list');
      expect(notes?.text).toBe('Nicht in Quelle 1 gefunden: "Walking cures diabetes."');
      expect(rendered.indexOf(notes as (typeof rendered)[number])).toBe(rendered.length - 3);
      expect(rendered.at(-1)?.text).toBe(MEDICAL_DISCLAIMER);
    });

    it('writes no note when every citation is supported', () => {
      const supported = formatAnswerMarkdown({
        question: 'q',
        answer: 'Thirst is common [1].',
        references: [],
        referencesHeading: 'References',
        quotes: {
          sentences: [{ key: key('Thirst is common.'), citations: [{ n: 1, quote: 'x' }] }],
        },
      });
      expect(supported).not.toContain('Not found');
    });
  });
});
