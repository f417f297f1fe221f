/**
 * Layouts the ninth round of the table reader handles (the classes lab blind-15 showed, in other
 * wordings): footnote marks after a value or a range ('45 ¹', '※1', '312 b'), a result in words
 * with its signal in brackets ('Reactive (1,862.4)'), the same word twice in a narrow cell (a
 * result and its range), numbers set flush right past the last date of a cumulative report, and
 * tables side by side with lines of their own, read one after the other.
 */
import { describe, expect, it } from 'vitest';
import type { TextRow } from '../pdf/positioned-text.ts';
import { judgeLabValue } from './judge-lab-value.ts';
import { readLabTable } from './read-lab-table.ts';
import { row, read } from './table-rows.test-support.ts';

/** A line whose cells are given with their right edges, as a report sets them. */
const placed = (y: number, ...cells: [string, number, number][]): TextRow => ({
  page: 1,
  y,
  cells: cells.map(([text, x, right]) => ({ text, x, right })),
});

describe('footnote marks after a value or a range', () => {
  it('drops superscript digits and reference marks, whatever the language', () => {
    const rows = [
      row(10, ['Test', 30], ['Result', 200], ['Unit', 260], ['Reference', 320]),
      row(22, ['LDL Cholesterol', 30], ['162*', 200], ['mg/dL', 260], ['(< 115) ¹', 320]),
      row(34, ['Vitamin B12', 30], ['>2000', 200], ['pg/mL', 260], ['(197 - 771) ²', 320]),
      row(46, ['eGFR', 30], ['45 ¹', 200], ['mL/min', 260], ['> 60', 320]),
      row(58, ['HBsAg', 30], ['Reactive (1,862.4) ※1', 200], ['S/CO', 260], ['Negative', 320]),
      row(80, ['¹ Target value for patients at high risk.', 30]),
    ];
    expect(read(rows)).toEqual([
      ['LDL Cholesterol', '162', '< 115', 'high'],
      ['Vitamin B12', '>2000', '197 - 771', 'high'],
      ['eGFR', '45', '> 60', 'low'],
      ['HBsAg', 'Reactive (1,862.4)', 'Negative', 'abnormal'],
    ]);
  });

  it('drops a letter after a number when a note under the table opens with it', () => {
    const rows = [
      row(10, ['Test', 30], ['Result', 200], ['Reference', 320]),
      row(22, ['Triglycerides', 30], ['▲ 312 b', 200], ['<150', 320]),
      row(34, ['PSA', 30], ['0.62', 200], ['0-3.0 c', 320]),
      row(60, ['b non-fasting sample, repeat advised.', 30], ['c range for ages 40 to 49.', 200]),
    ];
    expect(read(rows)).toEqual([
      ['Triglycerides', '312', '<150', 'high'],
      ['PSA', '0.62', '0-3.0', 'normal'],
    ]);
  });

  it('keeps a letter that no note opens with, and a range word before a number', () => {
    const rows = [
      row(10, ['Exame', 30], ['Resultado', 200], ['Referência', 320]),
      row(22, ['Ferritina', 30], ['45', 200], ['30 a 400', 320]),
      row(40, ['a amostra foi colhida em jejum de 12 horas', 30]),
    ];
    expect(read(rows)).toEqual([['Ferritina', '45', '30 a 400', 'normal']]);
  });
});

describe('a result in words with its signal in brackets', () => {
  it('is what the word says: out of a numeric range it is abnormal, not high', () => {
    expect(judgeLabValue('Reactive (1,862.4)', '<1.0').status).toBe('abnormal');
    expect(judgeLabValue('Non-reactive (0.08)', '<1.0').status).toBe('normal');
    expect(judgeLabValue('양성 (112.5)', '양성: ≥10').status).toBe('normal');
    expect(judgeLabValue('Positivo (3,2)', 'Negativo').status).toBe('abnormal');
  });
});

describe('the same word twice in a result cell', () => {
  it('is the result and its range, set too close to part', () => {
    const rows = [
      row(10, ['검사항목', 30], ['결과', 200], ['참고치', 300]),
      row(22, ['B형간염 표면항원 HBsAg', 30], ['음성 음성', 200]),
      row(34, ['Aspect', 30], ['trouble clair', 200]),
    ];
    expect(read(rows)).toEqual([
      ['B형간염 표면항원 HBsAg', '음성', '음성', 'normal'],
      ['Aspect', 'trouble clair', '', 'normal'],
    ]);
  });
});

describe('a cumulative report, numbers set flush right under the newest date', () => {
  it('reads a short number that starts past the heading as the current result', () => {
    const rows = [
      placed(
        102,
        ['Parameter', 74, 113],
        ['Referenzbereich', 188, 249],
        ['14.11.2023', 309, 352],
        ['06.02.2024', 405, 448],
        ['21.05.2024', 502, 550],
      ),
      placed(
        126,
        ['Leukozyten', 37, 80],
        ['4,0 - 10,0', 157, 193],
        ['↑ 11,4', 350, 375],
        ['9,8', 459, 470],
        ['↑ 12,6', 547, 574],
      ),
      placed(
        138,
        ['Prothrombinzeit', 37, 100],
        ['70 - 130', 157, 188],
        ['88', 366, 375],
        ['—', 463, 470],
        ['92', 564, 574],
      ),
      placed(
        150,
        ['Kalium', 37, 70],
        ['3,5 - 5,1', 157, 188],
        ['4,4', 363, 375],
        ['↑ 5,3', 450, 470],
        ['4,9', 561, 574],
      ),
      placed(
        162,
        ['Gamma-GT', 37, 80],
        ['< 60', 157, 175],
        ['34', 366, 375],
        ['29', 461, 470],
        ['27', 564, 574],
      ),
    ];
    expect(read(rows)).toEqual([
      ['Leukozyten', '12,6', '4,0 - 10,0', 'high'],
      ['Prothrombinzeit', '92', '70 - 130', 'normal'],
      ['Kalium', '4,9', '3,5 - 5,1', 'normal'],
      ['Gamma-GT', '27', '< 60', 'normal'],
    ]);
  });
});

describe('tables side by side', () => {
  const header = row(
    10,
    ['Test', 30],
    ['Result', 130],
    ['Range', 180],
    ['Test', 300],
    ['Result', 400],
    ['Range', 450],
  );

  it('reads one table after the other when their lines are their own', () => {
    const rows = [
      header,
      row(22, ['WBC', 30], ['6.7', 130], ['4.0-10.0', 180]),
      row(27, ['HbA1c', 300], ['5.6', 400], ['4.0-6.0', 450]),
      row(34, ['Hb', 30], ['17.9', 130], ['13.0-17.0', 180]),
      row(39, ['Glucose', 300], ['113', 400], ['70-99', 450]),
      row(46, ['PLT', 30], ['245', 130], ['150-400', 180]),
    ];
    expect(readLabTable(rows).map((test) => test.testName)).toEqual([
      'WBC',
      'Hb',
      'PLT',
      'HbA1c',
      'Glucose',
    ]);
  });

  it('reads a grid line by line when its lines hold a test of each table', () => {
    const rows = [
      header,
      row(
        22,
        ['WBC', 30],
        ['6.7', 130],
        ['4.0-10.0', 180],
        ['HbA1c', 300],
        ['5.6', 400],
        ['4.0-6.0', 450],
      ),
      row(
        34,
        ['Hb', 30],
        ['13.9', 130],
        ['13.0-17.0', 180],
        ['Glucose', 300],
        ['93', 400],
        ['70-99', 450],
      ),
    ];
    expect(readLabTable(rows).map((test) => test.testName)).toEqual([
      'WBC',
      'HbA1c',
      'Hb',
      'Glucose',
    ]);
  });
});
