/**
 * Layouts the fifth round of the table reader handles (the classes lab blind-9 showed, in other
 * wordings): a two-column grid whose right-hand ranges are mostly one-sided, range labels with
 * words in brackets, notes in words after a range's bounds, and units written in Cyrillic.
 */
import { describe, expect, it } from 'vitest';
import { judgeLabValue } from './judge-lab-value.ts';
import { isReferenceRange, isUnit } from './lab-patterns.ts';
import { readLabTable } from './read-lab-table.ts';
import { row } from './table-rows.test-support.ts';

describe('a two-column grid whose ranges are one-sided on one side', () => {
  it('reads the right-hand tests against their own bounds', () => {
    const grid = [
      row(
        10,
        ['Test', 40],
        ['Result Unit', 160],
        ['Ref. values', 235],
        ['Test', 305],
        ['Result Unit', 420],
        ['Ref. values', 495],
      ),
      row(
        22,
        ['Sodium', 40],
        ['139 mmol/L', 172],
        ['135 - 145', 235],
        ['LDL cholesterol', 305],
        ['171 mg/dL', 435],
        ['< 130', 495],
      ),
      row(
        34,
        ['Potassium', 40],
        ['5.6 mmol/L', 172],
        ['3.5 - 5.1', 235],
        ['HDL cholesterol', 305],
        ['35 mg/dL', 435],
        ['> 40', 495],
      ),
      row(
        46,
        ['Chloride', 40],
        ['101 mmol/L', 172],
        ['98 - 107', 235],
        ['Triglycerides', 305],
        ['140 mg/dL', 435],
        ['< 150', 495],
      ),
      row(
        58,
        ['Calcium', 40],
        ['9.1 mg/dL', 172],
        ['8.6 - 10.3', 235],
        ['Albumin', 305],
        ['3.1 g/dL', 435],
        ['3.5 - 5.2', 495],
      ),
      row(
        70,
        ['Urea', 40],
        ['31 mg/dL', 172],
        ['10 - 50', 235],
        ['PSA', 305],
        ['5.2 ng/mL', 435],
        ['< 4.0', 495],
      ),
    ];
    const read = Object.fromEntries(
      readLabTable(grid).map((test) => [test.testName, [test.referenceRange, test.status]]),
    );
    expect(read['LDL cholesterol']).toEqual(['< 130', 'high']);
    expect(read['HDL cholesterol']).toEqual(['> 40', 'low']);
    expect(read['Triglycerides']).toEqual(['< 150', 'normal']);
    expect(read['PSA']).toEqual(['< 4.0', 'high']);
    expect(read['Potassium']).toEqual(['3.5 - 5.1', 'high']);
  });
});

describe('range labels with words in brackets, and notes in words after the bounds', () => {
  it.each([
    ['Objectif (risque élevé) : < 1,00', '1,21', 'high'],
    ['Target (high risk): < 70', '64', 'normal'],
    ['Zielwert (hohes Risiko): < 100', '131', 'high'],
    ['Obiettivo (rischio moderato): < 115', '98', 'normal'],
    ['(> 30 ng/mL para adultos saudáveis)', '22', 'low'],
    ['(> 30 ng/mL for healthy adults)', '41', 'normal'],
    ['(< 5,0 mUI/mL en dehors de la grossesse)', '3,1', 'normal'],
    ['(20 - 70 ng/mL per adulti sani)', '81', 'high'],
  ])('judges against %s', (range, value, status) => {
    expect(isReferenceRange(range)).toBe(true);
    expect(judgeLabValue(value, range).status).toBe(status);
  });

  it('keeps a note that names a sex: it says whose range it is', () => {
    expect(isReferenceRange('(> 30 for women)')).toBe(false);
    expect(isReferenceRange('(< 5,0 pour une femme non enceinte)')).toBe(false);
  });
});

describe('units written in Cyrillic', () => {
  it.each(['фл', 'пг', 'мг', 'мкг', 'нг', 'ед', 'сек', 'мм рт. ст.'])('%s is a unit', (unit) => {
    expect(isUnit(unit)).toBe(true);
  });

  it('reads a row whose unit is a Cyrillic abbreviation', () => {
    const rows = [
      row(10, ['Показатель', 40], ['Результат', 320], ['Ед.', 375], ['Норма', 440]),
      row(
        22,
        ['Средний объём эритроцита (MCV)', 40],
        ['104,5', 320],
        ['фл', 375],
        ['80 – 100', 440],
      ),
      row(34, ['Среднее содержание Hb (MCH)', 40], ['29,1', 320], ['пг', 375], ['27 – 34', 440]),
    ];
    expect(
      readLabTable(rows).map((test) => [test.testName, test.value, test.unit, test.status]),
    ).toEqual([
      ['Средний объём эритроцита (MCV)', '104,5', 'фл', 'high'],
      ['Среднее содержание Hb (MCH)', '29,1', 'пг', 'normal'],
    ]);
  });
});
