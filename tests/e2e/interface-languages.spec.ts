import { expect, test, type Page } from '@playwright/test';
import { catalog, text, type Catalog } from './locale-catalog.ts';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const en = catalog('en');
const QUESTION = 'What are the symptoms of type 2 diabetes?';
/**
 * Full-page screenshots for a person to look at, on request only (`I18N_SCREENSHOTS=1 npx
 * playwright test interface-languages`): the checks below do not need them, and each costs a second.
 */
const SCREENSHOTS = Boolean(process.env.I18N_SCREENSHOTS);
// Not under test-results/, which each run empties.
const SCREENS = process.env.I18N_SCREENS_DIR ?? '.screenshots/i18n';
const capture = async (page: Page, path: string, fullPage = true): Promise<void> => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENS}/${path}`, fullPage });
};

/** English chrome that must be gone once the interface speaks another language. */
async function expectNoEnglishChrome(page: Page): Promise<void> {
  for (const path of [
    'app.skipToContent',
    'search.queryLabel',
    'search.languageLabel',
    'search.submit',
    'privacy.link',
  ]) {
    await expect(page.getByText(text(en, path), { exact: true })).toHaveCount(0);
  }
  await expect(page.getByText(text(en, 'app.footerDisclaimer'))).toHaveCount(0);
}

/** Long words in any script wrap: the page never scrolls sideways, in either direction. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Search, streamed answer, references and a typed follow-up, all found by translated names. */
async function mainJourney(page: Page, messages: Catalog, code: string): Promise<void> {
  const queryBox = page.getByRole('textbox', { name: text(messages, 'search.queryLabel') });
  await expect(queryBox).toBeVisible();
  // The answer language followed the interface language without being picked.
  await expect(
    page.getByRole('combobox', { name: text(messages, 'search.languageLabel') }),
  ).toBeVisible();
  await queryBox.fill(QUESTION);
  await page.getByRole('button', { name: text(messages, 'search.submit'), exact: true }).click();

  const answer = page.getByRole('region', { name: text(messages, 'result.answerLabel') });
  await expect(page.locator('article[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
  await expect(answer).toHaveAttribute('lang', code);
  await expect(answer.getByRole('heading').first()).toBeVisible();
  await expect(
    page.getByRole('heading', { name: text(messages, 'result.summaryHeading') }),
  ).toBeVisible();

  const heading = text(messages, 'references.heading').replace('{{count}}', '__');
  const toggle = page.getByRole('button', {
    name: new RegExp(`^${escape(heading).replace('__', '\\d+')}$`),
  });
  await expect(toggle).toBeVisible();
  await expect(page.locator('[id^="ref-"]').first()).toBeVisible();

  const panel = page.getByRole('region', { name: text(messages, 'conversation.previous') });
  const followUp = panel.getByRole('textbox', {
    name: text(messages, 'conversation.followUpLabel'),
  });
  await followUp.fill('Is it hereditary?');
  const request = page.waitForRequest('**/api/search');
  await panel
    .getByRole('button', { name: text(messages, 'conversation.ask'), exact: true })
    .click();
  const body = (await request).postDataJSON() as { isFollowUp: boolean; language: string };
  expect(body.isFollowUp).toBe(true);
  expect(body.language).toBe(code);
  await expect(page.locator('article[aria-busy="false"]').last()).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText(text(messages, 'conversation.you')).first()).toBeVisible();
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-MX' });

  test('gets the interface and the answers in Spanish', async ({ page }) => {
    const es = catalog('es');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByRole('combobox', { name: text(es, 'app.interfaceLanguage') }),
    ).toHaveValue('es');
    await expectNoEnglishChrome(page);
    await mainJourney(page, es, 'es');
  });
});

test.describe('a Hindi browser', () => {
  test.use({ locale: 'hi-IN' });

  test('gets the interface and the answers in Hindi', async ({ page }) => {
    const hi = catalog('hi');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectNoEnglishChrome(page);
    await mainJourney(page, hi, 'hi');
  });
});

test(
  'an English browser keeps English, and the header switches to Arabic right to left for good',
  { tag: '@mobile' },
  async ({ page }) => {
    const ar = catalog('ar');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await page
      .getByRole('combobox', { name: text(en, 'app.interfaceLanguage') })
      .selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      text(ar, 'intro.headline').replace('{{name}}', 'Nova'),
    );

    // The header mirrors: the home link (start) is now right of the language selector (end).
    const home = await page.getByRole('link', { name: text(ar, 'app.homeLink') }).boundingBox();
    const selector = await page
      .getByRole('combobox', { name: text(ar, 'app.interfaceLanguage') })
      .boundingBox();
    expect(home && selector && home.x > selector.x).toBe(true);
    const width = page.viewportSize()?.width ?? 0;

    // Dialogs mirror too: the close button sits at the end of the title row, on the left.
    await page.getByRole('button', { name: text(ar, 'privacy.link') }).click();
    const dialog = page.getByRole('dialog', { name: text(ar, 'privacy.title') });
    const title = await dialog
      .getByRole('heading', { name: text(ar, 'privacy.title') })
      .boundingBox();
    const close = await dialog
      .getByRole('button', { name: text(ar, 'privacy.close') })
      .boundingBox();
    expect(close && title && close.x < title.x).toBe(true);
    await capture(page, `ar-dialog-${width}.png`, false);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('combobox', { name: text(ar, 'app.interfaceLanguage') }),
    ).toHaveValue('ar');
    await expectNoEnglishChrome(page);
    await mainJourney(page, ar, 'ar');
    await expect(
      page.getByRole('region', { name: text(ar, 'result.answerLabel') }).first(),
    ).toHaveAttribute('dir', 'rtl');
  },
);

test('an answer language picked in the form is kept when the interface language changes', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Answer language' }).selectOption({ label: 'Deutsch' });
  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('fr');
  const fr = catalog('fr');
  await expect(
    page
      .getByRole('combobox', { name: text(fr, 'search.languageLabel') })
      .locator('option:checked'),
  ).toHaveText('Deutsch');
});

for (const code of ['ar', 'hi', 'zh', 'km']) {
  test(
    `home, result and an open trial in ${code} never scroll sideways`,
    { tag: '@mobile' },
    async ({ page }) => {
      const messages = catalog(code);
      await page.addInitScript((language) => {
        localStorage.setItem('nova-health:interface-language', language);
      }, code);
      await page.goto('/');
      const width = page.viewportSize()?.width ?? 0;
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await capture(page, `${code}-home-${width}.png`);
      await expectNoSidewaysScroll(page);

      const queryBox = page.getByRole('textbox', { name: text(messages, 'search.queryLabel') });
      await queryBox.fill(QUESTION);
      await queryBox.press('Enter');
      await expect(page.locator('article[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
      // The header is sticky: from the top, a full-page capture shows it where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(page, `${code}-result-${width}.png`);
      await expectNoSidewaysScroll(page);

      // The trial screen: a clinical-trials search with its list of studies, first row open.
      await page.getByRole('button', { name: text(messages, 'conversation.startNew') }).click();
      await page
        .getByRole('combobox', { name: text(messages, 'search.typeLabel') })
        .selectOption({ label: text(messages, 'search.types.clinical-trials') });
      await queryBox.fill('melanoma trials for a 54-year-old woman after surgery');
      await queryBox.press('Enter');
      await expect(page.locator('article[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
      const details = page.getByRole('button', { name: text(messages, 'trials.showDetails') });
      await details.first().click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(
        page.getByRole('button', { name: text(messages, 'trials.hideDetails') }),
      ).toHaveAttribute('aria-expanded', 'true');
      await expectNoSidewaysScroll(page);
      await capture(page, `${code}-trials-${width}.png`);
    },
  );
}
