import { expect, test } from '@playwright/test';
import { MICROPHONE_ERROR_TEXT } from '../../src/contract/index.ts';
import { TEST_CHROMIUM } from './browsers.ts';
import { SearchPage } from './pages/search-page.ts';

// A fake microphone exists, but without --use-fake-ui-for-media-stream nobody allows it: the
// permission request is refused, as when a person blocks the microphone.
test.use({
  launchOptions: {
    executablePath: TEST_CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
    ],
  },
});

test('dictation says the microphone could not be used', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await page.getByRole('button', { name: 'Dictate your question' }).click();
  await expect(page.getByText(MICROPHONE_ERROR_TEXT)).toBeVisible();
  // Back to idle: the user can try again after allowing the microphone.
  await expect(page.getByRole('button', { name: 'Dictate your question' })).toBeEnabled();
});

test('voice mode shows its failure state, with Try Again', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await page.getByRole('button', { name: 'Start a voice conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Real-time Voice Conversation' });
  await expect(dialog.getByText('Failed to connect to voice mode')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Hang up' })).toBeHidden();
});
