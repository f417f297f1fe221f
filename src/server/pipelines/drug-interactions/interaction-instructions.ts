import { SEVERITIES } from '../../../contract/index.ts';

/** Marks a drug interaction answer request; lets test doubles compose a fitting reply. */
export const INTERACTION_PROMPT_MARKER = 'Task: drug interaction analysis.';

const MEANING: Record<(typeof SEVERITIES)[number], string> = {
  mild: 'little clinical effect; usually no change needed, but be aware of it',
  moderate: 'may need monitoring, spacing of doses or a dose change by a clinician',
  severe: 'can cause serious harm; avoid the combination unless a clinician supervises it closely',
  contraindicated: 'an FDA label says the combination must not be used',
};

/**
 * Added to the answer system prompt for drug interactions: the severity scheme of SPEC.md
 * section 9 and the form each interaction takes, so the result view can show every interaction the
 * same way.
 */
export function interactionInstructions(drugNames: readonly string[]): string {
  return [
    INTERACTION_PROMPT_MARKER,
    drugNames.length > 0
      ? `Substances found in the question: ${drugNames.join(', ')}.`
      : 'No specific substance could be identified in the question; ask the reader to name the medicines if the sources do not make it clear.',
    'Severity scheme: rate every interaction with exactly one of these words (keep them in English, in lowercase):',
    ...SEVERITIES.map((level) => `- ${level}: ${MEANING[level]}`),
    'In the first section, list each interaction between the substances as one bullet in exactly this form:',
    '- **Drug A + Drug B** — severity: moderate — what happens and why, in one or two sentences [n]. What to do: the practical step (monitoring, timing, what to ask the pharmacist or doctor).',
    'Sources labelled "FDA drug label" are the official labels; cite them by number for what the label states, and prefer them for the severity.',
    'If the sources document no interaction between the substances, say so plainly and add that a missing entry is not proof that the combination is safe.',
  ].join('\n');
}
