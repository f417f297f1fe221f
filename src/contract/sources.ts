import { z } from 'zod';
import { STUDY_TYPES } from './study-type.ts';

export const pubmedArticleSchema = z.object({
  pmid: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  journal: z.string(),
  year: z.string(),
  abstract: z.string(),
  url: z.string(),
  publicationTypes: z.array(z.string()),
  /** The strongest study design its publication types and design MeSH terms show. */
  studyType: z.enum(STUDY_TYPES).optional(),
  doi: z.string().optional(),
  volume: z.string().optional(),
  issue: z.string().optional(),
  pages: z.string().optional(),
});
export type PubMedArticle = z.infer<typeof pubmedArticleSchema>;

/** A page from a trusted health site or a MedlinePlus topic. */
export const webSourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  content: z.string(),
  /** Site or organisation name shown beside the reference, e.g. 'Mayo Clinic'. */
  siteName: z.string().optional(),
});
export type WebSource = z.infer<typeof webSourceSchema>;

/** Trust scores of SPEC.md section 9, by the organisation's host name. */
export const TRUSTED_SOURCES = [
  { name: 'WHO', host: 'who.int', trust: 0.98 },
  { name: 'CDC', host: 'cdc.gov', trust: 0.97 },
  { name: 'NIH', host: 'nih.gov', trust: 0.96 },
  { name: 'MedlinePlus', host: 'medlineplus.gov', trust: 0.96 },
  { name: 'Mayo Clinic', host: 'mayoclinic.org', trust: 0.95 },
  { name: 'ASCO', host: 'asco.org', trust: 0.94 },
  { name: 'WebMD', host: 'webmd.com', trust: 0.85 },
] as const;
export const DEFAULT_TRUST = 0.8;
