/**
 * Layouts the tenth round of the table reader handles (the conventions lab blind-16 showed, in
 * other wordings): a block of reference values under each test or panel ('Valores de
 * referência:', 'Reference values:'), its lines naming the result they are for, per sex or in
 * tiers, and results in words above it; values and ranges in Eastern Arabic or Persian digits.
 */
import { describe, expect, it } from 'vitest';
import { readLabTable } from './read-lab-table.ts';
import { row, read } from './table-rows.test-support.ts';

describe('a block of reference values under its results', () => {
  it('joins each line to the result it names, the range for the patient’s sex', () => {
    const rows = [
      row(10, ['Patient: Jane Doe', 30], ['Sex: Female', 200]),
      row(30, ['FULL BLOOD COUNT', 30]),
      row(42, ['Haemoglobin', 30], ['10.9', 250], ['g/dL', 290]),
      row(54, ['Platelets', 30], ['480', 250], ['x10^9/L', 290]),
      row(66, ['Reference values:', 34]),
      row(74, ['Haemoglobin: Men 13.0 to 17.0 g/dL · Women 12.0 to 15.5 g/dL', 34]),
      row(82, ['Platelets: 150 to 450 x10^9/L', 34]),
      row(110, ['CREATININE', 30]),
      row(122, ['Creatinine', 30], ['0.95', 250], ['mg/dL', 290]),
      row(134, ['Reference values:', 34]),
      row(142, ['Men: 0.70 to 1.30 mg/dL', 34]),
      row(150, ['Women: 0.60 to 1.10 mg/dL', 34]),
    ];
    expect(read(rows)).toEqual([
      ['Haemoglobin', '10.9', '12.0 to 15.5 g/dL', 'low'],
      ['Platelets', '480', '150 to 450', 'high'],
      ['Creatinine', '0.95', '0.60 to 1.10 mg/dL', 'normal'],
    ]);
  });

  it('reads results in words above it, and a bound or a tier as the range', () => {
    const rows = [
      row(30, ['SÉROLOGIE', 30]),
      row(42, ['TPHA', 30], ['Non réactif', 230]),
      row(54, ['Recherche de Plasmodium', 30], ['POSITIF (+)', 230]),
      row(66, ['Espèce', 30], ['P. vivax', 230]),
      row(78, ['Valeurs de référence :', 34]),
      row(86, ['TPHA : Non réactif', 34]),
      row(94, ['Recherche de Plasmodium : Négatif', 34]),
      row(120, ['Glycémie', 30], ['1,32', 250], ['g/L', 290]),
      row(132, ['Valeurs de référence :', 34]),
      row(140, ['Normal : 0,70 à 1,10 g/L', 34]),
      row(148, ['Diabète : supérieur à 1,26 g/L', 34]),
      row(170, ['ALAT', 30], ['61', 250], ['U/L', 290]),
      row(182, ['Valeurs de référence :', 34]),
      row(190, ['Inférieur à 40 U/L', 34]),
    ];
    expect(read(rows).map(([name, value, , status]) => [name, value, status])).toEqual([
      ['TPHA', 'Non réactif', 'normal'],
      ['Recherche de Plasmodium', 'POSITIF (+)', 'abnormal'],
      ['Espèce', 'P. vivax', 'normal'],
      ['Glycémie', '1,32', 'high'],
      ['ALAT', '61', 'high'],
    ]);
  });
});

describe('Eastern Arabic and Persian digits', () => {
  it('reads them as numbers and shows the value as printed', () => {
    const rows = [
      row(
        10,
        ['ملاحظة', 80],
        ['المعدل الطبيعي', 180],
        ['الوحدة', 290],
        ['النتيجة', 350],
        ['الفحص', 500],
      ),
      row(
        22,
        ['', 80],
        ['١٢٫٠ – ١٥٫٥', 180],
        ['g/dL', 290],
        ['١٠٫٩', 350],
        ['الهيموجلوبين Hb', 500],
      ),
      row(34, ['', 80], ['۱۵۰ – ۴۵۰', 180], ['×10³/μL', 290], ['۳۱۲', 350], ['پلاکت PLT', 500]),
    ].map((line) => ({ ...line, cells: line.cells.filter((cell) => cell.text !== '') }));
    expect(readLabTable(rows).map((test) => [test.value, test.status])).toEqual([
      ['١٠٫٩', 'low'],
      ['۳۱۲', 'normal'],
    ]);
  });
});

describe("a health check's judgement letters", () => {
  it('reads A-D as a group’s grade, the flag beside the value as the test’s', () => {
    const rows = [
      row(
        10,
        ['区分', 40],
        ['検査項目', 100],
        ['単位', 200],
        ['基準値', 260],
        ['結果', 330],
        ['判定', 400],
      ),
      row(22, ['AST', 100], ['U/L', 200], ['〜30', 260], ['24', 330]),
      row(34, ['肝機能', 40], ['ALT', 100], ['U/L', 200], ['〜30', 260], ['41 H', 330], ['B', 400]),
      row(46, ['eGFR', 100], ['mL/min', 200], ['60.0以上', 260], ['75.0', 330], ['A', 400]),
      row(58, ['尿糖', 100], ['(－)', 260], ['(±)', 330], ['C', 400]),
    ];
    expect(read(rows).map(([name, , , status]) => [name, status])).toEqual([
      ['AST', 'normal'],
      ['ALT', 'high'],
      ['eGFR', 'normal'],
      ['尿糖', 'abnormal'],
    ]);
  });
});

describe('tables side by side under titles of their own', () => {
  it('reads one table after the other, and grades and signs as results in words', () => {
    const rows = [
      row(10, ['Haematology', 30], ['Chemistry', 300]),
      row(
        22,
        ['Test', 30],
        ['Result', 130],
        ['Range', 200],
        ['Test', 300],
        ['Result', 400],
        ['Range', 470],
      ),
      row(
        34,
        ['WBC', 30],
        ['5.1', 130],
        ['4.0-10.0', 200],
        ['HbA1c', 300],
        ['6.1 ↑', 400],
        ['4.0-5.6', 470],
      ),
      row(
        46,
        ['Hb', 30],
        ['13.1', 130],
        ['12.0-16.0', 200],
        ['Urine blood', 300],
        ['2+ ↑', 400],
        ['Negative', 470],
      ),
      row(
        58,
        ['PLT', 30],
        ['250', 130],
        ['150-400', 200],
        ['Urine protein', 300],
        ['+-', 400],
        ['Negative', 470],
      ),
    ];
    expect(read(rows).map(([name, value, , status]) => [name, value, status])).toEqual([
      ['WBC', '5.1', 'normal'],
      ['Hb', '13.1', 'normal'],
      ['PLT', '250', 'normal'],
      ['HbA1c', '6.1', 'high'],
      ['Urine blood', '2+', 'abnormal'],
      ['Urine protein', '+-', 'abnormal'],
    ]);
  });
});

describe('cards with one sex’s range, results in words and counts per field', () => {
  it('reads them all', () => {
    const rows = [
      row(5, ['Paciente: Ana Pérez', 40], ['Sexo: Femenino', 300]),
      row(30, ['Ferritina', 40], ['Proteínas', 220], ['Leucocitos (sedimento)', 400]),
      row(44, ['9 ng/mL', 40], ['Indicios', 220], ['6 - 8 /campo', 400]),
      row(
        55,
        ['Valor de referencia: Mujeres: 13 – 150', 40],
        ['Valor de referencia: No contiene', 220],
        ['Valor de referencia: hasta 5 /campo', 400],
      ),
    ];
    expect(read(rows).map(([name, value, , status]) => [name, value, status])).toEqual([
      ['Ferritina', '9', 'low'],
      ['Proteínas', 'Indicios', 'abnormal'],
      ['Leucocitos (sedimento)', '6 - 8', 'high'],
    ]);
  });
});

describe('a dot leader running up to a starred result', () => {
  it('places the name and what follows the leader under their own headings', () => {
    const placed = (y: number, ...cells: [string, number, number][]) => ({
      page: 1,
      y,
      cells: cells.map(([text, x, right]) => ({ text, x, right })),
    });
    const rows = [
      row(5, ['Sesso: M', 220]),
      placed(
        20,
        ['ESAME', 34, 56],
        ['RISULTATO', 196, 236],
        ["UNITA'", 263, 290],
        ['RIFERIMENTO', 317, 380],
      ),
      placed(
        32,
        ['Urea ............................... * 61', 34, 218],
        ['mg/dL', 254, 277],
        ['[M 18 - 50 | F 15 - 45]', 304, 420],
      ),
      placed(
        44,
        ['Nitriti .......................... * presenti', 34, 236],
        ['[assenti]', 304, 344],
      ),
    ];
    expect(read(rows).map(([name, value, , status]) => [name, value, status])).toEqual([
      ['Urea', '61', 'high'],
      ['Nitriti', 'presenti', 'abnormal'],
    ]);
  });
});
