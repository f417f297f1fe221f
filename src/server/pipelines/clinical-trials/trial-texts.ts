export const TRIAL_SEARCH_ERROR_TEXT = 'Failed to search clinical trials';
export const TRIAL_SUMMARY_ERROR_TEXT = 'Failed to generate clinical trials summary';
/** SPEC.md section 8: the registry's own error carries its status. */
export const registryErrorText = (status: number): string =>
  `Clinical trials registry error: ${status}`;
