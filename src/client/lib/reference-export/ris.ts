import type { Reference } from '../../../contract/index.ts';
import { oneLine, pageRange, referenceUrl, splitAuthor } from './citation-fields.ts';

const line = (tag: string, value: string | undefined): string[] => {
  const text = oneLine(value);
  return text ? [`${tag}  - ${text}`] : [];
};

function risAuthor(author: string): string {
  const { family, given } = splitAuthor(author);
  return given ? `${family}, ${given}` : family;
}

function risEntry(reference: Reference): string[] {
  const isArticle = reference.kind === 'pubmed';
  const { start, end } = pageRange(reference.pages);
  return [
    `TY  - ${isArticle ? 'JOUR' : 'ELEC'}`,
    ...(reference.authors ?? []).flatMap((author) => line('AU', risAuthor(author))),
    ...line('TI', reference.title),
    ...(isArticle ? line('JO', reference.source) : line('PB', reference.source)),
    ...line('PY', reference.year),
    ...line('VL', reference.volume),
    ...line('IS', reference.issue),
    ...line('SP', start),
    ...line('EP', end),
    ...line('DO', reference.doi),
    ...line('AN', reference.pmid ?? reference.nctId),
    ...line('UR', referenceUrl(reference)),
    'ER  - ',
  ];
}

/** The references as an RIS file (Zotero, EndNote, Mendeley), in the order given. */
export function formatRis(references: readonly Reference[]): string {
  // RIS is specified with CRLF line ends; every reader accepts them.
  return `${references.map((reference) => risEntry(reference).join('\r\n')).join('\r\n\r\n')}\r\n`;
}
