import { replaceMarkdownLinks, replaceTags } from '../../../shared/text/markup.ts';

/**
 * A list marker at a line's start, after any blank lines (`\s*`). A line start inside a run of
 * blank lines is tried only when it is the run's first (the lookbehind): a later one would read the
 * same run again (quadratic on many blank lines) to find the same marker, and a match taking the
 * first takes the whole run. A line start at the end of the run costs nothing and is always tried.
 */
const LIST_MARK =
  /^(?:(?<![\n\r\u2028\u2029][^\S\n\r\u2028\u2029]*[\n\r\u2028\u2029])|(?=\S))\s*[-*+]\s+/gm;

/**
 * Answer markdown reduced to readable plain text for the compact history list: headings, emphasis,
 * list markers, citation brackets and link targets go; React then renders it as inert text.
 */
export function plainExcerpt(markdown: string): string {
  const text = replaceMarkdownLinks(
    markdown,
    { bang: 'optional', emptyText: true },
    (words) => words,
  )
    .replace(/\s?\[\d+(?:\s*[,–-]\s*\d+)*\]/g, '')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(LIST_MARK, '')
    .replace(/[*_`~]+/g, '');
  return replaceTags(text, true, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
