export {
  createClinicalTrialsSource,
  type ClinicalTrialsSource,
  type ClinicalTrialsSourceOptions,
  type TrialSearchOptions,
} from './clinical-trials-source.ts';
export { registryStudyUrl } from './to-trial.ts';
