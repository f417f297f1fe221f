import { readCitedSentences } from '../../../shared/citations/index.ts';

/**
 * The text of each cited sentence of an answer by its key, read the way the server read it (the
 * whole answer, GitHub-flavoured), so the export can name a sentence its source does not support.
 */
export function citedSentenceTexts(markdown: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const sentence of readCitedSentences(markdown)) {
    if (!texts.has(sentence.key)) texts.set(sentence.key, sentence.text);
  }
  return texts;
}
