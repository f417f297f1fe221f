import { expect, test } from '@playwright/test';
import { SearchPage } from './pages/search-page.ts';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(
    page.getByRole('heading', { name: 'Ask Nova, your AI health assistant' }),
  ).toBeVisible();
});

test('the privacy notice opens and closes', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await page.getByRole('button', { name: 'Privacy Notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy Notice' });
  await expect(dialog).toContainText('never stored');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

// The axe scans of every screen, at both widths, are in accessibility.spec.ts.

test('no secret reaches the browser bundle', async ({ page, request }) => {
  await page.goto('/');
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  const lazyChunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of new Set([...scripts, ...lazyChunks])) {
    const body = await (await request.get(url)).text();
    expect(body).not.toContain('fake-openai-key');
    expect(body).not.toContain('fake-firecrawl-key');
    expect(body).not.toMatch(/sk-[A-Za-z0-9]{20,}/);
  }
});
