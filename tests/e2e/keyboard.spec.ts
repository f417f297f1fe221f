import { expect, test, type Locator, type Page } from '@playwright/test';
import { ConversationPanel } from './pages/conversation-panel.ts';
import { FlashcardsModal } from './pages/flashcards-modal.ts';
import { SearchPage } from './pages/search-page.ts';
import { ShareDialogPage } from './pages/shared-conversation-page.ts';
import { TrialListSection } from './pages/trial-list.ts';

// Every step here is a key press: no click, no fill, no focus() from the test.

const MAX_TABS = 80;

const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => element === document.activeElement);

/**
 * The outline and box-shadow (Tailwind rings) of an element and its three nearest ancestors, each
 * with whether it already held the focus inside it (':focus-within').
 */
const focusLook = (target: Locator): Promise<string[]> =>
  target.evaluate((element) => {
    const look: string[] = [];
    for (let node: Element | null = element, depth = 0; node && depth < 4; depth += 1) {
      const style = getComputedStyle(node);
      look.push(
        `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow} | ${String(node.matches(':focus-within'))}`,
      );
      node = node.parentElement;
    }
    return look;
  });

/** A visible outline, or a ring: a non-transparent box-shadow with a spread and no offset. */
const showsFocus = (line: string): boolean => {
  const [outline = '', shadow = ''] = line.split(' | ');
  const [style, width] = outline.split(' ');
  const ring = shadow
    .split(/,(?![^(]*\))/)
    .some(
      (entry) =>
        / 0px 0px 0px [1-9]/.test(entry) &&
        !/^\s*(rgba\(0, 0, 0, 0\)|transparent)/.test(entry) &&
        !/\/ 0\)/.test(entry),
    );
  return (style !== 'none' && parseFloat(width ?? '0') > 0) || ring;
};

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and checks
 * the focus became visible: an outline or ring appeared on it or on the box around it.
 */
async function tabTo(page: Page, target: Locator, key = 'Tab'): Promise<void> {
  await expect(target).toBeVisible();
  const before = (await isFocused(target)) ? undefined : await focusLook(target);
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(target, before);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} never received the focus after ${MAX_TABS} presses of ${key}`);
}

async function expectVisibleFocus(target: Locator, unfocused?: string[]): Promise<void> {
  expect(
    await target.evaluate((element) => element.matches(':focus-visible')),
    `${String(target)} matches :focus-visible`,
  ).toBe(true);
  const focused = await focusLook(target);
  // An indicator counts if it appeared with the focus, or sits on a box that already showed the
  // focus of a neighbour inside it (the question box's ring is shared with its buttons).
  const appeared = focused.filter((line, index) => {
    const before = unfocused?.[index];
    return showsFocus(line) && (!before || line !== before || before.endsWith('| true'));
  });
  expect(appeared, `${String(target)} shows an outline or a ring when focused`).not.toEqual([]);
}

async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

/** Tabs to a native select and picks an option by arrowing to it. */
async function chooseWithKeys(page: Page, combobox: Locator, option: string): Promise<void> {
  await tabTo(page, combobox);
  const chosen = combobox.locator('option:checked');
  for (let presses = 0; presses < 20 && (await chosen.textContent()) !== option; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(chosen).toHaveText(option);
}

/** From the top of the page: the skip link, then into the question box, type and send. */
async function askWithKeys(page: Page, search: SearchPage, question: string): Promise<void> {
  await tabTo(page, search.queryBox);
  await typeText(page, question);
  await page.keyboard.press('Enter');
}

test('ask a question, follow a citation to its reference, and ask a follow-up', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.open();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expectVisibleFocus(skip);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await askWithKeys(page, search, 'What are the symptoms of type 2 diabetes?');
  await search.waitForResult();
  await expect(search.answer).toContainText('Overview');

  // Reading the answer: a citation leads to its reference.
  const citation = search.answer.getByRole('link', { name: 'Reference 1' }).first();
  await tabTo(page, citation);
  await page.keyboard.press('Enter');
  await expect(page.locator('#ref-1')).toBeFocused();

  const conversation = new ConversationPanel(page);
  await tabTo(page, conversation.followUpInput);
  await typeText(page, 'How is it treated?');
  await tabTo(page, conversation.ask);
  await page.keyboard.press('Enter');
  await expect(conversation.messages).toHaveCount(2, { timeout: 20_000 });
  await search.waitForResult();
  await expect(search.answer.last()).toContainText('Overview');
});

test('choose Clinical Trials and expand the trial list with the keyboard', async ({ page }) => {
  const search = new SearchPage(page);
  const list = new TrialListSection(page);
  await search.open();
  await chooseWithKeys(
    page,
    page.getByRole('combobox', { name: 'Search type' }),
    'Clinical Trials',
  );
  // Back up to the question box: it sits above the options.
  await tabTo(page, search.queryBox, 'Shift+Tab');
  await typeText(page, 'melanoma trials for a 54-year-old woman after surgery');
  await page.keyboard.press('Enter');
  await search.waitForResult();
  await expect(list.rows).toHaveCount(3);

  const more = list.section.getByRole('button', { name: /^View \d+ More Trials?$/ });
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  await expect(list.rows.nth(3)).toBeVisible();

  const details = list.row(1).getByRole('button', { name: 'Show details' });
  await tabTo(page, details, 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(list.row(1).getByRole('heading', { name: 'Study Summary' })).toBeVisible();
});

test('the share dialog opens from the keyboard, closes with Escape and gives the focus back', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.open();
  await askWithKeys(page, search, 'What are the symptoms of type 2 diabetes?');
  await search.waitForResult();

  const share = new ShareDialogPage(page);
  const opener = page.getByRole('button', { name: 'Share', exact: true });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(share.dialog).toBeVisible();
  await expect(share.dialog.locator(':focus')).toHaveCount(1);

  await tabTo(page, share.generate);
  await page.keyboard.press('Enter');
  await expect(share.link).not.toHaveValue('');

  await page.keyboard.press('Escape');
  await expect(share.dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectVisibleFocus(opener);
});

test('flashcards: open, answer, move between cards and close, all from the keyboard', async ({
  page,
}) => {
  test.slow();
  const search = new SearchPage(page);
  await search.open();
  await chooseWithKeys(
    page,
    page.getByRole('combobox', { name: 'Search type' }),
    'USMLE Preparation',
  );
  await tabTo(page, search.queryBox, 'Shift+Tab');
  await typeText(page, 'metformin in type 2 diabetes');
  await page.keyboard.press('Enter');
  await search.waitForResult();

  const cards = new FlashcardsModal(page);
  await tabTo(page, cards.generateButton);
  await page.keyboard.press('Enter');
  await expect(cards.dialog).toBeVisible({ timeout: 15_000 });
  await cards.expectPosition(1);

  await tabTo(page, cards.option('A'));
  await page.keyboard.press('Enter');
  await expect(cards.option('A')).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, cards.reveal);
  await page.keyboard.press('Enter');
  await expect(cards.dialog.getByText(/^Answer: [A-D]\./)).toBeVisible();

  await tabTo(page, cards.next);
  await page.keyboard.press('Enter');
  await cards.expectPosition(2);
  await tabTo(page, cards.previous, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await cards.expectPosition(1);

  await page.keyboard.press('Escape');
  await expect(cards.dialog).toBeHidden();
  await expect(cards.generateButton).toBeFocused();
});
