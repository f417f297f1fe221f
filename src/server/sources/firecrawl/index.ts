export {
  createWebSearchSource,
  type WebSearchOptions,
  type WebSearchSource,
  type WebSearchSourceOptions,
} from './web-search-source.ts';
export { isAllowedHost, isAllowedUrl, siteNameFor, trustedSiteNames } from './trusted-sites.ts';
