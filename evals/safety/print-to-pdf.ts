import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CACHE = join(tmpdir(), 'nova-lab-pdf-cache');

export const canPrintToPdf = (): boolean => existsSync(CHROMIUM);

/**
 * Lab reports are kept as HTML, their source: small, readable and reviewable. Chromium prints each
 * to PDF as a person's browser would; the PDF is cached by the HTML's hash, so a second run reads
 * it back instead of printing again. A PDF lying beside the HTML is used as it is.
 */
export async function pdfOf(htmlPath: string): Promise<string> {
  const beside = htmlPath.replace(/\.html$/, '.pdf');
  if (existsSync(beside)) return beside;
  const hash = createHash('sha256').update(readFileSync(htmlPath)).digest('hex').slice(0, 24);
  const target = join(CACHE, `${hash}.pdf`);
  if (existsSync(target)) return target;
  mkdirSync(CACHE, { recursive: true });
  const partial = `${target}.${process.pid}.part`;
  await run(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-pdf-header-footer',
      `--user-data-dir=${join(CACHE, `profile-${process.pid}-${hash}`)}`,
      `--print-to-pdf=${partial}`,
      `file://${resolve(htmlPath)}`,
    ],
    { timeout: 60_000 },
  );
  renameSync(partial, target);
  return target;
}
