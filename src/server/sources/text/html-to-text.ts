import { decodeEntities } from './decode-entities.ts';

const INVISIBLE = /<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;
const TAG = /<\/?[a-zA-Z][^>]*>/g;
const LINE_BREAK = /<br\s*\/?>/gi;
const LIST_ITEM = /<li\b[^>]*>/gi;
const PARAGRAPH_EDGE =
  /<\/?(?:p|div|h[1-6]|section|article|header|footer|blockquote|pre|table|figure)\b[^>]*>/gi;
const LINE_EDGE = /<\/?(?:ul|ol|dl|dt|dd|tr)\b[^>]*>/gi;

/**
 * Plain text from an HTML fragment: block elements become line breaks (a blank line between
 * paragraphs, "- " before list items), everything else is dropped and entities are decoded.
 */
export function htmlToText(html: string): string {
  const marked = html
    .replace(INVISIBLE, ' ')
    .replace(CDATA, '$1')
    // Source line breaks mean nothing in HTML; only the markup decides where lines end.
    .replace(/\s+/g, ' ')
    .replace(LINE_BREAK, '\n')
    .replace(LIST_ITEM, '\n- ')
    .replace(PARAGRAPH_EDGE, '\n\n')
    .replace(LINE_EDGE, '\n')
    .replace(TAG, '');
  return decodeEntities(marked)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * One line of plain text from text with inline markup (PubMed's <i>, <sup>, MathML...): tags are
 * dropped without adding spaces, so "r<sup>2</sup>" reads "r2".
 */
export function inlineMarkupToText(markup: string): string {
  return decodeEntities(markup.replace(INVISIBLE, ' ').replace(CDATA, '$1').replace(TAG, ''))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
