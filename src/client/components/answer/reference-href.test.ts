import { describe, expect, it } from 'vitest';
import type { Reference } from '../../../contract/index.ts';
import { referenceFromText, referenceHref, webUrl } from './reference-href.ts';

const base: Reference = { n: 1, kind: 'web', title: 'High blood pressure', url: '' };

describe('referenceHref', () => {
  it('links articles to PubMed by PMID', () => {
    expect(referenceHref({ ...base, kind: 'pubmed', pmid: '123456', url: 'https://x.org' })).toBe(
      'https://pubmed.ncbi.nlm.nih.gov/123456/',
    );
  });

  it("links trials to the registry's study page", () => {
    expect(referenceHref({ ...base, kind: 'trial', nctId: 'NCT01234567' })).toBe(
      'https://clinicaltrials.gov/study/NCT01234567',
    );
  });

  it('uses the page URL for web sources, and only if it is http(s)', () => {
    expect(referenceHref({ ...base, url: 'https://medlineplus.gov/a.html' })).toBe(
      'https://medlineplus.gov/a.html',
    );
    expect(referenceHref({ ...base, url: 'javascript:alert(1)' })).toBeUndefined();
    expect(referenceHref({ ...base, url: 'data:text/html,hi' })).toBeUndefined();
    expect(webUrl('/relative')).toBeUndefined();
  });
});

describe('referenceFromText', () => {
  it('derives the link from a PMID, an NCT id or a URL', () => {
    const article = referenceFromText('[3] Smith J. Trial of X. Lancet. 2020. PMID: 998877.', 0);
    expect(article).toMatchObject({ n: 3, kind: 'pubmed', pmid: '998877' });
    expect(referenceHref(article)).toBe('https://pubmed.ncbi.nlm.nih.gov/998877/');

    const trial = referenceFromText('A study of Y (NCT00000102)', 4);
    expect(trial).toMatchObject({ n: 5, kind: 'trial' });
    expect(referenceHref(trial)).toBe('https://clinicaltrials.gov/study/NCT00000102');

    const page = referenceFromText('[1] CDC. Flu basics. https://www.cdc.gov/flu/about.html.', 0);
    expect(referenceHref(page)).toBe('https://www.cdc.gov/flu/about.html');
    expect(page.title).toBe('CDC. Flu basics.');
  });
});
