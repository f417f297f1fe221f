/**
 * The text-layer reader against every lab report in ../shared/corpora/lab-reports (real PDFs of
 * invented patients, different layouts), compared with rows written from `pdftotext -layout`
 * (tests/fixtures/lab-reports). Skipped where that folder is not checked out beside the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { groupIntoRows, rowsFromPlainText } from '../pdf/positioned-text.ts';
import { hasUsableTextLayer, readPdfText } from '../pdf/read-pdf-text.ts';
import { labDocumentFromRows } from './lab-document-from-rows.ts';
import { readLabTable } from './read-lab-table.ts';
import { abnormalFindings, researchKeywords } from './summarise-lab-table.ts';

const folder = fileURLToPath(new URL('../../../../shared/corpora/lab-reports/', import.meta.url));
const fixtures = new URL('../../../tests/fixtures/lab-reports/', import.meta.url);

interface ExpectedRow {
  testName: string;
  value: string;
  unit: string;
  referenceRange: string;
  status: string;
}
const expected = JSON.parse(readFileSync(new URL('expected.json', fixtures), 'utf8')) as Record<
  string,
  ExpectedRow[]
>;
const identifiers = JSON.parse(
  readFileSync(new URL('identifiers.json', fixtures), 'utf8'),
) as Record<string, string[]>;

const files = existsSync(folder)
  ? readdirSync(folder)
      .filter((name) => name.toLowerCase().endsWith('.pdf'))
      .sort()
  : [];

const rowsOf = async (file: string) => {
  const data = new Uint8Array(readFileSync(`${folder}${file}`));
  const read = await readPdfText(pdfjs, data);
  return { read, rows: groupIntoRows(read.items) };
};

/** pdftotext (poppler-utils) where installed: the same reports as plain text. */
const pdftotext = (file: string): string | null => {
  try {
    return execFileSync('pdftotext', ['-layout', `${folder}${file}`, '-'], { encoding: 'utf8' });
  } catch {
    return null;
  }
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.skipIf(files.length === 0)('lab report corpus (../shared/corpora/lab-reports)', () => {
  const tally = { values: 0, valuesRight: 0, rowsRight: 0 };

  afterAll(() => {
    if (tally.values === 0) return;
    const percent = ((100 * tally.valuesRight) / tally.values).toFixed(1);
    console.warn(
      `lab corpus: values right ${tally.valuesRight}/${tally.values} (${percent}%), ` +
        `whole rows right ${tally.rowsRight}/${tally.values}, ${files.length} files`,
    );
  });

  it('has an expected table for every PDF in the folder', () => {
    expect(files.filter((file) => !expected[file])).toEqual([]);
  });

  it.each(files)('%s: every row, value, unit, range and status as printed', async (file) => {
    const { read, rows } = await rowsOf(file);
    expect(hasUsableTextLayer(read)).toBe(true);
    const tests = readLabTable(rows);
    const want = expected[file] ?? [];
    for (const [index, row] of want.entries()) {
      const got = tests.find((test) => test.testName === row.testName);
      tally.values++;
      if (got?.value === row.value) tally.valuesRight++;
      if (
        got &&
        got.value === row.value &&
        got.unit === row.unit &&
        got.referenceRange === row.referenceRange &&
        got.status === row.status
      ) {
        tally.rowsRight++;
      }
      expect(tests[index]).toMatchObject(row);
    }
    // No extra rows: patient details, page numbers and watermarks are not tests.
    expect(tests.map((test) => test.testName)).toEqual(want.map((row) => row.testName));
  });

  it.each(files)('%s: the same table from its plain text (pdftotext -layout)', (file) => {
    const text = pdftotext(file);
    if (text === null) return;
    const tests = readLabTable(rowsFromPlainText(text));
    expect(
      tests.map(({ testName, value, unit, referenceRange, status }) => ({
        testName,
        value,
        unit,
        referenceRange,
        status,
      })),
    ).toEqual(expected[file]);
  });

  it.each(files)('%s: the text sent on has no patient identifier and every value', async (file) => {
    const { read, rows } = await rowsOf(file);
    const document = labDocumentFromRows(rows, file, read.pageCount);
    for (const identifier of identifiers[file] ?? []) {
      expect(document.text).not.toMatch(new RegExp(`\\b${escape(identifier)}\\b`, 'i'));
      expect(document.fileName).not.toContain(identifier);
    }
    expect(document.fileName).not.toMatch(/P1\d{5}/);
    for (const row of expected[file] ?? []) {
      expect(document.text).toContain(row.testName);
      expect(document.text).toContain(row.value);
      if (row.unit) expect(document.text).toContain(row.unit);
      if (row.referenceRange) expect(document.text).toContain(row.referenceRange);
    }
    expect(document.tests).toHaveLength(expected[file]?.length ?? 0);
    expect(document).toMatchObject({ pageCount: read.pageCount, source: 'text-layer' });
  });

  it('summarises the flagged reports in plain sentences and medical terms only', async () => {
    const { rows } = await rowsOf('P100001_Vitamin_20240104_borderless.pdf');
    const tests = readLabTable(rows);
    expect(abnormalFindings(tests)).toEqual([
      'Vitamin D, 25-Hydroxy 107.9 ng/mL is above the reference range 30-100.',
      'Vitamin B12 142.0 pg/mL is below the reference range 200-900.',
      'Folate (Folic Acid) 19.0 ng/mL is above the reference range 2.7-17.0.',
    ]);
    expect(researchKeywords(tests)).toEqual([
      'vitamin D toxicity',
      'vitamin B12 deficiency',
      'elevated serum folate',
    ]);
    const renal = readLabTable((await rowsOf('P100001_RFT_20240627_alternative.pdf')).rows);
    expect(abnormalFindings(renal)[1]).toBe(
      'Creatinine 0.57 mg/dL is below the reference range 0.59-1.04.',
    );
    expect(researchKeywords(renal, 5)).toEqual([
      'low blood urea nitrogen',
      'low serum creatinine',
      'BUN/Creatinine Ratio low',
      'glomerular hyperfiltration',
      'hyperuricemia',
    ]);
  });
});
