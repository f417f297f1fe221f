import { formatReference, MEDICAL_DISCLAIMER, type Reference } from '../../../contract/index.ts';

export interface AnswerMarkdownInput {
  question: string;
  /** The answer as written, markdown with [n] citations. */
  answer: string;
  references: readonly Reference[];
  /** Heading of the reference list, in the interface language. */
  referencesHeading: string;
}

/**
 * The whole answer as one Markdown document: the question, the answer with its [n] citations, the
 * numbered references (their own numbers, so every citation still finds its source) and the
 * medical disclaimer word for word.
 */
export function formatAnswerMarkdown({
  question,
  answer,
  references,
  referencesHeading,
}: AnswerMarkdownInput): string {
  const blocks = [`# ${question.replace(/\s+/g, ' ').trim()}`, answer.trim()];
  if (references.length > 0) {
    blocks.push(
      `## ${referencesHeading}`,
      // One paragraph each, written '[n] ...' so a renderer cannot renumber them.
      ...[...references].sort((a, b) => a.n - b.n).map((reference) => formatReference(reference)),
    );
  }
  blocks.push('---', `*${MEDICAL_DISCLAIMER}*`);
  return `${blocks.join('\n\n')}\n`;
}
