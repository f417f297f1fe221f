import type { LabelEvidence } from './label-excerpts.ts';

export const LABEL_EXCERPTS_LABEL =
  '> **FDA label excerpts** — verbatim passages from the official drug labels of the medicines in your question. Not an AI-written summary and not a severity rating: ask a pharmacist or doctor how they apply to you.';

export const NO_LABEL_TEXT =
  '_No FDA drug label was found for the medicines named in the question. Use the generic name of each medicine (for example ibuprofen rather than a brand name)._';

/** Label text must render as the words it is: no markdown or HTML meaning, no fake citations. */
const asQuote = (text: string): string =>
  text
    .replace(/\s?\[\d+(?:\s*[-–,]\s*\d+)*\]/g, '')
    .replace(/[\\`*_[\]<>]/g, (char) => `\\${char}`)
    .replace(/^(\d+)\.(\s)/, '$1\\.$2')
    .replace(/^([-+#])/, '\\$1');

/**
 * The evidence-only part of a drug interaction answer: what each label says, section by section,
 * quoted with its reference number. The research excerpts follow it (built by the shared flow).
 */
export function buildLabelExcerptsAnswer(labels: readonly LabelEvidence[]): string {
  if (labels.length === 0) return NO_LABEL_TEXT;
  const blocks = [LABEL_EXCERPTS_LABEL];
  for (const { item, excerpts, found } of labels) {
    const n = item.reference.n;
    blocks.push(`### ${asQuote(found.label.name)} label [${n}]`);
    for (const { section, sentences } of excerpts) {
      blocks.push(`**${section.title}**`, `> ${asQuote(sentences.join(' '))} [${n}]`);
    }
  }
  return blocks.join('\n\n');
}
