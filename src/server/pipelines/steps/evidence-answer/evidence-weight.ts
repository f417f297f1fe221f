import type { Reference, StudyType } from '../../../../contract/index.ts';

/**
 * How much a passage's relevance counts by the design of the study it comes from. The factors are
 * gentle: a stronger design wins between passages of similar relevance, but an off-topic
 * meta-analysis never beats a case report that answers the question.
 */
const WEIGHTS: Record<StudyType, number> = {
  'meta-analysis': 1.3,
  'systematic-review': 1.3,
  guideline: 1.25,
  'randomised-trial': 1.2,
  'clinical-trial': 1.1,
  cohort: 1.05,
  observational: 1.02,
  'case-control': 1,
  'case-report': 0.9,
  review: 1,
  editorial: 0.85,
  // A retracted paper is never quoted as evidence.
  retracted: 0,
};

export function evidenceWeight(reference: Pick<Reference, 'studyType'>): number {
  return reference.studyType ? WEIGHTS[reference.studyType] : 1;
}
