import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AttachmentFlow, LabTable } from './pages/attachment.ts';
import { LabPage } from './pages/lab-page.ts';
import { SearchPage } from './pages/search-page.ts';
import { e2ePorts } from './ports.ts';

/**
 * A scanned or photographed lab report is read on the device by OCR (tesseract.js, served by the
 * app itself), so its table shows on a server without a model, marked as read by OCR.
 */
const IMAGES = new URL('../fixtures/images/', import.meta.url);
/** A screenshot of lab-report-scan.html: an invented patient's chemistry panel, no text layer. */
const SCAN = new URL('lab-report-scan.png', IMAGES).pathname;
const SKIN_PHOTO = new URL('skin-spot.jpg', IMAGES).pathname;
const EVIDENCE_ONLY = `http://127.0.0.1:${e2ePorts().evidenceOnly}`;
/** OCR runs in the page (a few seconds in Debian's Chromium); the engine loads on first use. */
const OCR_TIMEOUT = 60_000;
const OCR_NOTE =
  'Read on your device by text recognition (OCR) from the picture — check each value against the paper report';

/** Every body posted to /api/search from this page. */
function searchBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/search') && request.method() === 'POST') {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

/** Content-Security-Policy violations the page reports (none may block the OCR engine). */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Nothing the OCR engine needs comes from anywhere but the app's own origin. */
function foreignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !/^(blob|data):/.test(url.href)) {
      foreign.push(request.url());
    }
  });
  return foreign;
}

test.describe('without a model, a scanned lab report', () => {
  test.use({ baseURL: EVIDENCE_ONLY });
  test.slow();

  test('is read by OCR on the main page and its values are marked as read by OCR', async ({
    page,
  }) => {
    const bodies = searchBodies(page);
    const violations = cspViolations(page);
    const foreign = foreignRequests(page);
    const search = new SearchPage(page);
    const files = new AttachmentFlow(page);
    const table = new LabTable(page);
    await search.open();
    await files.attach(SCAN);
    await expect(files.chip.getByText('read by OCR on this device')).toBeVisible({
      timeout: OCR_TIMEOUT,
    });
    await expect(files.chip).toContainText('Lab report');
    await expect(files.chip).toContainText('8 tests found');
    await search.submit.click();
    await search.waitForResult();

    await expect(table.root).toBeVisible();
    await expect(table.root.getByText(OCR_NOTE)).toBeVisible();
    await expect(table.row('Glucose, Fasting')).toContainText('112');
    await expect(table.row('Glucose, Fasting')).toContainText(/high/i);
    await expect(table.row('Potassium')).toContainText('3.2');
    await expect(table.row('Potassium')).toContainText(/low/i);
    await expect(table.row('Creatinine')).toContainText('0.84');
    await expect(table.row('Creatinine')).toContainText('0.74-1.35');
    await expect(table.row('TSH')).toContainText('mIU/L');
    // The answer without a model says the same.
    await expect(search.answer).toContainText('by text recognition (OCR) on your device');

    expect(bodies).toHaveLength(1);
    const body = bodies[0] ?? {};
    expect(body).toMatchObject({
      searchType: 'lab-report',
      labDocument: { source: 'ocr', pageCount: 1, fileName: 'lab-report-scan.png' },
    });
    expect(body).not.toHaveProperty('documentData');
    // Only the identifier-free text and table leave the browser: not the invented patient.
    expect(JSON.stringify(body)).not.toMatch(/OKAFOR|03\/14\/1967|448812/);
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test('is read by OCR on the lab page, whatever its name', async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open();
    await lab.upload({ name: 'IMG_2231.png', mimeType: 'image/png', buffer: readFileSync(SCAN) });
    await lab.analyze.click();
    await expect(lab.results.getByText(OCR_NOTE)).toBeVisible({ timeout: OCR_TIMEOUT });
    await lab.waitForAnswers();
    await expect(lab.testRows()).toHaveCount(8);
    await expect(lab.testRow('Hemoglobin A1c')).toContainText('6.1');
    await expect(lab.testRow('Hemoglobin')).toContainText('Low');
    await expect(lab.answers).toContainText(/not an AI-written summary/i);
  });

  test('is refused, saying why, when OCR finds no table in the picture', async ({ page }) => {
    const bodies = searchBodies(page);
    const search = new SearchPage(page);
    const files = new AttachmentFlow(page);
    await search.open();
    // A picture named as a lab report, but with no text on it.
    await files.attach({
      name: 'lab-report-photo.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(SKIN_PHOTO),
    });
    await expect(files.toast('AI model needed')).toContainText(
      'No table of results could be read from this picture on your device',
      { timeout: OCR_TIMEOUT },
    );
    await expect(files.chip).toHaveCount(0);
    expect(bodies).toEqual([]);
  });
});
