import type { Reference } from '../../../contract/index.ts';

/** One author split for citation formats; a collective name (a group, a consortium) has no given part. */
export interface AuthorName {
  family: string;
  given?: string;
}

/**
 * PubMed writes 'Okafor CN' (family name, then initials). Anything else, such as a study group or a
 * name from another source, is kept whole as a collective name rather than guessed at.
 */
export function splitAuthor(author: string): AuthorName {
  // The family name ends at its last non-space: no two quantifiers share the spaces.
  const match = /^(.*?\S)\s+(\p{Lu}{1,4})$/u.exec(author.trim());
  if (!match?.[1] || !match[2]) return { family: author.trim() };
  return { family: match[1], given: [...match[2]].map((initial) => `${initial}.`).join(' ') };
}

/**
 * Start and end page from MedlinePgn, which abbreviates the end page ('1501-12' is 1501 to 1512).
 * Electronic page ids such as 'e240104' have no end.
 */
export function pageRange(pages: string | undefined): { start?: string; end?: string } {
  if (!pages) return {};
  // Spaces before the dash are tried from their start only (the lookbehind): read once.
  const [first = '', second] = pages.split(/(?:(?<!\s)\s+)?[-–]\s*/, 2).map((part) => part.trim());
  if (!second) return { start: first };
  const end =
    /^\d+$/.test(first) && /^\d+$/.test(second) && second.length < first.length
      ? first.slice(0, first.length - second.length) + second
      : second;
  return { start: first, end };
}

/** The journal article's own link, or the page, registry record or label the reference is. */
export function referenceUrl(reference: Reference): string {
  if (reference.pmid) return `https://pubmed.ncbi.nlm.nih.gov/${reference.pmid}/`;
  return reference.url;
}

/** Citation fields never hold line breaks: one would end an RIS tag or break a BibTeX entry. */
export const oneLine = (value: string | undefined): string =>
  (value ?? '').replace(/\s+/g, ' ').trim();
