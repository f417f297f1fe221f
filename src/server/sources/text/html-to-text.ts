import { replaceEndingWith } from '../../../shared/text/markup.ts';
import { decodeEntities } from './decode-entities.ts';

/*
 * Each tag pattern ends with '>' and runs through `replaceEndingWith`, on the text up to its last
 * '>': there every opener finds its '>' and matches, so '<a<a<a...' with no '>' is not rescanned
 * from each '<'. Scripts, comments and CDATA sections are cut by `removeInvisible` and
 * `unwrapCdata`, which look each closer up once rather than scanning to the end of the text from
 * every unclosed opener.
 */
const INVISIBLE_OPEN = /<(?:(script|style|noscript|template)\b|!--)/gi;
const TAG = /<\/?[a-zA-Z][^>]*>/g;
const LINE_BREAK = /<br\s*\/?>/gi;
const LIST_ITEM = /<li\b[^>]*>/gi;
const PARAGRAPH_EDGE =
  /<\/?(?:p|div|h[1-6]|section|article|header|footer|blockquote|pre|table|figure)\b[^>]*>/gi;
const LINE_EDGE = /<\/?(?:ul|ol|dl|dt|dd|tr)\b[^>]*>/gi;

interface Found {
  index: number;
  end: number;
}

/**
 * The first match of `pattern` (global) at or after `from`, null when none, for values of `from`
 * that never decrease: a match found is reused until `from` passes it, and a search that found
 * nothing is not repeated.
 */
function searcher(text: string, pattern: RegExp): (from: number) => Found | null {
  let searched = false;
  let found: Found | null = null;
  return (from) => {
    if (!searched || (found && from > found.index)) {
      searched = true;
      pattern.lastIndex = from;
      const match = pattern.exec(text);
      found = match && { index: match.index, end: match.index + match[0].length };
    }
    return found;
  };
}

/**
 * What `html.replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi,
 * ' ')` returns: scripts, styles, templates and comments go, each up to its first closer.
 */
function removeInvisible(html: string): string {
  const opener = new RegExp(INVISIBLE_OPEN);
  const nextGt = searcher(html, />/g);
  const closers = new Map<string, ReturnType<typeof searcher>>();
  const nextComment = searcher(html, /-->/g);
  let out = '';
  let copied = 0;
  for (let match = opener.exec(html); match; match = opener.exec(html)) {
    let end = -1;
    const name = match[1]?.toLowerCase();
    if (name) {
      const gt = nextGt(match.index + match[0].length);
      if (gt) {
        let closer = closers.get(name);
        if (!closer) {
          closer = searcher(html, new RegExp(String.raw`<\/${name}\s*>`, 'gi'));
          closers.set(name, closer);
        }
        end = closer(gt.end)?.end ?? -1;
      }
    } else {
      end = nextComment(match.index + 4)?.end ?? -1;
    }
    if (end < 0) {
      opener.lastIndex = match.index + 1;
      continue;
    }
    out += `${html.slice(copied, match.index)} `;
    copied = end;
    opener.lastIndex = end;
  }
  return copied === 0 ? html : out + html.slice(copied);
}

/** What `text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')` returns: CDATA sections unwrapped. */
function unwrapCdata(text: string): string {
  let out = '';
  let copied = 0;
  for (let open = text.indexOf('<![CDATA['); open >= 0; open = text.indexOf('<![CDATA[', copied)) {
    const close = text.indexOf(']]>', open + 9);
    // No closer after this opener means none after any later one either.
    if (close < 0) break;
    out += text.slice(copied, open) + text.slice(open + 9, close);
    copied = close + 3;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * Plain text from an HTML fragment: block elements become line breaks (a blank line between
 * paragraphs, "- " before list items), everything else is dropped and entities are decoded.
 */
export function htmlToText(html: string): string {
  // Source line breaks mean nothing in HTML; only the markup decides where lines end.
  let marked = unwrapCdata(removeInvisible(html)).replace(/\s+/g, ' ');
  for (const [pattern, replacement] of [
    [LINE_BREAK, '\n'],
    [LIST_ITEM, '\n- '],
    [PARAGRAPH_EDGE, '\n\n'],
    [LINE_EDGE, '\n'],
    [TAG, ''],
  ] as const) {
    marked = replaceEndingWith(marked, '>', pattern, replacement);
  }
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
  return decodeEntities(replaceEndingWith(unwrapCdata(removeInvisible(markup)), '>', TAG, ''))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
