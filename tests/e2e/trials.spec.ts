import { expect, test, type Page } from '@playwright/test';
import { SearchPage } from './pages/search-page.ts';
import { TrialListSection } from './pages/trial-list.ts';
import { e2ePorts } from './ports.ts';
import { FAKE_CTGOV_TRIGGERS } from '../fakes/clinical-trials.ts';

const E2E_PORTS = e2ePorts();
const QUESTION = 'melanoma trials for a 54-year-old woman after surgery';

async function askForTrials(page: Page, question: string, location = '') {
  const search = new SearchPage(page);
  const list = new TrialListSection(page);
  await search.open();
  await expect(list.locationField).toHaveCount(0);
  await search.choose('Search type', 'Clinical Trials');
  await expect(list.locationField).toBeVisible();
  if (location) await list.locationField.fill(location);
  await search.ask(question);
  return { search, list };
}

test(
  'a patient finds trials, reads the summary, expands a row and opens the registry',
  { tag: '@mobile' },
  async ({ page }) => {
    const requests: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search')) requests.push(request.postDataJSON());
    });
    const { search, list } = await askForTrials(page, QUESTION, 'Boston');
    await search.waitForResult();

    await expect(page.getByRole('heading', { name: 'Clinical Trials', exact: true })).toBeVisible();
    await expect(search.answer).toContainText('Trials to look at');
    await expect(search.answer.getByRole('link', { name: 'Reference 1' }).first()).toBeVisible();
    await expect(search.references().first()).toContainText(/NCT\d{8}|Pembrolizumab|Vaccine/i);
    expect(requests[0]).toMatchObject({ searchType: 'clinical-trials', location: 'Boston' });

    await expect(list.section).toBeVisible();
    await expect(list.rows).toHaveCount(3);
    const first = list.row(1);
    await expect(first.getByText('Recruiting', { exact: true })).toBeVisible();
    await expect(first.getByText('New', { exact: true })).toBeVisible();
    await expect(list.section.getByText(/^\+\d+ more$/).first()).toBeVisible();

    await expect(list.section.getByText('Potential Match').first()).toBeVisible();
    await expect(list.section.getByText('Analyzing...')).toHaveCount(0);

    await first.getByRole('button', { name: 'Show details' }).click();
    await expect(first.getByRole('heading', { name: 'AI Patient Fit Analysis' })).toBeVisible();
    await expect(
      first.getByText(/^(Likely eligible|Possibly eligible|Likely not eligible)$/),
    ).toBeVisible();
    await expect(first.getByText('54-year-old').first()).toBeVisible();
    await expect(first.getByRole('heading', { name: 'Study Summary' })).toBeVisible();
    await expect(first.getByRole('heading', { name: 'Eligibility Criteria' })).toBeVisible();
    await expect(first.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
    const registryLink = first.getByRole('link', { name: /View Full Trial Details/ });
    await expect(registryLink).toHaveAttribute('target', '_blank');
    await expect(registryLink).toHaveAttribute(
      'href',
      /^https:\/\/clinicaltrials\.gov\/study\/NCT\d{8}$/,
    );
    await page
      .context()
      .route('https://clinicaltrials.gov/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Registry</title>registry page' }),
      );
    const [popup] = await Promise.all([page.waitForEvent('popup'), registryLink.click()]);
    expect(popup.url()).toMatch(/clinicaltrials\.gov\/study\/NCT\d{8}/);
    await popup.close();
    await first.getByRole('button', { name: 'Hide details' }).click();
    await expect(first.getByRole('heading', { name: 'Study Summary' })).toHaveCount(0);
  },
);

test('the list shows 3 trials, View N More Trials shows all, Show Less folds it', async ({
  page,
}) => {
  const fitBodies: { trials: unknown[] }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/clinical-trials/fit')) fitBodies.push(request.postDataJSON());
  });
  const { search, list } = await askForTrials(page, QUESTION);
  await search.waitForResult();
  await expect(list.rows).toHaveCount(3);
  const more = list.section.getByRole('button', { name: /^View \d+ More Trials?$/ });
  const label = (await more.textContent()) ?? '';
  const hidden = Number(/View (\d+)/.exec(label)?.[1]);
  await more.click();
  await expect(list.rows).toHaveCount(3 + hidden);
  // Only the trials on screen are analysed: 3 first, then the rest up to 10.
  await expect.poll(() => fitBodies.length).toBeGreaterThanOrEqual(2);
  expect(fitBodies[0]?.trials).toHaveLength(3);
  expect(fitBodies.at(-1)?.trials.length).toBeLessThanOrEqual(7);
  await expect(list.section.getByText('Not yet recruiting').first()).toBeVisible();
  await list.section.getByRole('button', { name: 'Show Less' }).click();
  await expect(list.rows).toHaveCount(3);
});

test('no matching trials shows the empty list and the fixed text', async ({ page }) => {
  const { search, list } = await askForTrials(page, 'zebrafish xenotransplant studies');
  await search.waitForResult();
  await expect(search.answer).toContainText(
    'No clinical trials found for the specified criteria. Please try different search terms or expand your location search.',
  );
  await expect(list.section.getByText('No clinical trials found', { exact: true })).toBeVisible();
});

test('a registry failure is reported with its status', async ({ page }) => {
  const { list } = await askForTrials(page, QUESTION, FAKE_CTGOV_TRIGGERS.serverError);
  await expect(page.getByText('Clinical trials registry error: 500')).toBeVisible({
    timeout: 15_000,
  });
  await expect(list.section).toHaveCount(0);
});

test.describe('without a model', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.evidenceOnly}` });

  test('the list, ranking and details still work with a plain listing', async ({ page }) => {
    const { search, list } = await askForTrials(page, QUESTION);
    await search.waitForResult();
    await expect(search.answer).toContainText('Matching clinical trials');
    await expect(list.rows).toHaveCount(3);
    await expect(list.row(1).getByText('Recruiting', { exact: true })).toBeVisible();
    await list.row(1).getByRole('button', { name: 'Show details' }).click();
    await expect(list.row(1).getByRole('heading', { name: 'Eligibility Criteria' })).toBeVisible();
    await expect(
      list.row(1).getByText(/Only the age limits, sex and healthy-volunteer rule/),
    ).toBeVisible();
    await expect(list.section.getByText('Potential Match')).toHaveCount(0);
  });
});
