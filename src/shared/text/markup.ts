/*
 * Markup read in linear time. A regular expression such as /\[([^\]]+)\]\([^)]*\)/g or
 * /<li\b[^>]*>/g is retried at every '[' or '<', and each try scans on to the next ']', ')' or
 * '>': on text with many openers and no closer ('[[[[...', '[a](' repeated, '<li<li<li...') that
 * is quadratic. The functions here give the same results with each closer looked up once.
 */

/** The next index of `char` at or after a position, for positions that never decrease. */
function nextIndexOf(text: string, char: string): (from: number) => number {
  let searchedFrom = -1;
  let found = -1;
  return (from) => {
    if (searchedFrom < 0 || from < searchedFrom || (found >= 0 && from > found)) {
      searchedFrom = from;
      found = text.indexOf(char, from);
    }
    return found;
  };
}

export interface MarkdownLinkShape {
  /** The '!' of an image: 'required' (images only), 'optional' (both) or 'none' (its '[' on). */
  bang: 'required' | 'optional' | 'none';
  /** Whether '[](url)' counts: `[^\]]*` rather than `[^\]]+`. */
  emptyText: boolean;
}

/**
 * What `text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, (match, words) => replace(words))` returns, for
 * the shape given ('!' required, optional or absent; empty words allowed or not), in linear time.
 */
export function replaceMarkdownLinks(
  text: string,
  shape: MarkdownLinkShape,
  replace: (words: string) => string,
): string {
  const nextClose = nextIndexOf(text, ']');
  const nextParen = nextIndexOf(text, ')');
  let out = '';
  let copied = 0;
  for (let open = text.indexOf('['); open >= 0;) {
    // A match starts at the '!' when there is one the last match did not take.
    const bang = open > copied && text.charAt(open - 1) === '!';
    const close = nextClose(open + 1);
    // No ']' after this '[' means none after any later one either.
    if (close < 0) break;
    const paren = text.charAt(close + 1) === '(' ? nextParen(close + 2) : -1;
    const matches =
      (shape.bang !== 'required' || bang) && (shape.emptyText || close > open + 1) && paren >= 0;
    if (!matches) {
      open = text.indexOf('[', open + 1);
      continue;
    }
    const start = bang && shape.bang !== 'none' ? open - 1 : open;
    out += text.slice(copied, start) + replace(text.slice(open + 1, close));
    copied = paren + 1;
    open = text.indexOf('[', copied);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * What `text.replace(/<[^>]*>/g, replacement)` returns (`/<[^>]+>/g` without `emptyTag`), in
 * linear time: a tag is a '<' up to the next '>'.
 */
export function replaceTags(text: string, emptyTag: boolean, replacement: string): string {
  const nextClose = nextIndexOf(text, '>');
  let out = '';
  let copied = 0;
  for (let open = text.indexOf('<'); open >= 0;) {
    const close = nextClose(open + 1);
    if (close < 0) break;
    if (!emptyTag && close === open + 1) {
      open = text.indexOf('<', open + 1);
      continue;
    }
    out += text.slice(copied, open) + replacement;
    copied = close + 1;
    open = text.indexOf('<', copied);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * `text.replace(pattern, replacement)` for a pattern whose every match ends with `last` (a tag
 * ends with '>'): run on the text up to the last `last` only. There each try at an opener finds its
 * closer and matches, so a long tail of openers without one ('<a<a<a...') is not rescanned from
 * each of them.
 */
export function replaceEndingWith(
  text: string,
  last: string,
  pattern: RegExp,
  replacement: string,
): string {
  const end = text.lastIndexOf(last) + last.length;
  if (end < last.length) return text;
  return text.slice(0, end).replace(pattern, replacement) + text.slice(end);
}
