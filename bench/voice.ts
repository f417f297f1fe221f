/**
 * Browser benchmark of the voice features: a real Chromium (fake microphone) against the app in its
 * own process, fake upstreams with fixed latencies and a werift WebRTC peer for the realtime
 * provider. Measured inside the page: from pressing read-aloud's play to the first audio playing
 * (the 'playing' event; fake speech answers after a fixed latency), and from pressing hang-up in
 * voice mode to the microphone released (every captured track ended). Medians over BENCH_RUNS.
 * The client must be built (`npm run build`).
 */
import type { Page } from '@playwright/test';
import { median } from './bench-support.ts';
import { startBrowserBench } from './browser-bench.ts';
import { startFakeRealtimePeer } from '../tests/fakes/realtime-peer.ts';

const LATENCY = { speechMs: 300, modelFirstTokenMs: 100, pubmedRequestMs: 50, medlinePlusMs: 50 };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const peer = await startFakeRealtimePeer({ acceptKey: (key) => openai.realtimeKeys.includes(key) });
const { origin, browser, openai, close } = await startBrowserBench({
  latency: LATENCY,
  openai: {
    firstTokenMs: LATENCY.modelFirstTokenMs,
    tokenDelayMs: 5,
    speechLatencyMs: LATENCY.speechMs,
  },
  env: { REALTIME_URL: peer.url, STUN_URLS: 'stun:127.0.0.1:3478' },
  chromiumArgs: [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
});

interface Marks {
  clickAt: number;
  playingAt: number;
  releasedAt: number;
}

/** Marks taken inside the page, by the events themselves, so polling adds nothing to them. */
async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks = { clickAt: 0, playingAt: 0, releasedAt: 0 };
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    document.addEventListener('click', () => (marks.clickAt = performance.now()), true);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      this.addEventListener(
        'playing',
        () => {
          if (!marks.playingAt && !(this.srcObject instanceof MediaStream))
            marks.playingAt = performance.now();
        },
        { once: true },
      );
      return play.call(this);
    };
    const tracks: MediaStreamTrack[] = [];
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
    const stop = MediaStreamTrack.prototype.stop;
    MediaStreamTrack.prototype.stop = function (this: MediaStreamTrack) {
      stop.call(this);
      if (tracks.length > 0 && tracks.every((track) => track.readyState === 'ended'))
        marks.releasedAt ||= performance.now();
    };
  });
}

const readMarks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);

async function readAloudRun(): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await instrument(page);
  await page.goto(`${origin}/?query=${encodeURIComponent('What is hypertension?')}`);
  const play = page.getByRole('button', { name: 'Listen: Read the summary aloud' });
  await play.waitFor({ timeout: 60_000 });
  await play.click();
  await page.waitForFunction(
    () => (window as unknown as { __marks: Marks }).__marks.playingAt > 0,
    undefined,
    { timeout: 30_000 },
  );
  const marks = await readMarks(page);
  await page.close();
  return marks.playingAt - marks.clickAt;
}

async function hangUpRun(): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await instrument(page);
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Start a voice conversation' }).click();
  const hangUp = page.getByRole('button', { name: 'Hang up' });
  await hangUp.waitFor({ timeout: 30_000 });
  await hangUp.click();
  await page.waitForFunction(
    () => (window as unknown as { __marks: Marks }).__marks.releasedAt > 0,
    undefined,
    { timeout: 30_000 },
  );
  const marks = await readMarks(page);
  await page.close();
  return marks.releasedAt - marks.clickAt;
}

try {
  const firstAudio: number[] = [];
  const released: number[] = [];
  for (let run = 0; run < RUNS; run += 1) firstAudio.push(await readAloudRun());
  for (let run = 0; run < RUNS; run += 1) released.push(await hangUpRun());
  console.log(`\nVoice in Chromium (${RUNS} runs each, medians)`);
  console.log(
    `  read-aloud play -> first audio playing   ${median(firstAudio).toFixed(0)} ms   (fake speech latency ${LATENCY.speechMs} ms; runs: ${firstAudio.map((v) => v.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  voice mode hang-up -> microphone released ${median(released).toFixed(1)} ms   (runs: ${released.map((v) => v.toFixed(1)).join(', ')})`,
  );
} finally {
  await close();
  await peer.close();
}
