import type { Language } from '../../../contract/index.ts';
import { answerNotesFor, fillNote } from '../steps/answer-notes/answer-notes.ts';
import { en } from '../steps/answer-notes/languages/en.ts';
import type { LabelEvidence } from './label-excerpts.ts';

export const LABEL_EXCERPTS_LABEL = en.labelExcerptsLead;
export const NO_LABEL_TEXT = en.noLabel;

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
export function buildLabelExcerptsAnswer(
  labels: readonly LabelEvidence[],
  language?: Language,
): string {
  const notes = answerNotesFor(language);
  if (labels.length === 0) return notes.noLabel;
  const blocks = [notes.labelExcerptsLead];
  for (const { item, excerpts, found } of labels) {
    const n = item.reference.n;
    blocks.push(`### ${fillNote(notes.labelHeading, { name: asQuote(found.label.name) })} [${n}]`);
    for (const { section, sentences } of excerpts) {
      blocks.push(`**${section.title}**`, `> ${asQuote(sentences.join(' '))} [${n}]`);
    }
  }
  return blocks.join('\n\n');
}
