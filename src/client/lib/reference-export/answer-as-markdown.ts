import { formatReference, type Reference } from '../../../contract/index.ts';
import { medicalDisclaimerFor } from '../../../shared/safety-texts/safety-texts.ts';

export interface AnswerMarkdownInput {
  question: string;
  /** The answer as written, markdown with [n] citations. */
  answer: string;
  references: readonly Reference[];
  /** Heading of the reference list, in the interface language. */
  referencesHeading: string;
  /** The answer's language, for the disclaimer; SPEC.md's English text when unset or English. */
  language?: string;
}

/**
 * The whole answer as one Markdown document: the question, the answer with its [n] citations, the
 * numbered references (their own numbers, so every citation still finds its source) and the
 * medical disclaimer word for word, in the answer's language.
 */
export function formatAnswerMarkdown({
  question,
  answer,
  references,
  referencesHeading,
  language,
}: AnswerMarkdownInput): string {
  const blocks = [`# ${question.replace(/\s+/g, ' ').trim()}`, answer.trim()];
  if (references.length > 0) {
    blocks.push(
      `## ${referencesHeading}`,
      // One paragraph each, written '[n] ...' so a renderer cannot renumber them.
      ...[...references].sort((a, b) => a.n - b.n).map((reference) => formatReference(reference)),
    );
  }
  blocks.push('---', `*${medicalDisclaimerFor(language)}*`);
  return `${blocks.join('\n\n')}\n`;
}
