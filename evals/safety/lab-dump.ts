/**
 * `node evals/safety/lab-dump.ts FILE.html`: one report's text rows as the reader gets them, and
 * what it read, to see why a row is missed or misjudged (FROM and TO: a band of rows only).
 */
import { readFileSync } from 'node:fs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readLabTable } from '../../src/shared/lab/read-lab-table.ts';
import { groupIntoRows } from '../../src/shared/pdf/positioned-text.ts';
import { readPdfText } from '../../src/shared/pdf/read-pdf-text.ts';
import { pdfOf } from './print-to-pdf.ts';

for (const html of process.argv.slice(2)) {
  const read = await readPdfText(pdfjs, new Uint8Array(readFileSync(await pdfOf(html))));
  // FROM=y TO=y: only the rows between, to find which of them changes a reading.
  const from = Number(process.env.FROM ?? -Infinity);
  const to = Number(process.env.TO ?? Infinity);
  const rows = groupIntoRows(read.items).filter((row) => row.y >= from && row.y <= to);
  for (const row of rows) {
    const cells = row.cells.map(
      (cell) => `[${Math.round(cell.x)}-${Math.round(cell.right)}] ${cell.text}`,
    );
    console.log(`p${row.page} y${Math.round(row.y)}  ${cells.join(' | ')}`);
  }
  console.log('---');
  for (const test of readLabTable(rows)) {
    console.log(
      `${test.testName} = ${test.value} ${test.unit} (${test.referenceRange}) ${test.status}/${test.statusBasis}`,
    );
  }
}
