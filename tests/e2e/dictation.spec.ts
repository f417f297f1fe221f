import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { TEST_CHROMIUM } from './browsers.ts';
import { FAKE_TRANSCRIPT } from '../fakes/openai-audio.ts';
import { sineWav } from '../fakes/wav.ts';
import { SearchPage } from './pages/search-page.ts';
import { e2ePorts } from './ports.ts';

const E2E_PORTS = e2ePorts();

// Chromium's fake microphone plays this file in a loop.
const wavPath = join(mkdtempSync(join(tmpdir(), 'nova-dictation-')), 'speech.wav');
writeFileSync(wavPath, sineWav({ seconds: 3, sampleRate: 48000 }));

const baseArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const executablePath = TEST_CHROMIUM;

// Chromium's fake microphone, allowed without a prompt, for the whole file (a worker option).
test.use({
  launchOptions: {
    executablePath,
    args: [
      ...baseArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}`,
    ],
  },
});

test.describe('with a microphone', () => {
  test(
    'dictation records, transcribes and adds the words to the question',
    { tag: '@mobile' },
    async ({ page }) => {
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/openai/audio/transcriptions'))
          uploads.push(request.headers()['content-type'] ?? '');
      });
      // Keeps the page's real microphone streams in view, to check they are released.
      await page.addInitScript(() => {
        const streams: MediaStream[] = [];
        (window as unknown as { micStreams: MediaStream[] }).micStreams = streams;
        const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
        navigator.mediaDevices.getUserMedia = async (constraints) => {
          const stream = await original(constraints);
          streams.push(stream);
          return stream;
        };
      });
      const liveTracks = () =>
        page.evaluate(
          () =>
            (window as unknown as { micStreams: MediaStream[] }).micStreams
              .flatMap((stream) => stream.getTracks())
              .filter((track) => track.readyState === 'live').length,
        );
      const search = new SearchPage(page);
      await search.open();
      await search.queryBox.fill('Question:');
      const dictate = page.getByRole('button', { name: 'Dictate your question' });
      await expect(dictate).toBeEnabled();
      await dictate.click();

      const stop = page.getByRole('button', { name: 'Stop dictation' });
      await expect(stop).toBeVisible();
      const dictation = page.locator('[data-dictation-state="recording"]');
      await expect(dictation).toContainText('Recording... press again to stop.');
      await dictation.screenshot({
        path: test.info().outputPath('dictation-recording.png'),
      });
      expect(await liveTracks()).toBe(1);
      await page.waitForTimeout(1200);
      await stop.click();
      expect(await liveTracks()).toBe(0);

      await expect(search.queryBox).toHaveValue(`Question: ${FAKE_TRANSCRIPT}`);
      await expect(search.queryBox).toBeFocused();
      await expect(dictate).toBeVisible();
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toMatch(/^multipart\/form-data/);
      await search.submit.click();
      await search.waitForResult();
      await expect(
        page.getByText(`Question: ${FAKE_TRANSCRIPT}`, { exact: true }).first(),
      ).toBeVisible();
    },
  );

  test('a failed transcription says so and leaves the question as it was', async ({ page }) => {
    await page.route('**/api/openai/audio/transcriptions', (route) =>
      route.fulfill({ status: 502, json: { error: { message: 'down', type: 'x', code: null } } }),
    );
    const search = new SearchPage(page);
    await search.open();
    await page.getByRole('button', { name: 'Dictate your question' }).click();
    await page.getByRole('button', { name: 'Stop dictation' }).click();
    await expect(page.getByText('Error transcribing audio. Please try again.')).toBeVisible();
    await expect(search.queryBox).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Dictate your question' })).toBeEnabled();
  });
});

test.describe('without a model', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.evidenceOnly}` });

  test('dictation is shown disabled with the reason', async ({ page }) => {
    const search = new SearchPage(page);
    await search.open();
    const dictate = page.getByRole('button', { name: 'Dictate your question' });
    await expect(dictate).toHaveAttribute('aria-disabled', 'true');
    await expect(dictate).toHaveAccessibleDescription(
      'Dictation is unavailable: no transcription model on this server.',
    );
    await dictate.click({ force: true });
    await expect(page.getByRole('button', { name: 'Stop dictation' })).toHaveCount(0);
  });
});
