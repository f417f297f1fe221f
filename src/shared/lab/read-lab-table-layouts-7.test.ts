/**
 * Layouts the seventh round of the table reader handles (the classes lab blind-13 showed, in other
 * wordings): tables side by side that each start with a number column whose heading is wrapped
 * around the header's line, values in thousands with a dot, HTML entities printed as text, names
 * that start with a colour, arrows next to previous results, a note naming both sexes, card
 * ranges one population a line, blood typing without a range, and section headings centred over
 * the result column.
 */
import { describe, expect, it } from 'vitest';
import type { TextRow } from '../pdf/positioned-text.ts';
import { compareToRange } from './judge-lab-value.ts';
import { isBloodGroup } from './lab-patterns.ts';
import { readLabTable } from './read-lab-table.ts';
import { row, read } from './table-rows.test-support.ts';

describe('tables side by side, each with a number column', () => {
  it('reads both tables when the number heading is wrapped above and below the header', () => {
    const rows = [
      row(5, ['姓名:林美玲', 40], ['性別:女', 200]),
      row(20, ['序', 20], ['序', 300]),
      row(26, ['檢驗項目', 40], ['結果', 170], ['單位', 210], ['參考值', 245]),
      row(26, ['檢驗項目', 320], ['結果', 450], ['單位', 490], ['參考值', 525]),
      row(31, ['號', 20], ['號', 300]),
      row(45, ['1', 22], ['血紅素(HGB)', 40], ['10.8', 170], ['g/dL', 210], ['12-16', 245]),
      row(45, ['9', 302], ['尿酸(UA)', 320], ['7.9', 450], ['mg/dL', 490], ['2.5-6.0', 525]),
      row(59, ['10 白血球(WBC)', 20], ['6.2', 170], ['10^3/uL', 210], ['4-10', 245]),
      row(59, ['11 肌酸酐(CRE)', 300], ['0.7', 450], ['mg/dL', 490], ['0.5-0.9', 525]),
    ].map((line) => line);
    // The two halves of the header's line are one row, as pdf.js gives them.
    const merged: TextRow[] = [];
    for (const line of rows) {
      const same = merged.find((other) => other.y === line.y);
      if (same) same.cells.push(...line.cells);
      else merged.push({ ...line, cells: [...line.cells] });
    }
    expect(read(merged)).toEqual([
      ['血紅素(HGB)', '10.8', '12-16', 'low'],
      ['尿酸(UA)', '7.9', '2.5-6.0', 'high'],
      ['白血球(WBC)', '6.2', '4-10', 'normal'],
      ['肌酸酐(CRE)', '0.7', '0.5-0.9', 'normal'],
    ]);
  });
});

describe('values as printed', () => {
  it('reads a dot before three digits as thousands against a range of whole numbers', () => {
    expect(compareToRange('1.240', '30 - 400')).toBe('high');
    expect(compareToRange('2.150*', '100 - 900')).toBe('high');
    // A range with decimals, a value starting with 0, a small range: decimals as printed.
    expect(compareToRange('1.025', '1.005 - 1.030')).toBe('normal');
    expect(compareToRange('0.250', '0 - 100')).toBe('normal');
    expect(compareToRange('1.250', '0 - 1')).toBe('high');
    expect(compareToRange('1.250', '0.7 - 1.2')).toBe('high');
  });

  it('reads HTML entities a system printed as they are', () => {
    const rows = [
      row(20, ['Test', 40], ['Result', 200], ['Unit', 260], ['Reference', 330]),
      row(32, ['C-reactive protein', 40], ['&lt;0.5', 200], ['mg/dL', 260], ['&lt; 1.0', 330]),
    ];
    expect(read(rows)).toEqual([['C-reactive protein', '<0.5', '< 1.0', 'normal']]);
  });

  it('reads a name that starts with a colour', () => {
    const rows = [
      row(20, ['Test', 40], ['Result', 200], ['Unit', 260], ['Reference', 330]),
      row(32, ['White Cell Count', 40], ['11.9', 200], ['x10^9/L', 260], ['4.0-11.0', 330]),
      row(46, ['RED CELL COUNT', 40], ['4.60', 200], ['x10^12/L', 260], ['3.80-5.10', 330]),
    ];
    expect(read(rows)).toEqual([
      ['White Cell Count', '11.9', '4.0-11.0', 'high'],
      ['RED CELL COUNT', '4.60', '3.80-5.10', 'normal'],
    ]);
  });

  it('keeps an arrow with the value it follows, current or previous', () => {
    const rows = [
      row(20, ['Analyse', 30], ['Aktuell', 150], ['Vorwert', 220], ['Einheit', 300], ['Norm', 380]),
      // The arrows run into the next column's room; the previous result's arrow is its own.
      row(32, ['Harnsäure', 30], ['8,4 ↑↑', 185], ['7,1 ↑ mg/dl', 258], ['3,4 - 7,0', 380]),
      row(46, ['Glucose', 30], ['91', 185], ['108 ↑ mg/dl', 258], ['70 - 100', 380]),
    ];
    expect(
      readLabTable(rows).map((test) => [test.testName, test.value, test.unit, test.statusBasis]),
    ).toEqual([
      ['Harnsäure', '8,4', 'mg/dl', 'printed-flag'],
      ['Glucose', '91', 'mg/dl', 'reference-range'],
    ]);
  });
});

describe('ranges per population', () => {
  it("takes the patient's sex from the details, not from a note that names both sexes", () => {
    const rows = [
      row(5, ['Name: Weber, Anna', 40], ['Geschlecht: W', 300]),
      row(20, ['Analyse', 40], ['Ergebnis', 200], ['Einheit', 260], ['Referenz', 330]),
      row(32, ['Kreatinin', 40], ['1,05', 200], ['mg/dl', 260], ['M 0,70 - 1,20', 330]),
      row(40, ['W 0,50 - 0,90', 330]),
      row(60, ['Referenzbereiche mit M/W gelten für das Geschlecht männlich bzw. weiblich.', 40]),
    ];
    expect(read(rows)).toEqual([['Kreatinin', '1,05', '0,50 - 0,90', 'high']]);
  });

  it("reads a card's range one population a line under its label, past the usual lines", () => {
    const rows = [
      row(5, ['Paciente: Luis Gómez', 40], ['Sexo: Masculino', 300]),
      row(30, ['COLESTEROL LDL', 40]),
      row(39, ['Muestra: Suero', 40]),
      row(48, ['Método: Enzimático', 40]),
      row(60, ['Resultado: 172 mg/dL', 40]),
      row(70, ['Valores de referencia:', 40]),
      row(79, ['Riesgo bajo: inferior a 130 mg/dL', 40]),
      row(88, ['Riesgo alto: inferior a 100 mg/dL', 40]),
    ];
    expect(read(rows)).toEqual([
      [
        'COLESTEROL LDL',
        '172',
        'Riesgo bajo: inferior a 130 mg/dL; Riesgo alto: inferior a 100 mg/dL',
        'high',
      ],
    ]);
  });
});

describe('blood typing', () => {
  it('knows blood groups as printed', () => {
    for (const group of ['0', 'AB', 'B (III)', 'A Rh+', 'O Rh(D) -']) {
      expect(isBloodGroup(group)).toBe(true);
    }
    for (const other of ['ABC', 'Bx', '12', 'A (V)']) expect(isBloodGroup(other)).toBe(false);
  });

  it('reads a blood typing without a range as not flagged, with a header or without', () => {
    const plain = [
      row(32, ['Glucose', 40], ['96', 200], ['mg/dL', 260], ['70 - 99', 330]),
      row(46, ['Blutgruppe (AB0)', 40], ['0', 200]),
      row(60, ['Rhesusfaktor', 40], ['positiv', 200]),
    ];
    expect(
      readLabTable(plain).map((test) => [test.testName, test.value, test.statusBasis]),
    ).toEqual([
      ['Glucose', '96', 'reference-range'],
      ['Blutgruppe (AB0)', '0', 'none'],
      ['Rhesusfaktor', 'positiv', 'none'],
    ]);
    const table = [
      row(20, ['Исследование', 40], ['Результат', 200], ['Единицы', 280], ['Норма', 360]),
      row(32, ['Группа крови', 40], ['B (III)', 200]),
    ];
    expect(read(table)).toEqual([['Группа крови', 'B (III)', '', 'normal']]);
  });
});

describe('section headings', () => {
  it('reads no result from a heading in capitals centred over the result column', () => {
    const rows = [
      row(20, ['Examen', 30], ['Résultat', 300], ['Valeurs de référence', 400]),
      row(40, ['BIOCHIMIE', 290]),
      row(52, ['BILAN LIPIDIQUE', 30]),
      row(61, ['Sérum – Automate', 30]),
      row(74, ['Cholestérol total', 30], ['2,41 g/L', 305], ['(inférieur à 2,00)', 400]),
    ];
    expect(read(rows)).toEqual([['Cholestérol total', '2,41', 'inférieur à 2,00', 'high']]);
  });
});
