import type { Reference } from './reference.ts';
import { STUDY_TYPES, type StudyType } from './study-type.ts';

// The list lives in its own module so reference.ts can use it without importing this one back.
export { STUDY_TYPES, type StudyType } from './study-type.ts';

const rankOf = (type: StudyType): number => STUDY_TYPES.indexOf(type);

/**
 * Lower is stronger. An article PubMed does not classify sits after narrative reviews (it is
 * primary research of unknown design or a plain article); pages, trial records and drug labels
 * are not studies and follow the articles, before anything retracted.
 */
export function evidenceRank(reference: Pick<Reference, 'kind' | 'studyType'>): number {
  if (reference.studyType) return rankOf(reference.studyType);
  if (reference.kind === 'pubmed') return rankOf('review') + 0.5;
  return rankOf('editorial') + 0.5;
}

/**
 * The references strongest first; equal strength keeps the given (citation) order. The numbers
 * travel with each reference, so citations still point at the same entries.
 */
export function byEvidenceStrength<T extends Pick<Reference, 'kind' | 'studyType'>>(
  references: readonly T[],
): T[] {
  return references
    .map((reference, index) => ({ reference, index, rank: evidenceRank(reference) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ reference }) => reference);
}
