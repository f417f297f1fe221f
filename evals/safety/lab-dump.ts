/**
 * `node evals/safety/lab-dump.ts FILE.html`: one report's text rows as the reader gets them, and
 * what it read, to see why a row is missed or misjudged.
 */
import { readFileSync } from 'node:fs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readLabTable } from '../../src/shared/lab/read-lab-table.ts';
import { groupIntoRows } from '../../src/shared/pdf/positioned-text.ts';
import { readPdfText } from '../../src/shared/pdf/read-pdf-text.ts';
import { pdfOf } from './print-to-pdf.ts';

for (const html of process.argv.slice(2)) {
  const read = await readPdfText(pdfjs, new Uint8Array(readFileSync(await pdfOf(html))));
  const rows = groupIntoRows(read.items);
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
