import { readFile } from 'node:fs/promises';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-bibtex';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { evidenceRank, MEDICAL_DISCLAIMER, type StudyType } from '../../src/contract/index.ts';
import { e2ePorts } from './ports.ts';
import { SearchPage } from './pages/search-page.ts';
import { SharedConversationPage, ShareDialogPage } from './pages/shared-conversation-page.ts';

const QUESTION = 'What are the symptoms of type 2 diabetes?';
const SCREENS = '/work/notes/screens/evidence';
// A long element is captured by scrolling; the sticky page header would be painted across it.
const NO_STICKY = '.sticky { position: static !important; }';

type RisRecord = Record<string, string | string[]>;

const text = async (download: Promise<Download>): Promise<{ name: string; body: string }> => {
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), body: await readFile(path, 'utf8') };
};

/** The reference list as shown: each entry's number, study type and whether it is an article. */
async function shownReferences(
  list: Locator,
): Promise<{ n: string; type?: StudyType; kind: 'pubmed' | 'web' }[]> {
  return list.locator('li[id^="ref-"]').evaluateAll((items) =>
    items.map((item) => ({
      n: item.id.replace('ref-', ''),
      type: (item.querySelector('[data-study-type]')?.getAttribute('data-study-type') ??
        undefined) as StudyType | undefined,
      kind: /PMID \d+/.test(item.textContent ?? '') ? ('pubmed' as const) : ('web' as const),
    })),
  );
}

/** Downloads RIS, BibTeX and Markdown from a reference list and reads each back with a real parser. */
async function downloadAndParse(page: Page, scope: Locator, expectedPmids: string[]) {
  const ris = await text(
    Promise.all([
      page.waitForEvent('download'),
      scope.getByRole('button', { name: 'References as RIS' }).click(),
    ]).then(([download]) => download),
  );
  expect(ris.name).toMatch(/-references\.ris$/);
  const records = plugins.input.chainLink(ris.body) as RisRecord[];
  expect(records.length).toBeGreaterThanOrEqual(expectedPmids.length);
  expect(records.filter((record) => record['TY'] === 'JOUR').map((record) => record['AN'])).toEqual(
    expectedPmids,
  );
  for (const record of records) expect(record['TI']).toBeTruthy();

  const bib = await text(
    Promise.all([
      page.waitForEvent('download'),
      scope.getByRole('button', { name: 'References as BibTeX' }).click(),
    ]).then(([download]) => download),
  );
  expect(bib.name).toMatch(/-references\.bib$/);
  const entries = (await Cite.async(bib.body, { forceType: '@biblatex/text' })).data;
  expect(entries).toHaveLength(records.length);
  expect(entries.filter((entry) => entry['PMID']).map((entry) => entry['PMID'])).toEqual(
    expectedPmids,
  );
  const keys = entries.map((entry) => entry['citation-key']);
  expect(new Set(keys).size).toBe(keys.length);

  const md = await text(
    Promise.all([
      page.waitForEvent('download'),
      scope.getByRole('button', { name: 'Answer (Markdown)' }).click(),
    ]).then(([download]) => download),
  );
  expect(md.name).toMatch(/\.md$/);
  expect(md.body.startsWith(`# ${QUESTION}\n`)).toBe(true);
  expect(md.body).toMatch(/\[\d+\]/);
  expect(md.body).toContain('\n## References\n');
  for (const pmid of expectedPmids) expect(md.body).toContain(`PMID: ${pmid}.`);
  expect(md.body.trim().endsWith(`*${MEDICAL_DISCLAIMER}*`)).toBe(true);
  return { records, entries, markdown: md.body };
}

test(
  'references show study types, reorder by strength and export as RIS, BibTeX and Markdown',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    const search = new SearchPage(page);
    await search.open();
    await search.ask(QUESTION);
    await search.waitForResult();

    const list = page.getByRole('region', { name: /^References \(\d+\)$/ });
    await expect(list.locator('[data-study-type]').first()).toBeVisible();
    const cited = await shownReferences(list);
    const types = cited.map((entry) => entry.type).filter(Boolean);
    // The fixture corpus gives this question articles of several designs.
    expect(new Set(types).size).toBeGreaterThanOrEqual(2);
    expect(cited.map((entry) => Number(entry.n))).toEqual(
      [...cited.map((entry) => Number(entry.n))].sort((a, b) => a - b),
    );
    await expect(list.getByText('Systematic review', { exact: true })).toBeVisible();
    await list.scrollIntoViewIfNeeded();
    await list.screenshot({
      path: `${SCREENS}/reference-list-${testInfo.project.name}.png`,
      style: NO_STICKY,
    });

    await list.getByRole('button', { name: 'Strongest evidence first' }).click();
    await expect(list.getByRole('button', { name: 'Strongest evidence first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const strongest = await shownReferences(list);
    expect(strongest.map((entry) => entry.n).sort()).toEqual(cited.map((entry) => entry.n).sort());
    const ranks = strongest.map((entry) =>
      evidenceRank({ kind: entry.kind, ...(entry.type ? { studyType: entry.type } : {}) }),
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(strongest[0]?.type).toBe('systematic-review');
    await list.screenshot({
      path: `${SCREENS}/reference-list-strongest-${testInfo.project.name}.png`,
    });

    // Citations still lead to their own entry.
    const firstCitation = search.answer.getByRole('link', { name: /^Reference \d+$/ }).first();
    const citedNumber = (await firstCitation.textContent())?.trim() ?? '';
    await firstCitation.click();
    await expect(page.locator(`#ref-${citedNumber}`)).toBeFocused();

    // Files list the references in the order shown.
    const pmids = await list
      .locator('li[id^="ref-"]')
      .evaluateAll((items) =>
        items.flatMap((item) => /PMID (\d+)/.exec(item.textContent ?? '')?.[1] ?? []),
      );
    await downloadAndParse(page, list, pmids);
  },
);

test('a shared conversation lists the labelled references and exports them too', async ({
  page,
  browser,
  baseURL,
}) => {
  const search = new SearchPage(page);
  await search.open();
  await search.ask(QUESTION);
  await search.waitForResult();
  const share = new ShareDialogPage(page);
  await share.open();
  await share.generate.click();
  const link = await share.link.inputValue();

  const fresh = await browser.newContext({ baseURL, acceptDownloads: true });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(new SharedConversationPage(other).heading).toBeVisible();
  const list = other.getByRole('region', { name: /^References \(\d+\)$/ });
  await expect(list.getByText('Systematic review', { exact: true })).toBeVisible();
  // Citations in the shared answer now lead to their references.
  const citation = other.getByRole('link', { name: /^Reference \d+$/ }).first();
  const n = (await citation.textContent())?.trim() ?? '';
  await citation.click();
  await expect(other.locator(`#ref-${n}`)).toBeFocused();

  const pmids = await list
    .locator('li[id^="ref-"]')
    .evaluateAll((items) =>
      items.flatMap((item) => /PMID (\d+)/.exec(item.textContent ?? '')?.[1] ?? []),
    );
  expect(pmids.length).toBeGreaterThan(0);
  await downloadAndParse(other, list, pmids);
  await fresh.close();
});

test('a link made before references were shared still exports the answer as Markdown', async ({
  page,
}) => {
  const at = '2026-03-01T10:00:00.000Z';
  const old = {
    generatedAt: at,
    messages: [
      {
        type: 'user',
        content: QUESTION,
        timestamp: at,
        searchType: 'health-info',
        medicalKnowledgeLevel: 'no-medical-experience',
      },
      {
        type: 'assistant',
        content: 'Thirst and tiredness [1].',
        timestamp: at,
        searchType: 'health-info',
        medicalKnowledgeLevel: 'no-medical-experience',
      },
    ],
  };
  await page.goto(`/shared-conversation?data=${encodeURIComponent(btoa(JSON.stringify(old)))}`);
  await expect(new SharedConversationPage(page).heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'References as RIS' })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Answer (Markdown)' }).click(),
  ]);
  const body = await readFile(await download.path(), 'utf8');
  expect(body).toContain('Thirst and tiredness [1].');
  expect(body).not.toContain('## References');
  expect(body).toContain(MEDICAL_DISCLAIMER);
});

test.describe('without a model', () => {
  test.use({ baseURL: `http://127.0.0.1:${e2ePorts().evidenceOnly}` });

  test('the evidence excerpts come with labelled references that export', async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    await search.ask(QUESTION);
    await search.waitForResult();
    await expect(search.answer).toContainText(/not an AI-written summary/i);
    const list = page.getByRole('region', { name: /^References \(\d+\)$/ });
    await expect(list.getByText('Systematic review', { exact: true })).toBeVisible();
    await expect(list.getByText('Randomised trial', { exact: true })).toBeVisible();
    const pmids = await list
      .locator('li[id^="ref-"]')
      .evaluateAll((items) =>
        items.flatMap((item) => /PMID (\d+)/.exec(item.textContent ?? '')?.[1] ?? []),
      );
    await downloadAndParse(page, list, pmids);
  });
});
