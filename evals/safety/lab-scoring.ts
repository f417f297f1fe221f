import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { LabTestResult } from '../../src/contract/lab-report.ts';
import { percent, printTable } from './table.ts';

export interface ExpectedTest {
  name: string;
  value: string;
  unit?: string;
  status: string;
}

export const fold = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A value as the scorer compares it: folded, without the flag asterisk a laboratory may print
 * against it ('7.2*', '138*', 'tracce*'). The star is a flag, not part of the number: the product
 * shows '138' with its status, and writers of expected files wrote it either way ('7.2*' with the
 * star, '138' without), so both sides lose it and both conventions count the same. The status
 * the star stands for is still scored, by the status.
 */
export const foldValue = (text: string): string => fold(text).replace(/\s?\*+$/, '');

/** Names match whatever their case and spacing, or when one contains the other. */
export const sameName = (printed: string, read: string): boolean => {
  const a = fold(printed);
  const b = fold(read);
  return a === b || (b.length >= 2 && (a.includes(b) || b.includes(a)));
};

/**
 * 'not flagged' is what the product shows for a value with neither a printed flag nor a printed
 * range: status 'normal' only because nothing says otherwise.
 */
export const statusRight = (want: string, got: LabTestResult): boolean =>
  want === 'not flagged'
    ? got.status === 'normal' && got.statusBasis === 'none'
    : got.status === want;

/** How one report's tests were read, and how a folder of reports was read. */
export type ReadReport = (
  htmlPath: string,
  language: string | undefined,
) => Promise<LabTestResult[]>;

/**
 * Every report in a folder (HTML with its `.expected.json`) read by `read`; a value counts when
 * the row with its name has exactly the printed value (flag asterisk aside: `foldValue`) and the
 * right status, and rows matching no
 * printed test are counted as extra.
 */
export async function scoreLabReports(folder: string, title: string, read: ReadReport) {
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.html'))
        .sort()
    : [];
  const rows: (string | number)[][] = [];
  const all = { tests: 0, values: 0, exact: 0, extra: 0 };
  const wrong: string[] = [];
  for (const html of files) {
    const expectedFile = `${folder}/${html.replace(/\.html$/, '.expected.json')}`;
    if (!existsSync(expectedFile)) continue;
    const { tests: expected, language } = JSON.parse(readFileSync(expectedFile, 'utf8')) as {
      tests: ExpectedTest[];
      language?: string;
    };
    const tests = await read(`${folder}/${html}`, language);
    let values = 0;
    let exact = 0;
    const used = new Set<number>();
    for (const want of expected) {
      const index = tests.findIndex(
        (got, at) => !used.has(at) && sameName(want.name, got.testName),
      );
      const got = index === -1 ? undefined : tests[index];
      if (index !== -1) used.add(index);
      const valueRight = got !== undefined && foldValue(got.value) === foldValue(want.value);
      if (valueRight) values++;
      if (valueRight && statusRight(want.status, got)) exact++;
      else {
        const found = got ? `${got.value} ${got.status}` : 'nothing';
        wrong.push(`${html} ${want.name}: want ${want.value} ${want.status}, got ${found}`);
      }
    }
    const extra = tests.length - used.size;
    all.tests += expected.length;
    all.values += values;
    all.exact += exact;
    all.extra += extra;
    rows.push([
      html,
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
  if (process.env.SHOW_ERRORS) console.log(`\n${wrong.join('\n')}`);
  return {
    exact: all.exact / Math.max(1, all.tests),
    values: all.values / Math.max(1, all.tests),
    tests: all.tests,
  };
}
