import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import Tesseract from 'tesseract.js';
import { ocrLanguagesFor } from '../../src/client/lib/documents/ocr/ocr-languages.ts';
import { readLabTable } from '../../src/shared/lab/read-lab-table.ts';
import { positionedTextFromOcr, type OcrPage } from '../../src/shared/ocr/ocr-words.ts';
import { groupIntoRows } from '../../src/shared/pdf/positioned-text.ts';
import { percent, printTable } from './table.ts';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface ExpectedTest {
  name: string;
  value: string;
  status: string;
}

const fold = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const sameName = (printed: string, read: string): boolean => {
  const a = fold(printed);
  const b = fold(read);
  return a === b || (b.length >= 2 && (a.includes(b) || b.includes(a)));
};

/** Every language's trained data (the LSTM "best_int" models the browser gets) in one folder. */
function languageFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'ocr-lang-'));
  for (const code of ['eng', 'deu', 'fra', 'spa', 'ita', 'por', 'chi_sim', 'jpn']) {
    const root = dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    copyFileSync(
      join(root, '4.0.0_best_int', `${code}.traineddata.gz`),
      join(folder, `${code}.traineddata.gz`),
    );
  }
  return folder;
}

/** A phone photo's worth of pixels: the whole report drawn at twice a screen's scale. */
async function screenshot(htmlPath: string, target: string): Promise<void> {
  await run(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=2',
      '--window-size=900,2400',
      `--user-data-dir=${dirname(target)}/profile`,
      `--screenshot=${target}`,
      `file://${resolve(htmlPath)}`,
    ],
    { timeout: 60_000 },
  );
}

/**
 * The same reports as scans: each HTML drawn to a picture by Chromium, read by tesseract.js (the
 * engine, settings and language data the browser uses, here in Node), then by the same table
 * reader. No model anywhere. Slow (seconds a report), so only with `--ocr`.
 */
export async function labOcrFigures(folder: string, title: string) {
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.html'))
        .sort()
    : [];
  const work = mkdtempSync(join(tmpdir(), 'lab-ocr-'));
  mkdirSync(join(work, 'profile'), { recursive: true });
  const langPath = languageFolder();
  const rows: (string | number)[][] = [];
  const all = { tests: 0, values: 0, exact: 0 };
  const wrong: string[] = [];
  for (const html of files) {
    const expectedFile = `${folder}/${html.replace(/\.html$/, '.expected.json')}`;
    if (!existsSync(expectedFile)) continue;
    const { tests: expected, language } = JSON.parse(readFileSync(expectedFile, 'utf8')) as {
      tests: ExpectedTest[];
      language?: string;
    };
    const picture = join(work, html.replace(/\.html$/, '.png'));
    await screenshot(`${folder}/${html}`, picture);
    const worker = await Tesseract.createWorker(
      ocrLanguagesFor(language),
      Tesseract.OEM.LSTM_ONLY,
      {
        langPath,
        gzip: true,
        cacheMethod: 'none',
        logger: () => undefined,
        errorHandler: () => undefined,
      },
    );
    const { data } = await worker.recognize(
      picture,
      { rotateAuto: true },
      { blocks: true, text: false },
    );
    await worker.terminate();
    const page = { page: 1, blocks: data.blocks ?? [] } as unknown as OcrPage;
    const tests = readLabTable(groupIntoRows(positionedTextFromOcr([page])));
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
          `${html} ${want.name}: want ${want.value} ${want.status}, got ${got ? `${got.value} ${got.status}` : 'nothing'}`,
        );
    }
    all.tests += expected.length;
    all.values += values;
    all.exact += exact;
    rows.push([
      html,
      expected.length,
      tests.length,
      percent(values, expected.length),
      percent(exact, expected.length),
      tests.length - used.size,
    ]);
  }
  rows.push([
    'all',
    all.tests,
    '',
    percent(all.values, all.tests),
    percent(all.exact, all.tests),
    '',
  ]);
  printTable(
    title,
    [
      'report (as a picture)',
      'tests',
      'rows read',
      'value right',
      'value and status right',
      'extra rows',
    ],
    rows,
  );
  if (process.env.SHOW_ERRORS) console.log(`\n${wrong.join('\n')}`);
  return {
    exact: all.exact / Math.max(1, all.tests),
    values: all.values / Math.max(1, all.tests),
    tests: all.tests,
  };
}
