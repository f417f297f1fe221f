import { TRUSTED_SOURCES } from '../../../contract/sources.ts';

const normaliseHost = (host: string): string => host.trim().toLowerCase().replace(/\.$/, '');

/** True when `host` is one of the trusted sites or a subdomain of one (www.cdc.gov for cdc.gov). */
export function isAllowedHost(host: string, trustedSites: readonly string[]): boolean {
  const candidate = normaliseHost(host);
  if (!candidate) return false;
  return trustedSites.some((site) => {
    const trusted = normaliseHost(site);
    return trusted !== '' && (candidate === trusted || candidate.endsWith(`.${trusted}`));
  });
}

/**
 * True only for a plain http(s) URL on a trusted site: no credentials and no explicit port,
 * so nothing that merely looks like a trusted host can be used to reach somewhere else.
 */
export function isAllowedUrl(url: string, trustedSites: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password || parsed.port) return false;
  return isAllowedHost(parsed.hostname, trustedSites);
}

/**
 * The sites to search: the requested ones that are on the allow-list (anything else is dropped,
 * never searched), or every trusted site when none were requested.
 */
export function sitesToSearch(
  requested: readonly string[] | undefined,
  trustedSites: readonly string[],
): string[] {
  const sites = requested ?? trustedSites;
  const allowed = sites.map(normaliseHost).filter((site) => isAllowedHost(site, trustedSites));
  return [...new Set(allowed)];
}

/** The organisation behind a host, as the references list names it, e.g. 'Mayo Clinic'. */
export function siteNameFor(host: string): string {
  const candidate = normaliseHost(host);
  const match = TRUSTED_SOURCES.filter(
    (source) => candidate === source.host || candidate.endsWith(`.${source.host}`),
  ).sort((a, b) => b.host.length - a.host.length)[0];
  return match?.name ?? candidate.replace(/^www\./, '');
}

/** Display names of the trusted sites, in configuration order, e.g. for the search form. */
export function trustedSiteNames(trustedSites: readonly string[]): string[] {
  return [...new Set(trustedSites.map(siteNameFor))];
}
