import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MEDICAL_DISCLAIMER } from '../../src/contract/index.ts';
import { AttachmentFlow, LabTable } from './pages/attachment.ts';
import { SearchPage } from './pages/search-page.ts';
import { e2ePorts } from './ports.ts';

const IMAGES = new URL('../fixtures/images/', import.meta.url);
const LAB_REPORTS = new URL('../../../shared/corpora/lab-reports/', import.meta.url);
const LIPID_PDF = new URL('P100005_Lipid_Profile_20251009_quest.pdf', LAB_REPORTS).pathname;
const SKIN_PHOTO = new URL('skin-spot.jpg', IMAGES).pathname;
const LAB_IMAGE = new URL('lab_report_diabetes.png', IMAGES).pathname;
const SCANNED_PDF = new URL('scanned-diabetes-panel.pdf', IMAGES).pathname;
/** A scanned page with no text on it (the skin-spot picture): OCR finds no table. */
const UNREADABLE_SCAN = new URL('scanned-unreadable.pdf', IMAGES).pathname;
const OCR_NOTE =
  'Read on your device by text recognition (OCR) from the picture — check each value against the paper report';
const EVIDENCE_ONLY = `http://127.0.0.1:${e2ePorts().evidenceOnly}`;

/** Serious or critical WCAG 2.1 AA problems on the page as it is now. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

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

test(
  'an image is analysed under the Image Analysis heading, with no question needed',
  { tag: '@mobile' },
  async ({ page }) => {
    const bodies = searchBodies(page);
    const search = new SearchPage(page);
    const files = new AttachmentFlow(page);
    await search.open();
    await files.attach(SKIN_PHOTO);
    await files.waitUntilRead();
    await expect(files.chip).toContainText('skin-spot.jpg');
    await expect(files.chip).toContainText('Medical image');
    await expect(files.chip).toContainText('will be read by AI vision');
    await expect(search.submit).toBeEnabled();
    await search.submit.click();
    await search.waitForResult();

    await expect(page.getByRole('heading', { level: 2, name: 'Image Analysis' })).toBeVisible();
    await expect(
      page.getByText('Please analyze this medical image.', { exact: true }),
    ).toBeVisible();
    // The fake model's image description names keywords, so research is added to the analysis.
    await expect(search.answer).not.toBeEmpty();
    await expect(search.references().first()).toBeVisible();
    await expect(search.disclaimer).toHaveText(MEDICAL_DISCLAIMER);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      searchType: 'image-analysis',
      query: 'Please analyze this medical image.',
      documentData: { fileName: 'skin-spot.jpg' },
    });
    expect((bodies[0]?.documentData as { base64: string }).base64).toBe(
      readFileSync(SKIN_PHOTO).toString('base64'),
    );
    // The file went with that question: the form is empty again.
    await expect(files.chip).toHaveCount(0);
  },
);

test('an image named as a lab report is read on the device by OCR, not by the model', async ({
  page,
}) => {
  test.slow();
  const bodies = searchBodies(page);
  const search = new SearchPage(page);
  const files = new AttachmentFlow(page);
  const table = new LabTable(page);
  await search.open();
  await files.attach(LAB_IMAGE);
  await files.waitUntilRead();
  await expect(files.chip).toContainText('Lab report');
  await expect(files.chip).toContainText('read by OCR on this device');
  await search.ask('Is my blood sugar too high?');
  await search.waitForResult();

  await expect(page.getByRole('heading', { level: 2, name: 'Lab Report Analysis' })).toBeVisible();
  await expect(table.root.getByText(OCR_NOTE)).toBeVisible();
  // The picture's own values, as OCR read them; the model analyses that table.
  await expect(table.row('Glucose')).toContainText('82.7');
  await expect(table.row('Glucose')).toContainText(/normal/i);
  await expect(search.answer).not.toBeEmpty();
  expect(bodies[0]).toMatchObject({
    searchType: 'lab-report',
    query: 'Is my blood sugar too high?',
    labDocument: { source: 'ocr', fileName: 'lab_report_diabetes.png' },
  });
  expect(bodies[0]).not.toHaveProperty('documentData');
  expect(JSON.stringify(bodies[0])).not.toContain('JOHNSON');
});

test('a lab picture OCR finds no table in is read into the lab table by the vision model', async ({
  page,
}) => {
  test.slow();
  const bodies = searchBodies(page);
  const search = new SearchPage(page);
  const files = new AttachmentFlow(page);
  const table = new LabTable(page);
  await search.open();
  // Named as a lab report, but with no text on it.
  await files.attach({
    name: 'lab-report-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(SKIN_PHOTO),
  });
  await files.waitUntilRead();
  await expect(files.chip).toContainText('Lab report');
  await expect(files.chip).toContainText('will be read by AI vision');
  await search.ask('Is my blood sugar too high?');
  await search.waitForResult();

  await expect(table.root).toBeVisible();
  await expect(table.row('Glucose')).toContainText('142');
  await expect(table.row('Glucose')).toContainText(/high/i);
  // The fake model calls creatinine normal; its printed range says low, and the table says so.
  await expect(table.row('Creatinine')).toContainText(/low/i);
  await expect(table.row('Sodium')).toContainText('139');
  expect(bodies[0]).toMatchObject({
    searchType: 'lab-report',
    query: 'Is my blood sugar too high?',
    documentData: { fileName: 'lab-report-photo.jpg' },
  });
});

test('a scanned lab report PDF is read by OCR from its rendered pages', async ({ page }) => {
  test.slow();
  const bodies = searchBodies(page);
  const search = new SearchPage(page);
  const files = new AttachmentFlow(page);
  await search.open();
  await files.attach(SCANNED_PDF);
  await files.waitUntilRead();
  await expect(files.chip).toContainText('read by OCR on this device');
  await search.submit.click();
  await search.waitForResult();
  await expect(new LabTable(page).row('Glucose')).toContainText('82.7');
  expect(bodies[0]).toMatchObject({
    searchType: 'lab-report',
    labDocument: { source: 'ocr', pageCount: 1, fileName: 'scanned-diabetes-panel.pdf' },
  });
  expect(bodies[0]).not.toHaveProperty('documentPages');
});

test('a scan OCR cannot read is sent as page pictures and read by the vision model', async ({
  page,
}) => {
  test.slow();
  const bodies = searchBodies(page);
  const search = new SearchPage(page);
  const files = new AttachmentFlow(page);
  await search.open();
  await files.attach(UNREADABLE_SCAN);
  await files.waitUntilRead();
  await expect(files.chip).toContainText('will be read by AI vision');
  await expect(files.chip).toContainText('1 page');
  await search.submit.click();
  await search.waitForResult();
  await expect(new LabTable(page).row('Glucose')).toContainText('142');
  const pages = bodies[0]?.documentPages as { pages: string[]; pageCount: number };
  expect(pages.pageCount).toBe(1);
  expect(pages.pages).toHaveLength(1);
  // A PNG rendered at scale 2: twice the page's 345.6 x 259.2 pt.
  const png = Buffer.from(pages.pages[0] ?? '', 'base64');
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(691);
  expect(bodies[0]).not.toHaveProperty('documentData');
});

test.describe('a lab report PDF with a text layer', () => {
  test.skip(!existsSync(LIPID_PDF), 'the lab report corpus is not present');

  const expectLipidTable = async (page: Page): Promise<void> => {
    const table = new LabTable(page);
    await expect(table.root).toBeVisible();
    const expected = [
      ['Total Cholesterol', '265.0', '125 - 200'],
      ['LDL Cholesterol', '150.1', '0 - 100'],
      ['HDL Cholesterol', '61.78', '50 - 60'],
      ['Triglycerides', '251.0', '0 - 150'],
      ['VLDL Cholesterol', '50.3', '5 - 40'],
      ['Cholesterol/HDL Ratio', '5.44', '0 - 3.5'],
    ];
    for (const [name, value, range] of expected) {
      const row = table.row(name ?? '');
      await expect(row).toContainText(value ?? '');
      await expect(row).toContainText(range ?? '');
      await expect(row).toContainText(/high/i);
    }
    await expect(table.root).toContainText("Read from the PDF's own text");
    // The visitor sees their own file's name; only the request carries it redacted.
    await expect(
      page.getByText('6 tests read from P100005_Lipid_Profile_20251009_quest.pdf'),
    ).toBeVisible();
  };

  test(
    'is read exactly in the browser: table on screen, then the analysis',
    { tag: '@mobile' },
    async ({ page }) => {
      // A PDF read in the browser, a search and two axe scans: 25 s of a 30 s budget on two busy cores.
      test.slow();
      const bodies = searchBodies(page);
      const search = new SearchPage(page);
      const files = new AttachmentFlow(page);
      await search.open();
      await files.attach(LIPID_PDF);
      await files.waitUntilRead();
      await expect(files.chip).toContainText('read from text layer');
      await expect(files.chip).toContainText('6 tests found');
      // The table reader and the redactor ran in workers with their own copies: the page itself
      // never loaded them, so reading the file never froze it.
      const pageScripts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      expect(pageScripts.filter((url) => /redact-phi|lab-document-job/.test(url))).toEqual([]);
      expect(pageScripts.some((url) => /prepare-attachment/.test(url))).toBe(true);
      expect(await accessibilityProblems(page)).toEqual([]);
      await search.submit.click();
      await search.waitForResult();

      await expect(
        page.getByRole('heading', { level: 2, name: 'Lab Report Analysis' }),
      ).toBeVisible();
      await expect(
        page.getByText('Please analyze this lab report.', { exact: true }),
      ).toBeVisible();
      await expectLipidTable(page);
      await expect(search.answer).not.toBeEmpty();
      await expect(search.disclaimer).toBeVisible();
      expect(await accessibilityProblems(page)).toEqual([]);

      const body = bodies[0] ?? {};
      expect(body).toMatchObject({ searchType: 'lab-report' });
      expect(body).not.toHaveProperty('documentData');
      const sent = body.labDocument as { text: string; tests: unknown[]; fileName: string };
      expect(sent.tests).toHaveLength(6);
      expect(sent.fileName).toBe('[ID]_Lipid_Profile_[DATE]_quest.pdf');
      // The patient's name, birth date and address never leave the browser.
      expect(sent.text).toContain('150.1');
      expect(JSON.stringify(body)).not.toMatch(/SANCHEZ|ELIZABETH|03\/02\/1958|9705 Elm/i);
    },
  );

  test('a follow-up about the report sends its redacted text back, not the file', async ({
    page,
  }) => {
    const bodies = searchBodies(page);
    const search = new SearchPage(page);
    const files = new AttachmentFlow(page);
    await search.open();
    await files.attach(LIPID_PDF);
    await files.waitUntilRead();
    await search.submit.click();
    await search.waitForResult();
    const followUp = page.getByRole('textbox', { name: 'Ask a follow-up question' });
    await followUp.fill('What can lower my LDL?');
    await followUp.press('Enter');
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies[1]).toMatchObject({
      query: 'What can lower my LDL?',
      searchType: 'lab-report',
      isFollowUp: true,
    });
    expect(bodies[1]).toHaveProperty('labDocument.tests');
    expect(bodies[1]).not.toHaveProperty('documentData');
  });

  test.describe('without a model', () => {
    test.use({ baseURL: EVIDENCE_ONLY });

    test('shows the same exact table and an answer labelled as not AI-written', async ({
      page,
    }) => {
      const search = new SearchPage(page);
      const files = new AttachmentFlow(page);
      await search.open();
      await files.attach(LIPID_PDF);
      await files.waitUntilRead();
      await search.submit.click();
      await search.waitForResult();
      await expectLipidTable(page);
      await expect(page.getByText('AI summary', { exact: true })).toHaveCount(0);
      await expect(search.disclaimer).toBeVisible();
    });
  });
});

test.describe('without a model, a picture', () => {
  test.use({ baseURL: EVIDENCE_ONLY });

  test('is refused before anything is sent: image analysis needs an AI model', async ({ page }) => {
    const bodies = searchBodies(page);
    const search = new SearchPage(page);
    const files = new AttachmentFlow(page);
    await search.open();
    await files.attach(SKIN_PHOTO);
    // OCR looks for a lab table in it first (a phone photo of a report is rarely named so).
    await expect(files.toast('AI model needed')).toContainText(
      'Image analysis needs an AI model, and none is configured on this server.',
      { timeout: 60_000 },
    );
    await expect(files.chip).toHaveCount(0);
    await expect(search.submit).toBeDisabled();
    expect(bodies).toEqual([]);
  });
});

test.describe('refusals, before anything is sent', () => {
  const cases: {
    what: string;
    file: () => { name: string; mimeType: string; buffer: Buffer };
    title: string;
    text: string;
  }[] = [
    {
      what: 'a text file renamed .png',
      file: () => ({
        name: 'rash.png',
        mimeType: 'image/png',
        buffer: Buffer.from('These are my notes, not a picture.\n'),
      }),
      title: 'Invalid file type',
      text: 'Please upload a PDF or image file (JPEG, PNG, GIF, WebP).',
    },
    {
      what: 'a Word document',
      file: () => ({
        name: 'blood-results.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200)]),
      }),
      title: 'Invalid file type',
      text: 'DOCX/DOC files need to be converted to PDF or images first. Please upload a PDF or image file.',
    },
    {
      what: 'an 11 MB image',
      file: () => {
        const buffer = Buffer.alloc(11 * 1024 * 1024);
        buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        return { name: 'big-photo.png', mimeType: 'image/png', buffer };
      },
      title: 'File too large',
      text: 'Please upload a file smaller than 10MB.',
    },
  ];

  for (const refusal of cases) {
    test(`${refusal.what} gets SPEC's message and no request`, async ({ page }) => {
      const bodies = searchBodies(page);
      const search = new SearchPage(page);
      const files = new AttachmentFlow(page);
      await search.open();
      await files.attach(refusal.file());
      const toast = files.toast(refusal.title);
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(refusal.text);
      await expect(files.chip).toHaveCount(0);
      await expect(search.submit).toBeDisabled();
      // The page carries on as before.
      await search.ask('What are the symptoms of type 2 diabetes?');
      await search.waitForResult();
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).not.toHaveProperty('documentData');
      expect(bodies[0]?.searchType).toBe('health-info');
    });
  }
});

test(
  'the attach button explains itself, and a file can be removed again',
  { tag: '@mobile' },
  async ({ page }) => {
    const search = new SearchPage(page);
    const files = new AttachmentFlow(page);
    await search.open();
    await files.button.focus();
    await expect(page.getByRole('tooltip')).toContainText('Attach a lab report (PDF)');
    await files.attach(SKIN_PHOTO);
    await files.waitUntilRead();
    await files.chip.getByRole('button', { name: 'Remove skin-spot.jpg' }).click();
    await expect(files.chip).toHaveCount(0);
    await expect(search.submit).toBeDisabled();
  },
);

test('autoUpload=true pulses the attach button and clicks the file input once', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const counter = window as unknown as { fileInputClicks: number };
    counter.fileInputClicks = 0;
    const click = HTMLInputElement.prototype.click;
    HTMLInputElement.prototype.click = function (this: HTMLInputElement) {
      if (this.type === 'file') counter.fileInputClicks += 1;
      return click.call(this);
    };
  });
  const search = new SearchPage(page);
  const files = new AttachmentFlow(page);
  await search.open('/?autoUpload=true');
  await expect(files.button).toHaveAttribute('data-pulsing', 'true');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { fileInputClicks: number }).fileInputClicks),
    )
    .toBe(1);
  // The pulse ends by itself; nothing clicks again.
  await expect(files.button).not.toHaveAttribute('data-pulsing', 'true', { timeout: 8_000 });
  expect(
    await page.evaluate(() => (window as unknown as { fileInputClicks: number }).fileInputClicks),
  ).toBe(1);
});

test('with reduced motion the attach button is highlighted without animating', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const search = new SearchPage(page);
  const files = new AttachmentFlow(page);
  await search.open('/?autoUpload=true');
  await expect(files.button).toHaveAttribute('data-pulsing', 'true');
  expect(await files.button.evaluate((button) => getComputedStyle(button).animationName)).toBe(
    'none',
  );
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await files.button.evaluate((button) => getComputedStyle(button).animationName)).not.toBe(
    'none',
  );
});
