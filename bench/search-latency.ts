/**
 * Latency benchmark of POST /api/search against fake upstreams with fixed latencies.
 * The app runs as its own process (as in production); fakes and the load generator run here.
 * Reports time to first byte and time to the first answer token against the critical path
 * (slowest retrieval + model first token), alone and under 100 concurrent searches.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, UNLIMITED_SERVER_ENV } from './bench-support.ts';
import { startFakeEutils } from '../tests/fakes/eutils.ts';
import { startFakeMedlinePlus } from '../tests/fakes/medlineplus.ts';
import { startFakeOpenAI } from '../tests/fakes/openai.ts';

const LATENCY = { modelFirstTokenMs: 300, pubmedRequestMs: 200, medlinePlusMs: 200 };
// PubMed is two sequential calls (esearch, then efetch), so its retrieval takes two latencies.
const PUBMED_MS = LATENCY.pubmedRequestMs * 2;
const CRITICAL_PATH_MS = Math.max(PUBMED_MS, LATENCY.medlinePlusMs) + LATENCY.modelFirstTokenMs;
const PORT = Number(process.env.BENCH_PORT) || (await freePort());
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);

const TOPICS = [
  'type 2 diabetes',
  'high blood pressure',
  'asthma',
  'migraine',
  'iron deficiency anemia',
  'hypothyroidism',
  'osteoporosis',
  'atrial fibrillation',
  'chronic kidney disease',
  'psoriasis',
  'gout',
  'celiac disease',
  'depression',
  'sleep apnea',
  'rheumatoid arthritis',
  'heart failure',
  'COPD',
  'eczema',
  'anxiety',
  'influenza',
];
const TEMPLATES = [
  (t: string) => `What are the symptoms of ${t}?`,
  (t: string) => `How is ${t} treated?`,
  (t: string) => `What causes ${t}?`,
  (t: string) => `How is ${t} diagnosed?`,
  (t: string) => `Can lifestyle changes help with ${t}?`,
];
const questions = TOPICS.flatMap((topic) => TEMPLATES.map((template) => template(topic)));

interface Sample {
  firstByteMs: number;
  firstTokenMs: number;
}

async function timeSearch(query: string): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${PORT}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  if (!response.body) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let firstByteMs = -1;
  let firstTokenMs = -1;
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (firstByteMs < 0) firstByteMs = performance.now() - started;
    buffer += value;
    if (firstTokenMs < 0 && buffer.includes('"type":"text-delta"'))
      firstTokenMs = performance.now() - started;
  }
  if (firstTokenMs < 0) throw new Error(`no answer token for "${query}"`);
  return { firstByteMs, firstTokenMs };
}

/** CPU time (user + system) the server process has used so far, from /proc (Linux). */
function serverCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

function report(label: string, samples: Sample[], cpuMs: number): void {
  const ttfb = samples.map((s) => s.firstByteMs);
  const token = samples.map((s) => s.firstTokenMs);
  const over = (ms: number) =>
    `${(((ms - CRITICAL_PATH_MS) / CRITICAL_PATH_MS) * 100).toFixed(1)}%`;
  console.log(
    `\n${label} (${samples.length} searches; server CPU ${(cpuMs / samples.length).toFixed(1)} ms per search)`,
  );
  console.log(
    `  first byte         p50 ${percentile(ttfb, 50).toFixed(1)} ms   p95 ${percentile(ttfb, 95).toFixed(1)} ms   (target < 50 ms)`,
  );
  console.log(
    `  first answer token p50 ${percentile(token, 50).toFixed(1)} ms (${over(percentile(token, 50))} over critical path)   p95 ${percentile(token, 95).toFixed(1)} ms (${over(percentile(token, 95))})`,
  );
}

const [eutils, medlinePlus, openai] = await Promise.all([
  startFakeEutils({ latencyMs: LATENCY.pubmedRequestMs, alwaysFind: true }),
  startFakeMedlinePlus({ latencyMs: LATENCY.medlinePlusMs }),
  // About 50 chunks/s per stream, the pace of a real hosted model.
  startFakeOpenAI({ firstTokenMs: LATENCY.modelFirstTokenMs, tokenDelayMs: 20 }),
]);

// BENCH_PROFILE=1 writes a V8 CPU profile of the server to .bench-profile/ for chrome://inspect.
const profileArgs = process.env.BENCH_PROFILE
  ? ['--cpu-prof', '--cpu-prof-dir=.bench-profile']
  : [];
const server = spawn(process.execPath, [...profileArgs, 'src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    OPENAI_BASE_URL: `${openai.url}/v1`,
    OPENAI_API_KEY: 'bench',
    NCBI_EUTILS_URL: eutils.url,
    MEDLINEPLUS_URL: medlinePlus.url,
    FIRECRAWL_API_KEY: '',
    ...UNLIMITED_SERVER_ENV,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error('server did not start');
    }
    await sleep(100);
  }
  console.log(
    `Fixed latencies: model first token ${LATENCY.modelFirstTokenMs} ms, PubMed ${PUBMED_MS} ms (esearch + efetch), MedlinePlus ${LATENCY.medlinePlusMs} ms, web search off`,
  );
  console.log(`Critical path: ${CRITICAL_PATH_MS} ms`);

  await timeSearch('warm up the server'); // JIT and connection pools
  let cpuBefore = serverCpuMs(server.pid);
  const sequential: Sample[] = [];
  // Questions of their own, so the concurrent run below starts with a cold retrieval cache.
  for (const topic of TOPICS)
    sequential.push(await timeSearch(`What are the risk factors for ${topic}?`));
  report('One at a time', sequential, serverCpuMs(server.pid) - cpuBefore);

  cpuBefore = serverCpuMs(server.pid);

  const concurrent = await Promise.all(questions.slice(0, CONCURRENCY).map((q) => timeSearch(q)));
  report(`${CONCURRENCY} concurrent`, concurrent, serverCpuMs(server.pid) - cpuBefore);
} finally {
  server.kill('SIGTERM');
  await Promise.all([eutils.close(), medlinePlus.close(), openai.close()]);
}
