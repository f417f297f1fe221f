/**
 * One anonymous client (or four addresses) within the per-minute limits, against a real app
 * process: the probes of issue 22. For each, while it runs: the slowest `/api/health/live` answer,
 * the slowest reply to the probe itself, the app's peak RSS, and whether the process survived.
 *
 *   node bench/abuse-probes.ts                 # this checkout
 *   APP_DIR=/path/to/other/checkout node ...   # another version of the app, same probes
 *
 * Targets (issue 22): health within 1 s, every reply within 20 s, RSS under 1.5 GB, no exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { freePort, UNLIMITED_SERVER_ENV } from './bench-support.ts';
import { SERVER_NODE_FLAGS } from '../src/server/server-node-flags.ts';
import { contentBombPdf, fontBombPdf, noisePng } from '../tests/integration/hostile-files.ts';

const MB = 1024 * 1024;
const APP_DIR = process.env.APP_DIR ?? fileURLToPath(new URL('..', import.meta.url));
const TARGETS = { healthMs: 1000, replyMs: 20_000, rssMb: 1536 };
const ONLY = process.env.PROBES?.split(',');

const fakes = spawn(
  process.execPath,
  [fileURLToPath(new URL('./fake-upstreams.ts', import.meta.url))],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const urls = await new Promise<{ eutils: string; medlinePlus: string; openai: string }>((resolve) =>
  fakes.stdout?.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()))),
);

interface RunningApp {
  origin: string;
  process: ChildProcess;
  exited: () => string | null;
  stderr: () => string;
}

/** A fresh app process per probe, so one probe's memory is not the next one's. */
async function startApp(): Promise<RunningApp> {
  const port = await freePort();
  // BENCH_PROFILE=1 writes a CPU profile of each probe's app process to .bench-profile/.
  const profile = process.env.BENCH_PROFILE
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${fileURLToPath(new URL('../.bench-profile', import.meta.url))}`,
      ]
    : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, 'src/server/main.ts'], {
    cwd: APP_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...UNLIMITED_SERVER_ENV,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      NCBI_EUTILS_URL: urls.eutils,
      MEDLINEPLUS_URL: urls.medlinePlus,
      OPENAI_BASE_URL: `${urls.openai}/v1`,
      OPENAI_API_KEY: 'bench-key',
      FIRECRAWL_API_URL: 'http://127.0.0.1:9',
      CTGOV_API_URL: 'http://127.0.0.1:9',
      OPENFDA_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exit ${code ?? signal}`));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      const reply = await request(`${origin}/api/health/live`, { dispatcher });
      await reply.body.dump();
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await sleep(100);
    }
  }
  return { origin, process: child, exited: () => exited, stderr: () => stderr };
}

const dispatcher = new Agent({ connections: 256, bodyTimeout: 120_000, headersTimeout: 120_000 });

const rssMb = (pid: number | undefined): number => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

interface Outcome {
  probe: string;
  healthMs: number;
  healthFailures: number;
  slowestReplyMs: number;
  statuses: string;
  peakRssMb: number;
  survived: boolean;
}

/** Runs `send` while probing health and memory; every request is given up after 60 s. */
async function probe(
  name: string,
  send: (origin: string) => Promise<number>[],
): Promise<Outcome | null> {
  if (ONLY && !ONLY.includes(name)) return null;
  const app = await startApp();
  const { origin } = app;
  const exited = app.exited;
  let running = true;
  let healthMs = 0;
  let healthFailures = 0;
  let peakRssMb = rssMb(app.process.pid);
  const health = (async () => {
    while (running && !exited()) {
      const asked = performance.now();
      try {
        const reply = await request(`${origin}/api/health/live`, {
          dispatcher,
          signal: AbortSignal.timeout(30_000),
        });
        await reply.body.dump();
        if (reply.statusCode !== 200) healthFailures++;
      } catch {
        healthFailures++;
      }
      healthMs = Math.max(healthMs, performance.now() - asked);
      await sleep(100);
    }
  })();
  const memory = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(app.process.pid))), 50);
  const started = performance.now();
  const ends: number[] = [];
  const statuses = await Promise.all(
    send(origin).map((pending) =>
      pending.then(
        (status) => {
          ends.push(performance.now() - started);
          return String(status);
        },
        (error: Error) => {
          ends.push(performance.now() - started);
          return error.name === 'TimeoutError' ? 'timeout' : 'failed';
        },
      ),
    ),
  );
  // Memory that keeps growing after the replies (parsing still going on) counts too.
  await sleep(3000);
  running = false;
  clearInterval(memory);
  await health;
  const survived = !exited();
  if (!survived) console.log(`${name}: the app ${exited()}; last output:\n${app.stderr()}`);
  // SIGINT lets a profiled process write its profile; SIGKILL if it does not stop at once.
  app.process.kill('SIGINT');
  await Promise.race([new Promise((resolve) => app.process.once('exit', resolve)), sleep(10_000)]);
  app.process.kill('SIGKILL');
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return {
    probe: name,
    healthMs: Math.round(healthMs),
    healthFailures,
    slowestReplyMs: Math.round(Math.max(...ends)),
    statuses: [...counts].map(([status, count]) => `${count}x${status}`).join(' '),
    peakRssMb: Math.round(peakRssMb),
    survived,
  };
}

/** POSTs a body and reads the whole reply (a search stream to its end); resolves the status. */
async function post(
  origin: string,
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  const reply = await request(`${origin}${path}`, {
    method: 'POST',
    dispatcher,
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  await reply.body.dump();
  return reply.statusCode;
}

const search = (extra: Record<string, unknown>) =>
  JSON.stringify({ query: 'What do these results mean?', searchType: 'lab-report', ...extra });

const outcomes: (Outcome | null)[] = [];
const padding = ' '.repeat(19_990);
outcomes.push(
  await probe('redactor', (origin) => [
    post(
      origin,
      '/api/search',
      JSON.stringify({
        query: 'Is that a phone number?',
        searchType: 'health-info',
        conversationContext: Array.from({ length: 40 }, (_, i) => ({
          id: `m${i}`,
          type: 'user',
          content: `tel${padding}x`,
          timestamp: new Date().toISOString(),
          searchType: 'health-info',
          medicalKnowledgeLevel: 'no-medical-experience',
        })),
      }),
    ),
  ]),
);
const contentBomb = (await contentBombPdf(100 * MB)).toString('base64');
outcomes.push(
  await probe('pdf-content-bomb', (origin) => [
    post(
      origin,
      '/api/search',
      search({ documentData: { base64: contentBomb, fileName: 'report.pdf' } }),
    ),
  ]),
);
const fontBomb = (await fontBombPdf(500 * MB)).toString('base64');
outcomes.push(
  await probe('pdf-font-bomb', (origin) => [
    post(
      origin,
      '/api/search',
      search({ documentData: { base64: fontBomb, fileName: 'report.pdf' } }),
    ),
  ]),
);
// Page images of a 'scan': five real PNGs of just under 4 MB each, 27 MB of JSON.
const page = noisePng(3.9 * MB).toString('base64');
const scan = Buffer.from(
  search({ documentPages: { fileName: 'scan.pdf', pages: Array(5).fill(page), pageCount: 5 } }),
);
outcomes.push(
  await probe('64-uploads-of-27MB', (origin) =>
    Array.from({ length: 64 }, (_, i) =>
      post(origin, '/api/search', scan, { 'x-forwarded-for': `203.0.113.${(i % 4) + 1}` }),
    ),
  ),
);
const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
outcomes.push(
  await probe('deep-json', (origin) => [
    post(
      origin,
      '/api/langsmith/traces',
      `{"runName":"x","userId":"user_1_a","sessionId":"s","additionalInfo":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
    ),
    post(origin, '/api/search', `{"query":"hi","searchType":"health-info","x":${deep}}`),
  ]),
);

const rows = outcomes.filter((outcome): outcome is Outcome => outcome !== null);
console.log(`\nabuse probes against ${APP_DIR}`);
console.log(
  `targets: health <= ${TARGETS.healthMs} ms, replies <= ${TARGETS.replyMs} ms, RSS < ${TARGETS.rssMb} MB, no exit\n`,
);
console.table(rows);
const met = rows.every(
  (row) =>
    row.survived &&
    row.healthFailures === 0 &&
    row.healthMs <= TARGETS.healthMs &&
    row.slowestReplyMs <= TARGETS.replyMs &&
    row.peakRssMb < TARGETS.rssMb,
);
console.log(met ? 'every target met' : 'TARGETS MISSED');
fakes.kill('SIGTERM');
await dispatcher.close();
process.exit(0);
