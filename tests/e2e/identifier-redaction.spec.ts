import { expect, test } from '@playwright/test';
import { SearchPage } from './pages/search-page.ts';

const QUESTION =
  'My husband Jonas Berg (tel. +44 7700 900123) takes metformin 500 mg twice a day. Can it cause diarrhoea?';

test(
  'a question leaves the browser with its identifiers held back, redacted off the main thread',
  { tag: '@mobile' },
  async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const search = new SearchPage(page);
    await search.open();

    const sent = page.waitForRequest('**/api/search');
    await search.ask(QUESTION);
    const body = (await sent).postDataJSON() as { query: string };
    expect(body.query).not.toMatch(/Jonas|Berg|7700|900123/);
    expect(body.query).toContain('[NAME]');
    expect(body.query).toContain('metformin 500 mg twice a day');
    await search.waitForResult();
    expect(workers.some((url) => /redactor/.test(url))).toBe(true);
  },
);
