/**
 * Layouts the eleventh round of the table reader handles (the conventions lab blind-17 showed,
 * in other wordings and languages): bounds in Persian, Hebrew and Arabic words, an en dash as the
 * minus beside a value, a count per field printed as a span before a range with its unit glued,
 * a result in words with no range in a list, a range per sex on the line of a method note, a
 * range per sex and age with a star, and a tier named by a level noun.
 */
import { describe, expect, it } from 'vitest';
import { rangeBounds, tierMeaning } from './lab-patterns.ts';
import { row, read } from './table-rows.test-support.ts';

const header = (y: number) =>
  row(y, ['Test', 30], ['Result', 200], ['Unit', 250], ['Reference range', 310]);

describe('bounds in right-to-left words', () => {
  it('reads Persian, Hebrew and Arabic upper and lower bounds', () => {
    const rows = [
      header(10),
      row(22, ['Cholesterol', 30], ['230', 200], ['mg/dL', 250], ['کمتر از 200', 310]),
      row(34, ['ALT', 30], ['35', 200], ['U/L', 250], ['تا 40', 310]),
      row(46, ['AST', 30], ['52', 200], ['U/L', 250], ['עד 40', 310]),
      row(58, ['eGFR', 30], ['45', 200], ['mL/min', 250], ['أكثر من 60', 310]),
    ];
    expect(read(rows).map(([name, value, , status]) => [name, value, status])).toEqual([
      ['Cholesterol', '230', 'high'],
      ['ALT', '35', 'normal'],
      ['AST', '52', 'high'],
      ['eGFR', '45', 'low'],
    ]);
    expect(rangeBounds('من 10 إلى 20')).toEqual({
      low: { text: '10', inclusive: true },
      high: { text: '20', inclusive: true },
    });
  });
});

describe('an en dash beside a value', () => {
  it('is the minus that says low, as the plus says high', () => {
    const rows = [
      row(10, ['Analyse', 30], ['Ergebnis', 200], ['Einheit', 250], ['Normbereich', 310]),
      row(22, ['Kalium', 30], ['3.1 –', 200], ['mmol/l', 250], ['3.5 – 5.1', 310]),
      row(34, ['Albumin', 30], ['28 – –', 200], ['g/l', 250], ['35 – 52', 310]),
      row(46, ['Lipase', 30], ['88 +', 200], ['U/l', 250], ['< 60', 310]),
    ];
    expect(read(rows).map(([name, value, , status]) => [name, value, status])).toEqual([
      ['Kalium', '3.1', 'low'],
      ['Albumin', '28', 'low'],
      ['Lipase', '88', 'high'],
    ]);
  });
});

describe('a list without a header', () => {
  it('reads a count per field as a span before its range, its unit glued to the bound', () => {
    const rows = [
      row(10, ['Red cells', 30], ['1-2 /HPF', 200], ['[up to 3/HPF]', 280]),
      row(22, ['Pus cells', 30], ['8-10 /HPF', 200], ['[0-5/HPF]', 280]),
      row(34, ['Specific gravity', 30], ['1.020', 200], ['[1.005 - 1.030]', 280]),
    ];
    expect(read(rows).map(([name, value, , status]) => [name, value, status])).toEqual([
      ['Red cells', '1-2', 'normal'],
      ['Pus cells', '8-10', 'high'],
      ['Specific gravity', '1.020', 'normal'],
    ]);
  });

  it('reads a result in words with no range between tests, flush right as they are', () => {
    const rows = [
      row(10, ['URINE', 28]),
      row(22, ['Densité', 40], ['1018', 231], ['[1005 - 1030]', 280]),
      row(34, ['Aspect', 40], ['Légèrement trouble', 168]),
      row(46, ['pH', 40], ['5,5', 235.5], ['[5,0 - 8,0]', 280]),
    ];
    expect(read(rows).map(([name, value, , status]) => [name, value, status])).toEqual([
      ['Densité', '1018', 'normal'],
      ['Aspect', 'Légèrement trouble', 'normal'],
      ['pH', '5,5', 'normal'],
    ]);
  });
});

describe('ranges per sex under a row', () => {
  it('takes the line below beside a method note, and the patient’s sex', () => {
    const rows = [
      row(4, ['Patientin: Muster Anna', 30], ['Geschlecht: weiblich', 250]),
      header(20),
      row(32, ['Erythrozyten', 30], ['4.3', 200], ['T/l', 250], ['M: 4.5 - 5.9', 310]),
      row(40, ['Methode: Impedanz', 30], ['W: 4.0 - 5.2', 310]),
      row(55, ['Hämoglobin', 30], ['118', 200], ['g/l', 250], ['M: 135 - 175', 310]),
      row(63, ['Methode: Photometrie', 30], ['W: 120 - 160', 310]),
    ];
    expect(read(rows)).toEqual([
      ['Erythrozyten', '4.3', '4.0 - 5.2', 'normal'],
      ['Hämoglobin', '118', '120 - 160', 'low'],
    ]);
  });

  it('reads a star above every range per age as high', () => {
    const rows = [
      row(4, ['Patient: Jan Kowalski', 30], ['Sex: M', 250]),
      header(20),
      row(32, ['ESR', 30], ['31*', 200], ['mm/h', 250], ['M < 50 years: < 15', 310]),
      row(40, ['Method: Westergren', 30], ['M > 50 years: < 20', 310]),
    ];
    expect(read(rows).map(([name, value, , status]) => [name, value, status])).toEqual([
      ['ESR', '31', 'high'],
    ]);
  });
});

describe('a tier named by a level noun', () => {
  it('knows the normal tier in any of the languages', () => {
    expect(tierMeaning('Nivel óptimo')).toBe('normal');
    expect(tierMeaning('Optimal level')).toBe('normal');
    expect(tierMeaning('Valore ottimale')).toBe('normal');
    expect(tierMeaning('Taux')).toBe(null);
    const rows = [
      header(10),
      row(22, ['Vitamina D', 30], ['18', 200], ['ng/mL', 250], ['Deficiencia: < 10', 310]),
      row(30, ['Insuficiencia: 10 - 30', 310]),
      row(38, ['Nivel óptimo: 30 - 100', 310]),
    ];
    expect(read(rows).map(([name, value, , status]) => [name, value, status])).toEqual([
      ['Vitamina D', '18', 'low'],
    ]);
  });
});
