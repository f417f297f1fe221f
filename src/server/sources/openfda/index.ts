export {
  cleanDrugName,
  createOpenFdaSource,
  labelSearchExpression,
  type OpenFdaSource,
  type OpenFdaSourceOptions,
} from './openfda-source.ts';
export {
  displayName,
  readLabelSearch,
  SECTION_TITLES,
  type DrugLabel,
  type LabelSection,
  type LabelSectionKind,
} from './parse-drug-label.ts';
