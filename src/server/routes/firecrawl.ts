import type { FastifyInstance } from 'fastify';
import {
  drugInteractionsSearchRequestSchema,
  firecrawlScrapeRequestSchema,
} from '../../contract/index.ts';
import { hostsOf, registerSiteSearchRoute } from './site-search.ts';

/** SPEC.md section 7 call 8 searches the two Mayo Clinic site sections; nothing else is allowed. */
const MAYO_CLINIC = ['mayoclinic.org'];
const DEFAULT_MAYO_CLINIC_SITES = [
  'https://www.mayoclinic.org/drugs-supplements',
  'https://www.mayoclinic.org/diseases-conditions',
];

const withDrugInteractions = (query: string): string =>
  /drug interactions?/i.test(query) ? query : `${query} drug interactions`;

/**
 * The two web-search routes: any of the trusted health sites (TRUSTED_SITES), and the Mayo Clinic
 * sections a drug-interaction question is looked up in. One implementation, two allow-lists.
 */
export function registerFirecrawlRoutes(app: FastifyInstance): void {
  registerSiteSearchRoute(app, {
    url: '/firecrawl/scrape',
    body: firecrawlScrapeRequestSchema.transform(({ medicalSites, ...body }) => ({
      ...body,
      sites: medicalSites,
    })),
    defaultSites: [],
    allowList: app.deps.config.firecrawl.trustedSites,
    searchHosts: (requested) => (requested.length > 0 ? hostsOf(requested) : undefined),
    question: (query) => query,
    failure: 'web search',
  });
  registerSiteSearchRoute(app, {
    url: '/firecrawl/drug-interactions',
    body: drugInteractionsSearchRequestSchema.transform(({ mayoClinicSites, ...body }) => ({
      ...body,
      sites: mayoClinicSites,
    })),
    defaultSites: DEFAULT_MAYO_CLINIC_SITES,
    allowList: MAYO_CLINIC,
    searchHosts: () => MAYO_CLINIC,
    question: withDrugInteractions,
    failure: 'drug interaction site search',
  });
}
