import { useMemo } from 'react';
import type { SearchRequestInput } from '../../../contract/index.ts';
// Values from the contract's plain modules: the first screen does not load zod.
import { FORM_SEARCH_TYPES } from '../../../contract/vocabulary-values.ts';
import type { SearchUrlParameters } from '../../lib/search-url-parameters.ts';

type FormSearchType = (typeof FORM_SEARCH_TYPES)[number];
const isFormSearchType = (type: string | undefined): type is FormSearchType =>
  type !== undefined && (FORM_SEARCH_TYPES as readonly string[]).includes(type);

/** The search types the form offers: those the server serves, else all of them. */
export function useOfferedSearchTypes(served: readonly string[]): readonly FormSearchType[] {
  return useMemo(() => {
    const offered = FORM_SEARCH_TYPES.filter((type) => served.includes(type));
    return offered.length > 0 ? offered : FORM_SEARCH_TYPES;
  }, [served]);
}

/**
 * What the form starts with. The form moves from the first-page layout to the conversation layout
 * (a remount): the search type and step of the search just made carry over, so a follow-up stays
 * the same kind of search. The URL's values count only until 'Start New Search' (`generation`).
 */
export function useFormInitial(
  generation: number,
  urlParameters: SearchUrlParameters,
  lastRequest: SearchRequestInput | undefined,
) {
  const lastType = lastRequest?.searchType;
  const lastStep = lastRequest?.usmleStep;
  const lastLanguage = lastRequest?.language;
  const asked = lastRequest !== undefined;
  return useMemo(() => {
    const carriedOver = isFormSearchType(lastType)
      ? { searchType: lastType, ...(lastStep ? { usmleStep: lastStep } : {}) }
      : undefined;
    // The link's language is not stored (search-form.tsx); its conversation keeps the language
    // last asked in, which is the visitor's own pick if they made one.
    const language = urlParameters.language ? (lastLanguage ?? urlParameters.language) : undefined;
    return generation === 0
      ? {
          ...urlParameters,
          ...carriedOver,
          language,
          query: asked ? undefined : urlParameters.query,
        }
      : carriedOver;
  }, [generation, urlParameters, lastType, lastStep, lastLanguage, asked]);
}
