/**
 * Browser benchmark of the client: a real Chromium against the app in its own process and fake
 * upstreams with fixed latencies (model first token 300 ms, PubMed 2 x 200 ms, MedlinePlus 200 ms).
 * Prints, each beside its target:
 * (a) submit -> first answer text in the DOM, median of BENCH_RUNS distinct questions, as a ratio to
 *     the critical path (the server alone is timed too, so the client's share is visible);
 * (b) the longest main-thread task (Long Tasks API) while a 3,000-word answer streams;
 * (c) the JavaScript the browser downloads for '/' before any interaction, gzipped.
 * The client must be built (`npm run build`).
 */
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { median } from './bench-support.ts';
import { startBrowserBench } from './browser-bench.ts';

const LATENCY = { modelFirstTokenMs: 300, pubmedRequestMs: 200, medlinePlusMs: 200 };
// PubMed is two sequential calls (esearch, then efetch).
const CRITICAL_PATH_MS =
  Math.max(LATENCY.pubmedRequestMs * 2, LATENCY.medlinePlusMs) + LATENCY.modelFirstTokenMs;
const RUNS = Math.min(12, Math.max(5, Number(process.env.BENCH_RUNS ?? 7)));
const TARGETS = { firstTextRatio: 1.05, longestTaskMs: 50, firstScreenKB: 150 };
const LONG_ANSWER_WORDS = 3000;
const LONG_RUNS = 3;
/** A text delta with a word in it (markup alone, such as '## ', shows nothing on screen). */
const FIRST_WORD = /"type":"text-delta"[^}]*"delta":"[^"]*[\p{L}\p{N}]/u;
/** Between the question typed and submitted: much less than anyone takes to type one. */
const TYPING_MS = 500;
// One condition per question, never asked twice in a bench run: no run may be served from the
// server's retrieval cache.
const TOPICS = [
  'asthma',
  'migraine',
  'gout',
  'psoriasis',
  'eczema',
  'anemia',
  'sleep apnea',
  'influenza',
  'osteoporosis',
  'heart failure',
  'celiac disease',
  'glaucoma',
  'shingles',
  'tinnitus',
  'sciatica',
  'rosacea',
  'vertigo',
  'lupus',
  'endometriosis',
  'kidney stones',
  'hepatitis B',
  'Lyme disease',
  'scabies',
  'bronchiectasis',
  'sarcoidosis',
  'pancreatitis',
];

/** A long cited answer in the shapes models write: headings, paragraphs, lists, a table, code. */
function longAnswer(words: number): string {
  const sentence = (i: number) =>
    `Regular review of symptoms and treatment helps people with chronic conditions stay well ${i % 7 === 0 ? `[${(i % 2) + 1}]` : ''}.`;
  const blocks: string[] = [];
  let count = 0;
  for (let section = 0; count < words; section += 1) {
    blocks.push(`## Section ${section + 1}`);
    for (let p = 0; p < 3 && count < words; p += 1) {
      const sentences = Array.from({ length: 5 }, (_, i) => sentence(section * 15 + p * 5 + i));
      blocks.push(sentences.join(' '));
      count += sentences.join(' ').split(/\s+/).length;
    }
    blocks.push(
      ['- First point about care [1].', '- Second point [2].', '- Third point.'].join('\n'),
    );
    if (section % 4 === 1)
      blocks.push('| Measure | Value |\n| --- | --- |\n| Blood pressure | 120/80 [1] |');
    count += 20;
  }
  return blocks.join('\n\n');
}

const { origin, browser, openai, close } = await startBrowserBench({
  latency: LATENCY,
  // A fast stream (a chunk every few ms) is the hard case for the main thread.
  openai: { firstTokenMs: LATENCY.modelFirstTokenMs, tokenDelayMs: 3 },
});

interface PageMarks {
  submitAt: number;
  /** The search request sent, and its first answer text delta arriving in the page. */
  fetchAt: number;
  deltaAt: number;
  textAt: number;
  /** Long tasks (over 50 ms) since submit: [start, duration]. */
  tasks: [number, number][];
}

/** A fresh page (no cache, no service worker) whose marks are taken by the events themselves. */
async function openPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const marks = {
      submitAt: 0,
      fetchAt: 0,
      deltaAt: 0,
      textAt: 0,
      tasks: [] as [number, number][],
    };
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    document.addEventListener('submit', () => (marks.submitAt = performance.now()), true);
    // Where the time goes after submit: the request leaving, the first text delta arriving.
    const fetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith('/api/search')) return fetch(input, init);
      marks.fetchAt ||= performance.now();
      const response = await fetch(input, init);
      if (!response.body) return response;
      const decoder = new TextDecoder();
      const watch = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          // The first delta with a word in it: markup alone ('## ') shows nothing.
          const text = decoder.decode(chunk, { stream: true });
          if (!marks.deltaAt && /"type":"text-delta"[^}]*"delta":"[^"]*[\p{L}\p{N}]/u.test(text))
            marks.deltaAt = performance.now();
          controller.enqueue(chunk);
        },
      });
      return new Response(response.body.pipeThrough(watch), response);
    };
    new PerformanceObserver((list) => {
      if (!marks.submitAt) return;
      for (const entry of list.getEntries()) {
        if (entry.startTime + entry.duration > marks.submitAt)
          marks.tasks.push([entry.startTime, entry.duration]);
      }
    }).observe({ type: 'longtask' });
    new MutationObserver(() => {
      if (marks.textAt || !marks.submitAt) return;
      const region = document.querySelector('[role="region"][aria-label="Answer"]');
      if ((region?.textContent ?? '').trim() !== '') marks.textAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return page;
}

const readMarks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marks: PageMarks }).__marks);

/** Opens '/', types the question and submits it; a person takes far longer than this to type. */
async function ask(page: Page, question: string): Promise<void> {
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  const box = page.getByRole('textbox', { name: 'Your health question' });
  await box.fill(question);
  await sleep(TYPING_MS);
  await page.getByRole('button', { name: 'Search' }).click();
}

/** (a) Submit -> first answer text on screen, with the request and first delta on the way. */
async function firstTextRun(question: string): Promise<PageMarks> {
  const page = await openPage();
  await ask(page, question);
  await page.waitForFunction(
    () => (window as unknown as { __marks: PageMarks }).__marks.textAt > 0,
    undefined,
    { timeout: 60_000 },
  );
  const marks = await readMarks(page);
  await page.context().close();
  return marks;
}

/** The server alone: POST -> first text delta, read in Node. */
async function serverFirstToken(question: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: question }),
  });
  if (!response.body) throw new Error(`search failed with status ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let at = -1;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    if (at < 0 && FIRST_WORD.test(buffer)) at = performance.now() - started;
  }
  return at;
}

interface TaskSummary {
  longest: number;
  over: number;
}
const summarise = (tasks: [number, number][]): TaskSummary => ({
  longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
  over: tasks.length,
});

/**
 * (b) Long tasks while the long answer streams (from its first delta to the end), and apart from
 * them those between submit and the first delta (the page switching to the result layout).
 */
async function longAnswerRun(
  question: string,
): Promise<{ streaming: TaskSummary; submit: TaskSummary }> {
  openai.behave({ kind: 'reply', content: longAnswer(LONG_ANSWER_WORDS) });
  const page = await openPage();
  try {
    await ask(page, question);
    await page
      .locator('article[aria-busy="false"]')
      .getByText('Section 12', { exact: true })
      .waitFor({ timeout: 120_000 });
    // Tasks that end the stream (follow-ups, read-aloud control) count too.
    await sleep(1000);
    const marks = await readMarks(page);
    if (process.env.BENCH_VERBOSE)
      console.log(
        `      long tasks [start after the first word ms, duration ms]: ${JSON.stringify(marks.tasks.map(([start, duration]) => [Math.round(start - marks.deltaAt), Math.round(duration)]))}`,
      );
    return {
      streaming: summarise(
        marks.tasks.filter(([start, duration]) => start + duration > marks.deltaAt),
      ),
      submit: summarise(
        marks.tasks.filter(([start, duration]) => start + duration <= marks.deltaAt),
      ),
    };
  } finally {
    openai.behave({ kind: 'ok' });
    await page.context().close();
  }
}

/** (c) Every JS response for '/' until the network is quiet, gzipped as a server would send it. */
async function firstScreenJs(): Promise<{ bytes: number; files: string[] }> {
  const page = await openPage();
  const bodies: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
    bodies.push(
      response.body().then((body) => ({
        url,
        bytes: response.headers()['content-encoding']
          ? Number(response.headers()['content-length'] ?? body.length)
          : gzipSync(body).length,
      })),
    );
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Your health question' }).waitFor();
  // Idle-time prefetches count: they are downloaded before the visitor does anything.
  await sleep(2000);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(bodies);
  await page.context().close();
  return {
    bytes: loaded.reduce((sum, file) => sum + file.bytes, 0),
    files: loaded.map((file) => `${new URL(file.url).pathname} ${(file.bytes / 1000).toFixed(1)}`),
  };
}

try {
  console.log(
    `\nClient in Chromium (fakes: model first token ${LATENCY.modelFirstTokenMs} ms, PubMed 2 x ${LATENCY.pubmedRequestMs} ms, MedlinePlus ${LATENCY.medlinePlusMs} ms; critical path ${CRITICAL_PATH_MS} ms)`,
  );
  const js = await firstScreenJs();
  console.log(
    `  (c) first-screen JavaScript, gzipped   ${(js.bytes / 1000).toFixed(1)} KB in ${js.files.length} files   (target <= ${TARGETS.firstScreenKB} KB)`,
  );
  if (process.env.BENCH_VERBOSE) for (const file of js.files) console.log(`      ${file}`);
  // BENCH_ONLY=js: the bundle figure alone (quick while working on the bundle).
  if (process.env.BENCH_ONLY !== 'js') await measureStreaming();
} finally {
  await close();
}

async function measureStreaming(): Promise<void> {
  await serverFirstToken('How is warm-up syndrome treated?');
  await firstTextRun('How is warm-up fever treated?');
  const serverOnly: number[] = [];
  const browserText: number[] = [];
  const requestSent: number[] = [];
  const deltaToText: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    serverOnly.push(await serverFirstToken(`How is ${TOPICS[2 * run]} treated?`));
    const marks = await firstTextRun(`How is ${TOPICS[2 * run + 1]} treated?`);
    browserText.push(marks.textAt - marks.submitAt);
    requestSent.push(marks.fetchAt - marks.submitAt);
    deltaToText.push(marks.textAt - marks.deltaAt);
  }
  const longRuns: Awaited<ReturnType<typeof longAnswerRun>>[] = [];
  for (let run = 0; run < LONG_RUNS; run += 1)
    longRuns.push(await longAnswerRun(`Tell me everything about long-term care, part ${run + 1}`));
  const worst = (pick: (run: (typeof longRuns)[number]) => TaskSummary): TaskSummary => ({
    longest: Math.max(...longRuns.map((run) => pick(run).longest)),
    over: Math.max(...longRuns.map((run) => pick(run).over)),
  });
  const long = { streaming: worst((run) => run.streaming), submit: worst((run) => run.submit) };
  const text = median(browserText);
  console.log(
    `  (a) submit -> first answer text   ${text.toFixed(0)} ms = ${(text / CRITICAL_PATH_MS).toFixed(3)} x critical path   (target <= ${TARGETS.firstTextRatio} x; median of ${RUNS}: ${browserText.map((v) => v.toFixed(0)).join(', ')})`,
  );
  const clientShare = median(browserText.map((value, run) => value - (serverOnly[run] ?? 0)));
  console.log(
    `      client's share (browser minus the server alone, run by run): median ${clientShare.toFixed(0)} ms`,
  );
  console.log(
    `      server alone, POST -> first word delta ${median(serverOnly).toFixed(0)} ms (${(median(serverOnly) / CRITICAL_PATH_MS).toFixed(3)} x); in the page: submit -> request sent ${median(requestSent).toFixed(0)} ms, first word delta received -> text on screen ${median(deltaToText).toFixed(0)} ms`,
  );
  console.log(
    `  (b) longest main-thread task while a ${LONG_ANSWER_WORDS}-word answer streams   ${long.streaming.longest.toFixed(0)} ms, ${long.streaming.over} tasks over 50 ms   (target: none over ${TARGETS.longestTaskMs} ms; worst of ${LONG_RUNS} runs: ${longRuns.map((run) => run.streaming.longest.toFixed(0)).join(', ')})`,
  );
  console.log(
    `      between submit and the first word delta: longest ${long.submit.longest.toFixed(0)} ms, ${long.submit.over} tasks over 50 ms`,
  );
}
