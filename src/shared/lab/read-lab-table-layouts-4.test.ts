/**
 * Layouts the fourth round of the table reader handles: ranges in brackets on one line with
 * their labels and notes, results given again in a second unit, counts as powers of ten, a
 * test with its value alone among rows, dates in the patient's details.
 */
import { describe, expect, it } from 'vitest';
import { rowsFromPlainText } from '../pdf/positioned-text.ts';
import { judgeLabValue } from './judge-lab-value.ts';
import { isReferenceRange, isUnit } from './lab-patterns.ts';
import { readLabTable } from './read-lab-table.ts';

const table = (text: string) =>
  readLabTable(rowsFromPlainText(text)).map((test) => [
    test.testName,
    test.value,
    test.referenceRange,
    test.status,
  ]);

describe('ranges in brackets on one line', () => {
  it.each([
    ['[VR: 70 a 99]', '85', 'normal'],
    ['[VN 70 - 100]', '104', 'high'],
    ['(Rif. 3,5 - 5,0)', '3,1', 'low'],
    ['[Réf. : 2 à 4]', '5', 'high'],
    ['(Norm: 4 bis 10)', '7', 'normal'],
    ['[参考：3.5～5.5]', '5.8', 'high'],
    ['[Норма: 3,5 до 5,1]', '3,2', 'low'],
    ['(v.n. 0 ~ 20)', '25', 'high'],
    ['[VR: Desejável: inferior a 190]', '176', 'normal'],
    ['[VN: Desiderabile: inferiore a 200]', '214', 'high'],
    ['[VR: superior a 20 (população saudável)]', '18', 'low'],
    ['[参考:30~100 (健康成人)]', '18', 'low'],
    ['[VR: 70 a 99 mg/dL]', '131', 'high'],
  ])('judges against %s', (range, value, status) => {
    expect(isReferenceRange(range)).toBe(true);
    expect(judgeLabValue(value, range).status).toBe(status);
  });

  it('reads every line of a list under section headings, none as a card', () => {
    expect(
      table(`
BIOQUÍMICA E HORMONAS
Glicose                          131 mg/dL [VR: 70 a 99]
Colesterol total                 176 mg/dL [VR: Desejável: inferior a 190]
Vitamina D (25-hidroxi)          27,5 ng/mL [VR: superior a 20 (população saudável)]
`),
    ).toEqual([
      ['Glicose', '131', '70 a 99', 'high'],
      ['Colesterol total', '176', 'inferior a 190', 'normal'],
      ['Vitamina D (25-hidroxi)', '27,5', 'superior a 20', 'normal'],
    ]);
  });
});

describe('bounds in the words of each language', () => {
  it.each([
    ['inf. a 35', '35', 'high'],
    ['sup. a 40', '40', 'low'],
    ['< ou = 40', '40', 'normal'],
    ['3,5 ÷ 5,1', '5,2', 'high'],
    ['mín. 40', '39', 'low'],
    ['máx. 40', '40', 'normal'],
    ['superior ou igual a 60', '60', 'normal'],
    ['inferior ou igual a 5', '5,1', 'high'],
    ['minder dan 5', '5', 'high'],
    ['poniżej 5', '4', 'normal'],
    ['powyżej 40', '40', 'low'],
    ['参考 3.9~6.1', '6.8', 'high'],
    ['참고 3.5~5.1', '3.4', 'low'],
  ])('judges against %s', (range, value, status) => {
    expect(judgeLabValue(value, range).status).toBe(status);
  });
});

describe('a result given again in a second unit', () => {
  it.each([
    ['soit 6,00 mmol/L'],
    ['entspricht 6,2 mmol/l'],
    ['≙ 46 mmol/mol'],
    ['equivale a 6,1 mmol/L'],
    ['ou seja 6,1 mmol/L'],
    ['= 6.1 mmol/L'],
  ])('reads no row from "%s" under a result', (second) => {
    expect(
      table(`
Analyse              Résultat        Unité     Valeurs de référence
Glucose              1,10            g/L       0,70 à 1,10
                     ${second}
Urée                 0,35            g/L       0,15 à 0,45
`),
    ).toEqual([
      ['Glucose', '1,10', '0,70 à 1,10', 'normal'],
      ['Urée', '0,35', '0,15 à 0,45', 'normal'],
    ]);
  });
});

describe('a second unit beside the result, in a cell of its own', () => {
  it('reads the result and its range around it', () => {
    const cell = (x: number, text: string) => ({ x, right: x + text.length * 5, text });
    expect(
      readLabTable([
        {
          page: 1,
          y: 10,
          cells: [
            cell(0, 'Urée'),
            cell(100, '0,38 g/L'),
            cell(170, 'soit 6,3 mmol/L'),
            cell(260, '0,15 à 0,45'),
          ],
        },
      ]).map((test) => [test.testName, test.value, test.unit, test.referenceRange, test.status]),
    ).toEqual([['Urée', '0,38', 'g/L', '0,15 à 0,45', 'normal']]);
  });
});

describe('counts as powers of ten', () => {
  it('compares a count to its threshold as the numbers they are', () => {
    expect(judgeLabValue('> 10^5', '< 10^3').status).toBe('high');
    expect(judgeLabValue('1,5 x 10^3', '< 10^4 UFC/mL').status).toBe('normal');
    expect(judgeLabValue('10⁶', '< 10⁴').status).toBe('normal');
  });

  it('keeps a bare power of ten as the unit of a count', () => {
    expect(
      table(`
Leucocytes      6,2     10^9/L     4,0 - 10,0
`),
    ).toEqual([['Leucocytes', '6,2', '4,0 - 10,0', 'normal']]);
  });
});

describe('units and values of their own', () => {
  it.each(['mm/1.ª h', 'mm/1ª hora', 'mm/1st hr', 'mm/1. Std.', 'мм/ч'])(
    'reads the sedimentation unit %s',
    (unit) => expect(isUnit(unit)).toBe(true),
  );

  it('reads a ratio printed without unit or range among the rows around it', () => {
    expect(
      table(`
Colesterol total                 198 mg/dL        [< 190]
Índice aterogénico (CT/HDL)      3,4
Triglicéridos                    88 mg/dL         [< 150]
`),
    ).toEqual([
      ['Colesterol total', '198', '< 190', 'high'],
      ['Índice aterogénico (CT/HDL)', '3,4', '', 'normal'],
      ['Triglicéridos', '88', '< 150', 'normal'],
    ]);
  });

  it('reads no test from a date of birth in the details', () => {
    expect(
      table(`
Кольцова Варвара Игоревна     21.04.1987     7719-0332
Глюкоза     5,2 ммоль/л     3,9 - 6,1
`),
    ).toEqual([['Глюкоза', '5,2', '3,9 - 6,1', 'normal']]);
  });
});

describe('a previous result or a second unit after the current result, without a header', () => {
  it.each([
    [
      'a bare number after the range',
      'Glucose 95 mg/dL 70-99    102',
      'Creatinine 1.31 mg/dL 0.60-1.20    1.12',
    ],
    [
      'a German Vorwert',
      'Glukose 95 mg/dl 70-99 Vorwert: 102',
      'Kreatinin 1,31 mg/dl 0,60-1,20 Vorwert: 1,12',
    ],
    [
      'a French précédent',
      'Glucose 95 mg/dL [N: 70 - 99] (précédent : 102)',
      'Créatinine 1,31 mg/dL [N: 0,60 - 1,20] (précédent : 1,12)',
    ],
    [
      'a Chinese 上次',
      '血糖 95 mg/dL (参考范围 70-99) 上次 102',
      '肌酐 1.31 mg/dL (参考范围 0.60-1.20) 上次 1.12',
    ],
    [
      'a second unit in brackets',
      'Glucose 95 mg/dL (5.3 mmol/L) 70-99',
      'Creatinine 1.31 mg/dL (116 µmol/L) 0.60-1.20',
    ],
    [
      'a number and its date',
      'Glucose 95 mg/dL 70-99 102 (12/05/2025)',
      'Creatinine 1.31 mg/dL 0.60-1.20 1.12 (12/05/2025)',
    ],
    [
      'a dated value after a bar',
      'Glucose 95 mg/dL 70-99 | 12/05/2025: 102',
      'Creatinine 1.31 mg/dL 0.60-1.20 | 12/05/2025: 1.12',
    ],
    [
      'a Russian пред.',
      'Глюкоза 95 мг/дл (70–99) пред. 102',
      'Креатинин 1,31 мг/дл (0,60–1,20) пред. 1,12',
    ],
    [
      'a Japanese 前回値',
      '血糖 95 mg/dL 70-99 前回値 102',
      'クレアチニン 1.31 mg/dL 0.60-1.20 前回値 1.12',
    ],
  ])('reads the current result before %s', (_kind, first, second) => {
    expect(
      table(`${first}\n${second}\n`).map(([name, value, , status]) => [name, value, status]),
    ).toEqual([
      [first.split(' ')[0], '95', 'normal'],
      [second.split(' ')[0], second.includes('1,31') ? '1,31' : '1.31', 'high'],
    ]);
  });

  it('reads a number in a cell of its own after a spaced range as a previous result', () => {
    const cell = (x: number, text: string) => ({ x, right: x + text.length * 5, text });
    const row = (y: number, ...texts: string[]) => ({
      page: 1,
      y,
      cells: texts.map((text, at) => cell([0, 100, 140, 200, 300][at] ?? 0, text)),
    });
    expect(
      readLabTable([
        row(10, 'GLUCOSE', '95', 'mg/dL', '70 - 99', '102'),
        row(22, 'CREATININE', '1.31', 'mg/dL', '0.60 - 1.20', '1.12'),
      ]).map((test) => [test.testName, test.value, test.referenceRange, test.status]),
    ).toEqual([
      ['GLUCOSE', '95', '70 - 99', 'normal'],
      ['CREATININE', '1.31', '0.60 - 1.20', 'high'],
    ]);
  });

  it('keeps a range in French thousands whole', () => {
    expect(table('Plaquettes 250 000 /mm3 150 000 - 400 000\n')).toEqual([
      ['Plaquettes', '250 000', '150 000 - 400 000', 'normal'],
    ]);
  });
});

describe('cards with labels on lines of their own', () => {
  it('reads the value under a result label and the range under its label', () => {
    expect(
      table(`
Glucose             Ferritin            TSH
Result              Result              Result
132 mg/dL           9 ng/mL             2.1 mIU/L
Reference range     Reference range     Reference range
70 - 99             15 - 150            0.4 - 4.0
`),
    ).toEqual([
      ['Glucose', '132', '70 - 99', 'high'],
      ['Ferritin', '9', '15 - 150', 'low'],
      ['TSH', '2.1', '0.4 - 4.0', 'normal'],
    ]);
  });

  it('reads a range under a label of one word, the unit on a line of its own', () => {
    expect(
      table(`
Glucosa             Ferritina           TSH
132                 9                   2,1
mg/dL               ng/mL               µUI/mL
Referencia          Referencia          Referencia
70 - 99             15 - 150            0,4 - 4,0
`),
    ).toEqual([
      ['Glucosa', '132', '70 - 99', 'high'],
      ['Ferritina', '9', '15 - 150', 'low'],
      ['TSH', '2,1', '0,4 - 4,0', 'normal'],
    ]);
  });
});
