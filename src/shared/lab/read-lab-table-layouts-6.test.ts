/**
 * Layouts the sixth round of the table reader handles (the classes lab blind-12 showed, in other
 * wordings): ranges per sex on lines of their own with the label spaced or glued to its colon,
 * cells set flush left under a wide column's centred heading, units glued to values whatever
 * they open with, and results in words with a bracketed part ('O Rh(D) Positive').
 */
import { describe, expect, it } from 'vitest';
import { isWordResult } from './lab-patterns.ts';
import { readLabTable } from './read-lab-table.ts';
import { row, read } from './table-rows.test-support.ts';
import { readParts } from './read-row-parts.ts';

describe('ranges per sex on the line under the result', () => {
  it('takes the range for the patient, the label spaced before its colon (French)', () => {
    const rows = [
      row(5, ['Nom : DUBOIS, Claire', 40], ['Sexe : F', 300]),
      row(20, ['Analyse', 40], ['Résultat', 200], ['Unités', 280], ['Valeurs de référence', 360]),
      row(32, ['Hémoglobine', 40], ['125', 200], ['g/L', 280], ['H : 135 - 175', 360]),
      row(41, ['F : 120 - 160', 360]),
      row(53, ['Fer', 40], ['8', 200], ['μmol/L', 280], ['H : 11 - 30', 360]),
      row(62, ['F : 9 - 27', 360]),
    ];
    expect(read(rows)).toEqual([
      ['Hémoglobine', '125', '120 - 160', 'normal'],
      ['Fer', '8', '9 - 27', 'low'],
    ]);
  });

  it('takes the range for the patient, the label glued to its colon (Chinese, Spanish)', () => {
    const rows = [
      row(5, ['姓名:王小華', 40], ['性別:女', 200]),
      row(20, ['檢驗項目', 40], ['檢驗結果', 200], ['單位', 280], ['參考值', 360]),
      row(32, ['紅血球 (RBC)', 40], ['4.21', 200], ['10^6/uL', 280], ['男:4.5-5.9', 360]),
      row(41, ['女:4.0-5.2', 360]),
      row(53, ['尿酸 (UA)', 40], ['6.5', 200], ['mg/dL', 280], ['男:3.5-7.2', 360]),
      row(62, ['女:2.5-6.0', 360]),
    ];
    expect(read(rows)).toEqual([
      ['紅血球 (RBC)', '4.21', '4.0-5.2', 'normal'],
      ['尿酸 (UA)', '6.5', '2.5-6.0', 'high'],
    ]);
    const spanish = [
      row(5, ['Paciente: Ana Ruiz', 40], ['Sexo: Mujer', 300]),
      row(20, ['Prueba', 40], ['Resultado', 200], ['Unidad', 280], ['Referencia', 360]),
      row(32, ['Hemoglobina', 40], ['12.5', 200], ['g/dL', 280], ['H:13.0-17.0', 360]),
      row(41, ['M:12.0-16.0', 360]),
    ];
    expect(read(spanish)).toEqual([['Hemoglobina', '12.5', '12.0-16.0', 'normal']]);
  });
});

describe('cells set flush left under a wide column with a centred heading', () => {
  it('reads ranges that start nearer the flag column as ranges (Japanese health check)', () => {
    const rows = [
      row(10, ['区分', 40], ['検査項目', 120], ['結果', 240], ['判定', 300], ['基準値', 380]),
      row(22, ['総蛋白', 120], ['7.4g/dL', 250], ['6.6〜8.1', 330]),
      row(34, ['AST(GOT)', 120], ['45U/L', 255], ['H', 305], ['13〜30', 330]),
      row(38, ['肝機能', 40]),
      row(46, ['白血球数', 120], ['4200/μL', 245], ['3300〜8600', 330]),
      row(58, ['血小板数', 120], ['13.1万/μL', 245], ['L', 305], ['15.8〜34.8', 330]),
      row(70, ['CRP', 120], ['0.35mg/dL', 245], ['0.14以下', 330]),
      row(82, ['尿潜血', 120], ['(2+)', 255], ['*', 305], ['(−)', 330]),
    ];
    expect(read(rows)).toEqual([
      ['総蛋白', '7.4', '6.6〜8.1', 'normal'],
      ['AST(GOT)', '45', '13〜30', 'high'],
      ['白血球数', '4200', '3300〜8600', 'normal'],
      ['血小板数', '13.1', '15.8〜34.8', 'low'],
      ['CRP', '0.35', '0.14以下', 'high'],
      ['尿潜血', '(2+)', '(−)', 'abnormal'],
    ]);
  });

  it('reads units glued to values whatever they open with', () => {
    expect(readParts('4200/μL')).toEqual({ value: '4200', unit: '/μL' });
    expect(readParts('512万/μL')).toEqual({ value: '512', unit: '万/μL' });
    expect(readParts('12-15')?.value).toBeUndefined();
  });
});

describe('results in words with a part in brackets', () => {
  it('reads a blood group as a result, not flagged without a range', () => {
    expect(isWordResult('O Rh(D) Positive')).toBe(true);
    expect(isWordResult('B Rh(D) Negative')).toBe(true);
    const rows = [
      row(
        10,
        ['TEST', 40],
        ['RESULT', 200],
        ['FLAG', 280],
        ['UNITS', 320],
        ['REFERENCE RANGE', 380],
      ),
      row(22, ['Haemoglobin', 40], ['13.1', 200], ['g/dL', 320], ['12.0 - 16.0', 380]),
      row(34, ['Blood Group', 40], ['A Rh(D) Negative', 200]),
    ];
    expect(readLabTable(rows).map((test) => [test.testName, test.value, test.statusBasis])).toEqual(
      [
        ['Haemoglobin', '13.1', 'reference-range'],
        ['Blood Group', 'A Rh(D) Negative', 'none'],
      ],
    );
  });
});
