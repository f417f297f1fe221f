import { useEffect, useState } from 'react';
import type { SearchRequestInput } from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/limits.ts';
import type { SearchUrlParameters } from '../../lib/search-url-parameters.ts';
import { buildSearchRequest } from './build-search-request.ts';
import type { SearchPreferences } from './use-search-preferences.ts';

/**
 * SPEC.md section 2: a `query` in the URL runs by itself shortly after the page appears. Says
 * whether it ran, so the form keeps that question when the visitor changes the search type.
 */
export function useUrlSearch(
  urlParameters: SearchUrlParameters,
  preferences: SearchPreferences,
  submit: (request: SearchRequestInput) => unknown,
): boolean {
  const [ran, setRan] = useState(false);
  const urlQuery = urlParameters.query;
  useEffect(() => {
    if (!urlQuery) return;
    const timer = setTimeout(() => {
      const request = buildSearchRequest({
        query: urlQuery,
        searchType: urlParameters.searchType ?? 'health-info',
        level: urlParameters.level ?? preferences.level,
        language: urlParameters.language ?? preferences.language,
        usmleStep: urlParameters.usmleStep,
        location: '',
      });
      if (!request) return;
      setRan(true);
      void submit(request);
    }, LIMITS.autoSearchDelayMs);
    return () => clearTimeout(timer);
    // Once per page load: later preference changes must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlQuery, submit]);
  return ran;
}
