import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import Tesseract from 'tesseract.js';
import { ocrLanguagesFor } from '../../src/client/lib/documents/ocr/ocr-languages.ts';
import { readLabTable } from '../../src/shared/lab/read-lab-table.ts';
import { positionedTextFromOcr, type OcrPage } from '../../src/shared/ocr/ocr-words.ts';
import { groupIntoRows } from '../../src/shared/pdf/positioned-text.ts';
import { scoreLabReports } from './lab-scoring.ts';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  const work = mkdtempSync(join(tmpdir(), 'lab-ocr-'));
  mkdirSync(join(work, 'profile'), { recursive: true });
  const langPath = languageFolder();
  return scoreLabReports(folder, title, async (htmlPath, language) => {
    const picture = join(work, `${basename(htmlPath, '.html')}.png`);
    await screenshot(htmlPath, picture);
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
    try {
      const { data } = await worker.recognize(
        picture,
        { rotateAuto: true },
        { blocks: true, text: false },
      );
      const page = { page: 1, blocks: data.blocks ?? [] } as unknown as OcrPage;
      return readLabTable(groupIntoRows(positionedTextFromOcr([page])));
    } finally {
      await worker.terminate();
    }
  });
}
