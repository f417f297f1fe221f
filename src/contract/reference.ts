import { z } from 'zod';
import { STUDY_TYPES } from './study-type.ts';

export const REFERENCE_KINDS = ['pubmed', 'web', 'medlineplus', 'trial', 'fda-label'] as const;

/** One numbered reference. Its number is assigned by the server, never by the model. */
export const referenceSchema = z.object({
  n: z.number().int().positive(),
  kind: z.enum(REFERENCE_KINDS),
  title: z.string(),
  url: z.string(),
  /** Journal for articles, site or organisation for web pages. */
  source: z.string().optional(),
  year: z.string().optional(),
  authors: z.array(z.string()).optional(),
  pmid: z.string().optional(),
  nctId: z.string().optional(),
  /**
   * From PubMed's publication types (and design MeSH terms). Optional, and an unknown value reads
   * as none, so lists written by older or newer versions still parse.
   */
  studyType: z.enum(STUDY_TYPES).optional().catch(undefined),
  /** Citation details for export (RIS, BibTeX). */
  doi: z.string().optional(),
  volume: z.string().optional(),
  issue: z.string().optional(),
  pages: z.string().optional(),
});
export type Reference = z.infer<typeof referenceSchema>;

const shortAuthors = (authors: readonly string[] | undefined): string => {
  if (!authors || authors.length === 0) return '';
  return authors.length > 3 ? `${authors.slice(0, 3).join(', ')}, et al.` : authors.join(', ');
};

/** The reference as the plain string SPEC.md's SearchResult carries (PMID, NCT id or URL inside). */
export function formatReference(ref: Reference): string {
  const parts = [shortAuthors(ref.authors), ref.title, ref.source, ref.year]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  const id = ref.pmid ? ` PMID: ${ref.pmid}.` : ref.nctId ? ` ${ref.nctId}.` : '';
  return `[${ref.n}] ${parts.join('. ')}.${id} ${ref.url}`;
}
