import { describe, expect, it } from 'vitest';
import type { LabTestResult } from '../../../contract/index.ts';
import {
  LAB_READING_LABEL,
  NO_TESTS_TEXT,
  plainLabReading,
  readLabRow,
} from './plain-lab-reading.ts';

const row = (overrides: Partial<LabTestResult>): LabTestResult => ({
  testName: 'Creatinine',
  value: '0.57',
  unit: 'mg/dL',
  referenceRange: '0.59-1.04',
  status: 'low',
  ...overrides,
});

describe('readLabRow', () => {
  it.each([
    [row({}), 'Creatinine: 0.57 mg/dL, below the reference range 0.59-1.04'],
    [
      row({ value: '1.2', status: 'high' }),
      'Creatinine: 1.2 mg/dL, above the reference range 0.59-1.04',
    ],
    [
      row({ value: '0.8', status: 'normal' }),
      'Creatinine: 0.8 mg/dL, within the reference range 0.59-1.04',
    ],
    [
      row({
        testName: 'Urine protein',
        value: 'Trace',
        unit: '',
        referenceRange: 'Negative',
        status: 'abnormal',
      }),
      'Urine protein: Trace, flagged as abnormal (reference range Negative)',
    ],
    [
      row({ referenceRange: '', status: 'high' }),
      'Creatinine: 0.57 mg/dL, flagged high on the report (no reference range printed)',
    ],
    [
      row({ referenceRange: '', status: 'normal' }),
      'Creatinine: 0.57 mg/dL, no reference range printed',
    ],
    [
      row({ testName: 'HDL_C *direct*', value: '<40' }),
      'HDL\\_C \\*direct\\*: \\<40 mg/dL, below the reference range 0.59-1.04',
    ],
  ])('%o reads "%s"', (input, expected) => {
    expect(readLabRow(input)).toBe(expected);
  });
});

describe('plainLabReading', () => {
  it('lists the rows outside their range first, under the not-AI label', () => {
    const text = plainLabReading(
      [
        row({
          testName: 'Sodium',
          value: '140',
          unit: 'mmol/L',
          referenceRange: '136-144',
          status: 'normal',
        }),
        row({}),
      ],
      'text-layer',
    );
    expect(text.startsWith(LAB_READING_LABEL)).toBe(true);
    expect(text.indexOf('Creatinine')).toBeLessThan(text.indexOf('Sodium'));
    expect(text).toContain('### Outside the reference range');
    expect(text).toContain('exactly as printed');
  });

  it('says so when every value is in range, and when there is no table', () => {
    expect(plainLabReading([row({ status: 'normal' })], 'vision')).toContain(
      'Every result is within',
    );
    expect(plainLabReading([], 'text-layer')).toContain(NO_TESTS_TEXT);
  });

  it('asks for a check against the paper when OCR read the values', () => {
    expect(plainLabReading([row({})], 'ocr')).toContain(
      'by text recognition (OCR) on your device; check each one against the paper report',
    );
  });
});
