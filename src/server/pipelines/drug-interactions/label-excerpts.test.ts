import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readLabelSearch, type DrugLabel } from '../../sources/openfda/index.ts';
import type { FoundLabel } from './find-labels.ts';
import { buildLabelExcerptsAnswer, NO_LABEL_TEXT } from './label-excerpts-answer.ts';
import { labelEvidence, selectExcerpts } from './label-excerpts.ts';

const labels =
  readLabelSearch(
    JSON.parse(
      readFileSync(
        new URL('../../../../tests/fixtures/openfda/labels.json', import.meta.url),
        'utf8',
      ),
    ),
  ) ?? [];
const byName = (name: string): DrugLabel => {
  const label = labels.find((item) => item.genericName?.toLowerCase().startsWith(name));
  if (!label) throw new Error(`no fixture label for ${name}`);
  return label;
};
const lisinopril: FoundLabel = { asked: 'lisinopril', label: byName('lisinopril') };
const ibuprofen: FoundLabel = { asked: 'ibuprofen', label: byName('ibuprofen') };
const warfarin: FoundLabel = { asked: 'warfarin', label: byName('warfarin') };

describe('selectExcerpts', () => {
  it('keeps the interaction sentences naming the other drug or its class', () => {
    const excerpts = selectExcerpts(lisinopril, [ibuprofen]);
    const interactions = excerpts.find((e) => e.section.kind === 'drug_interactions');
    expect(interactions?.sentences.join(' ')).toMatch(/co-administration of NSAIDs/);
    expect(interactions?.sentences.join(' ')).not.toMatch(/Lithium/);
    // The fetal-toxicity boxed warning says nothing about combining drugs.
    expect(excerpts.some((e) => e.section.kind === 'boxed_warning')).toBe(false);
  });

  it('matches the other drug by name too (ibuprofen named in the warfarin label)', () => {
    const excerpts = selectExcerpts(warfarin, [ibuprofen]);
    expect(excerpts[0]?.sentences.join(' ')).toMatch(/NSAIDs\) such as ibuprofen/);
  });

  it('falls back to the opening of the interactions section when nothing names the others', () => {
    const excerpts = selectExcerpts(lisinopril, []);
    expect(excerpts[0]?.section.kind).toBe('drug_interactions');
    expect(excerpts[0]?.sentences).toHaveLength(3);
    expect(excerpts[0]?.sentences[0]).toMatch(/^7\.1 Diuretics/);
  });

  it('stays within the prompt budget of one source', () => {
    const total = selectExcerpts(ibuprofen, [lisinopril, warfarin])
      .flatMap((e) => e.sentences)
      .join(' ').length;
    expect(total).toBeLessThanOrEqual(1500);
  });
});

describe('labelEvidence and the excerpts answer', () => {
  it('numbers the labels from 1 as fda-label references naming their sections', () => {
    const evidence = labelEvidence([ibuprofen, lisinopril]);
    expect(evidence.map((e) => e.item.reference)).toMatchObject([
      {
        n: 1,
        kind: 'fda-label',
        title: 'Ibuprofen drug label: Drug Interactions',
        source: 'FDA label, Amneal Pharmaceuticals LLC',
        year: '2023',
      },
      {
        n: 2,
        kind: 'fda-label',
        title: 'Lisinopril drug label: Drug Interactions, Contraindications',
      },
    ]);
    expect(evidence[0]?.item.text).toMatch(/^Drug Interactions: /);
  });

  it('quotes each section with its number and escapes markdown in label text', () => {
    const evidence = labelEvidence([ibuprofen, lisinopril]);
    const answer = buildLabelExcerptsAnswer(evidence);
    expect(answer).toContain('### Ibuprofen label [1]');
    expect(answer).toMatch(/> [^\n]*ACE Inhibitors[^\n]*\[1\]/);
    expect(answer).toMatch(/\(COX-2 Inhibitors\)/);
    expect(buildLabelExcerptsAnswer([])).toBe(NO_LABEL_TEXT);
  });
});
