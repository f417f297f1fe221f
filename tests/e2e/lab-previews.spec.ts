import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './browsers.ts';
import { LabPage } from './pages/lab-page.ts';

/*
 * The lab page's previews of each kind of file. A PDF opens in the browser's own viewer in a new
 * tab, which the headless shell the rest of the suite runs in does not have: this file runs in
 * the full browser (decision 020).
 */
test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

const CORPUS = fileURLToPath(new URL('../../../shared/corpora/lab-reports/', import.meta.url));
const VITAMIN = 'P100001_Vitamin_20240104_borderless.pdf';

const isNarrow = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 640;

test(
  'previews: PDF in a frame, image, text, Word placeholder, other types',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    const lab = new LabPage(page);
    await lab.open();

    await lab.upload(CORPUS + VITAMIN);
    await expect(lab.fileCard(VITAMIN)).toContainText('1.9 kB');
    if (isNarrow(page)) {
      // Phones rarely show a PDF in a frame: the first page is drawn instead.
      const firstPage = page.getByRole('img', { name: `Preview of ${VITAMIN}` });
      await expect(firstPage).toBeVisible();
      await expect
        .poll(() => firstPage.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    } else {
      const frame = page.getByTitle(`Preview of ${VITAMIN}`);
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute('src', /^blob:/);
    }
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Open the PDF in a new tab' }).click();
    expect((await opened).url()).toMatch(/^blob:/);

    await lab.uploadDifferent.click();
    const png = testInfo.outputPath('lab-report-photo');
    execFileSync('pdftoppm', ['-png', '-r', '40', '-singlefile', CORPUS + VITAMIN, png]);
    await lab.upload(`${png}.png`);
    const image = page.getByRole('img', { name: 'Preview of lab-report-photo.png' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    await lab.uploadDifferent.click();
    await lab.upload({
      name: 'labs.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Glucose  94  mg/dL  70-99  NORMAL'),
    });
    await expect(page.getByRole('region', { name: 'Preview of labs.txt' })).toHaveText(
      'Glucose  94  mg/dL  70-99  NORMAL',
    );

    await lab.uploadDifferent.click();
    await lab.upload({
      name: 'report.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK\u0003\u0004 word document'),
    });
    await expect(page.getByText('Preview unavailable for Word documents')).toBeVisible();
    await lab.analyze.click();
    const docx =
      'DOCX/DOC files need to be converted to PDF or images first. Please upload a PDF or image file.';
    await expect(page.getByRole('alert').filter({ hasText: docx })).toBeVisible();

    await lab.uploadDifferent.click();
    await lab.upload({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
    await expect(page.getByText('Unsupported file type for preview')).toBeVisible();
  },
);
