import { expect, test } from '@playwright/test';
import { e2ePorts } from './ports.ts';

const E2E_PORTS = e2ePorts();
import { SearchPage } from './pages/search-page.ts';

test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.evidenceOnly}` });

test('without a model the answer is labelled verbatim evidence excerpts with citations', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.open();
  await expect(page.getByRole('button', { name: 'Evidence-only mode' })).toBeVisible();
  await search.ask('What are the symptoms of type 2 diabetes?');
  await search.waitForResult();
  await expect(page.getByText('Evidence excerpts', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('AI summary', { exact: true })).toHaveCount(0);
  await expect(search.answer).toContainText(/not an AI-written summary/i);
  await expect(search.answer.getByRole('link', { name: /^Reference \d+$/ }).first()).toBeVisible();
  await expect(search.references().first()).toBeVisible();
  await expect(search.disclaimer).toBeVisible();
});

test('the evidence-only label explains itself', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await page.getByRole('button', { name: 'Evidence-only mode' }).click();
  await expect(page.getByText(/No language model is configured/)).toBeVisible();
});
