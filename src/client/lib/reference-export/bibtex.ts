import type { Reference } from '../../../contract/index.ts';
import { oneLine, pageRange, referenceUrl, splitAuthor } from './citation-fields.ts';

const SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  '&': '\\&',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Text safe inside a braced BibTeX value; letters outside ASCII stay as they are (UTF-8). */
export const escapeBibtex = (value: string | undefined): string =>
  oneLine(value).replace(/[\\{}%&$#_~^]/g, (char) => SPECIAL[char] ?? char);

/**
 * url and doi are verbatim fields in BibLaTeX (a backslash would be kept as written), so they are
 * only kept balanced: a brace cannot occur in a valid URL or DOI and is dropped.
 */
const verbatim = (value: string | undefined): string => oneLine(value).replace(/[{}\\]/g, '');

function bibtexAuthor(author: string): string {
  const { family, given } = splitAuthor(author);
  // A collective name is braced whole, so its words (or an 'and' in it) are not read as names.
  return given ? `${escapeBibtex(family)}, ${escapeBibtex(given)}` : `{${escapeBibtex(family)}}`;
}

/** ASCII key stem from the first author's family name: accents dropped, other scripts give none. */
function keyStem(reference: Reference): string {
  const first = reference.authors?.[0];
  const family = first ? splitAuthor(first).family : '';
  const ascii = family
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 24)
    .toLowerCase();
  return `${ascii || 'ref'}${reference.year && /^\d{4}$/.test(reference.year) ? reference.year : ''}`;
}

function uniqueKeys(references: readonly Reference[]): string[] {
  const used = new Set<string>();
  return references.map((reference) => {
    const stem = keyStem(reference);
    let key = stem;
    for (let suffix = 0; used.has(key); suffix += 1) {
      key = `${stem}${suffix < 26 ? String.fromCharCode(97 + suffix) : `-${suffix}`}`;
    }
    used.add(key);
    return key;
  });
}

function bibtexEntry(reference: Reference, key: string): string {
  const isArticle = reference.kind === 'pubmed';
  const { start, end } = pageRange(reference.pages);
  const fields: [string, string | undefined][] = [
    ['author', reference.authors?.length ? reference.authors.map(bibtexAuthor).join(' and ') : ''],
    ['title', escapeBibtex(reference.title)],
    [isArticle ? 'journal' : 'publisher', escapeBibtex(reference.source)],
    ['year', escapeBibtex(reference.year)],
    ['volume', escapeBibtex(reference.volume)],
    ['number', escapeBibtex(reference.issue)],
    ['pages', escapeBibtex(end ? `${start}--${end}` : start)],
    ['doi', verbatim(reference.doi)],
    ['pmid', escapeBibtex(reference.pmid)],
    ['url', verbatim(referenceUrl(reference))],
    ['note', reference.nctId ? escapeBibtex(`ClinicalTrials.gov ${reference.nctId}`) : ''],
  ];
  const body = fields
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([name, value]) => `  ${name} = {${value}}`)
    .join(',\n');
  return `@${isArticle ? 'article' : 'misc'}{${key},\n${body}\n}`;
}

/** The references as a BibTeX file with unique keys, in the order given. */
export function formatBibtex(references: readonly Reference[]): string {
  const keys = uniqueKeys(references);
  return `${references.map((reference, index) => bibtexEntry(reference, keys[index] ?? `ref${index + 1}`)).join('\n\n')}\n`;
}
