import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { FlashcardsModal } from './pages/flashcards-modal.ts';
import { e2ePorts } from './ports.ts';
import { SearchPage } from './pages/search-page.ts';

async function usmleResult(page: Page, topic: string, step = 'Step 2 CK - clinical knowledge') {
  const search = new SearchPage(page);
  await search.open();
  await search.choose('Search type', 'USMLE Preparation');
  await expect(page.getByRole('combobox', { name: 'Knowledge level' })).toHaveCount(0);
  await search.choose('USMLE step', step);
  await search.ask(topic);
  await search.waitForResult();
  return search;
}

test(
  'the USMLE journey: step selector, expert answer, and the whole flashcard flow',
  { tag: '@mobile' },
  async ({ page }) => {
    test.setTimeout(90_000);
    const search = await usmleResult(page, 'metformin in type 2 diabetes');
    await expect(page.getByText('Level: Medical expert')).toBeVisible();
    await expect(search.answer).toBeVisible();

    const cards = new FlashcardsModal(page);
    await cards.openFromResult();
    await expect(page.getByText('15 multiple-choice questions generated.')).toBeVisible();
    await cards.expectPosition(1);
    await expect(cards.options).toHaveCount(4);
    await cards.expectFreshCard();

    // A wrong pick is marked wrong; changing it before reveal is allowed; reveal locks the options.
    await cards.option('B').click();
    await expect(cards.option('B')).toContainText('Incorrect');
    await cards.option('A').click();
    await expect(cards.option('A')).toContainText('Correct');
    await expect(cards.option('B')).not.toContainText('Incorrect');
    await cards.reveal.click();
    await expect(cards.dialog.getByText('Answer: A. Metformin')).toBeVisible();
    await expect(cards.option('C')).toHaveAttribute('aria-disabled', 'true');
    await cards.option('C').click({ force: true });
    await expect(cards.option('C')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards.option('A')).toHaveAttribute('aria-pressed', 'true');

    // Next, previous and a click in the list clear selection and reveal.
    await cards.next.click();
    await cards.expectPosition(2);
    await cards.expectFreshCard();
    await cards.option('C').click();
    await cards.previous.click();
    await cards.expectPosition(1);
    await cards.expectFreshCard();
    await cards.option('D').click();
    await cards.cardList.getByRole('button', { name: 'Card 11 (Hard)' }).click();
    await cards.expectPosition(11);
    await cards.expectFreshCard();

    // Reset Quiz returns to the first card, clean.
    await cards.option('A').click();
    await cards.reveal.click();
    await cards.reset.click();
    await cards.expectPosition(1);
    await cards.expectFreshCard();

    // Regenerate replaces the set and starts at its first card.
    await cards.next.click();
    await cards.regenerate.click();
    await cards.expectPosition(1);

    // Download: a text file with options lettered A-D.
    const downloadPromise = page.waitForEvent('download');
    await cards.download.click();
    const file = await downloadPromise;
    expect(file.suggestedFilename()).toBe(
      'usmle-step-2-flashcards-metformin-in-type-2-diabetes.txt',
    );
    const text = await readFile((await file.path()) ?? '', 'utf8');
    expect(text).toContain('1. [easy] Which drug is first-line pharmacotherapy');
    expect(text).toContain(
      '   A. Metformin\n   B. Glipizide\n   C. Insulin glargine\n   D. Pioglitazone',
    );
    expect(text).toContain('   Answer: A. Metformin');
    expect(text.match(/^\d+\. \[/gm)).toHaveLength(15);

    // Keyboard: Escape closes; the set comes back after a reload in the same session.
    await page.keyboard.press('Escape');
    await expect(cards.dialog).toBeHidden();
    const generations = await page.evaluate(
      () => Object.keys(sessionStorage).filter((k) => k.startsWith('nova.flashcards.')).length,
    );
    expect(generations).toBe(1);
  },
);

test('the set is restored from the session for the same topic and step', async ({ page }) => {
  test.setTimeout(60_000);
  await usmleResult(page, 'metformin in type 2 diabetes', 'Step 1 - foundational sciences');
  const cards = new FlashcardsModal(page);
  await cards.openFromResult();
  await cards.next.click();
  await page.keyboard.press('Escape');

  let calls = 0;
  await page.route('**/api/flashcards', async (route) => {
    calls += 1;
    await route.continue();
  });
  await page.reload();
  await usmleResult(page, 'metformin in type 2 diabetes', 'Step 1 - foundational sciences');
  await cards.openFromResult();
  await cards.expectPosition(1);
  await expect(cards.options.first()).toContainText('Metformin');
  expect(calls).toBe(0);
});

test('the modal is keyboard operable', async ({ page }) => {
  await usmleResult(page, 'metformin in type 2 diabetes', 'Step 3 - practice and management');
  const cards = new FlashcardsModal(page);
  await cards.generateButton.focus();
  await page.keyboard.press('Enter');
  await expect(cards.dialog).toBeVisible();
  await cards.option('A').focus();
  await page.keyboard.press('Space');
  await expect(cards.option('A')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(cards.reveal).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards.dialog.getByText('Answer: A. Metformin')).toBeVisible();
});

test('a failed generation shows the destructive toast', async ({ page }) => {
  await usmleResult(page, 'FAKEMODELBADFLASHCARDS metformin in type 2 diabetes');
  const cards = new FlashcardsModal(page);
  await cards.generateButton.click();
  await expect(page.getByText('Generation Failed')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Failed to generate flashcards. Please try again.')).toBeVisible();
  await expect(cards.dialog).toHaveCount(0);
});

test('the flashcards code loads only when first used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await usmleResult(page, 'metformin in type 2 diabetes');
  const before = scripts.length;
  await new FlashcardsModal(page).openFromResult();
  expect(scripts.slice(before).some((url) => /flashcards-flow/.test(url))).toBe(true);
  expect(scripts.slice(0, before).some((url) => /flashcards-flow/.test(url))).toBe(false);
});

test.describe('without a model', () => {
  test.use({ baseURL: `http://127.0.0.1:${e2ePorts().evidenceOnly}` });

  test('the button says flashcards need a language model instead of failing', async ({ page }) => {
    await usmleResult(page, 'metformin in type 2 diabetes');
    await expect(page.getByRole('button', { name: 'Generate flashcards' })).toBeDisabled();
    await expect(page.getByText('Flashcards need a language model')).toBeVisible();
  });
});
