import { expect, test } from '@playwright/test';
import { SEARCH_ERROR_TEXT } from '../../src/contract/index.ts';
import { SearchPage } from './pages/search-page.ts';

test('a model failing before its answer shows the labelled excerpts and why', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.ask('What are the symptoms of type 2 diabetes? FAKEMODELERROR');
  await search.waitForResult();
  await expect(
    search.answer.getByText(/The AI model service answered with an error \(HTTP 500\)/),
  ).toBeVisible();
  await expect(search.answer.getByText(/Evidence excerpts/).first()).toBeVisible();
  await expect(page.getByText(SEARCH_ERROR_TEXT)).toHaveCount(0);
});

test('a model stream that breaks off is reported, not shown as a complete answer', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.open();
  await search.ask('What are the symptoms of type 2 diabetes? FAKEMODELBREAK');
  await expect(page.getByText(SEARCH_ERROR_TEXT)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a citation that points nowhere is marked and not linked', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.ask('What are the symptoms of type 2 diabetes? FAKEMODELBADCITATION');
  await search.waitForResult();
  const unmatched = search.answer.locator('[data-citation-status="unmatched"]');
  await expect(unmatched.first()).toBeVisible();
  await expect(unmatched.first()).toHaveAttribute('title', 'Citation not found in the references');
  expect(await unmatched.first().evaluate((element) => element.closest('a'))).toBeNull();
});

test('hostile markup in a model reply renders as inert text', async ({ page }) => {
  const remote: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) remote.push(request.url());
  });
  const search = new SearchPage(page);
  await search.open();
  await search.ask('What are the symptoms of type 2 diabetes? FAKEMODELXSS');
  await search.waitForResult();
  await expect(search.answer.getByText('Safe sentence after the payloads.')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
  ).toBeUndefined();
  await expect(
    search.answer.locator('script, img, svg[onload], iframe, object, embed'),
  ).toHaveCount(0);
  const hrefs = await search.answer
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).toMatch(/^(https?:|#ref-)/);
  expect(remote).toEqual([]);
});
