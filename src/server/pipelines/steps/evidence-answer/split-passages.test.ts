import { describe, expect, it } from 'vitest';
import { splitPassages } from './split-passages.ts';

describe('splitPassages', () => {
  it('keeps structured-abstract sections and does not split at abbreviations or decimals', () => {
    const passages = splitPassages(
      'BACKGROUND: Diabetes is common, e.g. in older adults. It is costly.\n\nRESULTS: HbA1c fell by 0.5% vs. placebo. Smith et al. reported the same.\n\nConclusions: Metformin works.',
    );
    expect(passages.map(({ text, section }) => [section, text])).toEqual([
      ['BACKGROUND', 'Diabetes is common, e.g. in older adults.'],
      ['BACKGROUND', 'It is costly.'],
      ['RESULTS', 'HbA1c fell by 0.5% vs. placebo.'],
      ['RESULTS', 'Smith et al. reported the same.'],
      ['CONCLUSIONS', 'Metformin works.'],
    ]);
  });

  it('finds labels run together on one line', () => {
    const passages = splitPassages('OBJECTIVE: To test it. METHODS: A trial. RESULTS: It worked.');
    expect(passages.map((passage) => passage.section)).toEqual(['OBJECTIVE', 'METHODS', 'RESULTS']);
  });

  it('drops markdown headings, list markers, emphasis and link targets from pages', () => {
    const passages = splitPassages(
      '# Diabetes\n\nSymptoms include thirst.\n- Frequent urination\n\n[Learn more](https://x.org) about **care**.',
    );
    expect(passages.map((passage) => passage.text)).toEqual([
      'Symptoms include thirst.',
      'Frequent urination',
      'Learn more about care.',
    ]);
  });

  it('treats a capitalised phrase with a colon as prose, not a section', () => {
    expect(splitPassages('Diabetes: a chronic condition.')[0]).toMatchObject({
      section: '',
      text: 'Diabetes: a chronic condition.',
    });
  });
});
