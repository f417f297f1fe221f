import { expect, test } from '@playwright/test';
import { FAKE_FOLLOW_UP_QUESTIONS } from '../fixtures/openai/compose-fake-reply.ts';
import { ConversationPanel } from './pages/conversation-panel.ts';
import { SearchPage } from './pages/search-page.ts';

const QUESTION = 'What are the symptoms of type 2 diabetes?';
const [CHIP, SECOND_CHIP] = FAKE_FOLLOW_UP_QUESTIONS;

test(
  'an answer offers three follow-up chips; a chip asks a follow-up built on the conversation',
  { tag: '@mobile' },
  async ({ page }) => {
    const search = new SearchPage(page);
    const panel = new ConversationPanel(page);
    await search.open();
    await search.ask(QUESTION);
    await search.waitForResult();

    for (const question of FAKE_FOLLOW_UP_QUESTIONS)
      await expect(panel.chip(question)).toBeVisible();
    // The numbered line the model added is dropped.
    await expect(panel.root.getByText('Here are three follow-up questions')).toHaveCount(0);
    // Two messages only: nothing is repeated as earlier history yet.
    await expect(panel.messages).toHaveCount(0);

    const followUp = page.waitForRequest('**/api/search');
    await panel.chip(CHIP).click();
    const body = (await followUp).postDataJSON() as {
      query: string;
      isFollowUp: boolean;
      conversationContext: { type: string; content: string }[];
    };
    expect(body.query).toBe(CHIP);
    expect(body.isFollowUp).toBe(true);
    expect(body.conversationContext.map((message) => message.type)).toEqual(['user', 'assistant']);
    expect(body.conversationContext[0]?.content).toBe(QUESTION);

    await search.waitForResult();
    await expect(page.getByText(CHIP, { exact: true }).first()).toBeVisible();
    // Now the first question and its answer are earlier history, with badge and time.
    await expect(panel.messages).toHaveCount(2);
    const first = panel.messages.first();
    await expect(first).toContainText('You');
    await expect(first).toContainText(QUESTION);
    await expect(first).toContainText('Health Information');
    await expect(first.locator('time')).toBeVisible();
    await expect(panel.messages.nth(1)).toContainText('Nova');
  },
);

test('a typed follow-up is asked with the history; Clear History empties it', async ({ page }) => {
  const search = new SearchPage(page);
  const panel = new ConversationPanel(page);
  await search.open();
  await search.ask(QUESTION);
  await search.waitForResult();

  await panel.followUpInput.fill('Is it hereditary?');
  await expect(panel.ask).toBeEnabled();
  await panel.followUpInput.press('Enter');
  await search.waitForResult();
  await expect(panel.messages).toHaveCount(2);

  await panel.clearHistory.click();
  await expect(panel.root).toHaveCount(0);
  // The answer on screen stays; the next question starts a fresh conversation.
  await expect(search.answer).toBeVisible();
  const next = page.waitForRequest('**/api/search');
  await search.ask(SECOND_CHIP);
  const body = (await next).postDataJSON() as { isFollowUp: boolean; conversationContext: [] };
  expect(body.isFollowUp).toBe(false);
  expect(body.conversationContext).toEqual([]);
});

test('Start New Search clears the conversation and returns to an empty form', async ({ page }) => {
  const search = new SearchPage(page);
  const panel = new ConversationPanel(page);
  await search.open();
  await search.ask(QUESTION);
  await search.waitForResult();
  await expect(panel.root).toBeVisible();
  await page.getByRole('button', { name: 'Start New Search' }).click();
  await expect(panel.root).toHaveCount(0);
  await expect(search.answer).toHaveCount(0);
  await expect(search.queryBox).toHaveValue('');
  await expect(search.queryBox).toBeFocused();
});
