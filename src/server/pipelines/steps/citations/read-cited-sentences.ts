import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import {
  citedSentences,
  markCitations,
  type CitedSentence,
} from '../../../../shared/citations/index.ts';

/**
 * The answer's cited sentences, read from its markdown with the parser and extensions the browser
 * renders it with (remark-gfm), so each sentence's key is the one its markers carry on screen.
 */
export function readCitedSentences(markdown: string): CitedSentence[] {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  markCitations(tree);
  return citedSentences(tree);
}
