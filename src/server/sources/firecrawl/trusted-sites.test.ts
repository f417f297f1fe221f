import { describe, expect, it } from 'vitest';
import {
  isAllowedHost,
  isAllowedUrl,
  siteNameFor,
  sitesToSearch,
  trustedSiteNames,
} from './trusted-sites.ts';

const TRUSTED = ['mayoclinic.org', 'medlineplus.gov', 'cdc.gov', 'nih.gov', 'who.int'];

describe('isAllowedUrl', () => {
  it.each([
    'https://www.mayoclinic.org/diseases-conditions/type-2-diabetes/symptoms-causes/syc-20351193',
    'https://mayoclinic.org/',
    'http://www.cdc.gov/diabetes/',
    'https://www.ncbi.nlm.nih.gov/books/NBK1/',
    'https://WWW.WHO.INT/news',
    'https://medlineplus.gov./asthma.html',
  ])('allows %s', (url) => {
    expect(isAllowedUrl(url, TRUSTED)).toBe(true);
  });

  it.each([
    ['a look-alike domain', 'https://evilcdc.gov/'],
    ['a trusted name inside another domain', 'https://cdc.gov.attacker.example/'],
    ['a trusted name in the path', 'https://attacker.example/cdc.gov'],
    ['credentials before the host', 'https://cdc.gov@attacker.example/'],
    ['credentials on a trusted host', 'https://user:pw@www.cdc.gov/'],
    ['an explicit port', 'https://www.cdc.gov:8443/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['loopback', 'http://127.0.0.1:3000/api'],
    ['another scheme', 'file:///etc/passwd'],
    ['javascript', 'javascript:alert(1)'],
    ['not a URL', 'mayoclinic.org'],
  ])('refuses %s', (_label, url) => {
    expect(isAllowedUrl(url, TRUSTED)).toBe(false);
  });

  it('refuses everything when no site is trusted', () => {
    expect(isAllowedUrl('https://www.cdc.gov/', [])).toBe(false);
  });
});

describe('isAllowedHost', () => {
  it('matches the host itself and its subdomains only', () => {
    expect(isAllowedHost('nimh.nih.gov', TRUSTED)).toBe(true);
    expect(isAllowedHost('nih.gov.example', TRUSTED)).toBe(false);
    expect(isAllowedHost('', TRUSTED)).toBe(false);
  });
});

describe('sitesToSearch', () => {
  it('searches every trusted site when none are requested', () => {
    expect(sitesToSearch(undefined, TRUSTED)).toEqual(TRUSTED);
  });

  it('keeps requested trusted sites and drops the rest', () => {
    expect(
      sitesToSearch(['WWW.MayoClinic.org', 'evil.example', '169.254.169.254', 'cdc.gov'], TRUSTED),
    ).toEqual(['www.mayoclinic.org', 'cdc.gov']);
  });

  it('gives nothing when only untrusted sites are requested', () => {
    expect(sitesToSearch(['evil.example'], TRUSTED)).toEqual([]);
  });
});

describe('site names', () => {
  it('names the organisation behind a host, subdomains included', () => {
    expect(siteNameFor('www.mayoclinic.org')).toBe('Mayo Clinic');
    expect(siteNameFor('www.ncbi.nlm.nih.gov')).toBe('NIH');
    expect(siteNameFor('medlineplus.gov')).toBe('MedlinePlus');
    expect(siteNameFor('www.example.org')).toBe('example.org');
  });

  it('lists the display names of the configured sites', () => {
    expect(trustedSiteNames(TRUSTED)).toEqual(['Mayo Clinic', 'MedlinePlus', 'CDC', 'NIH', 'WHO']);
  });
});
