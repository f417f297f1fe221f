/**
 * Contract tests against responses recorded from the real E-utilities by other projects (see
 * shared/fixtures/README.md). Skipped where that folder is not checked out beside the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pubmedArticleSchema } from '../../../contract/sources.ts';
import { esearchResponseSchema, readEsearch } from './esearch.upstream.ts';
import { parsePubMedXml, readPubMedXml } from './parse-pubmed-xml.ts';

const folder = fileURLToPath(new URL('../../../../../shared/fixtures/pubmed/', import.meta.url));
const present = existsSync(folder);
const files = present ? readdirSync(folder) : [];
const read = (name: string): string => readFileSync(`${folder}${name}`, 'utf8');
const articlesOf = (name: string) => parsePubMedXml(read(name));

describe.skipIf(!present)('recorded E-utilities responses', () => {
  it.each(files.filter((name) => /pubmed\d|efetch/.test(name) && name.endsWith('.xml')))(
    '%s parses into valid contract articles',
    (name) => {
      const articles = readPubMedXml(read(name));
      expect(articles).not.toBeNull();
      expect(articles?.length).toBeGreaterThan(0);
      for (const article of articles ?? []) {
        expect(pubmedArticleSchema.safeParse(article).success).toBe(true);
        expect(article.title).not.toBe('');
        expect(article.title).not.toMatch(/<\/?[a-z]+>|&[a-z#0-9]+;/i);
        expect(article.abstract).not.toMatch(/<\/?[a-z]+(?:[^a-z>][^>]*)?>|&(lt|gt|amp|quot);/i);
        expect(article.url).toBe(`https://pubmed.ncbi.nlm.nih.gov/${article.pmid}/`);
        expect(article.year).toMatch(/^\d{4}$/);
      }
    },
  );

  it('biopython_pubmed1: 12091962 has no abstract and 9997 has one', () => {
    const articles = articlesOf('biopython_pubmed1.xml');
    expect(articles.find((article) => article.pmid === '12091962')?.abstract).toBe('');
    expect(articles.find((article) => article.pmid === '9997')?.abstract).toMatch(
      /^Electron paramagnetic resonance/,
    );
  });

  it('biopython_pubmed4: the structured abstract keeps its labels', () => {
    const [article] = articlesOf('biopython_pubmed4.xml');
    expect(article?.abstract.split('\n\n').map((part) => part.split(':')[0])).toEqual([
      'OBJECTIVE',
      'DESIGN',
      'RESULTS',
      'CONCLUSIONS',
    ]);
    expect(article?.abstract).toContain('r2<0.25');
  });

  it('biopython_pubmed4 and pubmed6: titles lose inline tags and entities but keep their text', () => {
    expect(articlesOf('biopython_pubmed4.xml')[0]?.title).toBe(
      'Leucocyte telomere length, genetic variants at the TERT gene region and risk of pancreatic cancer.',
    );
    const title = articlesOf('biopython_pubmed6.xml')[0]?.title ?? '';
    expect(title).toMatch(/^A "Blood Relationship" Between the Overlooked/);
    expect(title).not.toContain('<i>');
    expect(title).not.toContain('&quot;');
  });

  it('biopython_pubmed2: entities in abstracts and names are decoded', () => {
    const articles = articlesOf('biopython_pubmed2.xml');
    expect(articles.some((article) => article.abstract.includes('P < 0.001'))).toBe(true);
  });

  it('biomcp_efetch_pmid22663011: names with numeric entities and a collective author', () => {
    const [article] = articlesOf('biomcp_efetch_pmid22663011.xml');
    expect(article?.authors).toContain('Becker JC');
    expect(article?.authors.at(-1)).toBe('METRIC Study Group');
    expect(article?.publicationTypes).toContain('Randomized Controlled Trial');
  });

  it('biopython_pubmed7: MathML inside the abstract is read as text', () => {
    const [article] = articlesOf('biopython_pubmed7.xml');
    expect(article?.abstract).toContain('Xe 129 MRI');
    expect(article?.abstract).not.toContain('mml:');
  });

  it.each(files.filter((name) => /esearch.*\.json$/.test(name)))('%s validates', (name) => {
    const json: unknown = JSON.parse(read(name));
    expect(esearchResponseSchema.safeParse(json).success).toBe(true);
    const outcome = readEsearch(json);
    expect(outcome.kind).toBe('ids');
    if (outcome.kind === 'ids') expect(outcome.ids.length).toBeGreaterThan(0);
  });

  it('the recorded rate-limit body is recognised as an error', () => {
    expect(readEsearch(JSON.parse(read('biomcp_esummary_error_rate_limit.json')))).toEqual({
      kind: 'error',
      message: 'API rate limit exceeded',
    });
  });

  it('esearch and esummary XML are not mistaken for articles', () => {
    for (const name of files.filter(
      (file) => /esearch|esummary/.test(file) && file.endsWith('.xml'),
    )) {
      expect(readPubMedXml(read(name)), name).toBeNull();
    }
  });
});

describe.skipIf(!present)('study types of recorded articles', () => {
  it('reads the NEJM trial as a randomised trial with its citation details', () => {
    const [article] = articlesOf('biomcp_efetch_pmid22663011.xml');
    expect(article?.studyType).toBe('randomised-trial');
    expect(article?.doi).toMatch(/^10\.1056\//);
    expect(article?.volume).toMatch(/^\d+$/);
  });

  it('sharpens an Observational Study with design MeSH terms (biopython_pubmed4)', () => {
    // Indexed with Prospective, Follow-Up and Case-Control Studies: the stronger design wins.
    expect(articlesOf('biopython_pubmed4.xml')[0]?.studyType).toBe('cohort');
  });

  it('labels a Review and leaves a plain Journal Article unlabelled (biopython_pubmed1)', () => {
    const types = articlesOf('biopython_pubmed1.xml').map((article) => article.studyType);
    expect(types).toContain('review');
    expect(types).toContain(undefined);
  });
});
