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
  // Whoever runs the server learns which setting turns a model on, and where to read more.
  const operator = page.getByText(/Running this server\?/);
  await expect(operator).toContainText('OPENAI_API_KEY');
  await expect(operator).toContainText('OPENAI_BASE_URL');
  await expect(operator).toContainText('README, section “Configuration”');
});

test('the operator hint fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const search = new SearchPage(page);
  await search.open();
  await page.getByRole('button', { name: 'Evidence-only mode' }).click();
  const operator = page.getByText(/Running this server\?/);
  await expect(operator).toBeVisible();
  const box = await operator.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
  // No word (the long URL) runs past the popup's edge.
  const overflows = await operator.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(overflows).toBe(false);
});
