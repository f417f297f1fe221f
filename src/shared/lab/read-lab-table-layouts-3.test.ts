/**
 * Layouts the third round of the table reader handles: results in words no list holds, against
 * ranges in words; ranges per sex on lines around a centred row; two tables side by side whose
 * names sit left of their centred headings; several tests a line without a header.
 */
import { describe, expect, it } from 'vitest';
import { rowsFromPlainText } from '../pdf/positioned-text.ts';
import { readLabTable } from './read-lab-table.ts';

const table = (text: string) =>
  readLabTable(rowsFromPlainText(text)).map((test) => [
    test.testName,
    test.value,
    test.referenceRange,
    test.status,
  ]);

describe('readLabTable on results printed in words', () => {
  it('reads words in a result column and judges them against the words of the range', () => {
    expect(
      table(`
Показатель          Результат           Ед. изм.   Референсные значения
Цвет                соломенно-жёлтый               соломенно-желтый
Прозрачность        мутная                         прозрачная
Белок               0,3                 г/л        отр. (< 0,14)
Бактерии            много (+++)                    не обнаружены
Эпителий плоский    единичный           в п/зр
Color               amber                          Not estab.
`),
    ).toEqual([
      ['Цвет', 'соломенно-жёлтый', 'соломенно-желтый', 'normal'],
      ['Прозрачность', 'мутная', 'прозрачная', 'abnormal'],
      ['Белок', '0,3', 'отр. (< 0,14)', 'high'],
      ['Бактерии', 'много (+++)', 'не обнаружены', 'abnormal'],
      // No range: nothing to judge by.
      ['Эпителий плоский', 'единичный', '', 'normal'],
      // A range that says there is none judges nothing.
      ['Color', 'amber', 'Not estab.', 'normal'],
    ]);
  });

  it('reads two words of one result as one, and a specific weight as a test', () => {
    expect(
      table(`
Untersuchung            Ergebnis       Einheit   Referenzbereich
Spezifisches Gewicht    1,024          g/ml      1,005 - 1,030
Bakterien               mäßig viele              keine
Schleim                 Siehe Befund
Material                Spontanurin
`),
    ).toEqual([
      ['Spezifisches Gewicht', '1,024', '1,005 - 1,030', 'normal'],
      ['Bakterien', 'mäßig viele', 'keine', 'abnormal'],
    ]);
  });
});

describe('readLabTable on rows in words that are no results', () => {
  it("reads no section's heading, sample, method or place beside the tests", () => {
    expect(
      table(`
Analyse              Résultat          Unité      Valeurs de référence
HÉMATOLOGIE          Sang total EDTA
Hémoglobine          13,2              g/dL       12,0 à 16,0
BIOCHIMIE            Prélèvement à jeun
Technique            Néphélométrie
Performed at         Main Lab
CLARITY              SLIGHTLY HAZY                CLEAR
`),
    ).toEqual([
      ['Hémoglobine', '13,2', '12,0 à 16,0', 'normal'],
      ['CLARITY', 'SLIGHTLY HAZY', 'CLEAR', 'abnormal'],
    ]);
  });
});

describe('readLabTable on counts per field', () => {
  it('reads a span with its unit in the result cell, against a range with its unit', () => {
    expect(
      table(`
Показатель          Результат     Норма
Лейкоциты           4-6 в п/зр    0-3 в п/зр
Эритроциты          1-2 в п/зр    до 2 в п/зр
Test                 Result        Reference
WBC (urine)          6-10 /HPF     0-5 /HPF
`),
    ).toEqual([
      ['Лейкоциты', '4-6', '0-3', 'high'],
      ['Эритроциты', '1-2', 'до 2', 'normal'],
      ['WBC (urine)', '6-10', '0-5', 'high'],
    ]);
  });
});

describe('readLabTable on names that are words of appearance', () => {
  it("reads '混濁' (turbidity) as a name, and grades in brackets against grades", () => {
    expect(
      table(`
検査項目        結果       単位     基準値
混濁            (-)                 (-)
尿潜血          (2+)                (-)
赤血球          5-9        /HPF     4以下
`),
    ).toEqual([
      ['混濁', '(-)', '(-)', 'normal'],
      ['尿潜血', '(2+)', '(-)', 'abnormal'],
      ['赤血球', '5-9', '4以下', 'high'],
    ]);
  });
});

describe('readLabTable with ranges per sex on lines around the row', () => {
  it("takes the patient's range from the lines above and below a centred row", () => {
    expect(
      table(`
Patient: Test Person     Sex: F
Test          Result   Unit    Reference
                               M 13.0-17.0
Hemoglobin    11.6     g/dL
                               F 12.0-16.0

                               M 0.7-1.3
Creatinine    1.05     mg/dL
                               F 0.5-0.9

                               M ≥ 40
HDL           48       mg/dL   F ≥ 50
`).map(([name, value, , status]) => [name, value, status]),
    ).toEqual([
      ['Hemoglobin', '11.6', 'low'],
      ['Creatinine', '1.05', 'high'],
      ['HDL', '48', 'low'],
    ]);
  });
});

describe('readLabTable with ranges per sex on lines under the row', () => {
  const judged = (text: string) =>
    table(text).map(([name, value, range, status]) => [name, value, range, status]);

  it('takes both lines under a top-aligned row, or the one under the first in the row', () => {
    expect(
      judged(`
Patient: Test Person    Sex: Female
Test           Result      Unit      Reference
Hemoglobin     12.5        g/dL
                                     Male: 13.5-17.5
                                     Female: 12.0-15.5

Ferritin       10          ng/mL     Male 30-400
                                     Female 13-150
Creatinine     1.0         mg/dL     Male 0.7-1.2
                                     Female 0.5-0.9
`),
    ).toEqual([
      ['Hemoglobin', '12.5', '12.0-15.5', 'normal'],
      ['Ferritin', '10', '13-150', 'low'],
      ['Creatinine', '1.0', '0.5-0.9', 'high'],
    ]);
  });
});

describe('readLabTable on tests side by side', () => {
  it("reads a second table's names set left of its centred heading", () => {
    // Each line's cells at the columns given (plain text counts every character as one column).
    const line = (...cells: [string, number][]): string =>
      cells.reduce((text, [cell, at]) => text.padEnd(at) + cell, '');
    expect(
      table(
        [
          line(
            ['검사명', 3],
            ['결과', 15],
            ['참고치', 25],
            ['검사명', 38],
            ['결과', 50],
            ['참고치', 60],
          ),
          line(
            ['알부민', 0],
            ['3.3', 15],
            ['3.5 이상', 24],
            ['총콜레스테롤', 32],
            ['214', 50],
            ['200 미만', 59],
          ),
          line(
            ['AST', 0],
            ['52', 15],
            ['40 이하', 24],
            ['중성지방', 32],
            ['131', 50],
            ['150 미만', 59],
          ),
        ].join('\n'),
      ),
    ).toEqual([
      ['알부민', '3.3', '3.5 이상', 'low'],
      ['총콜레스테롤', '214', '200 미만', 'high'],
      ['AST', '52', '40 이하', 'high'],
      ['중성지방', '131', '150 미만', 'normal'],
    ]);
  });

  it("reads three tests a line without a header, 'CL' as chloride", () => {
    expect(
      table(`
NA     138   mmol/L 136-145     K     5.7 H mmol/L 3.5-5.1     CL    101   mmol/L 98-107
CO2     19 L mmol/L 22-29       BUN    26 H mg/dL  7-20        CREAT 1.4 H mg/dL 0.7-1.3
`).map(([name, value, , status]) => [name, value, status]),
    ).toEqual([
      ['NA', '138', 'normal'],
      ['K', '5.7', 'high'],
      ['CL', '101', 'normal'],
      ['CO2', '19', 'low'],
      ['BUN', '26', 'high'],
      ['CREAT', '1.4', 'high'],
    ]);
  });

  it('reads tests side by side in Japanese, Korean and Russian, units in Cyrillic', () => {
    expect(
      table(`
AST  45 H  U/L  13〜30      ALT  20  U/L  10〜42      γ-GTP  80 H  U/L  13〜64
총콜레스테롤  214 mg/dL  200 미만     HDL  38 mg/dL  40 이상     LDL  150 mg/dL  130 미만
Гемоглобин  118 г/л  120-160     Лейкоциты  12,4 10^9/л  4,0-9,0     СОЭ  25 мм/ч  2-15
`).map(([name, value, , status]) => [name, value, status]),
    ).toEqual([
      ['AST', '45', 'high'],
      ['ALT', '20', 'normal'],
      ['γ-GTP', '80', 'high'],
      ['총콜레스테롤', '214', 'high'],
      ['HDL', '38', 'low'],
      ['LDL', '150', 'high'],
      ['Гемоглобин', '118', 'low'],
      ['Лейкоциты', '12,4', 'high'],
      ['СОЭ', '25', 'high'],
    ]);
  });

  it("reads 'B' before a value as below the range, and no address in 'TROPONIN I, HS'", () => {
    expect(
      table(`
Analyse                   Résultat      Valeurs de référence
Vitamine D                B 18 ng/mL    30 à 100
TROPONIN I, HS            <3 ng/L       <=34
`),
    ).toEqual([
      ['Vitamine D', '18', '30 à 100', 'low'],
      ['TROPONIN I, HS', '<3', '<=34', 'normal'],
    ]);
  });
});
