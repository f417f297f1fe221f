import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { dnsWarning, unresolvedHosts, upstreamUrls } from './dns-check.ts';

const notFound = (host: string) =>
  Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });

describe('the start-up DNS check', () => {
  const upstreams = upstreamUrls(parseConfig({}));

  it('checks the configured source hosts, and the model and web search only when set', () => {
    expect(Object.keys(upstreams)).toEqual(['pubmed', 'medlineplus', 'clinicaltrials', 'openfda']);
    const full = upstreamUrls(parseConfig({ OPENAI_API_KEY: 'k', FIRECRAWL_API_KEY: 'f' }));
    expect(full.model).toBe('https://api.openai.com/v1');
    expect(full.firecrawl).toBe('https://api.firecrawl.dev');
  });

  it('warns that the machine seems offline when no host resolves', async () => {
    const unresolved = await unresolvedHosts(upstreams, (host) => Promise.reject(notFound(host)));
    expect(unresolved.map((found) => found.code)).toEqual(Array(4).fill('ENOTFOUND'));
    expect(dnsWarning(4, unresolved)).toMatch(
      /^No upstream host name resolves: eutils\.ncbi\.nlm\.nih\.gov \(ENOTFOUND\).*no internet connection or DNS/,
    );
  });

  it('names only the hosts that fail, and says nothing when all resolve', async () => {
    const some = await unresolvedHosts(upstreams, (host) =>
      host === 'api.fda.gov' ? Promise.reject(notFound(host)) : Promise.resolve({}),
    );
    expect(dnsWarning(4, some)).toBe(
      'Some upstream host names do not resolve: api.fda.gov (ENOTFOUND). Answers will be built without those sources until they do.',
    );
    expect(dnsWarning(4, await unresolvedHosts(upstreams, () => Promise.resolve({})))).toBeNull();
  });

  it('never hangs on a lookup that does not answer', async () => {
    const started = performance.now();
    const unresolved = await unresolvedHosts(upstreams, () => new Promise(() => {}), 50);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(unresolved).toHaveLength(4);
  });
});
