import { describe, expect, it } from 'vitest';
import { rowsFromPlainText, type TextRow } from '../pdf/positioned-text.ts';
import { readLabTable } from './read-lab-table.ts';

const read = (rows: TextRow[]) =>
  readLabTable(rows).map((test) => [test.testName, test.value, test.status]);
const table = (text: string) => read(rowsFromPlainText(text));

/** One printed line: cells at their x, each word about 5 points wide a character. */
const line = (y: number, cells: [number, string][]): TextRow => ({
  page: 1,
  y,
  cells: cells.map(([x, text]) => ({ text, x, right: x + text.length * 5 })),
});

describe('readLabTable: the current result among earlier ones', () => {
  it('reads the column under the word for the current result, over newer-looking dates', () => {
    expect(
      table(`
                         (current)
Test         05/01/2026  04/11/2026  09/30/2026  Units   Reference
Sodium       131         138         141         mmol/L  136-145
Potassium    5.6         4.1         3.9         mmol/L  3.5-5.1
`),
    ).toEqual([
      ['Sodium', '138', 'normal'],
      ['Potassium', '4.1', 'normal'],
    ]);
  });

  it('reads a cumulative header over three lines, the current date above, its word below', () => {
    expect(
      table(`
                                      20.11.2026              Референсные
Показатель     12.09.2026  18.10.2026              Ед. изм.
                                      (текущий)               значения
Гемоглобин     118         114        109          г/л        120 – 150
Калий          4,9         5,1        5,4          ммоль/л    3,5 – 5,1
`),
    ).toEqual([
      ['Гемоглобин', '109', 'low'],
      ['Калий', '5,4', 'high'],
    ]);
  });

  it('takes the word before a heading date with the date ("Résultat du 24/11/2026")', () => {
    expect(
      table(`
                    Résultat                                        Antériorité
Analyse             du 24/11/2026 Unité      Valeurs de référence   du 15/05/2026
Acide urique        74 mg/L                  26 à 60                58
ALAT (TGP)          52 UI/L                  < 35                   30
`),
    ).toEqual([
      ['Acide urique', '74', 'high'],
      ['ALAT (TGP)', '52', 'high'],
    ]);
  });

  it('reads every date of a header the same way round, the newest first or not', () => {
    expect(
      table(`
Badanie       17.11.2026  21.08.2026  12.05.2026  Jednostka  Zakres referencyjny
Ferrytyna     19          34          61          ng/ml      30 - 400
Potas         5,4         4,8         4,6         mmol/l     3,5 - 5,1
`),
    ).toEqual([
      ['Ferrytyna', '19', 'low'],
      ['Potas', '5,4', 'high'],
    ]);
  });

  it('does not take a previous result named in other words ("이전 결과", "Önceki Sonuç")', () => {
    expect(
      table(`
검사항목        이전 결과     현재 결과     단위      참고치
총콜레스테롤    214           236           mg/dL     < 200
`),
    ).toEqual([['총콜레스테롤', '236', 'high']]);
    expect(
      table(`
Tetkik        Sonuç    Birim    Referans Aralığı   Önceki Sonuç
Glukoz        131      mg/dL    74 - 106           98
K             4,2      mmol/L   3,5 - 5,1          5,6
`),
    ).toEqual([
      ['Glukoz', '131', 'high'],
      ['K', '4,2', 'normal'],
    ]);
  });
});

describe('readLabTable: names wrapped onto lines of their own', () => {
  const header = line(100, [
    [60, 'Untersuchung'],
    [260, 'Befund'],
    [330, 'Einheit'],
    [400, 'Referenzbereich'],
  ]);

  it('joins the end of a name on the line under a top-aligned row', () => {
    expect(
      read([
        header,
        line(113, [
          [60, 'Natrium'],
          [265, '141'],
          [330, 'mmol/l'],
          [400, '136 - 145'],
        ]),
        line(126, [
          [60, 'Gamma-Glutamyl-'],
          [265, '52'],
          [330, 'U/l'],
          [400, '< 40'],
        ]),
        line(134, [[60, 'transferase (GGT)']]),
        line(147, [
          [60, 'Kalium'],
          [265, '4,1'],
          [330, 'mmol/l'],
          [400, '3,5 - 5,1'],
        ]),
      ]),
    ).toEqual([
      ['Natrium', '141', 'normal'],
      ['Gamma-Glutamyl-transferase (GGT)', '52', 'high'],
      ['Kalium', '4,1', 'normal'],
    ]);
  });

  it('joins the start of a name on the lines above a bottom-aligned row', () => {
    expect(
      read([
        header,
        line(113, [
          [60, 'Natrium'],
          [265, '141'],
          [330, 'mmol/l'],
          [400, '136 - 145'],
        ]),
        line(122, [[60, 'Hemoglobina']]),
        line(130, [
          [60, 'glikowana HbA1c'],
          [265, '6,4'],
          [330, '%'],
          [400, '4,0 - 6,0'],
        ]),
        line(143, [
          [60, 'Kalium'],
          [265, '4,1'],
          [330, 'mmol/l'],
          [400, '3,5 - 5,1'],
        ]),
      ]),
    ).toEqual([
      ['Natrium', '141', 'normal'],
      ['Hemoglobina glikowana HbA1c', '6,4', 'high'],
      ['Kalium', '4,1', 'normal'],
    ]);
  });

  it('leaves a section title under a row, as far from it as rows are, to itself', () => {
    expect(
      read([
        header,
        line(113, [
          [60, 'Natrium'],
          [265, '141'],
          [330, 'mmol/l'],
          [400, '136 - 145'],
        ]),
        line(126, [[60, 'Hämatologie']]),
        line(139, [
          [60, 'Leukozyten'],
          [265, '9,7'],
          [330, '/nl'],
          [400, '3,9 - 10,2'],
        ]),
      ]),
    ).toEqual([
      ['Natrium', '141', 'normal'],
      ['Leukozyten', '9,7', 'normal'],
    ]);
  });
});
