import { trialInputSchema, type Trial } from '../../../contract/trial.ts';
import { upstreamStudySchema, type UpstreamStudy } from './clinical-trials.upstream.ts';

/** SPEC.md section 9: up to 10 locations per trial. */
export const MAX_TRIAL_LOCATIONS = 10;

export const registryStudyUrl = (nctId: string): string =>
  `https://clinicaltrials.gov/study/${encodeURIComponent(nctId)}`;

const PHASE_LABELS: Record<string, string> = {
  EARLY_PHASE1: 'Early Phase 1',
  PHASE1: 'Phase 1',
  PHASE2: 'Phase 2',
  PHASE3: 'Phase 3',
  PHASE4: 'Phase 4',
  NA: 'Not applicable',
};

function phaseOf(phases: readonly string[] | undefined): string | undefined {
  if (!phases || phases.length === 0) return undefined;
  return phases.map((phase) => PHASE_LABELS[phase] ?? phase).join(', ');
}

const joinParts = (parts: readonly (string | undefined)[]): string =>
  parts
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(', ');

function contactOf(study: UpstreamStudy): string | undefined {
  const contacts = study.protocolSection.contactsLocationsModule?.centralContacts ?? [];
  const lines = contacts
    .filter((contact) => contact.phone?.trim() || contact.email?.trim())
    .map((contact) => {
      const reach = joinParts([contact.phone, contact.email]);
      return contact.name?.trim() ? `${contact.name.trim()}: ${reach}` : reach;
    });
  return lines.length > 0 ? lines.join('; ') : undefined;
}

/**
 * One registry study as the contract's Trial. The raw fields go through `trialInputSchema`, the
 * one place that normalises field names, so a study lacking a module still yields a valid Trial.
 */
export function toTrial(study: UpstreamStudy): Trial {
  const section = study.protocolSection;
  const nctId = section.identificationModule.nctId;
  const locations = (section.contactsLocationsModule?.locations ?? [])
    .map((place) => joinParts([place.facility, place.city, place.state, place.country]))
    .filter((text) => text !== '')
    .slice(0, MAX_TRIAL_LOCATIONS);
  return trialInputSchema.parse({
    nctId,
    briefTitle:
      section.identificationModule.briefTitle ?? section.identificationModule.officialTitle,
    conditions: section.conditionsModule?.conditions ?? [],
    phase: phaseOf(section.designModule?.phases),
    overallStatus: section.statusModule?.overallStatus,
    eligibilityCriteria: section.eligibilityModule?.eligibilityCriteria,
    briefSummary: section.descriptionModule?.briefSummary,
    locations,
    url: registryStudyUrl(nctId),
    contactInfo: contactOf(study),
    minimumAge: section.eligibilityModule?.minimumAge,
    maximumAge: section.eligibilityModule?.maximumAge,
    sex: section.eligibilityModule?.sex,
    healthyVolunteers: section.eligibilityModule?.healthyVolunteers,
  });
}

/** Maps every study that has the registry's shape; a malformed entry is skipped, not fatal. */
export function toTrials(studies: readonly unknown[]): Trial[] {
  const trials: Trial[] = [];
  for (const raw of studies) {
    const parsed = upstreamStudySchema.safeParse(raw);
    if (parsed.success && parsed.data.protocolSection.identificationModule.nctId.trim() !== '') {
      trials.push(toTrial(parsed.data));
    }
  }
  return trials;
}
