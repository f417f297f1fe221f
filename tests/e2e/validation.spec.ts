import { expect, test } from '@playwright/test';
import { SearchPage } from './pages/search-page.ts';

test('a blank question is never sent', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/search')) searches.push(request.url());
  });
  const search = new SearchPage(page);
  await search.open();
  await expect(search.submit).toBeDisabled();
  await search.queryBox.fill('   ');
  await expect(search.submit).toBeDisabled();
  await search.queryBox.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a question.' }),
  ).toBeVisible();
  expect(searches).toEqual([]);
});

test('Shift+Enter adds a line, and the box grows only to 128 px', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.queryBox.click();
  await page.keyboard.type('first line');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('second line');
  await expect(search.queryBox).toHaveValue('first line\nsecond line');
  await expect(
    page.getByRole('heading', { name: 'Ask Nova, your AI health assistant' }),
  ).toBeVisible();
  for (let line = 0; line < 12; line += 1) {
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type(`line ${line}`);
  }
  const height = await search.queryBox.evaluate(
    (element) => element.getBoundingClientRect().height,
  );
  expect(height).toBeLessThanOrEqual(128);
  expect(height).toBeGreaterThan(60);
});

test('the submit button is disabled while a search runs', async ({ page }) => {
  // The search is held for a few seconds before it reaches the server, so it is still running
  // when the second question has been typed, however fast the answer or slow the machine.
  await page.route('**/api/search', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  const search = new SearchPage(page);
  await search.open();
  await search.ask('What are the symptoms of type 2 diabetes?');
  await search.queryBox.fill('Another question while the first one streams');
  await expect(search.submit).toBeDisabled();
  await search.waitForResult();
  await expect(search.submit).toBeEnabled();
});

test('the server refuses an invalid request with a clear message', async ({ request }) => {
  const response = await request.post('/api/search', {
    data: { query: 'ok', searchType: 'astrology' },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).error).toContain('Invalid search type: astrology');
});
