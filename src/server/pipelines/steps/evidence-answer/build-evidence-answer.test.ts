import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Reference } from '../../../../contract/index.ts';
import type { EvidenceItem } from '../../../llm/index.ts';
import { checkCitations } from '../citations/check-citations.ts';
import {
  buildEvidenceAnswer,
  EVIDENCE_EXCERPTS_LABEL,
  NO_EVIDENCE_TEXT,
  NO_QUOTABLE_TEXT,
} from './build-evidence-answer.ts';

const item = (n: number, kind: Reference['kind'], text: string): EvidenceItem => ({
  reference: { n, kind, title: `Source ${n}`, url: `https://example.org/${n}` },
  text,
});

const study = item(
  1,
  'pubmed',
  [
    'BACKGROUND: Type 2 diabetes is increasingly common worldwide and often goes undiagnosed.',
    'METHODS: We enrolled 1200 adults with newly diagnosed type 2 diabetes in a prospective cohort study.',
    'RESULTS: The most frequent symptoms of type 2 diabetes at diagnosis were increased thirst (62%), frequent urination (55%) and fatigue (48%). About one in three participants reported no symptoms at all.',
    'CONCLUSIONS: Symptoms of type 2 diabetes are often mild or absent, so screening of people at risk is important.',
  ].join('\n\n'),
);
const unrelated = item(
  2,
  'pubmed',
  'Metformin remains the usual first-line therapy. Adverse events were mostly gastrointestinal and transient.',
);
const page = item(
  3,
  'web',
  '# Type 2 diabetes\n\nType 2 diabetes symptoms often develop slowly over several years [12]. Symptoms can include increased thirst, frequent urination, blurred vision and slow-healing sores (see <b>[note]</b>).\n\nSubscribe to our newsletter for more diabetes tips. Read more at https://example.org/diabetes.',
);
const evidence = [study, unrelated, page];

const quotes = (answer: string): { text: string; n: number }[] =>
  [...answer.matchAll(/^> (.*) \[(\d+)\]$/gm)].map((match) => ({
    text: (match[1] ?? '').replace(/\\(.)/g, '$1'),
    n: Number(match[2]),
  }));

const sourceText = (n: number, items: readonly EvidenceItem[]) =>
  (items.find((entry) => entry.reference.n === n)?.text ?? '').replace(/\s+/g, ' ');

describe('buildEvidenceAnswer', () => {
  const answer = buildEvidenceAnswer({
    query: 'type 2 diabetes symptoms',
    evidence,
    level: 'some-medical-knowledge',
  });

  it('opens with the label saying these are verbatim excerpts, not an AI summary', () => {
    expect(answer.split('\n\n')[0]).toBe(EVIDENCE_EXCERPTS_LABEL);
    expect(answer).toMatch(/Not an AI-written summary/);
  });

  it('quotes the most relevant sentences, preferring results and conclusions, at most two per source', () => {
    const fromStudy = quotes(answer)
      .filter((quote) => quote.n === 1)
      .map((quote) => quote.text);
    // The conclusion leads, then the results.
    expect(fromStudy).toEqual([
      'Symptoms of type 2 diabetes are often mild or absent, so screening of people at risk is important.',
      'The most frequent symptoms of type 2 diabetes at diagnosis were increased thirst (62%), frequent urination (55%) and fatigue (48%).',
    ]);
    expect(quotes(answer).some((quote) => quote.n === 2)).toBe(false);
    expect(quotes(answer).filter((quote) => quote.n === 3)).toHaveLength(2);
  });

  it('groups research before health pages and leaves out page furniture', () => {
    expect(answer.indexOf('### From research articles')).toBeLessThan(
      answer.indexOf('### From health information pages'),
    );
    expect(answer).not.toMatch(/newsletter|https?:/);
  });

  it('drops the source’s own footnote markers and escapes markdown, so citations stay ours', () => {
    expect(answer).toContain(
      '> Type 2 diabetes symptoms often develop slowly over several years. [3]',
    );
    expect(answer).toContain('slow-healing sores (see \\<b\\>\\[note\\]\\</b\\>). [3]');
    expect(checkCitations(answer, [1, 2, 3])).toEqual({ valid: [1, 3], unmatched: [] });
  });

  it('says plainly when there is no evidence at all', () => {
    expect(buildEvidenceAnswer({ query: 'x', evidence: [], level: 'medical-expert' })).toBe(
      NO_EVIDENCE_TEXT,
    );
    expect(NO_EVIDENCE_TEXT).toMatch(/rephras/i);
  });

  it('says so when sources were found but have no quotable text', () => {
    const empty = [item(1, 'pubmed', ''), item(2, 'web', 'Short.')];
    expect(buildEvidenceAnswer({ query: 'asthma', evidence: empty, level: 'medical-expert' })).toBe(
      NO_QUOTABLE_TEXT,
    );
  });

  it('falls back to the sources’ conclusions, flagged, when nothing mentions the query', () => {
    const fallback = buildEvidenceAnswer({
      query: 'asthma inhaler',
      evidence,
      level: 'medical-expert',
    });
    expect(fallback).toMatch(/No passage mentions your search terms directly/);
    expect(quotes(fallback).map((quote) => quote.text)).toContain(
      'Symptoms of type 2 diabetes are often mild or absent, so screening of people at risk is important.',
    );
    expect(quotes(fallback)).toHaveLength(3);
  });

  it('never invents text: every quote is a sentence of the source it cites', () => {
    const words = [
      'diabetes',
      'insulin',
      'thirst',
      'patients',
      'reported',
      'fatigue',
      'risk',
      'was',
      'higher',
      'in',
      'the',
      'trial',
    ];
    const sentence = fc
      .array(fc.constantFrom(...words), { minLength: 4, maxLength: 14 })
      .map((list) => `${list.join(' ').replace(/^./, (c) => c.toUpperCase())}.`);
    const source = fc.array(sentence, { minLength: 1, maxLength: 6 }).map((list) => list.join(' '));
    fc.assert(
      fc.property(
        fc.array(source, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...words),
        (texts, query) => {
          const items = texts.map((text, index) =>
            item(index + 1, index % 2 ? 'web' : 'pubmed', text),
          );
          const result = buildEvidenceAnswer({
            query,
            evidence: items,
            level: 'no-medical-experience',
          });
          const found = quotes(result);
          expect(found.length).toBeLessThanOrEqual(6);
          for (const quote of found) expect(sourceText(quote.n, items)).toContain(quote.text);
          for (const n of new Set(found.map((quote) => quote.n))) {
            expect(found.filter((quote) => quote.n === n).length).toBeLessThanOrEqual(2);
          }
        },
      ),
    );
  });
});

describe('buildEvidenceAnswer prefers stronger study designs', () => {
  const FILLERS = [
    'alpha bravo charlie delta',
    'echo foxtrot golf hotel',
    'india juliet kilo lima',
    'mike november oscar papa',
    'quebec romeo sierra tango',
    'uniform victor whiskey xray',
    'yankee zulu amber basil',
    'cedar dahlia ember fennel',
  ];
  // Eight articles that answer the question equally well: only their design can tell them apart.
  const equallyRelevant = (studyTypes: (Reference['studyType'] | undefined)[]): EvidenceItem[] =>
    studyTypes.map((studyType, index) => ({
      reference: {
        n: index + 1,
        kind: 'pubmed',
        title: `Study ${index + 1}`,
        url: `https://pubmed.ncbi.nlm.nih.gov/${index + 1}/`,
        ...(studyType ? { studyType } : {}),
      },
      text: `Type 2 diabetes symptoms include thirst, reported by ${FILLERS[index]}.`,
    }));
  const quoted = (items: EvidenceItem[], query = 'type 2 diabetes symptoms thirst'): number[] =>
    quotes(buildEvidenceAnswer({ query, evidence: items, level: 'some-medical-knowledge' })).map(
      (quote) => quote.n,
    );

  it('keeps the citation order when no article has a study type (stable tie-break)', () => {
    expect(quoted(equallyRelevant(Array(8).fill(undefined)))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives the six places to the stronger designs when more sources answer than fit', () => {
    const items = equallyRelevant([
      'editorial',
      undefined,
      undefined,
      undefined,
      undefined,
      'case-report',
      'meta-analysis',
      'randomised-trial',
    ]);
    // The editorial and the case report make way for the meta-analysis and the trial, which,
    // answering as well as the others and being stronger, are read first.
    expect(quoted(items)).toEqual([7, 8, 2, 3, 4, 5]);
  });

  it('ranks equal designs by citation order', () => {
    const items = equallyRelevant(Array(8).fill('cohort'));
    expect(quoted(items)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('never quotes a retracted publication, however relevant', () => {
    const items = equallyRelevant(['retracted', 'cohort']);
    expect(quoted(items)).toEqual([2]);
  });

  it('lets the strongest sources lead when nothing mentions the question', () => {
    const items = equallyRelevant([
      undefined,
      'randomised-trial',
      undefined,
      'systematic-review',
      'guideline',
    ]);
    // Fallback: three openings, chosen by strength among equally placed passages.
    expect(quoted(items, 'unrelated question about knees')).toEqual([2, 4, 5]);
  });
});

describe('buildEvidenceAnswer puts findings and conclusions first', () => {
  const abstract = (n: number, sections: [string, string][]): EvidenceItem =>
    item(n, 'pubmed', sections.map(([label, body]) => `${label}: ${body}`).join('\n\n'));
  const trial = abstract(2, [
    [
      'BACKGROUND',
      'Whether statins reduce stroke recurrence in older adults is uncertain and widely debated.',
    ],
    [
      'METHODS',
      'We randomised 900 older adults after a first stroke to statins or placebo and followed them.',
    ],
    [
      'RESULTS',
      'Stroke recurred in 8% of adults on statins and 14% on placebo (hazard ratio 0.55, p < 0.001).',
    ],
    ['CONCLUSIONS', 'Statins reduce stroke recurrence in older adults after a first stroke.'],
  ]);
  const other = abstract(1, [
    ['BACKGROUND', 'Stroke is a leading cause of disability in older adults worldwide.'],
    ['METHODS', 'We surveyed 300 general practitioners about their care of older adults.'],
  ]);
  const answer = buildEvidenceAnswer({
    query: 'Do statins reduce stroke recurrence in older adults?',
    evidence: [other, trial],
    level: 'some-medical-knowledge',
  });

  it('quotes the article that answers the question first, its conclusion leading', () => {
    expect(quotes(answer)[0]).toEqual({
      text: 'Statins reduce stroke recurrence in older adults after a first stroke.',
      n: 2,
    });
  });

  it('quotes a results sentence with numbers before any background sentence', () => {
    const texts = quotes(answer).map((quote) => quote.text);
    const results = texts.indexOf(
      'Stroke recurred in 8% of adults on statins and 14% on placebo (hazard ratio 0.55, p < 0.001).',
    );
    expect(results).toBeGreaterThanOrEqual(0);
    const background = texts.findIndex((text) => /leading cause|uncertain/.test(text));
    if (background >= 0) expect(results).toBeLessThan(background);
  });

  it('quotes every excerpt verbatim from the source it cites', () => {
    for (const quote of quotes(answer)) {
      expect(sourceText(quote.n, [other, trial])).toContain(quote.text);
    }
  });
});
