/**
 * Layouts the thirteenth round of the table reader handles (the rows lab blind-20 left, in other
 * wordings and languages): a column of sample dates and times under a heading the reader has no
 * word for, a flag column with no known heading beside units set flush left, and a result in
 * words with its grade in brackets in a cumulative table.
 */
import { describe, expect, it } from 'vitest';
import { isDateTime } from './lab-header.ts';
import { qualitativeMeaning } from './lab-patterns.ts';
import { readLabTable } from './read-lab-table.ts';
import { row, read } from './table-rows.test-support.ts';

/** Name, value, unit and status. */
const withUnits = (rows: Parameters<typeof readLabTable>[0]) =>
  readLabTable(rows).map((test) => [test.testName, test.value, test.unit, test.status]);

describe('a column of sample dates and times beside the value', () => {
  it('never stops the table from being read, its heading unknown (English)', () => {
    const rows = [
      row(
        10,
        ['Test', 30],
        ['Result', 160],
        ['Units', 220],
        ['Reference Range', 280],
        ['Drawn', 380],
        ['Tech', 470],
      ),
      row(
        22,
        ['Sodium', 30],
        ['131', 160],
        ['mmol/L', 220],
        ['135-145', 280],
        ['03/14/2025 07:55', 380],
        ['JK', 470],
      ),
      row(
        34,
        ['Potassium', 30],
        ['4.2', 160],
        ['mmol/L', 220],
        ['3.5-5.1', 280],
        ['03/14/2025 07:55', 380],
        ['JK', 470],
      ),
      row(
        46,
        ['Glucose', 30],
        ['212', 160],
        ['mg/dL', 220],
        ['70-99', 280],
        ['03/14/2025 07:55', 380],
        ['MP', 470],
      ),
    ];
    expect(read(rows)).toEqual([
      ['Sodium', '131', '135-145', 'low'],
      ['Potassium', '4.2', '3.5-5.1', 'normal'],
      ['Glucose', '212', '70-99', 'high'],
    ]);
  });

  it('reads a Korean table with its draw time and a reader column', () => {
    const rows = [
      row(
        10,
        ['검사명', 30],
        ['결과', 160],
        ['단위', 220],
        ['참고치', 280],
        ['채혈 시각', 360],
        ['판독의', 460],
      ),
      row(
        22,
        ['헤모글로빈', 30],
        ['10.9', 160],
        ['g/dL', 220],
        ['12.0~16.0', 280],
        ['2025.03.04 09:15', 360],
        ['김', 460],
      ),
      row(
        34,
        ['혈소판', 30],
        ['250', 160],
        ['10^3/uL', 220],
        ['150~450', 280],
        ['2025.03.04 09:15', 360],
        ['김', 460],
      ),
    ];
    expect(read(rows)).toEqual([
      ['헤모글로빈', '10.9', '12.0~16.0', 'low'],
      ['혈소판', '250', '150~450', 'normal'],
    ]);
  });

  it('reads dates alone, or in a Chinese date with its time, as such a column', () => {
    expect(isDateTime('2024/11/27 08:20')).toBe(true);
    expect(isDateTime('27.11.2024, 08:20')).toBe(true);
    expect(isDateTime('2024年11月27日 08:20')).toBe(true);
    expect(isDateTime('04.03.2025')).toBe(true);
    expect(isDateTime('12.4')).toBe(false);
    expect(isDateTime('3.5-5.1')).toBe(false);
    expect(isDateTime('Hämolytisch')).toBe(false);
  });

  it('reads a German table with sample time and remarks no list names', () => {
    const rows = [
      row(
        10,
        ['Kürzel', 20],
        ['Untersuchung', 70],
        ['Ergebnis', 200],
        ['Zeichen', 250],
        ['Einheit', 300],
        ['Referenzbereich', 360],
        ['Entnahmezeitpunkt', 450],
        ['Anmerkungen', 560],
      ),
      row(
        22,
        ['HB', 20],
        ['Hämoglobin', 70],
        ['11,2', 200],
        ['-', 252],
        ['g/dl', 300],
        ['12,0 - 15,4', 360],
        ['27.11.2024 08:20', 450],
      ),
      row(
        34,
        ['CRP', 20],
        ['C-reaktives Protein', 70],
        ['38', 200],
        ['+', 252],
        ['mg/l', 300],
        ['< 5', 360],
        ['27.11.2024 08:20', 450],
        ['telefonisch gemeldet', 560],
      ),
    ];
    expect(read(rows)).toEqual([
      ['Hämoglobin', '11,2', '12,0 - 15,4', 'low'],
      ['C-reaktives Protein', '38', '< 5', 'high'],
    ]);
  });
});

describe('a flag column under a heading no list holds', () => {
  it('keeps the units set flush left under their centred heading', () => {
    const rows = [
      row(10, ['項目名', 60], ['結果', 160], ['記号', 195], ['単位', 245], ['基準値', 290]),
      row(22, ['AST', 60], ['156', 160], ['H', 198], ['U/L', 214], ['10-40', 290]),
      row(34, ['ALT', 60], ['22', 160], ['U/L', 214], ['5-45', 290]),
      row(46, ['カリウム', 60], ['2.8', 160], ['LL', 197], ['mmol/L', 214], ['3.5-5.0', 290]),
    ];
    expect(withUnits(rows)).toEqual([
      ['AST', '156', 'U/L', 'high'],
      ['ALT', '22', 'U/L', 'normal'],
      ['カリウム', '2.8', 'mmol/L', 'low'],
    ]);
  });
});

describe('a result in words with its grade in brackets', () => {
  it('is one value in a cumulative table, the earlier results no tests', () => {
    const rows = [
      row(
        10,
        ['Analyse', 30],
        ['Résultat', 180],
        ['Indicateur', 250],
        ['12/05/2024', 300],
        ['03/01/2024', 370],
        ['Valeurs de référence', 440],
      ),
      row(
        22,
        ['Plasmodium (goutte épaisse)', 30],
        ['Détecté (++)', 180],
        ['*', 262],
        ['Non détecté', 300],
        ['Non détecté', 370],
        ['Non détecté', 440],
      ),
      row(
        34,
        ['Hémoglobine', 30],
        ['10,9', 180],
        ['B', 262],
        ['11,4', 300],
        ['12,2', 370],
        ['12,0 - 16,0', 440],
      ),
      row(
        46,
        ['Trichomonas', 30],
        ['Observé (+)', 180],
        ['*', 262],
        ['Non observé', 300],
        ['Non observé', 370],
        ['Non observé', 440],
      ),
    ];
    expect(read(rows)).toEqual([
      ['Plasmodium (goutte épaisse)', 'Détecté (++)', 'Non détecté', 'abnormal'],
      ['Hémoglobine', '10,9', '12,0 - 16,0', 'low'],
      ['Trichomonas', 'Observé (+)', 'Non observé', 'abnormal'],
    ]);
  });

  it('reads what a film shows as positive against not seen, in several languages', () => {
    expect(qualitativeMeaning('Seen (+)')).toBe('positive');
    expect(qualitativeMeaning('Observado (++)')).toBe('positive');
    expect(qualitativeMeaning('Not seen')).toBe('negative');
    expect(qualitativeMeaning('No observado')).toBe('negative');
  });
});
