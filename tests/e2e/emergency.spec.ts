import { expect, test } from '@playwright/test';
import { emergencyBannerText, SAFETY_TEXTS } from '../../src/shared/safety-texts/safety-texts.ts';
import { SearchPage } from './pages/search-page.ts';

test(
  'a critical condition streams the warning first and shows a dismissible banner',
  { tag: '@mobile' },
  async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    await search.ask('I have crushing chest pain spreading to my left arm');

    const banner = page.getByRole('alert').filter({ hasText: '911' });
    await expect(banner).toBeVisible();
    // On a phone too the page scrolls to the result from the banner down, never past it.
    await expect(banner).toBeInViewport({ ratio: 1 });
    await expect(banner).toContainText('999');
    await search.waitForResult();
    const answerText = (await search.answer.innerText()).trim();
    // The warning comes before whatever follows it: an answer, or (the fake sources know nothing
    // of this question) the note that no sources were found.
    const warningAt = answerText.indexOf('Possible medical emergency');
    expect(warningAt).toBeGreaterThanOrEqual(0);
    expect(warningAt).toBeLessThan(answerText.search(/Overview|No sources were found/));

    await page.getByRole('button', { name: 'Dismiss emergency warning' }).click();
    await expect(banner).toBeHidden();
  },
);

test('a Spanish chest-pain question gets the banner, warning and disclaimer in Spanish', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.open();
  await search.choose('Answer language', 'Español');
  await search.ask('Mi padre tiene dolor de pecho y no puede respirar');
  const banner = page.getByRole('alert').filter({ hasText: '911' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(SAFETY_TEXTS.es.title);
  // It names what was detected, in Spanish, with the local number and 911 / 999.
  await expect(banner).toContainText(SAFETY_TEXTS.es.categories.cardiac);
  await expect(banner).toContainText('dolor en el pecho');
  await expect(banner).toContainText('número local de emergencias');
  await expect(banner).toContainText('999');
  await expect(banner).not.toContainText('headache');
  await expect(banner.locator('[lang="es"]')).toHaveCount(1);

  await search.waitForResult();
  const answerText = (await search.answer.innerText()).trim();
  expect(answerText.startsWith('⚠️ Posible emergencia médica.')).toBe(true);
  expect(answerText).not.toContain('Possible medical emergency');
  await expect(page.getByRole('note')).toHaveText(SAFETY_TEXTS.es.disclaimer);
});

test('the banner names the reader’s own emergency number when the browser tells the country', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto('/?query=Tengo%20dolor%20en%20el%20pecho&lang=es');
  const banner = page.getByRole('alert').filter({ hasText: '911' });
  await expect(banner).toContainText(emergencyBannerText('es', ['cardiac'], 'MX'));
  await expect(banner).toContainText('911 (México)');
  await context.close();
});

test('a benign look-alike shows no emergency banner', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.ask('What causes heartburn after meals?');
  await search.waitForResult();
  await expect(page.getByRole('alert').filter({ hasText: '911' })).toHaveCount(0);
});

test('the banner shows at once from the browser’s own check when the server cannot be reached', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.open();
  // Offline for searches: the request never leaves, so only the check in the page can warn.
  await page.route('**/api/search', (route) => route.abort('internetdisconnected'));
  await search.ask('my wife suddenly cant lift her right arm and her words come out jumbled');
  const banner = page.getByRole('alert').filter({ hasText: '911' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(SAFETY_TEXTS.en.categories.stroke);
});
