/**
 * Layouts the eighth round of the table reader handles (the classes lab blind-14 showed, in other
 * wordings): a flag star against a value, in its own span or glued ('138*', 'tracce*'), a trace
 * against a range that says absent, an abbreviation's dot inside a name, thousands grouped with an
 * apostrophe ('1'050'), and lines joined by dot leaders: a number alone, a word that says normal.
 */
import { describe, expect, it } from 'vitest';
import { judgeLabValue } from './judge-lab-value.ts';
import { isLabValue, numberIn } from './lab-patterns.ts';
import { readLabTable } from './read-lab-table.ts';
import { row, read } from './table-rows.test-support.ts';

const withBasis = (rows: Parameters<typeof readLabTable>[0]) =>
  readLabTable(rows).map((test) => [test.testName, test.value, test.status, test.statusBasis]);

describe('a flag star against a value', () => {
  it('shows the number without the star, and reads the star as the flag (tiles)', () => {
    const rows = [
      row(10, ['Piastrine', 40], ['VES', 177], ['Glicemia', 315]),
      row(22, ['138* 10^3/μL', 40], ['28 * mm/h', 177], ['88 mg/dL', 315]),
      row(34, ['v.r. 150 - 450', 40], ['v.r. < 20', 177], ['v.r. 60 - 100', 315]),
      row(60, ['Glucosio urinario', 40], ['Proteine urinarie', 177]),
      row(72, ['assente', 40], ['tracce*', 177]),
      row(84, ['v.r. assente', 40], ['v.r. assenti', 177]),
    ];
    expect(withBasis(rows)).toEqual([
      ['Piastrine', '138', 'low', 'printed-flag'],
      ['VES', '28', 'high', 'printed-flag'],
      ['Glicemia', '88', 'normal', 'reference-range'],
      ['Glucosio urinario', 'assente', 'normal', 'reference-range'],
      ['Proteine urinarie', 'tracce', 'abnormal', 'printed-flag'],
    ]);
  });

  it('does the same under a header, for numbers and words, a letter flag kept', () => {
    const rows = [
      row(10, ['Test', 40], ['Result', 200], ['Unit', 280], ['Reference', 360]),
      row(22, ['HbA1c', 40], ['7.2*', 200], ['%', 280], ['4.0 - 5.6', 360]),
      row(34, ['Ferritin', 40], ['1.120**', 200], ['ng/mL', 280], ['15 - 150', 360]),
      row(46, ['HBsAg', 40], ['Positive*', 200], ['Negative', 360]),
      row(58, ['Urine leucocytes', 40], ['Numerosas*', 200], ['Escasos', 360]),
      row(70, ['Sodium', 40], ['141* L', 200], ['mmol/L', 280], ['136 - 145', 360]),
    ];
    expect(withBasis(rows)).toEqual([
      ['HbA1c', '7.2', 'high', 'printed-flag'],
      ['Ferritin', '1.120', 'high', 'printed-flag'],
      ['HBsAg', 'Positive', 'abnormal', 'printed-flag'],
      ['Urine leucocytes', 'Numerosas', 'abnormal', 'printed-flag'],
      // A letter printed beside the star is the flag.
      ['Sodium', '141', 'low', 'printed-flag'],
    ]);
  });

  it('reads rows without a header the same', () => {
    const rows = [
      row(10, ['Glucosa', 40], ['126*', 200], ['mg/dL', 260], ['70 - 100', 320]),
      row(22, ['Proteínas en orina', 40], ['trazas*', 200], ['ausentes', 320]),
    ];
    expect(read(rows)).toEqual([
      ['Glucosa', '126', '70 - 100', 'high'],
      ['Proteínas en orina', 'trazas', 'ausentes', 'abnormal'],
    ]);
    expect(isLabValue('tracce*')).toBe(true);
    expect(isLabValue('*')).toBe(false);
  });
});

describe('a trace against a range that says absent', () => {
  it('is abnormal in every language', () => {
    for (const trace of ['traces', 'tracce', 'trazas', 'traços', 'Spuren', 'Trace', 'следы']) {
      for (const absent of ['assenti', 'absent', 'negativo', 'negativ', 'Négatif', 'ausente']) {
        expect(judgeLabValue(trace, absent).status, `${trace} / ${absent}`).toBe('abnormal');
      }
    }
    // A range that allows traces says otherwise.
    expect(judgeLabValue('tracce', 'assenti o tracce').status).toBe('normal');
  });
});

describe('tables side by side with a name abbreviated and Swiss thousands', () => {
  it('reads a ratio with empty unit, range and flag cells, and a value grouped by an apostrophe', () => {
    const rows = [
      row(
        10,
        ['Analyse', 36],
        ['Résultat', 132],
        ['Unité', 191],
        ['Valeurs de réf.', 227],
        ['Analyse', 313],
        ['Résultat', 427],
        ['Unité', 480],
        ['Valeurs de réf.', 516],
      ),
      row(
        24,
        ['Leucocytes', 36],
        ['12’400', 155],
        ['/μl', 191],
        ['4’000 - 10’000', 227],
        ['Sodium', 313],
        ['141', 446],
        ['mmol/l', 480],
        ['136 - 145', 516],
      ),
      row(
        38,
        ['VS (Westergren)', 36],
        ['22 H mm/h', 163],
        ['< 15', 227],
        ['Rapport chol. total/HDL', 313],
        ['6.3', 449],
      ),
      row(52, ['Prot. totales', 313], ['72', 449], ['g/l', 480], ['60 - 80', 516]),
      row(66, ['Vitamine B12', 313], ["1'050 H pmol/l", 439], ['145 - 569', 516]),
      row(80, ['Plaquettes', 313], ['1ʼ200', 446], ['G/l', 480], ['150 - 400', 516]),
    ];
    // The right table runs on where the left one ends: the tables are read one after the other
    // (round 9).
    expect(withBasis(rows)).toEqual([
      ['Leucocytes', '12’400', 'high', 'reference-range'],
      ['VS (Westergren)', '22', 'high', 'printed-flag'],
      ['Sodium', '141', 'normal', 'reference-range'],
      ['Rapport chol. total/HDL', '6.3', 'normal', 'none'],
      ['Prot. totales', '72', 'normal', 'reference-range'],
      ['Vitamine B12', "1'050", 'high', 'printed-flag'],
      ['Plaquettes', '1ʼ200', 'high', 'reference-range'],
    ]);
  });

  it('reads apostrophe thousands as numbers', () => {
    expect(numberIn("1'050")).toBe(1050);
    expect(numberIn('12’400.5')).toBe(12400.5);
    expect(numberIn("1'234'567")).toBe(1234567);
    // An apostrophe not before three digits groups nothing.
    expect(isLabValue("1'05")).toBe(false);
  });
});

describe('lines joined by dot leaders', () => {
  it('reads a number alone, and a word that says normal before its range', () => {
    const rows = [
      row(10, ['TGO (AST) .......................... 45 U/L (VR: até 40)', 34]),
      row(24, ['Relação TGO/TGP .......................... 0,87', 34]),
      row(38, ['Índice de Castelli ·························· 4,1', 34]),
      row(52, ['Creatinina ____________________ 1,05 mg/dL (VR: 0,70 a 1,30)', 34]),
      row(66, ['Urobilinogênio .......................... Normal (VR: Normal)', 34]),
      row(80, ['Urobilinogeno …………… Normale (v.r. normale)', 34]),
    ];
    expect(withBasis(rows)).toEqual([
      ['TGO (AST)', '45', 'high', 'reference-range'],
      ['Relação TGO/TGP', '0,87', 'normal', 'none'],
      ['Índice de Castelli', '4,1', 'normal', 'none'],
      ['Creatinina', '1,05', 'normal', 'reference-range'],
      ['Urobilinogênio', 'Normal', 'normal', 'reference-range'],
      ['Urobilinogeno', 'Normale', 'normal', 'reference-range'],
    ]);
  });

  it('reads no leader line with no test around it (a table of contents)', () => {
    const rows = [
      row(10, ['Contents', 34]),
      row(24, ['Haematology ......................... 2', 34]),
      row(200, ['Glucose', 34], ['95', 200], ['mg/dL', 260], ['70 - 99', 320]),
    ];
    expect(read(rows)).toEqual([['Glucose', '95', '70 - 99', 'normal']]);
  });
});
