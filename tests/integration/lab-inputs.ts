/**
 * What the lab and image tests attach: a lab document as the browser sends it, a tiny PDF with a
 * text layer built here (so the tests run without ../shared), corpus files when present, PNGs.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { LabDocument } from '../../src/contract/index.ts';

/** A 1x1 PNG: a photo of a report, only smaller. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
/** The first bytes of a JPEG (the server only sniffs them). */
export const JPEG_BASE64 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]).toString(
  'base64',
);

const CORPUS = new URL('../../../shared/corpora/', import.meta.url);
/** A corpus file as base64, or null when ../shared is not there (the test then skips). */
export function corpusFile(path: string): string | null {
  const url = new URL(path, CORPUS);
  return existsSync(url) ? readFileSync(url).toString('base64') : null;
}

/** The lab report the text-layer tests send: three rows out of range. */
export const REPORT_ROWS = [
  ['Blood Urea Nitrogen', '16.9', 'mg/dL', '7-20', ''],
  ['Creatinine', '0.57', 'mg/dL', '0.59-1.04', 'L'],
  ['Uric Acid', '6.17', 'mg/dL', '2.6-6.0', 'H'],
  ['Sodium', '140', 'mmol/L', '136-144', ''],
  ['Glucose', '142', 'mg/dL', '70-99', 'H'],
] as const;

export const labDocument = (overrides: Partial<LabDocument> = {}): LabDocument => ({
  fileName: 'kidney-panel.pdf',
  pageCount: 1,
  source: 'text-layer',
  text: [
    'Laboratory Report',
    'Test  Result  Unit  Reference Range  Flag',
    ...REPORT_ROWS.map((row) => row.join('  ').trim()),
  ].join('\n'),
  tests: [
    row('Blood Urea Nitrogen', '16.9', 'mg/dL', '7-20', 'normal', 'reference-range'),
    row('Creatinine', '0.57', 'mg/dL', '0.59-1.04', 'low', 'printed-flag'),
    row('Uric Acid', '6.17', 'mg/dL', '2.6-6.0', 'high', 'printed-flag'),
    row('Sodium', '140', 'mmol/L', '136-144', 'normal', 'reference-range'),
    row('Glucose', '142', 'mg/dL', '70-99', 'high', 'printed-flag'),
  ],
  ...overrides,
});

function row(
  testName: string,
  value: string,
  unit: string,
  referenceRange: string,
  status: 'normal' | 'high' | 'low',
  statusBasis: 'printed-flag' | 'reference-range',
) {
  return { testName, value, unit, referenceRange, status, statusBasis };
}

const escapePdf = (text: string): string => text.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A one-page PDF whose text layer holds these rows, each cell at its own x (a table, as lab PDFs
 * print it). No rows gives a page without text: what a scan looks like to a text reader.
 */
export function buildTextPdf(rows: readonly (readonly string[])[]): string {
  const columns = [50, 230, 300, 370, 480];
  const content = rows
    .flatMap((cells, line) =>
      cells.map((cell, column) =>
        cell === ''
          ? ''
          : `BT /F1 10 Tf ${columns[column] ?? 50 + column * 90} ${760 - line * 18} Td (${escapePdf(cell)}) Tj ET`,
      ),
    )
    .filter(Boolean)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1').toString('base64');
}
