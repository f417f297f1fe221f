import { expect, test } from '@playwright/test';
import { SearchPage } from './pages/search-page.ts';

test('a query in the URL runs by itself with the type, level and language it names', async ({
  page,
}) => {
  const search = new SearchPage(page);
  const request = page.waitForRequest('**/api/search');
  await page.goto(
    '/?query=Does%20ibuprofen%20interact%20with%20aspirin%3F&type=Drugs&level=Expert&lang=es',
  );
  const body = (await request).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    query: 'Does ibuprofen interact with aspirin?',
    searchType: 'drug-interactions',
    medicalKnowledgeLevel: 'medical-expert',
    language: 'es',
  });
  await search.waitForResult();
  await expect(
    page.getByRole('combobox', { name: 'Search type' }).locator('option:checked'),
  ).toContainText('Drug Interactions');
  await expect(
    page.getByRole('combobox', { name: 'Answer language' }).locator('option:checked'),
  ).toContainText('Español');
});

test("a link's language answers that search only; a language the visitor picks is remembered", async ({
  page,
}) => {
  const search = new SearchPage(page);
  const answerLanguage = page
    .getByRole('combobox', { name: 'Answer language' })
    .locator('option:checked');
  await page.goto('/?query=What%20is%20asthma%3F&lang=es');
  await search.waitForResult();
  await expect(answerLanguage).toContainText('Español');

  // The next visit without `lang` answers in the visitor's own language again.
  await search.open();
  await expect(answerLanguage).toContainText('English');
  const request = page.waitForRequest('**/api/search');
  await search.ask('What is asthma?');
  expect((await request).postDataJSON()).toMatchObject({ language: 'en' });

  // Picking a language in the form, even on a link's page, is the visitor's choice: it stays.
  await search.open('/?lang=es');
  await expect(answerLanguage).toContainText('Español');
  await search.choose('Answer language', 'Français');
  await search.open();
  await expect(answerLanguage).toContainText('Français');
});

test('full names work too, and a URL-triggered search keeps the question when the type changes', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await page.goto('/?query=Asthma%20in%20children&type=health-info&level=some-medical-knowledge');
  await search.waitForResult();
  await search.queryBox.fill('Asthma inhalers');
  await search.choose('Search type', 'Drug Interactions');
  await expect(search.queryBox).toHaveValue('Asthma inhalers');
});

test('invalid values are ignored and the page still works', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open('/?type=Magic&level=guru&lang=xx&usmleStep=step-9');
  await expect(
    page.getByRole('combobox', { name: 'Search type' }).locator('option:checked'),
  ).toContainText('Health Information');
  await search.ask('What is asthma?');
  await search.waitForResult();
});

test('without a URL query, changing the type clears the question', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.queryBox.fill('Aspirin');
  await search.choose('Search type', 'Drug Interactions');
  await expect(search.queryBox).toHaveValue('');
});

test('/ask explains it is only for lab reports; unknown paths show the 404 page', async ({
  page,
}) => {
  await page.goto('/ask?type=Health');
  await expect(page.getByText('This page is only for lab report analysis.')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('textbox', { name: 'Your health question' })).toBeVisible();
});
