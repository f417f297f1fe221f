import { expect, test } from '@playwright/test';
import { e2ePorts } from './ports.ts';
import { SearchPage } from './pages/search-page.ts';

const QUESTION = 'Can I take ibuprofen with lisinopril?';

test(
  'a drug interaction analysis rates each interaction and cites FDA label sections',
  { tag: '@mobile' },
  async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    await search.choose('Search type', 'Drug Interactions');
    await search.ask(QUESTION);
    await search.waitForResult();

    await expect(page.getByRole('heading', { name: 'Drug Interaction Analysis' })).toBeVisible();
    const glance = page.getByRole('region', { name: 'Interactions at a glance' });
    const found = glance.getByRole('list', { name: 'Interactions found' }).getByRole('listitem');
    await expect(found).toHaveCount(1);
    await expect(found.first()).toContainText('Ibuprofen + Lisinopril');
    await expect(found.first()).toContainText('Moderate');
    // The scale is explained: all four levels of the severity scheme.
    for (const level of ['Mild', 'Moderate', 'Severe', 'Contraindicated']) {
      await expect(glance.getByText(level, { exact: true }).last()).toBeVisible();
    }

    await expect(search.answer).toContainText('severity: moderate');
    await expect(search.answer).toContainText('What to do:');
    await expect(search.answer.getByRole('link', { name: 'Reference 1' }).first()).toBeVisible();

    // The first references are the FDA labels (DailyMed), then the PubMed articles.
    const first = search.references().first();
    await expect(first).toContainText('FDA label');
    await expect(first).toContainText('Ibuprofen drug label: Drug Interactions');
    await expect(first.getByRole('link').first()).toHaveAttribute(
      'href',
      /dailymed\.nlm\.nih\.gov/,
    );
    await expect(search.references().filter({ hasText: 'PubMed' }).first()).toBeVisible();
    await expect(search.disclaimer).toBeVisible();
  },
);

test.describe('without a model', () => {
  test.use({ baseURL: `http://127.0.0.1:${e2ePorts().evidenceOnly}` });

  test('the answer is the label excerpts, labelled as excerpts, with their citations', async ({
    page,
  }) => {
    const search = new SearchPage(page);
    await search.open();
    await search.choose('Search type', 'Drug Interactions');
    await search.ask(QUESTION);
    await search.waitForResult();
    await expect(search.answer).toContainText('FDA label excerpts');
    await expect(search.answer).toContainText(/not an AI-written summary/i);
    await expect(search.answer).toContainText('NSAIDs may diminish the antihypertensive effect');
    await expect(search.answer.getByRole('link', { name: 'Reference 1' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Interactions at a glance' })).toHaveCount(0);
  });
});
