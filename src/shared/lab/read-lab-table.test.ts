import { describe, expect, it } from 'vitest';
import { groupIntoRows, rowsFromPlainText, type PositionedText } from '../pdf/positioned-text.ts';
import { readLabTable } from './read-lab-table.ts';

const table = (text: string) =>
  readLabTable(rowsFromPlainText(text)).map((test) => [
    test.testName,
    test.value,
    test.unit,
    test.referenceRange,
    test.status,
  ]);

describe('readLabTable with a header row', () => {
  it('reads columns by position, whatever their names and order', () => {
    expect(
      table(`
Analyte                 Value      Units          Ref. Interval     Flag
WBC                     11.2       x10^3/uL       4.0 - 10.5        H
Hemoglobin              10.1       g/dL           12.0–15.5         L
Platelets               1,250      x10^3/uL       150-400           HH
Hemoglobin A1c          6.1        %              <5.7              H
Glucose, Fasting        <0.5       mg/dL          70 - 99
eGFR                    >90        mL/min/1.73m2  >= 60
HDL Cholesterol         38         mg/dL          >40
Urine Protein           Positive                  Negative
Bilirubin, Direct       0.2        mg/dL          0.0-0.4
Potassium               6.8        mmol/L         3.5-5.1           Critical
TSH                     5.9        uIU/mL         0.45-4.5          A
Fasting Glucose         5.9        mmol/L         ≤5.6
`),
    ).toEqual([
      ['WBC', '11.2', 'x10^3/uL', '4.0 - 10.5', 'high'],
      ['Hemoglobin', '10.1', 'g/dL', '12.0–15.5', 'low'],
      ['Platelets', '1,250', 'x10^3/uL', '150-400', 'high'],
      ['Hemoglobin A1c', '6.1', '%', '<5.7', 'high'],
      ['Glucose, Fasting', '<0.5', 'mg/dL', '70 - 99', 'low'],
      ['eGFR', '>90', 'mL/min/1.73m2', '>= 60', 'normal'],
      ['HDL Cholesterol', '38', 'mg/dL', '>40', 'low'],
      ['Urine Protein', 'Positive', '', 'Negative', 'abnormal'],
      ['Bilirubin, Direct', '0.2', 'mg/dL', '0.0-0.4', 'normal'],
      ['Potassium', '6.8', 'mmol/L', '3.5-5.1', 'high'],
      ['TSH', '5.9', 'uIU/mL', '0.45-4.5', 'high'],
      ['Fasting Glucose', '5.9', 'mmol/L', '≤5.6', 'high'],
    ]);
  });

  it('reads a flag column before the result and units after the range', () => {
    expect(
      table(`
Test            Flag    Result    Reference Range    Units
Sodium          L       128       136-145            mmol/L
Chloride                101       98-107             mmol/L
Calcium         H       10.9      8.6-10.3           mg/dL
`),
    ).toEqual([
      ['Sodium', '128', 'mmol/L', '136-145', 'low'],
      ['Chloride', '101', 'mmol/L', '98-107', 'normal'],
      ['Calcium', '10.9', 'mg/dL', '8.6-10.3', 'high'],
    ]);
  });

  it("reads 'In Range' and 'Out of Range' columns with units inside the range", () => {
    expect(
      table(`
Test Name                 In Range    Out Of Range    Reference Range      Lab
CHOLESTEROL, TOTAL                    245 H           <200 mg/dL           EZ
HDL CHOLESTEROL           56                          > OR = 40 mg/dL      EZ
TRIGLYCERIDES                         180             <150 mg/dL           EZ
LDL-CHOLESTEROL                       160 H           mg/dL (calc)         EZ
`),
    ).toEqual([
      ['CHOLESTEROL, TOTAL', '245', 'mg/dL', '<200', 'high'],
      ['HDL CHOLESTEROL', '56', 'mg/dL', '> OR = 40', 'normal'],
      ['TRIGLYCERIDES', '180', 'mg/dL', '<150', 'high'],
      ['LDL-CHOLESTEROL', '160', 'mg/dL (calc)', '', 'high'],
    ]);
  });

  it('reads values with their units in the result column and status words', () => {
    expect(
      table(`
Component          Your Value       Standard Range     Status
Vitamin D          18 ng/mL         30-100             Deficient
LDL Cholesterol    130 mg/dL        <100               Borderline High
Ferritin           45 ng/mL         15-150             Normal
`),
    ).toEqual([
      ['Vitamin D', '18', 'ng/mL', '30-100', 'low'],
      ['LDL Cholesterol', '130', 'mg/dL', '<100', 'high'],
      ['Ferritin', '45', 'ng/mL', '15-150', 'normal'],
    ]);
  });

  it('reads two tables side by side under one header', () => {
    expect(
      table(`
Parameter      Result    Unit     Normal Range       Parameter      Result    Unit     Normal Range
Sodium         140       mmol/L   136-145            Potassium      5.9       mmol/L   3.5-5.1
Chloride       99        mmol/L   98-107             Calcium        8.0       mg/dL    8.6-10.3
`),
    ).toEqual([
      ['Sodium', '140', 'mmol/L', '136-145', 'normal'],
      ['Potassium', '5.9', 'mmol/L', '3.5-5.1', 'high'],
      ['Chloride', '99', 'mmol/L', '98-107', 'normal'],
      ['Calcium', '8.0', 'mg/dL', '8.6-10.3', 'low'],
    ]);
  });

  it('follows a table onto the next page, under the same or a different header', () => {
    const items: PositionedText[] = [];
    const line = (page: number, y: number, cells: [number, string][]) => {
      for (const [x, text] of cells) {
        items.push({ text, x, y, width: text.length * 4.5, height: 9, page });
      }
    };
    line(1, 100, [
      [36, 'Test'],
      [250, 'Result'],
      [330, 'Units'],
      [400, 'Reference Range'],
    ]);
    line(1, 120, [
      [36, 'Glucose'],
      [250, '105'],
      [330, 'mg/dL'],
      [400, '70-99'],
    ]);
    line(1, 700, [[400, 'Page 1 of 2']]);
    // Page 2 goes on without a header...
    line(2, 60, [[36, 'Patient: DOE, JANE']]);
    line(2, 100, [
      [36, 'Creatinine'],
      [250, '0.9'],
      [330, 'mg/dL'],
      [400, '0.6-1.2'],
    ]);
    // ...then a new table with other columns.
    line(2, 140, [
      [36, 'Analyte'],
      [200, 'Range'],
      [300, 'Value'],
      [380, 'Flag'],
    ]);
    line(2, 160, [
      [36, 'TSH'],
      [200, '0.45-4.5'],
      [300, '6.1 uIU/mL'],
      [380, 'H'],
    ]);
    line(2, 700, [[400, 'Page 2 of 2']]);
    const tests = readLabTable(groupIntoRows(items));
    expect(
      tests.map((test) => [test.testName, test.value, test.unit, test.referenceRange, test.status]),
    ).toEqual([
      ['Glucose', '105', 'mg/dL', '70-99', 'high'],
      ['Creatinine', '0.9', 'mg/dL', '0.6-1.2', 'normal'],
      ['TSH', '6.1', 'uIU/mL', '0.45-4.5', 'high'],
    ]);
  });

  it('cuts a cell pdf.js merged across two columns at its words', () => {
    const item = (text: string, x: number): PositionedText => ({
      text,
      x,
      y: 500,
      width: text.length * 4.125,
      height: 8,
      page: 1,
    });
    const rows = groupIntoRows([
      item('Test', 36),
      item('Result', 230),
      item('Unit', 288),
      item('Reference Range', 345.6),
      item('Flag', 489.6),
      { ...item('eGFR', 36), y: 520 },
      { ...item('124.1', 230.4), y: 520 },
      { ...item('mL/min/1.73m2 90-120', 288), y: 520 },
      { ...item('H', 489.6), y: 520 },
    ]);
    expect(readLabTable(rows)).toEqual([
      {
        testName: 'eGFR',
        value: '124.1',
        unit: 'mL/min/1.73m2',
        referenceRange: '90-120',
        status: 'high',
        statusBasis: 'printed-flag',
      },
    ]);
  });
});

describe('readLabTable without a header', () => {
  it('reads rows by their shape, with or without cell gaps', () => {
    expect(
      table(`
Sodium 140 mmol/L 136-145
Potassium 3.2 mmol/L 3.5-5.1 L
Vitamin B12 1,250 pg/mL 200 - 900 H
Ferritin 8 ng/mL (15-150) LOW
Creatinine 1.4 H mg/dL 0.6-1.2
Glucose: 95mg/dL (Normal: 70-99)
Hemoglobin A1c  5.07 %  4.0-5.6  NORMAL
Albumin  5.16  g/dL  NORMAL
HIV 1/2 Antibody  Non-Reactive  Non-Reactive
Nitrite  Positive  Negative  A
Sodium  140 mmol/L  136-145          Potassium  5.9 mmol/L  3.5-5.1
`),
    ).toEqual([
      ['Sodium', '140', 'mmol/L', '136-145', 'normal'],
      ['Potassium', '3.2', 'mmol/L', '3.5-5.1', 'low'],
      ['Vitamin B12', '1,250', 'pg/mL', '200 - 900', 'high'],
      ['Ferritin', '8', 'ng/mL', '15-150', 'low'],
      ['Creatinine', '1.4', 'mg/dL', '0.6-1.2', 'high'],
      ['Glucose', '95', 'mg/dL', '70-99', 'normal'],
      ['Hemoglobin A1c', '5.07', '%', '4.0-5.6', 'normal'],
      ['Albumin', '5.16', 'g/dL', '', 'normal'],
      ['HIV 1/2 Antibody', 'Non-Reactive', '', 'Non-Reactive', 'normal'],
      ['Nitrite', 'Positive', '', 'Negative', 'abnormal'],
      ['Sodium', '140', 'mmol/L', '136-145', 'normal'],
      ['Potassium', '5.9', 'mmol/L', '3.5-5.1', 'high'],
    ]);
  });

  it('never reads patient details, page numbers, addresses, watermarks or prose as tests', () => {
    expect(
      table(`
ACME LABORATORIES                     Page 1 of 2
Patient: DOE, JANE A        DOB: 01/02/1980     Age: 45      Sex: F
Age 22
Client #: C1234567   Specimen: SP123456   Accession 7377232466
Collected 02/19/2025 02:39 PM       Lab Ref 295366
Specimen ID: SP465161      Lab Reference: 792880
5846 Cedar St
Fort Worth, TX 47101
Phone 555-123-4567
Weight: 70 kg    Height 170 cm
Report Date: December 18, 2025
Page 2 of 2
SA
  PL
M
E
Figure 3
We measured 10 times and 20 more often.
3 NORMAL RESULTS
`),
    ).toEqual([]);
  });

  it('returns nothing for no rows', () => {
    expect(readLabTable([])).toEqual([]);
  });
});

describe('readLabTable in the languages and layouts laboratories print', () => {
  it('reads headers in German, French, Spanish, Italian, Portuguese, Chinese and Japanese', () => {
    expect(
      table(`
Untersuchung        Ergebnis   Einheit   Referenzbereich
Kalium              5,4        mmol/l    3,5 - 5,1
Harnsäure           5,2        mg/dl     3.5 bis 7.2
CRP                 <0,5       mg/l      bis 5,0

Analyse             Résultat   Unités    Valeurs de référence
Hémoglobine         11,4       g/dL      12,0 à 16,0
Sérologie VIH       négatif              négatif

Determinación       Resultado  Unidades  Valores de referencia
Colesterol total    243        mg/dL     hasta 200
Potasio             4,4        mmol/L    3,5 a 5,1

Esame               Risultato  Unità     Valori di riferimento
Emoglobina          10,9 L     g/dL      12,0 - 15,5

Exame               Resultado  Unidade   Valores de referência
Ácido úrico         3,1        mg/dL     3,4 a 7,0

项目                结果        单位       参考范围
葡萄糖              7.32 ↑      mmol/L     3.9-6.1

検査項目            結果   判定   単位    基準値
ヘモグロビン        10.8   L      g/dL    11.6～14.8
尿潜血              陽性   ＊             陰性
`),
    ).toEqual([
      ['Kalium', '5,4', 'mmol/l', '3,5 - 5,1', 'high'],
      ['Harnsäure', '5,2', 'mg/dl', '3.5 bis 7.2', 'normal'],
      ['CRP', '<0,5', 'mg/l', 'bis 5,0', 'normal'],
      ['Hémoglobine', '11,4', 'g/dL', '12,0 à 16,0', 'low'],
      ['Sérologie VIH', 'négatif', '', 'négatif', 'normal'],
      ['Colesterol total', '243', 'mg/dL', 'hasta 200', 'high'],
      ['Potasio', '4,4', 'mmol/L', '3,5 a 5,1', 'normal'],
      ['Emoglobina', '10,9', 'g/dL', '12,0 - 15,5', 'low'],
      ['Ácido úrico', '3,1', 'mg/dL', '3,4 a 7,0', 'low'],
      ['葡萄糖', '7.32', 'mmol/L', '3.9-6.1', 'high'],
      ['ヘモグロビン', '10.8', 'g/dL', '11.6~14.8', 'low'],
      ['尿潜血', '陽性', '', '陰性', 'abnormal'],
    ]);
  });

  it('takes the current result, not the previous one, whatever the order of the columns', () => {
    expect(
      table(`
Test              Result    Previous 11/02/2024   Units   Reference Range
Glucose           168       151                   mg/dL   65-99
Analyte           06/20/2024   11/02/2024   03/14/2025   Units   Ref Range
Triglycerides     205          190          144          mg/dL   0-149
Test Name         Prior Result   Result   Units    Normal Range
TSH               6.10           4.92     uIU/mL   0.45-4.50
Untersuchung      Ergebnis   Einheit   Referenzbereich   Vorwert 04.11.2024
Kreatinin         1,38 hoch  mg/dl     0,70 - 1,20       1,21
`),
    ).toEqual([
      ['Glucose', '168', 'mg/dL', '65-99', 'high'],
      ['Triglycerides', '144', 'mg/dL', '0-149', 'normal'],
      ['TSH', '4.92', 'uIU/mL', '0.45-4.50', 'high'],
      ['Kreatinin', '1,38', 'mg/dl', '0,70 - 1,20', 'high'],
    ]);
  });

  it('reads ranges in brackets, flags in words and symbols, and qualifiers', () => {
    expect(
      table(`
Hemoglobin 13.2 g/dL [13.5-17.5] L
Potassium 4.1 mmol/L (3.5 - 5.1)
Vitamin B12: 162 ng/L (Ref: 180 - 900) L
Azotemia  52 mg/dL  (10 - 50) alto
Potassiemia  3,3 mEq/L  (3,5 - 5,1) basso
Glicose  126 mg/dL  74 - 106  alto
Hemoglobin A1c  7.2*  %  4.0-5.6
Troponin I  112  A  ng/L  <34
Total Cholesterol  162  mg/dL  Desirable: <200
Leukozyten  11,8  ↑  /nl  3,9 - 10,2
`),
    ).toEqual([
      ['Hemoglobin', '13.2', 'g/dL', '13.5-17.5', 'low'],
      ['Potassium', '4.1', 'mmol/L', '3.5 - 5.1', 'normal'],
      ['Vitamin B12', '162', 'ng/L', '180 - 900', 'low'],
      ['Azotemia', '52', 'mg/dL', '10 - 50', 'high'],
      ['Potassiemia', '3,3', 'mEq/L', '3,5 - 5,1', 'low'],
      ['Glicose', '126', 'mg/dL', '74 - 106', 'high'],
      ['Hemoglobin A1c', '7.2', '%', '4.0-5.6', 'high'],
      ['Troponin I', '112', 'ng/L', '<34', 'high'],
      ['Total Cholesterol', '162', 'mg/dL', '<200', 'normal'],
      ['Leukozyten', '11,8', '/nl', '3,9 - 10,2', 'high'],
    ]);
  });

  it('reads no line of an interpretation table as a test', () => {
    expect(
      table(`
Interpretive ranges for HbA1c
Normal          < 5.7 %
Prediabetes     5.7 - 6.4 %
Diabetes        ≥ 6.5 %
Toxicity        > 150 ng/mL
H: hoch   L: niedrig   Seite 1 von 2
Geburtsdatum: 03.11.1969   Größe: 181 cm   Gewicht: 93 kg
`),
    ).toEqual([]);
  });

  it('reads cards side by side: the name, then the value and unit, then the range', () => {
    const items: PositionedText[] = [];
    const line = (y: number, cells: [number, string][]) => {
      for (const [x, text] of cells)
        items.push({ text, x, y, width: text.length * 5, height: 10, page: 1 });
    };
    line(100, [
      [60, 'Hemoglobin'],
      [240, 'Platelets'],
      [420, 'Kalium'],
    ]);
    line(118, [
      [60, '11.2 g/dL'],
      [120, 'Low'],
      [240, '452 x10^3/µL'],
      [420, '5,4 mmol/l'],
      [480, '↑'],
    ]);
    line(130, [
      [60, 'Reference range: 12.0 – 15.5'],
      [240, 'Reference range: 150 – 400'],
      [420, 'Referenzbereich: 3,5 – 5,1'],
    ]);
    line(160, [[60, 'Hepatitis C Antibody']]);
    line(178, [[60, 'Non-reactive']]);
    line(190, [[60, 'Reference range: Non-reactive']]);
    line(230, [[60, 'Northgate Clinical Laboratories · 1200 Harbor Way · Page 1 of 1']]);
    expect(
      readLabTable(groupIntoRows(items)).map((test) => [
        test.testName,
        test.value,
        test.unit,
        test.referenceRange,
        test.status,
      ]),
    ).toEqual([
      ['Hemoglobin', '11.2', 'g/dL', '12.0 – 15.5', 'low'],
      ['Platelets', '452', 'x10^3/µL', '150 – 400', 'high'],
      ['Kalium', '5,4', 'mmol/l', '3,5 – 5,1', 'high'],
      ['Hepatitis C Antibody', 'Non-reactive', '', 'Non-reactive', 'normal'],
    ]);
  });
});

/** A run's width: ideographs and kana 9 points, other glyphs 4.5. */
const glyphs = (text: string): number =>
  [...text].reduce((width, char) => width + (/[\u2e80-\uffef]/.test(char) ? 9 : 4.5), 0);

/** Rows of positioned runs: [x, text] cells on a line at y. */
const positioned = (lines: [number, [number, string][]][], page = 1) =>
  groupIntoRows(
    lines.flatMap(([y, cells]) =>
      cells.map(([x, text]) => ({ text, x, y, width: glyphs(text), height: 9, page })),
    ),
  );
const rowsOf = (tests: ReturnType<typeof readLabTable>) =>
  tests.map((test) => [test.testName, test.value, test.referenceRange, test.status]);

describe('readLabTable on headers, columns and ranges laboratories set in many ways', () => {
  it('reads a header set over several lines, with dates under it and a previous column', () => {
    const tests = readLabTable(
      positioned([
        [100, [[250, 'Resultado']]],
        [105, [[480, 'Previo al ingreso']]],
        [
          110,
          [
            [40, 'Prueba'],
            [262, 'actual'],
            [300, 'Unidades'],
            [370, 'Valores de referencia'],
          ],
        ],
        [116, [[490, '(12/05/2025)']]],
        [121, [[240, '(19/05/2025)']]],
        [
          140,
          [
            [40, 'Glucosa'],
            [275, '104'],
            [300, 'mg/dL'],
            [370, '70 - 110'],
            [530, '168 *'],
          ],
        ],
        [
          156,
          [
            [40, 'Hemoglobina'],
            [266, '10,9 *'],
            [300, 'g/dL'],
            [370, '12,0 - 16,0'],
            [533, '9,8 *'],
          ],
        ],
      ]),
    );
    // The star of the previous value is no flag of the current one.
    expect(rowsOf(tests)).toEqual([
      ['Glucosa', '104', '70 - 110', 'normal'],
      ['Hemoglobina', '10,9', '12,0 - 16,0', 'low'],
    ]);
  });

  it('ignores a column without a heading right of the last one (a previous result)', () => {
    const tests = readLabTable(
      positioned([
        [
          100,
          [
            [40, 'Test'],
            [200, 'Result'],
            [260, 'Units'],
            [320, 'Reference Range'],
          ],
        ],
        [
          120,
          [
            [40, 'Potassium'],
            [200, '4.1'],
            [260, 'mmol/L'],
            [320, '3.5-5.1'],
            [470, '5.6 H'],
          ],
        ],
      ]),
    );
    expect(rowsOf(tests)).toEqual([['Potassium', '4.1', '3.5-5.1', 'normal']]);
  });

  it('reads names set flush left under a centred heading after a category column', () => {
    const tests = readLabTable(
      positioned([
        [
          100,
          [
            [64, '区分'],
            [138, '検査項目'],
            [250, '単位'],
            [324, '基準値'],
            [520, '今回'],
          ],
        ],
        [
          120,
          [
            [60, '脂質'],
            [99, 'HDLコレステロール'],
            [221, 'mg/dL'],
            [303, '40以上'],
            [546, '38'],
          ],
        ],
        [
          140,
          [
            [99, '中性脂肪'],
            [221, 'mg/dL'],
            [303, '30〜149'],
            [546, '96'],
          ],
        ],
      ]),
    );
    expect(rowsOf(tests)).toEqual([
      ['HDLコレステロール', '38', '40以上', 'low'],
      ['中性脂肪', '96', '30〜149', 'normal'],
    ]);
  });

  it('joins a range and a name wrapped in their cells around the row', () => {
    const tests = readLabTable(
      positioned([
        [
          100,
          [
            [52, 'No'],
            [73, '项目名称'],
            [200, '结果'],
            [225, '单位'],
            [261, '参考区间'],
          ],
        ],
        [113, [[73, '天门冬氨酸氨基转移酶']]],
        [
          120,
          [
            [52, '2'],
            [202, '45'],
            [223, 'U/L'],
            [261, '15-40'],
          ],
        ],
        [127, [[73, '(AST)']]],
        [153, [[261, '40.0-']]],
        [
          160,
          [
            [52, '3'],
            [73, '白蛋白(ALB)'],
            [200, '38.6'],
            [223, 'g/L'],
          ],
        ],
        [167, [[261, '55.0']]],
      ]),
    );
    expect(rowsOf(tests)).toEqual([
      ['天门冬氨酸氨基转移酶(AST)', '45', '15-40', 'high'],
      ['白蛋白(ALB)', '38.6', '40.0-55.0', 'low'],
    ]);
  });
});

describe('readLabTable with a range per population', () => {
  it('takes the range the laboratory marks, among ranges on the lines below the result', () => {
    const tests = readLabTable(
      positioned([
        [
          100,
          [
            [58, 'Analyse'],
            [300, 'Résultat'],
            [349, 'Unité'],
            [399, 'Valeurs de référence'],
          ],
        ],
        [
          120,
          [
            [58, 'Progestérone'],
            [330, '1,2'],
            [349, 'ng/mL'],
          ],
        ],
        [
          134,
          [
            [74, 'Phase folliculaire'],
            [399, '0,06 – 0,89'],
          ],
        ],
        [
          148,
          [
            [74, '► Phase lutéale'],
            [399, '1,83 – 23,9'],
          ],
        ],
        [
          162,
          [
            [74, 'Post-ménopause'],
            [399, '< 0,05 – 0,126'],
          ],
        ],
        [
          182,
          [
            [58, 'TSH'],
            [330, '2,34'],
            [349, 'mUI/L'],
            [399, '0,27 – 4,20'],
          ],
        ],
      ]),
    );
    expect(rowsOf(tests)).toEqual([
      ['Progestérone', '1,2', '1,83 – 23,9', 'low'],
      ['TSH', '2,34', '0,27 – 4,20', 'normal'],
    ]);
  });

  it("takes the range for the patient's sex as the report prints it, in any spelling", () => {
    const report = (sex: string) =>
      rowsOf(
        readLabTable(
          rowsFromPlainText(`
${sex}
Test          Result   Units    Reference range
Haemoglobin   128      g/L      M: 130-180 / F: 115-165
Ferritin      14       ug/L     Male 30-500 Female 15-200
Hemoglobina   12,8     g/dL     H: 13,5-17,5 / M: 12,0-15,5
Creatinine    96       umol/L   Men: 60-110; Women: 45-90
`),
        ),
      ).map(([name, value, , status]) => [name, value, status]);
    expect(report('Sex: F')).toEqual([
      ['Haemoglobin', '128', 'normal'],
      ['Ferritin', '14', 'low'],
      ['Hemoglobina', '12,8', 'normal'],
      ['Creatinine', '96', 'high'],
    ]);
    expect(report('Sexo: Masculino')).toEqual([
      ['Haemoglobin', '128', 'low'],
      ['Ferritin', '14', 'low'],
      ['Hemoglobina', '12,8', 'low'],
      ['Creatinine', '96', 'normal'],
    ]);
    // No sex printed: a value low for either is low; one that depends on it is not flagged.
    expect(report('Patient: A. N. Other')).toEqual([
      ['Haemoglobin', '128', 'normal'],
      ['Ferritin', '14', 'low'],
      ['Hemoglobina', '12,8', 'normal'],
      ['Creatinine', '96', 'normal'],
    ]);
  });

  it("reads the patient's sex in the languages reports are printed in", () => {
    const ferritin = (details: string) =>
      readLabTable(
        rowsFromPlainText(
          `${details}\nFerritin   25 ng/mL   Homens: 30 a 400 ng/mL Mulheres: 13 a 150 ng/mL`,
        ),
      ).map((test) => test.status);
    for (const female of [
      '性别：女',
      '性別  女性',
      '성별/나이  여 / 37세',
      'Geschlecht: weiblich',
      'Madame DUBOIS',
      'الجنس: أنثى',
    ]) {
      expect(ferritin(female), female).toEqual(['normal']);
    }
    for (const male of [
      '性别：男',
      'Sexe : Masculin',
      'Cinsiyet: Erkek',
      'Пол: мужской',
      'Herr Schmidt',
    ]) {
      expect(ferritin(male), male).toEqual(['low']);
    }
  });
});

describe('readLabTable on a report written right to left', () => {
  it('reads its columns from the right, the name first', () => {
    const tests = readLabTable(
      positioned([
        [
          100,
          [
            [99, 'الحالة'],
            [180, 'المعدل الطبيعي'],
            [290, 'الوحدة'],
            [347, 'النتيجة'],
            [524, 'الفحص'],
          ],
        ],
        [
          120,
          [
            [91, 'منخفض'],
            [197, '12.0 - 15.5'],
            [295, 'g/dL'],
            [356, '10.9'],
            [509, 'الهيموغلوبين'],
          ],
        ],
        [
          140,
          [
            [206, '70 - 100'],
            [287, 'mg/dL'],
            [358, '88'],
            [509, 'السكر الصائم'],
          ],
        ],
      ]),
    );
    expect(rowsOf(tests)).toEqual([
      ['الهيموغلوبين', '10.9', '12.0 - 15.5', 'low'],
      ['السكر الصائم', '88', '70 - 100', 'normal'],
    ]);
  });
});

describe('readLabTable with range columns per sex, other hyphens and arrows against values', () => {
  it("reads a range column per sex and judges by the patient's", () => {
    const read = (details: string) =>
      rowsOf(
        readLabTable(
          rowsFromPlainText(`${details}
Test        Result   Units   Ref. Male   Ref. Female
Hemoglobin  12.5     g/dL    13.5-17.5   12.0-15.5
検査項目     結果    単位    基準値(男性)    基準値(女性)
ヘモグロビン  12.5   g/dL   13.7-16.8   11.6-14.8`),
        ),
      ).map(([name, , range, status]) => [name, range, status]);
    expect(read('Sex: F')).toEqual([
      ['Hemoglobin', '12.0-15.5', 'normal'],
      ['ヘモグロビン', '11.6-14.8', 'normal'],
    ]);
    expect(read('性別：男')).toEqual([
      ['Hemoglobin', '13.5-17.5', 'low'],
      ['ヘモグロビン', '13.7-16.8', 'low'],
    ]);
  });

  it('reads ranges with non-breaking and figure hyphens, and arrows set against the value', () => {
    expect(
      table(`
Glucose   ↑131   mg/dL   70‑99
Sodium    133↓   mmol/L   135‐145
Potassium 4.1 mmol/L 3.5‒5.1
`),
    ).toEqual([
      ['Glucose', '131', 'mg/dL', '70-99', 'high'],
      ['Sodium', '133', 'mmol/L', '135-145', 'low'],
      ['Potassium', '4.1', 'mmol/L', '3.5-5.1', 'normal'],
    ]);
  });
});

describe('readLabTable with ranges per sex in the words of other laboratories', () => {
  const read = (text: string) =>
    rowsOf(readLabTable(rowsFromPlainText(text))).map(([name, , range, status]) => [
      name,
      range,
      status,
    ]);

  it('finds the sex anywhere in a label, and reads a range running past its heading', () => {
    expect(
      read(`Sexe : Masculin
Analyse          Résultat   Unité    Valeurs de référence
Hémoglobine      12,9       g/dL     Hommes : 13 - 17  Femmes : 12 - 16
Ferritine        250        µg/L     Adult Male: 30-400; Adult Female: 15-150`),
    ).toEqual([
      ['Hémoglobine', '13 - 17', 'low'],
      ['Ferritine', '30-400', 'normal'],
    ]);
  });

  it("does not guess what 'M' means beside 'V' (mujer beside varón, man beside vrouw)", () => {
    expect(
      read(`Sexo: Hombre
Prueba        Resultado   Unidades   Valores de referencia
Hemoglobina   12,5        g/dL       V: 13,5-17,5 / M: 12,0-15,5`),
    ).toEqual([['Hemoglobina', 'V: 13,5-17,5; M: 12,0-15,5', 'normal']]);
  });
});

describe('readLabTable with ranges per age', () => {
  it("takes the range for the patient's age and sex, never an age printed in a range", () => {
    const read = (details: string) =>
      rowsOf(
        readLabTable(
          rowsFromPlainText(`${details}
Analyse      Résultat   Unité   Valeurs de référence
SDHEA        95         µg/dL   Femme 20-24 ans : 148-407 ; Femme 25-34 ans : 98,8-340 ; Homme 25-34 ans : 160-449
PSA          3.1        ng/mL   < 50 years: <2.5; 50-59 years: <3.5; >= 60 years: <4.5`),
        ),
      ).map(([name, , range, status]) => [name, range, status]);
    expect(read('Nom : DUPONT Marie   Sexe : F   Âge : 31 ans')).toEqual([
      ['SDHEA', '98,8-340', 'low'],
      ['PSA', '<2.5', 'high'],
    ]);
    expect(read('Patient: John Roe   Age: 55   Sex: M')).toEqual([
      [
        'SDHEA',
        'Femme 20-24 ans: 148-407; Femme 25-34 ans: 98,8-340; Homme 25-34 ans: 160-449',
        'normal',
      ],
      ['PSA', '<3.5', 'normal'],
    ]);
  });
});

describe('readLabTable under a heading it has no word for', () => {
  it('reads the column by what its cells hold: ranges, or flags', () => {
    expect(
      table(`
Test          Result    Units    Nilai Rujukan    Flag
Hemoglobin    11.2      g/dL     12.0 - 16.0
Glucose       131       mg/dL    70 - 99
Test          Result    Keterangan   Units    Reference
Sodium        133       L            mmol/L   135 - 145
Potassium     4.1                    mmol/L   3.5 - 5.1
Chloride      109       H            mmol/L   98 - 107
`),
    ).toEqual([
      ['Hemoglobin', '11.2', 'g/dL', '12.0 - 16.0', 'low'],
      ['Glucose', '131', 'mg/dL', '70 - 99', 'high'],
      ['Sodium', '133', 'mmol/L', '135 - 145', 'low'],
      ['Potassium', '4.1', 'mmol/L', '3.5 - 5.1', 'normal'],
      ['Chloride', '109', 'mmol/L', '98 - 107', 'high'],
    ]);
  });
});
