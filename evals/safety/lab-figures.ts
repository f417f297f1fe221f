import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { groupIntoRows } from '../../src/shared/pdf/positioned-text.ts';
import { readPdfText } from '../../src/shared/pdf/read-pdf-text.ts';
import { readLabTable } from '../../src/shared/lab/read-lab-table.ts';
import { pdfOf } from './print-to-pdf.ts';
import { percent, printTable } from './table.ts';

interface ExpectedTest {
  name: string;
  value: string;
  unit?: string;
  status: string;
}

const fold = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

const sameName = (printed: string, read: string): boolean => {
  const a = fold(printed);
  const b = fold(read);
  return a === b || (b.length >= 2 && (a.includes(b) || b.includes(a)));
};

/**
 * Each report's PDF read as the product reads it (the text layer, rows, the table reader); a
 * value counts when the row with its name has exactly the printed value and the right status.
 */
export async function labFigures(folder: string, title: string) {
  const rows: (string | number)[][] = [];
  const all = { tests: 0, values: 0, exact: 0, extra: 0 };
  const wrong: string[] = [];
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.html'))
        .sort()
    : [];
  for (const html of files) {
    const file = html.replace(/\.html$/, '.pdf');
    const expectedFile = `${folder}/${html.replace(/\.html$/, '.expected.json')}`;
    if (!existsSync(expectedFile)) continue;
    const expected = (JSON.parse(readFileSync(expectedFile, 'utf8')) as { tests: ExpectedTest[] })
      .tests;
    const read = await readPdfText(
      pdfjs,
      new Uint8Array(readFileSync(await pdfOf(`${folder}/${html}`))),
    );
    const tests = readLabTable(groupIntoRows(read.items));
    let values = 0;
    let exact = 0;
    const used = new Set<number>();
    for (const want of expected) {
      const index = tests.findIndex(
        (got, at) => !used.has(at) && sameName(want.name, got.testName),
      );
      const got = index === -1 ? undefined : tests[index];
      if (index !== -1) used.add(index);
      const valueRight = got !== undefined && fold(got.value) === fold(want.value);
      if (valueRight) values++;
      if (valueRight && got.status === want.status) exact++;
      else
        wrong.push(
          `${file} ${want.name}: want ${want.value} ${want.status}, got ${got ? `${got.value} ${got.status}` : 'nothing'}`,
        );
    }
    const extra = tests.length - used.size;
    all.tests += expected.length;
    all.values += values;
    all.exact += exact;
    all.extra += extra;
    rows.push([
      file,
      expected.length,
      tests.length,
      percent(values, expected.length),
      percent(exact, expected.length),
      extra,
    ]);
  }
  rows.push([
    'all',
    all.tests,
    '',
    percent(all.values, all.tests),
    percent(all.exact, all.tests),
    all.extra,
  ]);
  printTable(
    title,
    ['report', 'tests', 'rows read', 'value right', 'value and status right', 'extra rows'],
    rows,
  );
  if (process.env.SHOW_ERRORS) console.log('\n' + wrong.join('\n'));
  return {
    exact: all.exact / Math.max(1, all.tests),
    values: all.values / Math.max(1, all.tests),
    tests: all.tests,
  };
}
