import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { encodeSharePayload, type SharePayload } from '../../src/contract/index.ts';
import { ConversationPanel } from './pages/conversation-panel.ts';
import { SearchPage } from './pages/search-page.ts';
import { SharedConversationPage, ShareDialogPage } from './pages/shared-conversation-page.ts';

const QUESTION = 'What are the symptoms of type 2 diabetes?';
const at = '2026-03-01T10:00:00.000Z';

const payload = (userContent: string, assistantContent: string): SharePayload => ({
  generatedAt: at,
  messages: [
    {
      type: 'user',
      content: userContent,
      timestamp: at,
      searchType: 'drug-interactions',
      medicalKnowledgeLevel: 'medical-expert',
    },
    {
      type: 'assistant',
      content: assistantContent,
      timestamp: at,
      searchType: 'drug-interactions',
      medicalKnowledgeLevel: 'medical-expert',
    },
  ],
});

const linkFor = (shared: SharePayload): string =>
  `/shared-conversation?data=${encodeURIComponent(encodeSharePayload(shared))}`;

test(
  'a generated link opens in a fresh browser with the conversation, and Continue brings it home',
  { tag: '@mobile' },
  async ({ page, browser, baseURL }) => {
    // A search, the share dialog, a second browser and the way back: 21 s of a 30 s budget on two busy cores.
    test.slow();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const search = new SearchPage(page);
    await search.open();
    await search.ask(QUESTION);
    await search.waitForResult();

    const share = new ShareDialogPage(page);
    await share.open();
    await share.generate.click();
    const link = await share.link.inputValue();
    expect(link).toMatch(/\/shared-conversation\?data=/);
    await share.copyLink.click();
    await expect(share.dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    // The check mark goes after the confirmation time.
    await expect(share.copyLink).toBeVisible({ timeout: 4000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await other.goto(link);
    const shared = new SharedConversationPage(other);
    await expect(shared.heading).toBeVisible();
    await expect(other.getByText('2 messages')).toBeVisible();
    await expect(shared.messages).toHaveCount(2);
    await expect(shared.messages.first()).toContainText('You');
    await expect(shared.messages.first()).toContainText(QUESTION);
    await expect(shared.messages.first()).toContainText('Health Information');
    await expect(shared.messages.nth(1)).toContainText('Nova');
    await expect(shared.messages.nth(1).getByRole('heading').first()).toBeVisible();
    await expect(other.getByRole('note').filter({ hasText: 'Medical Disclaimer' })).toBeVisible();

    await shared.continueButton.click();
    await expect(other).toHaveURL(/\/$/);
    const panel = new ConversationPanel(other);
    await expect(panel.messages).toHaveCount(2);
    await expect(panel.messages.first()).toContainText(QUESTION);
    expect(await other.evaluate(() => localStorage.getItem('preloadedConversation'))).toBeNull();
    // A follow-up from here carries the shared conversation as context.
    const next = other.waitForRequest('**/api/search');
    await panel.followUpInput.fill('Is it hereditary?');
    await panel.followUpInput.press('Enter');
    const body = (await next).postDataJSON() as { isFollowUp: boolean; conversationContext: [] };
    expect(body.isFollowUp).toBe(true);
    expect(body.conversationContext).toHaveLength(2);
    await fresh.close();
  },
);

test('Copy as Text copies the conversation; Download saves it as a text file', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const search = new SearchPage(page);
  await search.open();
  await search.ask(QUESTION);
  await search.waitForResult();
  const share = new ShareDialogPage(page);
  await share.open();
  await share.copyText.click();
  await expect(share.dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain(QUESTION);
  expect(text).toContain('Medical Disclaimer:');

  const download = page.waitForEvent('download');
  await share.download.click();
  expect((await download).suggestedFilename()).toMatch(/^medical-conversation-.*\.txt$/);
});

test('Arabic, Chinese, Hindi and emoji survive the link', async ({ page }) => {
  const question = 'ما هو الربو؟ 哮喘是什么 अस्थमा क्या है 🫁';
  await page.goto(linkFor(payload(question, '## Überblick\n\n👩🏽‍⚕️ 中文 العربية')));
  const shared = new SharedConversationPage(page);
  await expect(shared.heading).toBeVisible();
  await expect(shared.messages.first()).toContainText(question);
  await expect(shared.messages.nth(1)).toContainText('👩🏽‍⚕️ 中文 العربية');
  await expect(shared.messages.first()).toContainText('Drug Interactions');
  await expect(shared.messages.first()).toContainText('Level: Medical expert');
});

test('a crafted link with script and image markup runs nothing and loads nothing', async ({
  page,
}) => {
  const remote: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('tracker.example.com')) remote.push(request.url());
  });
  const hostile = [
    '<script>window.__xss = "script"</script>',
    '<img src="https://tracker.example.com/a.png" onerror="window.__xss = \'img\'">',
    '![pixel](https://tracker.example.com/pixel.png)',
    "[click me](javascript:window.__xss='link')",
    '<iframe src="https://tracker.example.com/frame"></iframe>',
  ].join('\n\n');
  await page.goto(linkFor(payload(hostile, hostile)));
  const shared = new SharedConversationPage(page);
  await expect(shared.heading).toBeVisible();
  await expect(page.getByText('click me').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  await expect(shared.messages.locator('img, iframe, script')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(remote).toEqual([]);
});

test('a link without data or with corrupt data says so, with a way home', async ({ page }) => {
  const shared = new SharedConversationPage(page);
  await page.goto('/shared-conversation');
  await expect(shared.errorHeading).toBeVisible();
  await expect(page.getByText('No conversation data found in the URL')).toBeVisible();
  await page.goto('/shared-conversation?data=bm90IGpzb24');
  await expect(shared.errorHeading).toBeVisible();
  await expect(
    page.getByText('Invalid conversation data. The shared link may be corrupted.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('textbox', { name: 'Your health question' })).toBeVisible();
});

test('the share dialog is offered only after a search, and needs an answer to share', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.open();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  // The fake model breaks off this answer, so there is a question but nothing to share.
  await search.ask('What is asthma? FAKEMODELBREAK');
  await expect(page.getByText('Error occurred during search. Please try again.')).toBeVisible({
    timeout: 20_000,
  });
  const share = new ShareDialogPage(page);
  await share.open();
  await expect(share.dialog.getByRole('alert')).toHaveText('No conversation to share');
  await expect(share.generate).toHaveCount(0);
});

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
};

test(
  'the shared page, the conversation view and the share dialog pass axe',
  { tag: '@mobile' },
  async ({ page }) => {
    // Three pages and three axe scans: 22 s of a 30 s budget on two busy cores.
    test.slow();
    await page.goto(linkFor(payload('What is asthma?', '## Overview\n\nA lung condition [1].')));
    await expect(new SharedConversationPage(page).heading).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const search = new SearchPage(page);
    await search.open();
    await search.ask(QUESTION);
    await search.waitForResult();
    await expect(
      new ConversationPanel(page).chip('What are the most common side effects?'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const share = new ShareDialogPage(page);
    await share.open();
    await share.generate.click();
    await expect(share.link).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  },
);
