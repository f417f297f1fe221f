import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pubmedArticleSchema, type PubMedArticle } from '../../../contract/sources.ts';
import { parsePubMedXml, readPubMedXml } from './parse-pubmed-xml.ts';

const corpus = readFileSync(
  new URL('../../../../tests/fixtures/pubmed/efetch-health-corpus.xml', import.meta.url),
  'utf8',
);
const articles = parsePubMedXml(corpus);
const byPmid = (pmid: string): PubMedArticle => {
  const article = articles.find((candidate) => candidate.pmid === pmid);
  if (!article) throw new Error(`fixture has no PMID ${pmid}`);
  return article;
};

describe('parsePubMedXml on the fixture corpus', () => {
  it('reads every journal article and the book chapter as contract articles', () => {
    expect(articles.map((article) => article.pmid)).toEqual([
      '99000101',
      '99000102',
      '99000103',
      '99000104',
      '99000105',
      '99000106',
      '99000107',
      '99000108',
      '99000109',
      '99000110',
    ]);
    for (const article of articles) expect(pubmedArticleSchema.parse(article)).toEqual(article);
  });

  it('maps the fields of a journal article', () => {
    expect(byPmid('99000101')).toMatchObject({
      title:
        'Presenting symptoms of type 2 diabetes in primary care: a retrospective cohort study.',
      authors: ['Okafor CN', 'Lindqvist E', 'Ramírez-Soto JA', 'Chen W'],
      journal: 'Journal of primary care endocrinology (Fixture)',
      year: '2023',
      url: 'https://pubmed.ncbi.nlm.nih.gov/99000101/',
      publicationTypes: ['Journal Article', 'Observational Study'],
    });
  });

  it('joins a structured abstract as labelled paragraphs', () => {
    const paragraphs = byPmid('99000101').abstract.split('\n\n');
    expect(paragraphs.map((paragraph) => paragraph.split(':')[0])).toEqual([
      'BACKGROUND',
      'METHODS',
      'RESULTS',
      'CONCLUSIONS',
    ]);
    expect(paragraphs[2]).toContain('routine HbA1c testing');
  });

  it('gives an empty abstract when the article has none', () => {
    expect(byPmid('99000103').abstract).toBe('');
  });

  it('keeps the text of inline markup and decodes entities', () => {
    expect(byPmid('99000106').title).toBe(
      'Metformin plus structured lifestyle support in newly diagnosed type 2 diabetes: the START-T2D randomised trial.',
    );
    expect(byPmid('99000106').abstract).toContain('(P<0.001)');
    expect(byPmid('99000102').abstract).toContain('HbA1c ≥ 6.5%');
    expect(byPmid('99000102').journal).toBe('Diabetes & metabolic health reviews (Fixture)');
  });

  it('reads a collective author name', () => {
    expect(byPmid('99000105').authors).toEqual([
      'Moreau L',
      'Emergency Hypertension Research Network (Fixture)',
    ]);
  });

  it('leaves out authors NCBI marked invalid', () => {
    expect(byPmid('99000109').authors).toEqual(['Patel R', 'Gallagher S']);
  });

  it('finds the year in MedlineDate, then in ArticleDate', () => {
    expect(byPmid('99000105').year).toBe('2021');
    expect(byPmid('99000107').year).toBe('2024');
  });

  it('falls back to the ISO abbreviation when the journal title is missing', () => {
    expect(byPmid('99000108').journal).toBe('Vaccine Epidemiol Rep');
  });

  it('reads a book chapter with its book as the journal and without the editors', () => {
    expect(byPmid('99000110')).toMatchObject({
      title: 'Type 2 Diabetes: Overview',
      journal: 'Endocrine Health Handbook (Fixture Edition)',
      authors: ['Ibrahim Y'],
      year: '2022',
      publicationTypes: ['Review'],
    });
    expect(byPmid('99000110').abstract).toMatch(/^SUMMARY: Type 2 diabetes develops/);
  });

  it('reads a single article as well as a list', () => {
    const one = corpus.replace(
      /<PubmedArticle>[\s\S]*<\/PubmedBookArticle>/,
      (all) => /<PubmedArticle>[\s\S]*?<\/PubmedArticle>/.exec(all)?.[0] ?? '',
    );
    expect(parsePubMedXml(one).map((article) => article.pmid)).toEqual(['99000101']);
  });

  it('reads an English OtherAbstract when the article has no abstract of its own', () => {
    const xml = `<PubmedArticleSet><PubmedArticle><MedlineCitation><PMID>1</PMID><Article>
      <ArticleTitle>[Titre.]</ArticleTitle></Article>
      <OtherAbstract Type="Publisher" Language="eng"><AbstractText>English text.</AbstractText></OtherAbstract>
      </MedlineCitation></PubmedArticle></PubmedArticleSet>`;
    expect(parsePubMedXml(xml)[0]?.abstract).toBe('English text.');
  });
});

describe('readPubMedXml', () => {
  it('returns null for text that is not a well-formed PubmedArticleSet', () => {
    expect(readPubMedXml(corpus.slice(0, corpus.length / 2))).toBeNull();
    expect(readPubMedXml('<eFetchResult><ERROR>Empty id list</ERROR></eFetchResult>')).toBeNull();
    expect(readPubMedXml('{"error":"API rate limit exceeded"}')).toBeNull();
  });

  it('returns [] for an empty article set', () => {
    expect(readPubMedXml('<?xml version="1.0"?><PubmedArticleSet></PubmedArticleSet>')).toEqual([]);
  });

  it('skips an article without a usable PMID and keeps the others', () => {
    const xml = `<PubmedArticleSet>
      <PubmedArticle><MedlineCitation><PMID>abc</PMID></MedlineCitation></PubmedArticle>
      <PubmedArticle><MedlineCitation><PMID>42</PMID><Article><ArticleTitle>Kept.</ArticleTitle></Article></MedlineCitation></PubmedArticle>
    </PubmedArticleSet>`;
    expect(parsePubMedXml(xml).map((article) => [article.pmid, article.title])).toEqual([
      ['42', 'Kept.'],
    ]);
  });
});

describe('parsePubMedXml on hostile input', () => {
  const expectArticles = (result: PubMedArticle[]) => {
    expect(Array.isArray(result)).toBe(true);
    for (const article of result) {
      expect(pubmedArticleSchema.safeParse(article).success).toBe(true);
      expect(article.pmid).toMatch(/^\d+$/);
    }
  };

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), (text) => {
        expectArticles(parsePubMedXml(text));
      }),
    );
  });

  it('never throws on mutated efetch XML', () => {
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat(corpus.length) }),
      fc.record({
        kind: fc.constant('delete' as const),
        at: fc.nat(corpus.length),
        length: fc.nat(400),
      }),
      fc.record({
        kind: fc.constant('insert' as const),
        at: fc.nat(corpus.length),
        text: fc.oneof(
          fc.string(),
          fc.constantFrom('<', '>', '&', '</PMID>', '<i>', ']]>', '<!--'),
        ),
      }),
    );
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        let xml = corpus;
        for (const change of mutations) {
          if (change.kind === 'cut') xml = xml.slice(0, change.at);
          else if (change.kind === 'delete')
            xml = xml.slice(0, change.at) + xml.slice(change.at + change.length);
          else xml = xml.slice(0, change.at) + change.text + xml.slice(change.at);
        }
        expectArticles(parsePubMedXml(xml));
      }),
      { numRuns: 150 },
    );
  });
});

describe('study types and citation details', () => {
  it('labels each fixture article from its publication types and design MeSH terms', () => {
    expect(
      Object.fromEntries(articles.map((article) => [article.pmid, article.studyType])),
    ).toEqual({
      '99000101': 'cohort', // Observational Study sharpened by 'Retrospective Studies'
      '99000102': 'systematic-review', // Review + Systematic Review: the stronger wins
      '99000103': 'editorial', // Letter
      '99000104': 'randomised-trial',
      '99000105': undefined, // Multicenter Study says nothing about the design
      '99000106': 'randomised-trial',
      '99000107': 'review',
      '99000108': 'case-control', // only MeSH 'Case-Control Studies'
      '99000109': 'observational', // only MeSH 'Cross-Sectional Studies'
      '99000110': 'review', // book chapter typed Review
    });
  });

  it('reads volume, issue, pages and the DOI for export', () => {
    expect(byPmid('99000101')).toMatchObject({
      volume: '12',
      issue: '4',
      pages: '211-219',
      doi: '10.99999/fixture.2023.0101',
    });
    // No issue, no pages and a pii ELocationID that is not a DOI: the fields stay absent.
    expect(byPmid('99000104')).not.toHaveProperty('issue');
    expect(byPmid('99000104')).not.toHaveProperty('doi');
  });

  const articleWith = (inner: string): PubMedArticle | undefined =>
    parsePubMedXml(
      `<PubmedArticleSet><PubmedArticle><MedlineCitation><PMID Version="1">1</PMID><Article><Journal><Title>J</Title></Journal><ArticleTitle>T</ArticleTitle>${inner}</MedlineCitation></PubmedArticle></PubmedArticleSet>`,
    )[0];
  const typed = (...types: [string, string][]): string =>
    `<PublicationTypeList>${types.map(([ui, name]) => `<PublicationType UI="${ui}">${name}</PublicationType>`).join('')}</PublicationTypeList></Article>`;

  it.each([
    [
      [
        ['D016428', 'Journal Article'],
        ['D017418', 'Meta-Analysis'],
        ['D000078182', 'Systematic Review'],
      ],
      'meta-analysis',
    ],
    [
      [
        ['D017065', 'Practice Guideline'],
        ['D016431', 'Guideline'],
      ],
      'guideline',
    ],
    [
      [
        ['D017428', 'Clinical Trial, Phase III'],
        ['D016448', 'Multicenter Study'],
      ],
      'clinical-trial',
    ],
    [
      [
        ['D002363', 'Case Reports'],
        ['D016422', 'Letter'],
      ],
      'case-report',
    ],
    [[['D016421', 'Editorial']], 'editorial'],
    [
      [
        ['D016449', 'Randomized Controlled Trial'],
        ['D016441', 'Retracted Publication'],
      ],
      'retracted',
    ],
  ] as [[string, string][], string][])('%j is labelled %s', (types, expected) => {
    expect(articleWith(typed(...types))?.studyType).toBe(expected);
  });

  it('matches by name when a publication type has no UI attribute', () => {
    expect(
      articleWith(
        '<PublicationTypeList><PublicationType>Systematic Review</PublicationType></PublicationTypeList></Article>',
      )?.studyType,
    ).toBe('systematic-review');
  });

  it("does not take an '... as Topic' heading for the article's own design", () => {
    const article = articleWith(
      `${typed(['D016428', 'Journal Article'])}<MeshHeadingList><MeshHeading><DescriptorName UI="D016032">Randomized Controlled Trials as Topic</DescriptorName></MeshHeading><MeshHeading><DescriptorName UI="D015331">Cohort Studies</DescriptorName></MeshHeading></MeshHeadingList>`,
    );
    expect(article?.studyType).toBe('cohort');
  });

  it('keeps a narrative review a review even when indexed with a design heading', () => {
    const article = articleWith(
      `${typed(['D016454', 'Review'])}<MeshHeadingList><MeshHeading><DescriptorName UI="D011446">Prospective Studies</DescriptorName></MeshHeading></MeshHeadingList>`,
    );
    expect(article?.studyType).toBe('review');
  });

  it('has no study type when PubMed gives only a plain journal article', () => {
    expect(articleWith(typed(['D016428', 'Journal Article']))).not.toHaveProperty('studyType');
  });
});
