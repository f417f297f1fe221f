import type { Reference } from '../../../contract/index.ts';

/** References that break naive citation writers: TeX specials, accents, other scripts, many authors. */
export const MANY_AUTHORS = Array.from({ length: 60 }, (_, index) => `Author${index + 1} AB`);

export const AWKWARD_REFERENCES: Reference[] = [
  {
    n: 1,
    kind: 'pubmed',
    title: 'HbA1c ≥ 6.5% & {fasting} glucose: $5 tests, #1 choice_for ~screening^? A C:\\path',
    url: 'https://pubmed.ncbi.nlm.nih.gov/99000101/',
    source: 'Diabetes & Metabolism {Reviews}',
    year: '2023',
    authors: [
      'Ramírez-Soto JA',
      'Ødegård K',
      'Müller-Lüdenscheidt H',
      'Emergency Network (Fixture) and Friends',
    ],
    pmid: '99000101',
    studyType: 'cohort',
    doi: '10.99999/fixture_2023.0101',
    volume: '12',
    issue: '4',
    pages: '1501-12',
  },
  {
    n: 2,
    kind: 'pubmed',
    title: 'داء السكري من النوع الثاني: مراجعة منهجية',
    url: 'https://pubmed.ncbi.nlm.nih.gov/99000102/',
    source: 'المجلة الطبية',
    year: '2022',
    authors: ['الأحمد م'],
    pmid: '99000102',
    studyType: 'systematic-review',
  },
  {
    n: 3,
    kind: 'pubmed',
    title: '2型糖尿病の症状：ランダム化比較試験 2型糖尿病症状',
    url: 'https://pubmed.ncbi.nlm.nih.gov/99000103/',
    source: '日本医学雑誌',
    year: '2021',
    authors: MANY_AUTHORS,
    pmid: '99000103',
    studyType: 'randomised-trial',
    pages: 'e240104',
  },
  {
    n: 4,
    kind: 'pubmed',
    title: 'Same first author, same year',
    url: 'https://pubmed.ncbi.nlm.nih.gov/99000104/',
    year: '2023',
    authors: ['Ramirez-Soto JA'],
    pmid: '99000104',
  },
  {
    n: 5,
    kind: 'medlineplus',
    title: 'Type 2 Diabetes\nMedlinePlus',
    url: 'https://medlineplus.gov/diabetestype2.html',
    source: 'MedlinePlus',
  },
  {
    n: 6,
    kind: 'trial',
    title: 'Metformin in early T2D (START-T2D)',
    url: 'https://clinicaltrials.gov/study/NCT01234567',
    nctId: 'NCT01234567',
  },
];
