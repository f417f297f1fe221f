import { expect, test } from '@playwright/test';
import { SearchPage } from './pages/search-page.ts';

test('a Spanish question is answered in Spanish with Spanish section headings', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.open();
  await search.choose('Answer language', 'Español');
  await search.ask('¿Cuáles son los síntomas de la diabetes tipo 2?');
  await search.waitForResult();
  await expect(search.answer.getByRole('heading', { name: 'Descripción general' })).toBeVisible();
  await expect(
    search.answer.getByRole('heading', { name: 'Cuándo consultar al médico' }),
  ).toBeVisible();
  await expect(search.references().first()).toBeVisible();
});

test('an Arabic answer is laid out right to left', { tag: '@mobile' }, async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.choose('Answer language', 'العربية');
  await search.ask('What are the symptoms of type 2 diabetes?');
  await search.waitForResult();
  await expect(search.answer).toHaveAttribute('dir', 'rtl');
  await expect(search.answer.getByRole('heading').first()).toBeVisible();
});

test('the knowledge level changes the sections of the answer', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.choose('Knowledge level', 'Medical expert');
  await search.ask('What are the symptoms of type 2 diabetes?');
  await search.waitForResult();
  await expect(page.getByText('Level: Medical expert')).toBeVisible();
  for (const heading of ['Clinical Summary', 'Pathophysiology', 'Evidence Review', 'Limitations']) {
    await expect(search.answer.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(search.answer.getByRole('heading', { name: 'What You Can Do' })).toHaveCount(0);
});

test('USMLE preparation replaces the level with the step selector', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.choose('Search type', 'USMLE Preparation');
  await expect(page.getByRole('combobox', { name: 'Knowledge level' })).toHaveCount(0);
  await search.choose('USMLE step', 'Step 2 CK - clinical knowledge');
  await search.ask('Workup of new-onset atrial fibrillation');
  await search.waitForResult();
  await expect(page.getByText('Level: Medical expert')).toBeVisible();
  // The form keeps the type and step, so the next question is the same kind of search.
  await expect(
    page.getByRole('combobox', { name: 'Search type' }).locator('option:checked'),
  ).toHaveText(/USMLE Preparation/);
  await expect(
    page.getByRole('combobox', { name: 'USMLE step' }).locator('option:checked'),
  ).toHaveText(/Step 2 CK/);
});
