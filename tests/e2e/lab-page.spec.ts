import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { e2ePorts } from './ports.ts';
import { LabPage } from './pages/lab-page.ts';
import { SAFETY_TEXTS } from '../../src/shared/safety-texts/safety-texts.ts';

const PORTS = e2ePorts();
const baseLaunchOptions = config.use?.launchOptions ?? {};
const MODEL_URL = `http://127.0.0.1:${PORTS.model}`;
const EVIDENCE_ONLY_URL = `http://127.0.0.1:${PORTS.evidenceOnly}`;
const CORPUS = fileURLToPath(new URL('../../../shared/corpora/lab-reports/', import.meta.url));
const corpusFiles = existsSync(CORPUS)
  ? readdirSync(CORPUS).filter((name) => name.endsWith('.pdf'))
  : [];
const ALTERNATIVE = 'P100001_RFT_20240627_alternative.pdf';
const VITAMIN = 'P100001_Vitamin_20240104_borderless.pdf';
/** The report's (invented) patient: her name must never travel back to the server. */
const PATIENT_NAME = 'TAYLOR';
/** Partner website origin that may hand files over (LAB_MESSAGE_ORIGINS in stack.ts). */
const PARTNER = 'http://partner.test';
const FOREIGN = 'http://foreign.test';
const TEXT_REPORT = Buffer.from(
  [
    'Patient: TAYLOR, LISA    DOB: 04/22/2003',
    'Test Name        Result    Units    Reference Range    Status',
    'Glucose          182       mg/dL    70-99              HIGH',
    'Hemoglobin A1c   7.9       %        4.0-5.6            HIGH',
    'Creatinine       0.97      mg/dL    0.59 - 1.04        NORMAL',
  ].join('\n'),
);

interface ExpectedRow {
  name: string;
  value: string;
  unit: string;
  range: string;
  status: 'High' | 'Low' | 'Normal';
}

const STATUS_WORDS: Record<string, ExpectedRow['status']> = {
  H: 'High',
  HIGH: 'High',
  L: 'Low',
  LOW: 'Low',
  NORMAL: 'Normal',
};

/**
 * The expected table, from Debian's own reading of the PDF's text layer (`pdftotext -layout`, as
 * the corpus README says): a row is a test name, value, unit, optional range, and a printed flag.
 */
function expectedRows(file: string): ExpectedRow[] {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text.split('\n').flatMap((line): ExpectedRow[] => {
    const cells = line.trim().split(/\s{2,}/);
    const status = STATUS_WORDS[cells.at(-1) ?? ''];
    if (cells.length < 3 || !status) return [];
    const [name = '', ...rest] = cells.slice(0, -1);
    const match = /^(\d\S*)\s*(.*?)\s*(\d+(?:\.\d+)?\s*-\s*\d+(?:\.\d+)?)?$/.exec(rest.join(' '));
    if (!match?.[1]) return [];
    return [{ name, value: match[1], unit: match[2] ?? '', range: match[3] ?? '', status }];
  });
}

// The window-message tests serve a partner page from the test, which Chromium counts as a public
// site, while the app runs on loopback: Local Network Access would block the frame. In production
// both are public sites. (Launch options can only be set for the whole file.)
test.use({
  launchOptions: {
    ...baseLaunchOptions,
    args: [...(baseLaunchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
  },
});

const withoutSpaces = (text: string): string => text.replace(/\s+/g, '');

async function seriousViolations(page: Page): Promise<string[]> {
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

test.describe('without a model, every corpus report reads exactly', () => {
  test.use({ baseURL: EVIDENCE_ONLY_URL });
  test.skip(corpusFiles.length === 0, 'the lab report corpus is not on this machine');

  for (const name of corpusFiles) {
    test(name, async ({ page }) => {
      const expected = expectedRows(CORPUS + name);
      expect(expected.length).toBeGreaterThan(0);
      const lab = new LabPage(page);
      await lab.open();
      await lab.upload(CORPUS + name);
      await lab.analyze.click();
      await lab.waitForAnswers();
      await expect(
        lab.results.getByText("Read from the PDF's own text — values exactly as printed"),
      ).toBeVisible();
      await expect(lab.testRows()).toHaveCount(expected.length);
      for (const row of expected) {
        const shown = lab.testRow(row.name);
        await expect(shown, row.name).toHaveCount(1);
        const text = withoutSpaces(await shown.innerText());
        expect(text, row.name).toContain(withoutSpaces(row.value + row.unit));
        if (row.range) expect(text, row.name).toContain(withoutSpaces(row.range));
        await expect(shown.getByText(row.status, { exact: true }), row.name).toBeVisible();
      }
      const outOfRange = expected.filter((row) => row.status !== 'Normal');
      if (outOfRange.length > 0) {
        const findings = lab.results.getByRole('region', { name: /outside the reference range/ });
        for (const row of outOfRange) await expect(findings).toContainText(row.name);
      } else {
        await expect(
          lab.results.getByText('No value is flagged outside its reference range.'),
        ).toBeVisible();
      }
      await expect(lab.answers).toContainText(/not an AI-written summary/i);
      await expect(lab.disclaimer).toBeVisible();
    });
  }
});

test.describe('the lab page', () => {
  test.skip(corpusFiles.length === 0, 'the lab report corpus is not on this machine');

  test(
    'high and low rows are marked, and the bar says where each value sits',
    { tag: '@mobile' },
    async ({ page }) => {
      const lab = new LabPage(page);
      await lab.open(`${EVIDENCE_ONLY_URL}/ask?type=lab-report`);
      await lab.upload(CORPUS + ALTERNATIVE);
      await lab.analyze.click();
      await expect(lab.testRow('Creatinine')).toContainText('Low');
      await expect(lab.testRow('eGFR')).toContainText('High');
      await expect(
        lab.testRow('Creatinine').getByRole('img', { name: '0.57, below 0.59-1.04' }),
      ).toBeVisible();
      await expect(
        lab.testRow('Uric Acid').getByRole('img', { name: '6.17, above 2.6-6.0' }),
      ).toBeVisible();
      await expect(lab.results.getByRole('listitem').filter({ hasText: '2 high' })).toBeVisible();
      await expect(lab.results.getByRole('listitem').filter({ hasText: '3 low' })).toBeVisible();
    },
  );

  test(
    'with a model: analysis streams with references, then a follow-up is answered',
    { tag: '@mobile' },
    async ({ page }) => {
      test.slow();
      const lab = new LabPage(page);
      await lab.open();
      // The fake PubMed holds diabetes articles, so a report with a high glucose finds references.
      await lab.upload({ name: 'glucose-report.txt', mimeType: 'text/plain', buffer: TEXT_REPORT });
      await expect(lab.fileCard('glucose-report.txt')).toBeVisible();
      await lab.choose('Knowledge level', 'Some medical knowledge');
      await lab.choose('Language', 'Español');

      const analysisRequest = page.waitForRequest('**/api/search');
      await lab.analyze.click();
      await expect(lab.progress).toContainText('Language: Spanish · Level: Some medical knowledge');
      const sent = (await analysisRequest).postDataJSON() as Record<string, unknown>;
      expect(sent).toMatchObject({
        searchType: 'lab-report',
        medicalKnowledgeLevel: 'some-medical-knowledge',
        language: 'es',
      });
      expect(JSON.stringify(sent)).not.toContain(PATIENT_NAME);

      await expect(lab.answers.first()).not.toBeEmpty();
      await lab.waitForAnswers();
      await expect(lab.progress).toBeHidden();
      await expect(page.getByText('Analysis Complete')).toBeVisible();
      await expect(page.getByText('Your lab report has been successfully analyzed.')).toBeVisible();
      await expect(lab.results).toContainText('Level: Some medical knowledge');
      await expect(lab.results).toContainText('Language: Spanish');
      await expect(lab.testRow('Glucose')).toContainText('High');
      await expect(lab.testRow('Creatinine')).toContainText('Normal');
      await expect(lab.answers.first()).toHaveAttribute('lang', 'es');
      await expect(
        lab.answers
          .first()
          .getByRole('link', { name: /^Reference \d+$/ })
          .first(),
      ).toBeVisible();
      await expect(lab.references().first()).toBeVisible();
      // The disclaimer speaks the analysis's language (SPEC.md's English text for English).
      await expect(lab.scope.getByRole('note').filter({ hasText: 'Aviso médico' })).toHaveText(
        SAFETY_TEXTS.es.disclaimer,
      );

      const followUp = page.waitForRequest('**/api/search');
      await lab.scope
        .getByRole('textbox', { name: 'Ask a question about this report' })
        .fill('What does a high HbA1c mean for me?');
      await lab.scope.getByRole('button', { name: 'Ask', exact: true }).click();
      const followUpBody = (await followUp).postDataJSON() as {
        isFollowUp: boolean;
        searchType: string;
        conversationContext: unknown[];
        labDocument: { text: string; tests: unknown[] };
        documentData?: unknown;
      };
      expect(followUpBody.isFollowUp).toBe(true);
      expect(followUpBody.searchType).toBe('lab-report');
      expect(followUpBody.conversationContext).toHaveLength(2);
      expect(followUpBody.labDocument.tests).toHaveLength(3);
      expect(followUpBody.labDocument.text).toContain('Hemoglobin A1c');
      expect(followUpBody.labDocument.text).not.toContain(PATIENT_NAME);
      expect(followUpBody.documentData).toBeUndefined();
      await expect(lab.results.getByText('What does a high HbA1c mean for me?')).toBeVisible();
      await lab.waitForAnswers(2);
      await expect(lab.answers.nth(1)).not.toBeEmpty();
    },
  );

  test('a model failure shows the values read against their ranges and why', async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open();
    // The fake model fails when it reads its trigger word in the prompt's question block.
    await lab.upload({
      name: 'labs.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        'Test  Result  Units  Reference Range  Status\nGlucose  182  mg/dL  70-99  HIGH\n\nQuestion:\nFAKEMODELERROR\n',
      ),
    });
    await lab.analyze.click();
    // SPEC.md section 8: lab calls add the body text to the status.
    await expect(
      lab.scope.getByText(
        /The AI model service answered with an error \(OpenAI API error: 500 - Fake upstream error 500\)/,
      ),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Analysis Failed')).toHaveCount(0);
    // The values were read in the browser, so they stay on screen.
    await expect(lab.testRow('Glucose')).toContainText('High');
  });

  test('a follow-up whose model fails answers from the report, saying why', async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open();
    await lab.upload(CORPUS + VITAMIN);
    await lab.analyze.click();
    await lab.waitForAnswers();
    await lab.scope
      .getByRole('textbox', { name: 'Ask a question about this report' })
      .fill('Is this serious? FAKEMODELERROR');
    await lab.scope.getByRole('button', { name: 'Ask', exact: true }).click();
    await lab.waitForAnswers(2);
    await expect(lab.answers.nth(1)).toContainText('The AI model service answered with an error');
    await expect(lab.answers.first()).not.toBeEmpty();
  });

  test('without a model, a picture of a report is refused, saying why', async ({
    page,
  }, testInfo) => {
    const lab = new LabPage(page);
    await lab.open(`${EVIDENCE_ONLY_URL}/ask?type=lab-report`);
    const png = testInfo.outputPath('lab-report-photo');
    execFileSync('pdftoppm', ['-png', '-r', '40', '-singlefile', CORPUS + VITAMIN, png]);
    await lab.upload(`${png}.png`);
    await lab.analyze.click();
    // The page first tries OCR on the device (seconds on a loaded machine), then says why not.
    await expect(
      page.getByRole('alert').filter({ hasText: 'reading it by AI vision needs an AI model' }),
    ).toBeVisible({ timeout: 60_000 });
    await expect(lab.results).toHaveCount(0);
  });

  test('a file over 10 MB is refused on the page', async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open();
    await lab.upload({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 32),
    });
    await expect(page.getByText('File too large')).toBeVisible();
    await expect(page.getByText('Please upload a file smaller than 10MB.')).toBeVisible();
    await expect(lab.chooseFile).toBeVisible();
    await expect(lab.fileCard('huge.pdf')).toHaveCount(0);
  });

  test('Start Over and Upload Different File clear everything and restore the defaults', async ({
    page,
  }) => {
    const lab = new LabPage(page);
    await lab.open();
    await lab.upload(CORPUS + VITAMIN);
    await lab.choose('Knowledge level', 'Medical expert');
    await lab.choose('Language', 'Français');
    await lab.analyze.click();
    await lab.waitForAnswers();
    await lab.startOver.click();
    await expect(lab.results).toHaveCount(0);
    await expect(lab.chooseFile).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    await lab.upload(CORPUS + VITAMIN);
    await expect(
      lab.scope.getByRole('combobox', { name: 'Knowledge level' }).locator('option:checked'),
    ).toHaveText('No medical experience');
    await expect(
      lab.scope.getByRole('combobox', { name: 'Language', exact: true }).locator('option:checked'),
    ).toHaveText('English');
    await lab.choose('Language', 'Deutsch');
    await lab.uploadDifferent.click();
    await expect(lab.chooseFile).toBeVisible();
    await lab.upload(CORPUS + ALTERNATIVE);
    await expect(
      lab.scope.getByRole('combobox', { name: 'Language', exact: true }).locator('option:checked'),
    ).toHaveText('English');
  });

  test('a reload keeps the uploaded file (session storage)', async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open();
    await lab.upload(CORPUS + ALTERNATIVE);
    await expect(lab.fileCard(ALTERNATIVE)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('labReportFileName')))
      .toBe(ALTERNATIVE);
    expect(
      await page.evaluate(() => atob(sessionStorage.getItem('labReportFileBase64') ?? '')),
    ).toMatch(/^%PDF-/);
    await page.reload();
    await expect(lab.fileCard(ALTERNATIVE)).toBeVisible();
    await lab.analyze.click();
    await expect(lab.testRow('Creatinine')).toContainText('0.57');
  });

  test('other search types keep the notice', async ({ page }) => {
    await page.goto('/ask?type=Health');
    await expect(page.getByText('This page is only for lab report analysis.')).toBeVisible();
    await page.goto('/ask?type=LabReport');
    await expect(page.getByRole('button', { name: 'Choose File' })).toBeVisible();
  });

  test(
    'the lab page states have no serious accessibility violations',
    { tag: '@mobile' },
    async ({ page }) => {
      test.slow();
      const lab = new LabPage(page);
      await lab.open();
      expect(await seriousViolations(page)).toEqual([]);
      // A text report: a PDF preview is the browser's own viewer, not this page's markup.
      await lab.upload({ name: 'glucose-report.txt', mimeType: 'text/plain', buffer: TEXT_REPORT });
      await expect(lab.fileCard('glucose-report.txt')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await lab.analyze.click();
      await lab.waitForAnswers();
      // Toasts fade in and out; their half-transparent frames are not what anyone reads.
      await page.getByRole('button', { name: 'Close toast' }).click();
      await expect(page.getByText('Analysis Complete')).toBeHidden();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

/** A partner website that embeds /ask and hands it a file, as SPEC.md section 2 describes. */
function partnerPage(message: unknown, { fromForeignFrame = false } = {}): string {
  const appUrl = `${MODEL_URL}/ask?type=lab-report`;
  return `<!doctype html><html lang="en"><title>Partner clinic</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<iframe title="Nova Health lab analysis" src="${appUrl}" style="display:block;width:100%;height:95vh;border:0;margin:0"></iframe>
<script>
  const message = ${JSON.stringify(message)};
  window.addEventListener('message', (event) => {
    if (event.origin !== ${JSON.stringify(MODEL_URL)} || event.data?.type !== 'lab-report-ready') return;
    if (${fromForeignFrame}) {
      const foreign = document.createElement('iframe');
      foreign.title = 'Another site';
      foreign.src = ${JSON.stringify(`${FOREIGN}/poster.html`)};
      document.body.append(foreign);
    } else {
      event.source.postMessage(message, event.origin);
    }
  });
</script></html>`;
}

test.describe('file hand-over by window message', () => {
  test.skip(corpusFiles.length === 0, 'the lab report corpus is not on this machine');

  const pdfBase64 = (): string =>
    execFileSync('base64', ['-w0', CORPUS + ALTERNATIVE], { encoding: 'utf8' });

  async function servePartner(page: Page, message: unknown, fromForeignFrame = false) {
    await page.route(`${PARTNER}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: partnerPage(message, { fromForeignFrame }),
      }),
    );
    await page.route(`${FOREIGN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script>parent.frames[0].postMessage(${JSON.stringify(message)}, '*');</script>`,
      }),
    );
    await page.goto(`${PARTNER}/clinic`);
    return new LabPage(page, page.frameLocator('iframe[title="Nova Health lab analysis"]'));
  }

  test('a file from the partner website becomes the upload', async ({ page }) => {
    const lab = await servePartner(page, {
      fileName: ALTERNATIVE,
      fileData: `data:application/pdf;base64,${pdfBase64()}`,
    });
    await expect(lab.fileCard(ALTERNATIVE)).toBeVisible();
    await lab.analyze.click();
    await expect(lab.testRow('Creatinine')).toContainText('0.57');
  });

  test('a message from any other origin is ignored with a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const lab = await servePartner(page, { fileName: ALTERNATIVE, fileData: pdfBase64() }, true);
    await expect.poll(() => warnings.join('\n')).toContain(`window message from ${FOREIGN}`);
    await expect(lab.chooseFile).toBeVisible();
    await expect(lab.fileCard(ALTERNATIVE)).toHaveCount(0);
  });

  test('a message without the file says the data is invalid', async ({ page }) => {
    const lab = await servePartner(page, { fileName: ALTERNATIVE });
    await expect(lab.scope.getByText('Invalid lab report data received from iframe')).toBeVisible();
    await expect(lab.chooseFile).toBeVisible();
  });
});
