import { expect, test, type Page } from '@playwright/test';
import { FAKE_TTS_TRIGGERS } from '../fakes/openai-audio.ts';
import { SearchPage } from './pages/search-page.ts';
import { e2ePorts } from './ports.ts';

const E2E_PORTS = e2ePorts();
const QUESTION = 'What are the symptoms of type 2 diabetes?';

interface SpeechBody {
  model: string;
  input: string;
  voice: string;
  response_format: string;
  speed: number;
}

/** Every speech request the page sends, with the status the server answered. */
function recordSpeech(page: Page): { body: SpeechBody; status: () => number | undefined }[] {
  const seen: { body: SpeechBody; status: () => number | undefined }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/openai/audio/speech')) return;
    let status: number | undefined;
    // A request still open when the test ends (the player was stopped) has no status to record.
    request
      .response()
      .then((response) => (status = response?.status()))
      .catch(() => undefined);
    seen.push({ body: request.postDataJSON() as SpeechBody, status: () => status });
  });
  return seen;
}

async function answer(page: Page): Promise<SearchPage> {
  const search = new SearchPage(page);
  await search.open();
  await search.ask(QUESTION);
  await search.waitForResult();
  return search;
}

test(
  'the summary is read aloud chunk by chunk, without markup or citations, and can be paused, resumed and stopped',
  { tag: '@mobile' },
  async ({ page }) => {
    const speech = recordSpeech(page);
    await answer(page);
    const play = page.getByRole('button', { name: 'Read the summary aloud' });
    await expect(play).toBeEnabled();
    await play.click();

    const pause = page.getByRole('button', { name: 'Pause' });
    await expect(pause).toBeVisible();
    await expect(page.getByText(/Playing part 1 of \d+/)).toBeVisible();
    expect(speech.length).toBeGreaterThan(0);
    for (const { body } of speech) {
      expect(body).toMatchObject({
        model: 'tts-1-hd',
        voice: 'nova',
        response_format: 'mp3',
        speed: 1,
      });
      expect(body.input.length).toBeLessThanOrEqual(500);
      expect(body.input).not.toMatch(/\[\d+\]|\*\*|^#/);
    }

    await pause.click();
    const resume = page.getByRole('button', { name: 'Resume' });
    await expect(resume).toBeVisible();
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await resume.click();
    await expect(pause).toBeVisible();

    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(play).toBeVisible();
    await expect(page.getByText('Audio ready')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await page
      .locator('[data-read-aloud-state]')
      .first()
      .screenshot({
        path: test.info().outputPath('read-aloud-control.png'),
      });

    // Played again from the start: audio already made is not asked for again (a chunk whose
    // request Stop cut short on a slow machine may be, as it was never made).
    const made = speech.filter((request) => request.status() === 200).map((r) => r.body.input);
    const before = speech.length;
    await play.click();
    await expect(pause).toBeVisible();
    const askedAgain = speech.slice(before).filter((request) => made.includes(request.body.input));
    expect(made.length).toBeGreaterThan(0);
    expect(askedAgain).toEqual([]);
  },
);

test('a speech request refused with 400 is retried once with tts-1 and nova', async ({ page }) => {
  // The trigger word makes the fake provider refuse every model but tts-1 (SPEC.md section 8).
  await page.route('**/api/openai/audio/speech', async (route) => {
    const body = route.request().postDataJSON() as SpeechBody;
    await route.continue({
      postData: JSON.stringify({ ...body, input: `${FAKE_TTS_TRIGGERS.badRequest} ${body.input}` }),
    });
  });
  const speech = recordSpeech(page);
  await answer(page);
  await page.getByRole('button', { name: 'Read the summary aloud' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(speech[0]?.body).toMatchObject({ model: 'tts-1-hd', voice: 'nova' });
  expect(speech[0]?.status()).toBe(400);
  expect(speech[1]?.body).toMatchObject({ model: 'tts-1', voice: 'nova' });
  expect(speech[1]?.status()).toBe(200);
});

test('a speech failure after every attempt shows the SPEC text', async ({ page }) => {
  await page.route('**/api/openai/audio/speech', async (route) => {
    const body = route.request().postDataJSON() as SpeechBody;
    await route.continue({
      postData: JSON.stringify({
        ...body,
        input: `${FAKE_TTS_TRIGGERS.serverError} ${body.input}`,
      }),
    });
  });
  const speech = recordSpeech(page);
  await answer(page);
  await page.getByRole('button', { name: 'Read the summary aloud' }).click();
  await expect(page.getByText('Generating audio...')).toBeVisible();
  // 3 attempts, 1000 ms then 2000 ms apart.
  await expect(
    page.getByRole('alert').filter({ hasText: /^Audio generation failed: / }),
  ).toBeVisible({
    timeout: 10_000,
  });
  expect(speech).toHaveLength(3);
});

test('the trial list has its own read-aloud control', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.choose('Search type', 'Clinical Trials');
  await search.ask('melanoma trials after surgery');
  await search.waitForResult();
  await page.getByRole('button', { name: 'Read the trial list aloud' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Read the trial list aloud' })).toBeVisible();
});

test.describe('without a model', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.evidenceOnly}` });

  test('read-aloud uses the browser voice, or is disabled with the reason', async ({ page }) => {
    const speech = recordSpeech(page);
    await answer(page);
    const play = page.getByRole('button', { name: 'Read the summary aloud' });
    await expect(play).toBeVisible();
    const hasVoice = await page.evaluate(() => speechSynthesis.getVoices().length > 0);
    if (hasVoice) {
      await expect(page.getByText("Read by your browser's voice", { exact: false })).toBeVisible();
    } else {
      await expect(play).toBeDisabled();
      await expect(play).toHaveAccessibleDescription(/Read-aloud is unavailable/);
    }
    expect(speech).toHaveLength(0);
  });
});
