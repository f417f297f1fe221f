import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FAKE_EUTILS_TRIGGERS } from '../fakes/eutils.ts';
import { SearchPage } from './pages/search-page.ts';

/** WCAG 2.2 AA rules that axe finds broken, one line per node. */
async function violations(page: Page): Promise<string[]> {
  // The result card only, after the stop: a scan can outlast the slow source on a busy machine.
  const results = await new AxeBuilder({ page })
    .include('article')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

test(
  'a slow PubMed shows each source answering, the time waited, and Stop keeps the question',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    const search = new SearchPage(page);
    await search.open();
    // A word of its own per run, so no earlier search has PubMed's answer cached.
    const question = `What are the symptoms of type 2 diabetes? ${FAKE_EUTILS_TRIGGERS.slowSearch}${Date.now()}`;
    const aborted = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/api/search'),
    );
    await search.ask(question);

    const sources = page.getByRole('list', { name: 'Sources being searched' });
    const row = (name: string) => sources.getByRole('listitem').filter({ hasText: name });
    // The e2e stack has a web search configured, so the trusted sites are asked too.
    await expect(sources.getByRole('listitem')).toHaveCount(3);
    await expect(row('MedlinePlus')).toContainText(/\d+ found|Nothing found/);
    await expect(row('Trusted health sites')).toContainText(/\d+ found|Nothing found/);
    await expect(row('PubMed')).toContainText('Waiting…');
    await expect(page.getByText(/^\d+ s so far$/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toHaveCount(1);

    const result = page.locator('article').first();
    await result.screenshot({ path: testInfo.outputPath('waiting.png') });

    await page.getByRole('button', { name: 'Stop' }).click();
    await aborted;
    await expect(
      page.getByText('Search stopped. Your question is still in the form above.'),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Search stopped' })).toHaveCount(1);
    await expect(sources).toHaveCount(0);
    await expect(search.queryBox).toHaveValue(question);
    await expect(search.submit).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Search again' })).toBeFocused();

    await result.screenshot({ path: testInfo.outputPath('stopped.png') });
    expect(await violations(page)).toEqual([]);

    // Search again asks the same question anew.
    await page.getByRole('button', { name: 'Search again' }).click();
    await expect(row('PubMed')).toContainText('Waiting…');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(
      page.getByText('Search stopped. Your question is still in the form above.'),
    ).toBeVisible();
  },
);
