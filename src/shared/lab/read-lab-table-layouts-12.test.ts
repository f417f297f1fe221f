/**
 * Layouts the twelfth round of the table reader handles (the rows lab blind-18 and blind-19 left,
 * in other wordings and languages): a haemoglobin genotype and blood groups with no range, a
 * result in words in a grid with its range in brackets, two names of one test either side of a
 * slash, and a range banded by the patient's age. Latin digits in right-to-left text are in
 * `../pdf/positioned-text.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { isUnit } from './lab-patterns.ts';
import { ageFromBirthDate, agesOf } from './patient-age.ts';
import { readLabTable } from './read-lab-table.ts';
import { row, read } from './table-rows.test-support.ts';

/** Name, value and status, 'not flagged' where no range settles it. */
const judged = (rows: Parameters<typeof readLabTable>[0]) =>
  readLabTable(rows).map((test) => [
    test.testName,
    test.value,
    test.statusBasis === 'none' ? 'not flagged' : test.status,
  ]);

describe('a haemoglobin genotype and blood groups, no range', () => {
  it('reads each under a header, not flagged, in several languages', () => {
    const rows = [
      row(10, ['Examen', 30], ['Résultat', 200], ['Unité', 260], ['Valeurs usuelles', 320]),
      row(22, ['Génotype hémoglobine', 30], ['AS', 200]),
      row(34, ['Hémoglobine', 30], ['13,1', 200], ['g/dL', 260], ['12,0 - 16,0', 320]),
      row(46, ['Groupe sanguin', 30], ['O Rh positif', 200]),
      row(58, ['Grupa krwi', 30], ['A+', 200]),
      row(70, ['Hb genotype', 30], ['Hb SC', 200]),
    ];
    expect(judged(rows)).toEqual([
      ['Génotype hémoglobine', 'AS', 'not flagged'],
      ['Hémoglobine', '13,1', 'normal'],
      ['Groupe sanguin', 'O Rh positif', 'not flagged'],
      ['Grupa krwi', 'A+', 'not flagged'],
      ['Hb genotype', 'Hb SC', 'not flagged'],
    ]);
  });

  it('reads them in a list without a header too, and no genotype letters for another test', () => {
    const rows = [
      row(10, ['Genotipo de hemoglobina', 30], ['SS', 200]),
      row(22, ['Bloedgroep', 30], ['AB negatief', 200]),
      row(34, ['Glucosa', 30], ['92', 200], ['mg/dL', 250], ['70 - 100', 310]),
      row(46, ['Comentario', 30], ['AA', 200]),
    ];
    expect(judged(rows)).toEqual([
      ['Genotipo de hemoglobina', 'SS', 'not flagged'],
      ['Bloedgroep', 'AB negatief', 'not flagged'],
      ['Glucosa', '92', 'normal'],
    ]);
  });
});

describe('a result in words in a grid of two tests a line', () => {
  it('ends the first test at its range in brackets', () => {
    const rows = [
      row(10, ['Urinstix', 30]),
      row(
        22,
        ['Eiweiß', 30],
        ['negativ', 140],
        ['( negativ )', 210],
        ['Ketonkörper', 300],
        ['negativ', 410],
        ['( negativ )', 480],
      ),
      row(
        34,
        ['Nitrit', 30],
        ['positiv', 140],
        ['( negativ )', 210],
        ['Bilirubin im Urin', 300],
        ['negativ', 410],
        ['( negativ )', 480],
      ),
    ];
    expect(judged(rows)).toEqual([
      ['Eiweiß', 'negativ', 'normal'],
      ['Ketonkörper', 'negativ', 'normal'],
      ['Nitrit', 'positiv', 'abnormal'],
      ['Bilirubin im Urin', 'negativ', 'normal'],
    ]);
  });
});

describe('two names of one test either side of a slash', () => {
  it('is a name, never a unit, on tiles and in a list', () => {
    const rows = [
      row(10, ['SGOT / AST', 40], ['Gamma GT / GGT', 200]),
      row(22, ['41 U/L', 40], ['18 U/L', 200]),
      row(32, ['Reference: < 35', 40], ['Reference: < 40', 200]),
    ];
    expect(read(rows).map(([name, value, , status]) => [name, value, status])).toEqual([
      ['SGOT / AST', '41', 'high'],
      ['Gamma GT / GGT', '18', 'normal'],
    ]);
    expect(isUnit('TGO / AST')).toBe(false);
    expect(isUnit('Albumin / Globulin')).toBe(false);
    expect(isUnit('mmol / L')).toBe(true);
    expect(isUnit('mg / dL')).toBe(true);
    expect(isUnit('S / CO')).toBe(true);
  });
});

describe('a range banded by age, one band a line', () => {
  const bands = (details: string) => [
    row(5, [details, 30]),
    row(20, ['Test', 30], ['Ergebnis', 200], ['Einheit', 250], ['Referenzbereich', 310]),
    row(32, ['PSA gesamt', 30], ['3,9', 200], ['ng/ml', 250], ['bis 49 Jahre: < 2,5', 310]),
    row(41, ['50 - 59 Jahre: < 3,5', 310]),
    row(50, ['60 - 69 Jahre: < 4,5', 310]),
    row(59, ['ab 70 Jahren: < 6,5', 310]),
    row(74, ['Kreatinin', 30], ['0,9', 200], ['mg/dl', 250], ['0,7 - 1,2', 310]),
  ];

  it('picks the band of the patient’s age, printed or from the date of birth', () => {
    expect(judged(bands('Alter: 56 Jahre'))).toEqual([
      ['PSA gesamt', '3,9', 'high'],
      ['Kreatinin', '0,9', 'normal'],
    ]);
    expect(judged(bands('Geburtsdatum: 14.03.1950 · Abnahme: 02.10.2024'))[0]).toEqual([
      'PSA gesamt',
      '3,9',
      'normal',
    ]);
  });

  it('does not call the value normal when no age is known', () => {
    expect(judged(bands('Geschlecht: männlich'))[0]).toEqual(['PSA gesamt', '3,9', 'not flagged']);
  });

  it('reads decades and open bands in other languages', () => {
    const rows = [
      row(5, ['性別/年齢 男 / 45歳', 30]),
      row(20, ['検査項目', 30], ['結果', 200], ['単位', 250], ['基準値', 310]),
      row(32, ['PSA', 30], ['3.1', 200], ['ng/mL', 250], ['40代 ≦2.5', 310]),
      row(41, ['50代 ≦3.5', 310]),
      row(50, ['60歳以上 ≦4.0', 310]),
    ];
    expect(judged(rows)).toEqual([['PSA', '3.1', 'high']]);
    expect(agesOf('70대 이상')).toEqual([70, 200]);
    expect(agesOf('65 ans et plus')).toEqual([65, 200]);
    expect(agesOf('≥70')).toBeNull();
    expect(agesOf('≥70', true)).toEqual([70, 200]);
    expect(ageFromBirthDate(['DOB: 1961-08-30', 'Collected: 2024-08-29'])).toBe(62);
  });
});
