import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { markCitations } from './citation-markers.ts';
import { citedSentences, type CitedSentence } from './cited-sentences.ts';

/**
 * The answer's cited sentences, read from its whole markdown with the parser and extensions the
 * browser renders it with (remark-gfm), so each sentence's key is the one its markers carry on
 * screen. The server reads answers with it to find their quotes, the export to name sentences.
 */
export function readCitedSentences(markdown: string): CitedSentence[] {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  markCitations(tree);
  return citedSentences(tree);
}
