import { describe, expect, it } from 'vitest';
import type { LabExtraction } from '../../../contract/index.ts';
import { settleLabExtraction } from './settle-lab-extraction.ts';

const extraction = (overrides: Partial<LabExtraction> = {}): LabExtraction => ({
  testResults: [
    { testName: 'Glucose', value: '142', unit: 'mg/dL', referenceRange: '70-99', status: 'high' },
    {
      testName: 'Creatinine',
      value: '0.52',
      unit: 'mg/dL',
      referenceRange: '0.59-1.04',
      status: 'normal',
    },
    {
      testName: 'Urine protein',
      value: 'Trace',
      unit: '',
      referenceRange: '',
      status: 'abnormal',
    },
  ],
  abnormalFindings: ['Glucose is high.'],
  keywords: ['hyperglycemia', 'Mary Johnson', '10/15/1982', 'kidney function'],
  medicalSummary: 'Patient: JOHNSON, MARY. Glucose is high.',
  redactedContent: 'PATIENT: JOHNSON, MARY  DOB: 10/15/1982\nGlucose 142 mg/dL 70-99 H',
  ...overrides,
});

describe('settleLabExtraction', () => {
  it('re-judges a value against its printed range and keeps what cannot be compared', () => {
    const settled = settleLabExtraction(extraction());
    expect(settled.testResults.map((row) => [row.testName, row.status, row.statusBasis])).toEqual([
      ['Glucose', 'high', 'reference-range'],
      ['Creatinine', 'low', 'reference-range'],
      ['Urine protein', 'abnormal', undefined],
    ]);
    // A reading changed, so the findings are the table's own, not the model's.
    expect(settled.abnormalFindings.join(' ')).toMatch(/Creatinine 0\.52 mg\/dL/);
  });

  it('keeps the model findings when every status stood', () => {
    const settled = settleLabExtraction(
      extraction({ testResults: extraction().testResults.slice(0, 1) }),
    );
    expect(settled.abnormalFindings).toEqual(['Glucose is high.']);
  });

  it('removes identifiers from every text and keeps only medical terms as keywords', () => {
    const settled = settleLabExtraction(extraction());
    const texts = [settled.medicalSummary, settled.redactedContent, ...settled.keywords].join('\n');
    expect(texts).not.toMatch(/JOHNSON|Johnson|10\/15\/1982/);
    expect(settled.redactedContent).toContain('Glucose 142 mg/dL 70-99 H');
    expect(settled.keywords).toEqual(['hyperglycemia', 'kidney function']);
  });

  it('falls back to terms read from the table when the model gave none', () => {
    const settled = settleLabExtraction(extraction({ keywords: [] }));
    expect(settled.keywords.length).toBeGreaterThan(0);
    expect(settled.keywords.length).toBeLessThanOrEqual(3);
  });
});
