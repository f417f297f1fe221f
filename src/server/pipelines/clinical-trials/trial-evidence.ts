import type { Reference } from '../../../contract/reference.ts';
import type { Trial } from '../../../contract/trial.ts';
import type { EvidenceItem } from '../../llm/index.ts';
import { registryStudyUrl } from '../../sources/clinical-trials/index.ts';
import { SUMMARISED_TRIALS } from './rank-trials.ts';

/** A trial's reference links the registry's show page by NCT id (SPEC.md section 3). */
export const trialReference = (trial: Trial, n: number): Reference => ({
  n,
  kind: 'trial',
  title: trial.title,
  url: registryStudyUrl(trial.nctId),
  source: 'ClinicalTrials.gov',
  nctId: trial.nctId,
});

const describe = (trial: Trial): string =>
  [
    `Trial ${trial.nctId}: ${trial.title}`,
    `Status: ${trial.status}. Phase: ${trial.phase}.`,
    trial.conditions.length > 0 ? `Conditions: ${trial.conditions.join(', ')}.` : '',
    trial.summary,
    trial.locations.length > 0 ? `Locations: ${trial.locations.slice(0, 3).join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n');

/** The top trials, numbered, as the evidence the summary may cite. */
export const trialEvidence = (ranked: readonly Trial[]): EvidenceItem[] =>
  ranked.slice(0, SUMMARISED_TRIALS).map((trial, index) => ({
    reference: trialReference(trial, index + 1),
    text: describe(trial),
  }));
