import { expect, test } from '@playwright/test';
import { MEDICAL_DISCLAIMER } from '../../src/contract/index.ts';
import { FAKE_MODEL_TRIGGERS } from '../fakes/openai.ts';
import { SearchPage } from './pages/search-page.ts';

const QUESTION = 'What are the symptoms of type 2 diabetes?';

test(
  'the first page introduces the assistant, its form and its sources',
  { tag: '@mobile' },
  async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    await expect(
      page.getByRole('heading', { name: 'Ask Nova, your AI health assistant' }),
    ).toBeVisible();
    await expect(page.getByText('Trusted by healthcare professionals worldwide')).toBeVisible();
    for (const source of ['PubMed', 'MedlinePlus', 'Mayo Clinic', 'CDC', 'WHO']) {
      await expect(page.getByText(source, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Search type' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Knowledge level' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Answer language' })).toBeVisible();
    await expect(page.getByRole('button', { name: /attach/i })).toBeVisible();
    // SPEC's form: attach, dictate, voice-mode and submit buttons.
    await expect(page.getByRole('button', { name: /dictate/i })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Start a voice conversation' })).toHaveCount(1);
    // Search types are offered once their pipeline exists; clinical trials now has one.
    await expect(
      page
        .getByRole('combobox', { name: 'Search type' })
        .getByRole('option', { name: 'Clinical Trials' }),
    ).toHaveCount(1);
  },
);

test(
  'a question streams into a cited answer with references and the disclaimer',
  { tag: '@mobile' },
  async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    // Retrieval may be served from the server's cache by now; hold the request back a moment so
    // the skeleton is on screen long enough to be seen, whatever ran before.
    await page.route('**/api/search', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    // At a reading pace, so the streaming state lasts long enough to be seen on a busy machine.
    const paced = `${QUESTION} ${FAKE_MODEL_TRIGGERS.pacedStream}`;
    await search.ask(paced);

    await expect(page.getByText('Searching medical databases...')).toBeVisible();
    await expect(page.getByText('Streaming response from medical databases...')).toBeVisible();
    await expect(search.answer).not.toHaveAttribute('aria-live');
    await search.waitForResult();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Medical Information' }),
    ).toBeVisible();
    await expect(page.getByText(paced, { exact: true })).toBeVisible();
    await expect(page.getByText(/Asked/)).toBeVisible();
    await expect(page.getByText('Level: No medical experience')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Evidence-Based Summary' })).toBeVisible();
    await expect(page.getByText('AI summary', { exact: true })).toBeVisible();
    await expect(
      search.answer.getByRole('heading', { name: 'When to See a Doctor' }),
    ).toBeVisible();

    const referencesToggle = page.getByRole('button', { name: /^References \(\d+\)$/ });
    const count = Number((await referencesToggle.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    await expect(search.references()).toHaveCount(count);

    const pubmedLink = search.references().first().getByRole('link').first();
    await expect(pubmedLink).toHaveAttribute(
      'href',
      /^https:\/\/pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/$/,
    );
    await expect(pubmedLink).toHaveAttribute('target', '_blank');
    await expect(pubmedLink).toHaveAttribute('rel', /noopener/);

    // An inline citation jumps to its reference.
    await search.answer.getByRole('link', { name: 'Reference 1' }).first().click();
    await expect(page.locator('#ref-1')).toBeInViewport();

    // The list collapses and opens again.
    await referencesToggle.click();
    await expect(search.references().first()).toBeHidden();
    await referencesToggle.click();
    await expect(search.references().first()).toBeVisible();

    await expect(search.disclaimer).toHaveText(MEDICAL_DISCLAIMER);
  },
);

test('Start New Search clears the conversation back to the first page', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.ask(QUESTION);
  await search.waitForResult();
  await page.getByRole('button', { name: 'Start New Search' }).click();
  await expect(
    page.getByRole('heading', { name: 'Ask Nova, your AI health assistant' }),
  ).toBeVisible();
  await expect(search.answer).toHaveCount(0);
  await expect(search.queryBox).toHaveValue('');
});
