import { describe, expect, it } from 'vitest';
import type { LabTestResult } from '../../contract/lab-report.ts';
import { abnormalFindings, researchKeywords } from './summarise-lab-table.ts';
import { judgeLabValue } from './judge-lab-value.ts';

const row = (
  testName: string,
  value: string,
  unit: string,
  range: string,
  flag = '',
): LabTestResult => ({
  testName,
  value,
  unit,
  referenceRange: range,
  ...judgeLabValue(value, range, flag),
});

describe('abnormalFindings', () => {
  it('writes one plain sentence per value that is not normal', () => {
    expect(
      abnormalFindings([
        row('Creatinine', '0.57', 'mg/dL', '0.59-1.04', 'L'),
        row('Glucose', '88', 'mg/dL', '70-99'),
        row('Uric Acid', '6.17', 'mg/dL', '2.6-6.0', 'H'),
        row('Urine Protein', 'Positive', '', 'Negative'),
        row('HDL Cholesterol', '55', 'mg/dL', '50-60', 'HIGH'),
        row('TSH', '7.1', 'uIU/mL', '', 'H'),
      ]),
    ).toEqual([
      'Creatinine 0.57 mg/dL is below the reference range 0.59-1.04.',
      'Uric Acid 6.17 mg/dL is above the reference range 2.6-6.0.',
      'Urine Protein Positive is outside the reference range Negative.',
      'HDL Cholesterol 55 mg/dL is flagged high on the report (reference range 50-60).',
      'TSH 7.1 uIU/mL is flagged high on the report.',
    ]);
    expect(abnormalFindings([row('Sodium', '140', 'mmol/L', '136-145')])).toEqual([]);
  });
});

describe('researchKeywords', () => {
  it('maps common analytes to condition terms, for abnormal rows only', () => {
    const tests = [
      row('Sodium', '140', 'mmol/L', '136-145'),
      row('LDL Cholesterol', '150.1', 'mg/dL', '0-100', 'H'),
      row('Total Cholesterol', '265', 'mg/dL', '125-200', 'H'),
      row('Triglycerides', '251', 'mg/dL', '0-150', 'H'),
      row('Hemoglobin A1c', '7.1', '%', '<5.7'),
    ];
    expect(researchKeywords(tests)).toEqual([
      'hypercholesterolemia',
      'hypertriglyceridemia',
      'hyperglycemia',
    ]);
    expect(researchKeywords(tests, 1)).toEqual(['hypercholesterolemia']);
  });

  it.each([
    ['Vitamin B12', '142', '200-900', 'vitamin B12 deficiency'],
    ['Vitamin D, 25-Hydroxy', '107.9', '30-100', 'vitamin D toxicity'],
    ['eGFR', '48', '>=60', 'chronic kidney disease'],
    ['Potassium', '6.1', '3.5-5.1', 'hyperkalemia'],
    ['Sodium', '128', '136-145', 'hyponatremia'],
    ['Hemoglobin', '9.8', '12.0-15.5', 'anemia'],
    ['TSH', '7.2', '0.45-4.5', 'hypothyroidism'],
    ['ALT', '88', '7-56', 'elevated liver enzymes'],
    ['Aspartate Aminotransferase', '90', '10-40', 'elevated liver enzymes'],
    ['Uric Acid', '8.1', '2.6-6.0', 'hyperuricemia'],
    ['Glucose', '130', '70-99', 'hyperglycemia'],
    ['Platelets', '90', '150-400', 'thrombocytopenia'],
    ['Zinc', '40', '60-120', 'Zinc low'],
    ['Lp(a)', '90', '<30', 'Lp(a) elevated'],
  ])('%s %s (%s) -> %s', (name, value, range, term) => {
    expect(researchKeywords([row(name, value, '', range)])).toEqual([term]);
  });

  it('gives each term once and nothing when every value is normal', () => {
    expect(
      researchKeywords([
        row('ALT', '88', 'U/L', '7-56'),
        row('AST', '90', 'U/L', '10-40'),
        row('GGT', '120', 'U/L', '8-61'),
      ]),
    ).toEqual(['elevated liver enzymes']);
    expect(researchKeywords([row('Sodium', '140', 'mmol/L', '136-145')])).toEqual([]);
  });
});
