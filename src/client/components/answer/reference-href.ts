import type { Reference } from '../../../contract/index.ts';

const PMID = /^\d{1,9}$/;
const NCT_ID = /^NCT\d{8}$/i;

/** The URL if it is a web address, so a reference can never carry a javascript: or data: link. */
export function webUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export const pubmedUrl = (pmid: string): string => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;
export const trialRegistryUrl = (nctId: string): string =>
  `https://clinicaltrials.gov/study/${nctId.toUpperCase()}`;

/** Where a reference links: PubMed for articles, the registry for trials, else its own page. */
export function referenceHref(reference: Reference): string | undefined {
  if (reference.pmid && PMID.test(reference.pmid)) return pubmedUrl(reference.pmid);
  if (reference.kind === 'trial' && reference.nctId && NCT_ID.test(reference.nctId)) {
    return trialRegistryUrl(reference.nctId);
  }
  return webUrl(reference.url);
}

/**
 * A Reference rebuilt from the plain string a SearchResult carries (SPEC 3), for results that
 * arrive without the structured list: the link comes from a PMID, an NCT id or a URL inside.
 */
export function referenceFromText(text: string, position: number): Reference {
  const numbered = /^\s*\[(\d+)\]\s*/.exec(text);
  const pmid = /PMID:?\s*(\d{1,9})/i.exec(text)?.[1];
  const nctId = /\b(NCT\d{8})\b/i.exec(text)?.[1];
  // Runs of spaces or stops are tried from their start only (the lookbehinds): read once each.
  const url = /https?:\/\/\S+/i.exec(text)?.[0]?.replace(/(?<![).,;])[).,;]+$/, '');
  const title = text
    .slice(numbered?.[0].length ?? 0)
    .replace(/https?:\/\/\S+/gi, '')
    .replace(/(?<!\s)\s+([.,;])/g, '$1')
    .replace(/(?<!\.)\.{2,}$/, '.')
    .trim();
  return {
    n: numbered ? Number(numbered[1]) : position + 1,
    kind: pmid ? 'pubmed' : nctId ? 'trial' : 'web',
    title: title || url || text,
    url: url ?? '',
    ...(pmid ? { pmid } : {}),
    ...(nctId ? { nctId } : {}),
  };
}
