import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { groupIntoRows } from '../../src/shared/pdf/positioned-text.ts';
import { readPdfText } from '../../src/shared/pdf/read-pdf-text.ts';
import { readLabTable } from '../../src/shared/lab/read-lab-table.ts';
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

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let rendered: string | undefined;

/**
 * The reports are kept as HTML (their source, small and readable); Chromium prints each to PDF as
 * a person's browser would, once per run, unless a PDF lies beside it.
 */
function pdfOf(htmlPath: string): string {
  const beside = htmlPath.replace(/\.html$/, '.pdf');
  if (existsSync(beside)) return beside;
  rendered ??= mkdtempSync(join(tmpdir(), 'lab-eval-'));
  const target = join(rendered, `${Math.random().toString(36).slice(2)}.pdf`);
  execFileSync(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-pdf-header-footer',
      `--print-to-pdf=${target}`,
      `file://${resolve(htmlPath)}`,
    ],
    { stdio: 'ignore', timeout: 60_000 },
  );
  return target;
}

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
    const read = await readPdfText(pdfjs, new Uint8Array(readFileSync(pdfOf(`${folder}/${html}`))));
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
