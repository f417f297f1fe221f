import type { PubMedArticle } from '../../../contract/sources.ts';
import { inlineMarkupToText } from '../text/html-to-text.ts';
import { parseXmlTree } from '../xml/parse-xml-tree.ts';
import { attr, child, children, rawText, text } from '../xml/xml-node.ts';
import { studyTypeOf, type MeshTerm } from './study-type.ts';

// Titles and abstracts carry inline markup (<i>, <sup>, <sub>, MathML); kept as written.
const RAW_TEXT_TAGS = new Set(['ArticleTitle', 'VernacularTitle', 'BookTitle', 'AbstractText']);

/**
 * Articles of an efetch db=pubmed XML document, in document order (journal articles, then book
 * chapters); null when the text is not a well-formed PubmedArticleSet.
 */
export function readPubMedXml(xml: string): PubMedArticle[] | null {
  const document = parseXmlTree(xml, RAW_TEXT_TAGS);
  const set = child(document, 'PubmedArticleSet');
  if (set === undefined) return null;
  const articles = children(set, 'PubmedArticle').map(toJournalArticle);
  const books = children(set, 'PubmedBookArticle').map(toBookArticle);
  return [...articles, ...books].filter((article) => article !== null);
}

/** Like readPubMedXml, but never fails: anything unreadable gives no articles. */
export function parsePubMedXml(xml: string): PubMedArticle[] {
  return readPubMedXml(xml) ?? [];
}

function toJournalArticle(node: unknown): PubMedArticle | null {
  const citation = child(node, 'MedlineCitation');
  const article = child(citation, 'Article');
  const pmid = text(child(citation, 'PMID'));
  if (!/^\d+$/.test(pmid)) return null;
  const journal = child(article, 'Journal');
  const journalIssue = child(journal, 'JournalIssue');
  const publicationTypes = children(child(article, 'PublicationTypeList'), 'PublicationType');
  const meshDescriptors = children(child(citation, 'MeshHeadingList'), 'MeshHeading').map(
    (heading) => child(heading, 'DescriptorName'),
  );
  return {
    pmid,
    title: markup(child(article, 'ArticleTitle')) || markup(child(article, 'VernacularTitle')),
    authors: authorsOf(article),
    journal:
      text(child(journal, 'Title')) ||
      text(child(journal, 'ISOAbbreviation')) ||
      text(child(child(citation, 'MedlineJournalInfo'), 'MedlineTA')),
    year: yearOf(
      child(child(journal, 'JournalIssue'), 'PubDate'),
      children(article, 'ArticleDate'),
    ),
    abstract: abstractOf(article, citation),
    url: pubmedUrl(pmid),
    publicationTypes: publicationTypes.map(text).filter(Boolean),
    ...optionalFields({
      studyType: studyTypeOf(publicationTypes.map(meshTerm), meshDescriptors.map(meshTerm)),
      doi: doiOf(article, child(node, 'PubmedData')),
      volume: text(child(journalIssue, 'Volume')),
      issue: text(child(journalIssue, 'Issue')),
      pages: pagesOf(child(article, 'Pagination')),
    }),
  };
}

/** Book chapters (e.g. GeneReviews, StatPearls) read like articles, the book standing as journal. */
function toBookArticle(node: unknown): PubMedArticle | null {
  const document = child(node, 'BookDocument');
  const book = child(document, 'Book');
  const pmid = text(child(document, 'PMID'));
  if (!/^\d+$/.test(pmid)) return null;
  const bookTitle = markup(child(book, 'BookTitle'));
  return {
    pmid,
    title: markup(child(document, 'ArticleTitle')) || bookTitle,
    authors: authorsOf(document).length > 0 ? authorsOf(document) : authorsOf(book),
    journal: bookTitle || text(child(child(book, 'Publisher'), 'PublisherName')),
    year: yearOf(child(book, 'PubDate'), []),
    abstract: abstractOf(document, undefined),
    url: pubmedUrl(pmid),
    publicationTypes: children(document, 'PublicationType').map(text).filter(Boolean),
    ...optionalFields({
      studyType: studyTypeOf(children(document, 'PublicationType').map(meshTerm)),
      doi: doiOf(document, child(node, 'PubmedBookData')),
    }),
  };
}

const meshTerm = (node: unknown): MeshTerm => ({ ui: attr(node, 'UI'), name: text(node) });

/** Only the fields that have a value, so an article without them carries no empty strings. */
function optionalFields<T extends Record<string, string | undefined>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

const DOI = /^10\.\d{4,9}\/\S+$/;

/** The article's DOI: its own ELocationID first, else the one PubMed lists among its ids. */
function doiOf(article: unknown, pubmedData: unknown): string | undefined {
  const located = children(article, 'ELocationID').find(
    (location) => attr(location, 'EIdType') === 'doi' && attr(location, 'ValidYN') !== 'N',
  );
  const listed = children(child(pubmedData, 'ArticleIdList'), 'ArticleId').find(
    (id) => attr(id, 'IdType') === 'doi',
  );
  return [text(located), text(listed)].find((doi) => DOI.test(doi));
}

function pagesOf(pagination: unknown): string {
  const medline = text(child(pagination, 'MedlinePgn'));
  if (medline) return medline;
  const start = text(child(pagination, 'StartPage'));
  const end = text(child(pagination, 'EndPage'));
  return start && end ? `${start}-${end}` : start;
}

const markup = (node: unknown): string => inlineMarkupToText(rawText(node));

const pubmedUrl = (pmid: string): string => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;

function authorsOf(parent: unknown): string[] {
  // Books may list editors separately; they are not the authors of the text.
  const lists = children(parent, 'AuthorList').filter((list) => attr(list, 'Type') !== 'editors');
  return lists.flatMap((list) =>
    children(list, 'Author')
      // NCBI keeps corrected-away author entries with ValidYN="N"; they are not authors.
      .filter((author) => attr(author, 'ValidYN') !== 'N')
      .map((author) => {
        const collective = markup(child(author, 'CollectiveName'));
        if (collective) return collective;
        const lastName = text(child(author, 'LastName'));
        const initials = text(child(author, 'Initials'));
        return lastName ? `${lastName} ${initials}`.trim() : '';
      })
      .filter(Boolean),
  );
}

function yearOf(pubDate: unknown, articleDates: unknown[]): string {
  const year = text(child(pubDate, 'Year'));
  if (/^\d{4}$/.test(year)) return year;
  const medlineDate = /\b(\d{4})\b/.exec(text(child(pubDate, 'MedlineDate')));
  if (medlineDate?.[1]) return medlineDate[1];
  for (const date of articleDates) {
    const articleYear = text(child(date, 'Year'));
    if (/^\d{4}$/.test(articleYear)) return articleYear;
  }
  return '';
}

function abstractOf(parent: unknown, citation: unknown): string {
  const own = sectionsOf(child(parent, 'Abstract'));
  if (own) return own;
  // Articles in other languages often carry their English abstract as OtherAbstract.
  const english = children(citation, 'OtherAbstract').find(
    (other) => attr(other, 'Language') === 'eng',
  );
  return sectionsOf(english);
}

function sectionsOf(abstract: unknown): string {
  return children(abstract, 'AbstractText')
    .map((section) => {
      const body = markup(section);
      const label = attr(section, 'Label');
      return body && label ? `${label}: ${body}` : body;
    })
    .filter(Boolean)
    .join('\n\n');
}
