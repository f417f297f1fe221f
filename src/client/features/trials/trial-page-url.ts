import type { Trial } from '../../../contract/index.ts';

const NCT_ID = /^NCT\d{8}$/i;

/**
 * The trial's own url when it is an http(s) link, else the registry's study page for its id.
 * Anything else (a javascript: url from a tampered payload) never becomes a link target.
 */
export function trialPageUrl(trial: Pick<Trial, 'nctId' | 'url'>): string {
  if (trial.url) {
    try {
      const url = new URL(trial.url);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not a URL: fall back to the registry page.
    }
  }
  const id = NCT_ID.test(trial.nctId) ? trial.nctId.toUpperCase() : encodeURIComponent(trial.nctId);
  return `https://clinicaltrials.gov/study/${id}`;
}
