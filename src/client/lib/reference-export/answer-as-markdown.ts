import { formatReference, type CitationQuotes, type Reference } from '../../../contract/index.ts';
import { medicalDisclaimerFor } from '../../../shared/safety-texts/safety-texts.ts';
import { quotesBySource } from '../citation-quotes.ts';
import { citedSentenceTexts } from './cited-sentence-texts.ts';

export interface AnswerMarkdownInput {
  question: string;
  /** The answer as written, markdown with [n] citations. */
  answer: string;
  references: readonly Reference[];
  /** Heading of the reference list, in the interface language. */
  referencesHeading: string;
  /** The answer's language, for the disclaimer; SPEC.md's English text when unset or English. */
  language?: string;
  /** The passage of each source behind each cited sentence, when they arrived. */
  quotes?: CitationQuotes;
  /** "Not found in source n", in the interface language. */
  notFoundText?: (n: number) => string;
}

/** Text that reads the same once rendered: Markdown's inline syntax characters escaped. */
const literal = (text: string): string => text.replace(/[\\`*_[\]<>]/g, (char) => `\\${char}`);

/** The quotes used from one source, each its own blockquote so a renderer cannot merge them. */
const quoteBlocks = (quotes: readonly string[]): string[] =>
  quotes.map((quote) => `> "${literal(quote)}"`);

/** One line per sentence whose cited source does not support it, in answer order. */
function notFoundLines(
  answer: string,
  quotes: CitationQuotes,
  notFoundText: (n: number) => string,
): string[] {
  if (!quotes.sentences.some((sentence) => sentence.citations.some((c) => c.quote === null))) {
    return [];
  }
  const texts = citedSentenceTexts(answer);
  return quotes.sentences.flatMap((sentence) =>
    sentence.citations
      .filter((citation) => citation.quote === null)
      .map((citation) => {
        const text = texts.get(sentence.key);
        const note = `**${literal(notFoundText(citation.n))}**`;
        return text ? `- ${note}: "${literal(text)}"` : `- ${note}`;
      }),
  );
}

/**
 * The whole answer as one Markdown document: the question, the answer with its [n] citations, the
 * numbered references (their own numbers, so every citation still finds its source), each followed
 * by the quotes the answer used from it, the sentences no passage of their source supports, and
 * the medical disclaimer word for word, in the answer's language. Checkable offline.
 */
export function formatAnswerMarkdown({
  question,
  answer,
  references,
  referencesHeading,
  language,
  quotes,
  notFoundText = (n) => `Not found in source ${n}`,
}: AnswerMarkdownInput): string {
  const blocks = [`# ${question.replace(/\s+/g, ' ').trim()}`, answer.trim()];
  const used = quotesBySource(quotes);
  if (references.length > 0) {
    blocks.push(
      `## ${referencesHeading}`,
      // One paragraph each, written '[n] ...' so a renderer cannot renumber them.
      ...[...references]
        .sort((a, b) => a.n - b.n)
        .flatMap((reference) => [
          formatReference(reference),
          ...quoteBlocks(used.get(reference.n)?.quotes ?? []),
        ]),
    );
  }
  const notFound = quotes ? notFoundLines(answer, quotes, notFoundText) : [];
  if (notFound.length > 0) blocks.push(notFound.join('\n'));
  blocks.push('---', `*${medicalDisclaimerFor(language)}*`);
  return `${blocks.join('\n\n')}\n`;
}
