import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import {
  encodeSharePayload,
  type CitationQuotes as QuotesPart,
  type Reference,
  type SharePayload,
} from '../../src/contract/index.ts';
import { citedSentences, markCitations } from '../../src/shared/citations/index.ts';
import { CitationQuotes } from './pages/citation-quotes.ts';
import { SearchPage } from './pages/search-page.ts';
import { FAKE_MODEL_TRIGGERS } from '../fakes/openai.ts';

const QUESTION = 'What are the symptoms of type 2 diabetes?';

/** Screenshots a reviewer looks at: the popover over the answer, at the project's width. */
async function snapshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
}

async function answered(page: Page, question: string): Promise<CitationQuotes> {
  const search = new SearchPage(page);
  await search.open();
  await search.ask(question);
  await search.waitForResult();
  const quotes = new CitationQuotes(page, search.answer);
  // The quotes follow the result: the markers change once they arrive.
  await expect(quotes.quoted.first()).toBeVisible();
  return quotes;
}

test('every citation of an answer shows the quote behind it on Tab, and Escape hides it', async ({
  page,
}) => {
  const quotes = await answered(page, QUESTION);
  // The fake model cites sentences its sources say: nothing is left unquoted or unsupported.
  await expect(quotes.notFound).toHaveCount(0);
  await expect(quotes.linked).toHaveCount(await quotes.quoted.count());

  const marker = await quotes.tabTo(quotes.quoted);
  const n = await quotes.numberOf(marker);
  await expect(quotes.popover).toBeVisible();
  await expect(quotes.quoteText()).not.toHaveText('');
  await expect(quotes.popover).toContainText(`[${n}]`);
  await expect(marker).toHaveAccessibleName(`Reference ${n}`);
  await expect(marker).toHaveAccessibleDescription(/\S/);
  await snapshot(page, 'citation-quote');

  await page.keyboard.press('Escape');
  await expect(quotes.popover).toBeHidden();
  // Focus stays where it was, and Enter still goes to the reference.
  await expect(marker).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(`#ref-${n}`)).toBeFocused();
});

test(
  'a tap on a citation opens its quote inside a phone screen, with the way to its reference',
  { tag: '@mobile-only' },
  async ({ page }) => {
    const quotes = await answered(page, QUESTION);
    const marker = quotes.quoted.first();
    const n = await quotes.numberOf(marker);
    await marker.scrollIntoViewIfNeeded();

    await marker.tap();
    await expect(quotes.popover).toBeVisible();
    await expect(quotes.quoteText()).not.toHaveText('');
    await quotes.expectPopoverInsideWindow();
    // The first tap only opened the quote; the page did not jump away.
    await expect(page.locator(`#ref-${n}`)).not.toBeFocused();
    await snapshot(page, 'citation-quote');

    await page.getByRole('heading', { name: 'Evidence-Based Summary' }).tap();
    await expect(quotes.popover).toBeHidden();

    await marker.tap();
    await quotes.popover.getByRole('button', { name: `Go to reference ${n}` }).tap();
    await expect(quotes.popover).toBeHidden();
    await expect(page.locator(`#ref-${n}`)).toBeFocused();
  },
);

test('a sentence its source does not support is marked "Not found in source 1"', async ({
  page,
}) => {
  const quotes = await answered(page, `${QUESTION} ${FAKE_MODEL_TRIGGERS.unsupported}`);
  const marker = quotes.notFound.first();
  await expect(marker).toHaveAccessibleName('Reference 1, not found in source 1');
  await expect(marker).toHaveText('1?');

  await marker.hover();
  await expect(quotes.popover).toContainText('Not found in source 1');
  await expect(quotes.quoteText()).toHaveCount(0);
  await snapshot(page, 'citation-not-found');
});

test('the reference list shows the quotes the answer used from each source', async ({ page }) => {
  const quotes = await answered(page, QUESTION);
  const count = await quotes.quoted.count();
  const shown = new Map<number, Set<string>>();
  for (let seen = 0; seen < count; seen += 1) {
    const marker = await quotes.tabTo(quotes.quoted);
    const n = await quotes.numberOf(marker);
    const text = (await quotes.quoteText().textContent()) ?? '';
    shown.set(n, (shown.get(n) ?? new Set()).add(text));
  }
  for (const [n, texts] of shown) {
    const listed = await quotes.listedQuotes(n);
    // Each quote once, every one the markers showed.
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.toSorted()).toEqual([...texts].toSorted());
  }
});

// A link carries its quotes: the shared page needs no server to show them.
const REFERENCE: Reference = {
  n: 1,
  kind: 'pubmed',
  title: 'Effect of longer-term modest salt reduction on blood pressure',
  url: 'https://pubmed.ncbi.nlm.nih.gov/23558162/',
  source: 'BMJ',
  year: '2013',
  pmid: '23558162',
};
const ANSWER =
  'Eating less salt lowers blood pressure [1]. Walking every day cures hypertension for good [1].';
const QUOTE =
  'A modest reduction in salt intake for four or more weeks causes significant and, from a population viewpoint, important falls in blood pressure.';

function sharedLink(): string {
  const tree = fromMarkdown(ANSWER, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  markCitations(tree);
  const [supported, unsupported] = citedSentences(tree);
  if (!supported || !unsupported) throw new Error('expected two cited sentences');
  const quotesPart: QuotesPart = {
    sentences: [
      { key: supported.key, citations: [{ n: 1, quote: QUOTE }] },
      { key: unsupported.key, citations: [{ n: 1, quote: null }] },
    ],
  };
  const at = '2026-03-01T10:00:00.000Z';
  const message = {
    timestamp: at,
    searchType: 'health-info',
    medicalKnowledgeLevel: 'no-medical-experience',
  } as const;
  const payload: SharePayload = {
    generatedAt: at,
    messages: [
      { ...message, type: 'user', content: 'Does salt raise blood pressure?' },
      {
        ...message,
        type: 'assistant',
        content: ANSWER,
        references: [REFERENCE],
        quotes: quotesPart,
      },
    ],
  };
  return `/shared-conversation?data=${encodeURIComponent(encodeSharePayload(payload))}`;
}

test(
  'a shared link shows the same quotes and the same not-found mark',
  { tag: '@mobile' },
  async ({ page, isMobile }) => {
    await page.goto(sharedLink());
    const quotes = new CitationQuotes(page, page.getByTestId('shared-message').last());
    const marker = quotes.quoted.first();
    await expect(marker).toHaveAccessibleName('Reference 1');
    await expect(quotes.notFound).toHaveAccessibleName('Reference 1, not found in source 1');

    if (isMobile) await marker.tap();
    else await marker.hover();
    await expect(quotes.quoteText()).toHaveText(QUOTE);
    await expect(quotes.popover).toContainText(REFERENCE.title);
    await expect(quotes.popover).toContainText('BMJ · 2013');
    await quotes.expectPopoverInsideWindow();
    await snapshot(page, 'shared-citation-quote');
    // Open, the popover and the amber mark meet WCAG 2.1 AA like the rest of the page.
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(quotes.popover).toBeHidden();
    expect(await quotes.listedQuotes(1)).toEqual([QUOTE]);
  },
);
