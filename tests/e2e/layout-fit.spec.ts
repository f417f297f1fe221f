import { expect, test, type Page } from '@playwright/test';
import { catalog, text } from './locale-catalog.ts';
import { findClipping } from './find-clipping.ts';

/*
 * Every main screen fits in every language at 1280 and 375 px: no select cuts its value, no
 * placeholder wraps out of sight, nothing ends in an ellipsis or is cut by its box. The languages
 * are those whose words run longest (German, Spanish, French, Russian) or whose scripts are tall
 * and wide (Hindi, Tamil, and the others of India), plus the rest the interface speaks.
 */

const LANGUAGES = ['es', 'de', 'hi', 'fr', 'ru', 'ta', 'pt', 'it', 'bn', 'mr', 'te', 'km', 'ar'];
/**
 * Screens kept as full-page screenshots for a person to look at, on request only
 * (`LAYOUT_SCREENSHOTS=es,de,hi npx playwright test layout-fit`): a full-page capture of five
 * screens costs seconds that the check itself does not need.
 */
const SCREENSHOT_LANGUAGES = new Set(process.env.LAYOUT_SCREENSHOTS?.split(',') ?? []);
// Not under test-results/, which each run empties.
const SCREENS = process.env.LAYOUT_SCREENS_DIR ?? '.screenshots/layout-fit';

const REPORT = Buffer.from(
  [
    'Test Name        Result    Units    Reference Range    Status',
    'Glucose          182       mg/dL    70-99              HIGH',
    'Hemoglobin A1c   7.9       %        4.0-5.6            HIGH',
    'Creatinine       0.97      mg/dL    0.59 - 1.04        NORMAL',
  ].join('\n'),
);

async function expectFits(page: Page, code: string, screen: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  if (SCREENSHOT_LANGUAGES.has(code)) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENS}/${code}-${screen}-${width}.png`, fullPage: true });
  }
  expect(await findClipping(page), `${screen} in ${code} at ${width}px`).toEqual([]);
}

for (const code of LANGUAGES) {
  test(`every main screen fits in ${code}`, { tag: '@mobile' }, async ({ page }) => {
    test.slow();
    const messages = catalog(code);
    await page.addInitScript((language) => {
      localStorage.setItem('nova-health:interface-language', language);
    }, code);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    const queryBox = page.getByRole('textbox', { name: text(messages, 'search.queryLabel') });
    await expect(queryBox).toBeVisible();
    await expectFits(page, code, 'home');

    const searchType = page.getByRole('combobox', { name: text(messages, 'search.typeLabel') });
    await searchType.selectOption('clinical-trials');
    await expect(
      page.getByRole('textbox', { name: text(messages, 'search.locationLabel') }),
    ).toBeVisible();
    await expectFits(page, code, 'trials-form');

    await searchType.selectOption('health-info');
    await queryBox.fill('What are the symptoms of type 2 diabetes?');
    await queryBox.press('Enter');
    await expect(page.locator('article[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
    await expectFits(page, code, 'result');

    await page.goto('/ask?type=lab-report');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'glucose-report.txt',
      mimeType: 'text/plain',
      buffer: REPORT,
    });
    await expectFits(page, code, 'lab-file');
    await page.getByRole('button', { name: text(messages, 'lab.settings.analyze') }).click();
    const answer = page.getByRole('region', { name: text(messages, 'result.answerLabel') });
    await expect(answer.first()).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    await expectFits(page, code, 'lab-results');
  });
}
