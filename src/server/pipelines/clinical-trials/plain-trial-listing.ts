import type { Trial } from '../../../contract/trial.ts';
import type { Language } from '../../../contract/vocabulary-values.ts';
import type { EvidenceItem } from '../../llm/index.ts';
import { trialStatusLabel } from '../../../contract/trial-status.ts';
import { answerNotesFor, fillNote } from '../steps/answer-notes/answer-notes.ts';

const clip = (text: string, max: number): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
};

/**
 * The evidence-only summary: the top trials as the registry states them, each citing its own
 * reference, so nothing is presented as AI-written.
 */
export function plainTrialListing(
  evidence: readonly EvidenceItem[],
  trials: readonly Trial[],
  language?: Language,
): string {
  const notes = answerNotesFor(language);
  const labels = notes.trialFacts;
  const byId = new Map(trials.map((trial) => [trial.nctId, trial]));
  const items = evidence.flatMap((item) => {
    const trial = item.reference.nctId ? byId.get(item.reference.nctId) : undefined;
    if (!trial) return [];
    const facts = [
      `${labels.status}: ${trialStatusLabel(trial.status)}`,
      trial.phase !== 'Not specified' ? `${labels.phase}: ${trial.phase}` : '',
      trial.conditions.length > 0
        ? `${labels.conditions}: ${trial.conditions.slice(0, 3).join(', ')}`
        : '',
    ].filter(Boolean);
    const summary = trial.summary ? `\n\n   ${clip(trial.summary, 320)}` : '';
    return [
      `${item.reference.n}. **${trial.title}** (${trial.nctId}) [${item.reference.n}]\n\n   ${facts.join(' · ')}${summary}`,
    ];
  });
  return [
    notes.trialListingHeading,
    items.length === 1
      ? notes.trialListingOne
      : fillNote(notes.trialListingMany, { count: String(items.length) }),
    ...items,
  ].join('\n\n');
}
