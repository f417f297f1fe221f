import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText, inlineMarkupToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('turns headings and paragraphs into blocks separated by a blank line', () => {
    expect(htmlToText('<h3>What is it?</h3>\n<p>A disease.</p><p>Common.</p>')).toBe(
      'What is it?\n\nA disease.\n\nCommon.',
    );
  });

  it('turns list items into "- " lines', () => {
    expect(htmlToText('<p>Symptoms:</p><ul>\n<li>Thirst</li>\n<li>Tiredness</li></ul>')).toBe(
      'Symptoms:\n\n- Thirst\n- Tiredness',
    );
  });

  it('keeps link text, drops the markup, and ignores source line breaks', () => {
    expect(htmlToText('See a\n  <a href="https://x.test">health care\nprovider</a>.')).toBe(
      'See a health care provider.',
    );
  });

  it('drops scripts, styles and comments entirely', () => {
    expect(htmlToText('<p>Safe<script>alert(1)</script><style>p{}</style><!-- note --></p>')).toBe(
      'Safe',
    );
  });

  it('decodes entities after removing tags, so escaped angle brackets survive as text', () => {
    expect(htmlToText('<p>HbA1c &lt;5.7% &amp; fasting&nbsp;glucose</p>')).toBe(
      'HbA1c <5.7% & fasting glucose',
    );
  });

  it('never leaves a tag behind', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('<p>', '</p>', '<li>', '<b>', 'text', ' ', '\n', '<br/>')),
        (parts) => {
          expect(htmlToText(parts.join(''))).not.toMatch(/<\/?[a-z]/i);
        },
      ),
    );
  });
});

describe('inlineMarkupToText', () => {
  it('drops inline tags without adding spaces', () => {
    expect(inlineMarkupToText('r<sup>2</sup>&lt;0.25 at <i>TERT</i>')).toBe('r2<0.25 at TERT');
  });

  it('collapses whitespace into one line', () => {
    expect(inlineMarkupToText('  A\n   study\tof <b>x</b>  ')).toBe('A study of x');
  });
});
