import { readFileSync } from 'node:fs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readLabTable } from '../../src/shared/lab/read-lab-table.ts';
import { groupIntoRows } from '../../src/shared/pdf/positioned-text.ts';
import { readPdfText } from '../../src/shared/pdf/read-pdf-text.ts';
import { scoreLabReports } from './lab-scoring.ts';
import { pdfOf } from './print-to-pdf.ts';

/** Each report printed to PDF and read as the product reads it: text layer, rows, table reader. */
export const labFigures = (folder: string, title: string) =>
  scoreLabReports(folder, title, async (htmlPath) => {
    const read = await readPdfText(pdfjs, new Uint8Array(readFileSync(await pdfOf(htmlPath))));
    return readLabTable(groupIntoRows(read.items));
  });
