import { LIMITS } from '../../../contract/limits.ts';
import type { Trial } from '../../../contract/trial.ts';
import { buildUrl } from '../http/build-url.ts';
import { createUpstreamClient, type UpstreamSettings } from '../http/upstream-client.ts';
import { UpstreamError, isUpstreamError } from '../http/upstream-error.ts';
import { cleanLocation, conditionQuery, conditionTerms } from './build-condition-query.ts';
import { STUDY_FIELDS, upstreamStudiesPageSchema } from './clinical-trials.upstream.ts';
import { toTrials } from './to-trial.ts';

const UPSTREAM = 'clinicaltrials';
const CACHE_TTL_MS = 15 * 60_000;
/** SPEC.md section 7: the four statuses a person could still join. */
export const TRIAL_STATUSES = [
  'RECRUITING',
  'NOT_YET_RECRUITING',
  'ACTIVE_NOT_RECRUITING',
  'ENROLLING_BY_INVITATION',
] as const;
/** The 400 fallback keeps only the statuses that are open for enrolment. */
const FALLBACK_STATUSES = ['RECRUITING', 'NOT_YET_RECRUITING'] as const;
export const PAGE_SIZE = 50;
export const FALLBACK_PAGE_SIZE = 20;

export interface ClinicalTrialsSourceOptions extends UpstreamSettings {
  /** API v2 base, e.g. https://clinicaltrials.gov/api/v2 */
  baseUrl: string;
  /** From config: CTGOV_REQUESTS_PER_SECOND (1, the registry's polite rate, unless set). */
  requestsPerSecond: number;
}

export interface TrialSearchOptions {
  location?: string;
  signal?: AbortSignal;
}

export interface ClinicalTrialsSource {
  /** Trials for the question, in the registry's order; [] when none match. */
  search(query: string, options?: TrialSearchOptions): Promise<Trial[]>;
}

interface Attempt {
  terms: readonly string[];
  statuses: readonly string[];
  pageSize: number;
  location: string | undefined;
}

export function createClinicalTrialsSource(
  options: ClinicalTrialsSourceOptions,
): ClinicalTrialsSource {
  const client = createUpstreamClient<Trial[]>({
    ...options,
    upstream: UPSTREAM,
    // The limiter's and cache's shared names predate UPSTREAM; kept so Redis keys stay the same.
    stateName: 'clinical-trials',
    limit: { requests: options.requestsPerSecond, perMs: 1000 },
    cache: { max: 300, ttlMs: CACHE_TTL_MS },
  });

  async function load(attempt: Attempt, signal: AbortSignal): Promise<Trial[]> {
    const url = buildUrl(options.baseUrl, 'studies', {
      'query.cond': conditionQuery(attempt.terms),
      'query.locn': attempt.location,
      'filter.overallStatus': attempt.statuses.join(','),
      pageSize: attempt.pageSize,
      format: 'json',
      fields: STUDY_FIELDS.join(','),
    });
    const response = await client.request(url, {
      signal,
      headers: { accept: 'application/json' },
    });
    const body = await client.json(response, 'answer is not JSON');
    const page = upstreamStudiesPageSchema.safeParse(body);
    if (!page.success) throw UpstreamError.malformed(UPSTREAM, 'answer is not a studies page');
    return toTrials(page.data.studies);
  }

  return {
    async search(query, { location, signal } = {}) {
      const terms = conditionTerms(query);
      if (terms.length === 0) return [];
      const place = location ? cleanLocation(location) : '';
      const first: Attempt = {
        terms,
        statuses: TRIAL_STATUSES,
        pageSize: PAGE_SIZE,
        // SPEC.md section 5: the location is used only if under 50 characters.
        location: place !== '' && place.length < LIMITS.locationFilterMaxChars ? place : undefined,
      };
      const run = (attempt: Attempt) =>
        client.cached(JSON.stringify(attempt).toLowerCase(), (s) => load(attempt, s), signal);
      // On a 400 ('Error parsing query'): SPEC.md's simpler query first (one term, open
      // statuses, 20 studies), then the same without the location, before giving up.
      const simpler: Attempt = {
        ...first,
        terms: terms.slice(0, 1),
        statuses: FALLBACK_STATUSES,
        pageSize: FALLBACK_PAGE_SIZE,
      };
      const attempts = [
        first,
        ...(terms.length > 1 ? [simpler] : []),
        ...(first.location !== undefined ? [{ ...simpler, location: undefined }] : []),
      ];
      let trials: Trial[] | undefined;
      for (const [index, attempt] of attempts.entries()) {
        try {
          trials = await run(attempt);
          break;
        } catch (error) {
          const refused = isUpstreamError(error) && error.status === 400;
          if (!refused || index === attempts.length - 1) throw error;
        }
      }
      return trials ?? [];
    },
  };
}
