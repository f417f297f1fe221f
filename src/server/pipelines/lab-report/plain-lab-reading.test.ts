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
      row({ referenceRange: '', status: 'normal', statusBasis: 'printed-flag' }),
      'Creatinine: 0.57 mg/dL, flagged normal on the report (no reference range printed)',
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

  it('calls a value within its range only when a range or the report says so', () => {
    const flaggedNormal = row({
      referenceRange: '',
      status: 'normal',
      statusBasis: 'printed-flag',
    });
    const unmarked = row({
      testName: 'Urine colour',
      value: 'Yellow',
      unit: '',
      referenceRange: '',
      status: 'normal',
      statusBasis: 'none',
    });
    const marked = plainLabReading([flaggedNormal], 'text-layer');
    expect(marked).toContain('Every result is within');
    expect(marked).toContain('flagged normal on the report');

    const text = plainLabReading([flaggedNormal, unmarked], 'text-layer');
    expect(text).not.toContain('Every result is within');
    const within = text.indexOf('### Within the reference range');
    const unflagged = text.indexOf('### Printed without a reference range or flag');
    expect(within).toBeGreaterThan(0);
    expect(unflagged).toBeGreaterThan(within);
    expect(text.indexOf('Urine colour: Yellow, no reference range printed')).toBeGreaterThan(
      unflagged,
    );
  });

  it('asks for a check against the paper when OCR read the values', () => {
    expect(plainLabReading([row({})], 'ocr')).toContain(
      'by text recognition (OCR) on your device; check each one against the paper report',
    );
  });
});

describe('the reading in the answer language', () => {
  const report = [
    row({
      testName: 'Sodium',
      value: '140',
      unit: 'mmol/L',
      referenceRange: '136-144',
      status: 'normal',
    }),
    row({}),
    row({ testName: 'HDL_C *direct*', value: '<40', unit: '', referenceRange: '', status: 'high' }),
  ];

  it('reads a report in Spanish, values as printed', () => {
    const text = plainLabReading(report, 'ocr', 'es');
    expect(text.startsWith('> **Lectura de sus resultados** — ')).toBe(true);
    expect(text).toContain('No es un resumen escrito por IA');
    expect(text).toContain('reconocimiento de texto (OCR) en su dispositivo');
    expect(text).toContain(
      '### Fuera del intervalo de referencia\n\n- Creatinine: 0.57 mg/dL, por debajo del intervalo de referencia 0.59-1.04\n- HDL\\_C \\*direct\\*: \\<40, marcado como alto en el informe (no figura intervalo de referencia)',
    );
    expect(text).toContain(
      '### Dentro del intervalo de referencia\n\n- Sodium: 140 mmol/L, dentro del intervalo de referencia 136-144',
    );
    expect(text).not.toMatch(/\b(?:the|reference|range|within|below)\b/);
  });

  it('reads a report in Japanese, values as printed', () => {
    const text = plainLabReading(report, 'text-layer', 'ja');
    expect(text.startsWith('> **検査結果の読み取り** — ')).toBe(true);
    expect(text).toContain('AI が書いた要約ではありません');
    expect(text).toContain('_数値は文書のテキストから、印刷されたとおりに読み取りました。_');
    expect(text).toContain(
      '### 基準範囲外\n\n- Creatinine：0.57 mg/dL、基準範囲 0.59-1.04 を下回っています\n- HDL\\_C \\*direct\\*：\\<40、報告書で高値と示されています（基準範囲の記載なし）',
    );
    expect(text).toContain('### 基準範囲内\n\n- Sodium：140 mmol/L、基準範囲 136-144 内です');
  });

  it('reads a report in Arabic, values as printed', () => {
    const text = plainLabReading(report, 'vision', 'ar');
    expect(text.startsWith('> **قراءة نتائجك** — ')).toBe(true);
    expect(text).toContain('ليس ملخصًا كتبه الذكاء الاصطناعي');
    expect(text).toContain(
      '### خارج النطاق المرجعي\n\n- Creatinine: 0.57 mg/dL، أقل من النطاق المرجعي 0.59-1.04',
    );
    expect(text).toContain('- HDL\\_C \\*direct\\*: \\<40، مُعلَّمة في التقرير على أنها مرتفعة');
    expect(text).toContain(
      '### ضمن النطاق المرجعي\n\n- Sodium: 140 mmol/L، ضمن النطاق المرجعي 136-144',
    );
  });

  it('says every result is in range, or that none could be read, in the reader language', () => {
    expect(plainLabReading([row({ status: 'normal' })], 'text-layer', 'es')).toContain(
      '**Todos los resultados están dentro de su intervalo de referencia.**',
    );
    expect(plainLabReading([], 'text-layer', 'ja')).toContain(
      '**この文書から検査結果を読み取れませんでした。**',
    );
  });

  it('reads English as before when asked for it', () => {
    expect(plainLabReading(report, 'ocr', 'en')).toBe(plainLabReading(report, 'ocr'));
    expect(readLabRow(row({}), 'en')).toBe(
      'Creatinine: 0.57 mg/dL, below the reference range 0.59-1.04',
    );
  });
});
