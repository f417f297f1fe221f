/**
 * A PubMedQA question's record as PubMed's efetch serves it: its contexts under their labels, then
 * LONG_ANSWER as CONCLUSIONS, a structured abstract, with its MeSH headings.
 */
import type { PubMedQaQuestion } from './pubmedqa-questions.ts';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function articleXml(q: PubMedQaQuestion): string {
  const sections = [
    ...q.CONTEXTS.map((context, i) => ({ label: q.LABELS[i] ?? '', text: context })),
    { label: 'CONCLUSIONS', text: q.LONG_ANSWER },
  ]
    .map(
      ({ label, text }) =>
        `<AbstractText${label ? ` Label="${escapeXml(label)}"` : ''}>${escapeXml(text)}</AbstractText>`,
    )
    .join('');
  const mesh = q.MESHES.map(
    (name) => `<MeshHeading><DescriptorName>${escapeXml(name)}</DescriptorName></MeshHeading>`,
  ).join('');
  return `<PubmedArticle><MedlineCitation><PMID>${q.pmid}</PMID><Article><Journal><Title>PubMedQA</Title><JournalIssue><PubDate><Year>${String(q.YEAR ?? '')}</Year></PubDate></JournalIssue></Journal><ArticleTitle>${escapeXml(q.QUESTION)}</ArticleTitle><Abstract>${sections}</Abstract></Article><MeshHeadingList>${mesh}</MeshHeadingList></MedlineCitation></PubmedArticle>`;
}

/** The efetch reply for these records, in the order given. */
export const articleSetXml = (records: readonly PubMedQaQuestion[]): string =>
  `<?xml version="1.0"?><PubmedArticleSet>${records.map(articleXml).join('')}</PubmedArticleSet>`;
