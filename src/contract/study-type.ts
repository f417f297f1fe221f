/**
 * Study designs a PubMed reference is labelled with, strongest evidence first. Syntheses of many
 * studies come first, then guidelines (built on them), then trials, observational designs, single
 * cases, narrative reviews and opinion. A retracted publication is not evidence at all and goes last.
 */
export const STUDY_TYPES = [
  'meta-analysis',
  'systematic-review',
  'guideline',
  'randomised-trial',
  'clinical-trial',
  'cohort',
  'observational',
  'case-control',
  'case-report',
  'review',
  'editorial',
  'retracted',
] as const;
export type StudyType = (typeof STUDY_TYPES)[number];
