import { expect, test } from '@playwright/test';
import { SearchPage } from './pages/search-page.ts';

test('a critical condition streams the warning first and shows a dismissible banner', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.open();
  await search.ask('I have crushing chest pain spreading to my left arm');

  const banner = page.getByRole('alert').filter({ hasText: '911' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('999');
  await search.waitForResult();
  const answerText = (await search.answer.innerText()).trim();
  expect(answerText.indexOf('Possible medical emergency')).toBeGreaterThanOrEqual(0);
  expect(answerText.indexOf('Possible medical emergency')).toBeLessThan(
    answerText.indexOf('Overview'),
  );

  await page.getByRole('button', { name: 'Dismiss emergency warning' }).click();
  await expect(banner).toBeHidden();
});

test('a Spanish emergency is recognised too', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.choose('Answer language', 'Español');
  await search.ask('Mi padre tiene dolor de pecho y no puede respirar');
  await expect(page.getByRole('alert').filter({ hasText: '911' })).toBeVisible();
});

test('a benign look-alike shows no emergency banner', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.ask('What causes heartburn after meals?');
  await search.waitForResult();
  await expect(page.getByRole('alert').filter({ hasText: '911' })).toHaveCount(0);
});
