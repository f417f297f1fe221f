/**
 * Latency and cost of POST /api/search against fake upstreams with fixed latencies, beside a
 * plain relay (bench/baseline-relay.ts) that makes the same upstream calls under the same load in
 * the same run. The app, the relay, the fakes and this load generator are four processes.
 * Targets (issue 13), as ratios to the relay: CPU per search <= 3x, first byte p95 and first answer
 * token p95 <= 1.25x, no errors, RSS under 600 MB, at 100 and at 500 concurrent searches.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, UNLIMITED_SERVER_ENV } from './bench-support.ts';
import { LATENCY } from './fake-upstreams.ts';
import { benchQuestions } from './bench-questions.ts';
import { SERVER_NODE_FLAGS } from '../src/server/server-node-flags.ts';

// PubMed is two sequential calls (esearch, then efetch), so its retrieval takes two latencies.
const PUBMED_MS = LATENCY.pubmedRequestMs * 2;
const CRITICAL_PATH_MS = Math.max(PUBMED_MS, LATENCY.medlinePlusMs) + LATENCY.modelFirstTokenMs;
const LEVELS = (process.env.BENCH_CONCURRENCY ?? '100,500').split(',').map(Number);
const TARGET = { cpuRatio: 3, latencyRatio: 1.25, rssMb: 600 };
/**
 * Bursts per load level and side, the order alternating; percentiles are taken over all their
 * searches together. On 2 shared cores one burst's p95 swings by 20 % between runs of the same
 * code (docs/decisions/014-bench-rounds.md), more than the differences being measured.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Sample {
  firstByteMs: number;
  firstTokenMs: number;
}
interface Run {
  samples: Sample[];
  errors: number;
  cpuMsPerSearch: number;
  /** What the same searches cost the fakes and this load generator: they share the 2 cores. */
  fakesCpuMsPerSearch: number;
  loadCpuMsPerSearch: number;
  peakRssMb: number;
}

/**
 * One connection per search, as browsers would open; no pool limit in the generator itself.
 * Each burst gets a pool of its own: reusing the sockets an earlier burst left open would favour
 * whichever server keeps idle connections longer (Fastify 72 s, a plain Node server 5 s), and a
 * burst riding on a hundred warm sockets reaches the server in a different shape than one that
 * must connect.
 */
const newPool = () => new Agent({ keepAlive: true, maxSockets: Infinity });
const agent = newPool();

function timeSearch(port: number, query: string, pool = agent): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = -1;
    let firstTokenMs = -1;
    const req = request(
      { host: '127.0.0.1', port, path: '/api/search', method: 'POST', agent: pool },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (text: string) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          if (firstTokenMs < 0 && text.includes('"type":"text-delta"'))
            firstTokenMs = performance.now() - started;
        });
        res.on('end', () =>
          firstTokenMs < 0
            ? reject(new Error(`no answer token for "${query}"`))
            : resolve({ firstByteMs, firstTokenMs }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setHeader('content-type', 'application/json');
    req.end(JSON.stringify({ query }));
  });
}

/** CPU time (user + system) a process has used so far, from /proc (Linux). */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const cpuTotalMs = (usage: NodeJS.CpuUsage): number => (usage.user + usage.system) / 1000;

function rssMb(pid: number | undefined): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? NaN) / 1024;
}

async function measure(server: ChildProcess, port: number, queries: string[]): Promise<Run> {
  let peakRssMb = rssMb(server.pid);
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(server.pid))), 100);
  const cpuBefore = cpuMs(server.pid);
  const fakesBefore = cpuMs(fakes.pid);
  const loadBefore = process.cpuUsage();
  const pool = newPool();
  const settled = await Promise.allSettled(queries.map((query) => timeSearch(port, query, pool)));
  pool.destroy();
  clearInterval(sampler);
  const samples = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) console.error(`  first error: ${String(failure.reason)}`);
  return {
    samples,
    errors: queries.length - samples.length,
    cpuMsPerSearch: (cpuMs(server.pid) - cpuBefore) / queries.length,
    fakesCpuMsPerSearch: (cpuMs(fakes.pid) - fakesBefore) / queries.length,
    loadCpuMsPerSearch: cpuTotalMs(process.cpuUsage(loadBefore)) / queries.length,
    peakRssMb: Math.max(peakRssMb, rssMb(server.pid)),
  };
}

/** Several bursts as one: their searches together, CPU per search over all, the highest RSS. */
function pool(runs: Run[]): Run {
  const searches = (run: Run) => run.samples.length + run.errors;
  const total = runs.reduce((sum, run) => sum + searches(run), 0);
  const perSearch = (key: 'cpuMsPerSearch' | 'fakesCpuMsPerSearch' | 'loadCpuMsPerSearch') =>
    runs.reduce((sum, run) => sum + run[key] * searches(run), 0) / total;
  return {
    samples: runs.flatMap((run) => run.samples),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuMsPerSearch: perSearch('cpuMsPerSearch'),
    fakesCpuMsPerSearch: perSearch('fakesCpuMsPerSearch'),
    loadCpuMsPerSearch: perSearch('loadCpuMsPerSearch'),
    peakRssMb: Math.max(...runs.map((run) => run.peakRssMb)),
  };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function waitForPort(port: number, path: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      await timeSearch(port, 'warm up the server'); // JIT and connection pools
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`nothing answered on ${path}`);
}

// BENCH_PROFILE=1 writes a V8 CPU profile of the app to .bench-profile/ for chrome://inspect;
// BENCH_PROFILE=fakes one of the fakes process (what the app's calls cost its upstreams),
// BENCH_PROFILE=relay one of the baseline.
const profileOf = (name: 'app' | 'fakes' | 'relay') => {
  const wanted = process.env.BENCH_PROFILE;
  return wanted === name || (name === 'app' && wanted === '1')
    ? ['--cpu-prof', '--cpu-prof-dir=.bench-profile']
    : [];
};
const fakes = startProcess([...profileOf('fakes'), 'bench/fake-upstreams.ts'], {});
if (!fakes.stdout) throw new Error('the fakes process has no stdout');
const [line] = (await once(createInterface({ input: fakes.stdout }), 'line')) as [string];
const urls = JSON.parse(line) as { eutils: string; medlinePlus: string; openai: string };
const upstreamEnv = {
  NCBI_EUTILS_URL: urls.eutils,
  MEDLINEPLUS_URL: urls.medlinePlus,
  OPENAI_BASE_URL: `${urls.openai}/v1`,
  OPENAI_API_KEY: 'bench',
  FIRECRAWL_API_KEY: '',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
};
const [appPort, relayPort] = [await freePort(), await freePort()];
// Started as `npm start` starts it.
const app = startProcess([...profileOf('app'), ...SERVER_NODE_FLAGS, 'src/server/main.ts'], {
  ...upstreamEnv,
  ...UNLIMITED_SERVER_ENV,
  PORT: String(appPort),
});
const relay = startProcess([...profileOf('relay'), 'bench/baseline-relay.ts'], {
  ...upstreamEnv,
  PORT: String(relayPort),
});

const ratioLine = (label: string, app: number, base: number, limit: number, unit = 'ms') => {
  const ratio = app / base;
  const verdict = ratio <= limit ? 'met' : 'MISSED';
  console.log(
    `  ${label.padEnd(24)} app ${app.toFixed(1).padStart(7)} ${unit}   baseline ${base.toFixed(1).padStart(7)} ${unit}   ${ratio.toFixed(2)}x (target <= ${limit}x: ${verdict})`,
  );
};

try {
  await Promise.all([waitForPort(appPort, 'app'), waitForPort(relayPort, 'relay')]);
  console.log(
    `Fixed latencies: model first token ${LATENCY.modelFirstTokenMs} ms, PubMed ${PUBMED_MS} ms (esearch + efetch), MedlinePlus ${LATENCY.medlinePlusMs} ms, web search off`,
  );
  console.log(`Critical path: ${CRITICAL_PATH_MS} ms`);
  const questions = benchQuestions(20 + ROUNDS * LEVELS.reduce((sum, n) => sum + n, 0));

  const sequential: Sample[] = [];
  const before = cpuMs(app.pid);
  for (const query of questions.splice(0, 20)) sequential.push(await timeSearch(appPort, query));
  const over = (ms: number) =>
    `${(((ms - CRITICAL_PATH_MS) / CRITICAL_PATH_MS) * 100).toFixed(1)}%`;
  const token = sequential.map((s) => s.firstTokenMs);
  console.log(
    `\nOne at a time (${sequential.length} searches; app CPU ${((cpuMs(app.pid) - before) / sequential.length).toFixed(1)} ms per search, RSS ${rssMb(app.pid).toFixed(0)} MB)`,
  );
  console.log(
    `  first byte p50 ${percentile(
      sequential.map((s) => s.firstByteMs),
      50,
    ).toFixed(
      1,
    )} ms; first answer token p50 ${percentile(token, 50).toFixed(1)} ms (${over(percentile(token, 50))} over the critical path), p95 ${percentile(token, 95).toFixed(1)} ms (${over(percentile(token, 95))})`,
  );

  for (const level of LEVELS) {
    const appRuns: Run[] = [];
    const baseRuns: Run[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Distinct questions the app has not seen, so its retrieval cache starts cold as in real use.
      const batch = questions.splice(0, level);
      // Who goes first alternates: the second burst of a pair meets fakes and a machine the first
      // has just warmed (or left busy), and that must not count for one side only.
      const order = round % 2 === 0 ? (['app', 'relay'] as const) : (['relay', 'app'] as const);
      for (const side of order) {
        const run =
          side === 'app'
            ? await measure(app, appPort, batch)
            : await measure(relay, relayPort, batch);
        (side === 'app' ? appRuns : baseRuns).push(run);
        await sleep(1000);
      }
    }
    const appRun = pool(appRuns);
    const baseRun = pool(baseRuns);
    const p95 = (run: Run, key: keyof Sample) =>
      percentile(
        run.samples.map((s) => s[key]),
        95,
      );
    const perRound = (key: keyof Sample) =>
      appRuns
        .map((run, i) => `${(p95(run, key) / p95(baseRuns[i] as Run, key)).toFixed(2)}x`)
        .join(', ');
    console.log(
      `\n${level} concurrent searches (${ROUNDS} rounds of ${level} distinct questions, pooled)`,
    );
    ratioLine('CPU per search', appRun.cpuMsPerSearch, baseRun.cpuMsPerSearch, TARGET.cpuRatio);
    ratioLine(
      'first byte p95',
      p95(appRun, 'firstByteMs'),
      p95(baseRun, 'firstByteMs'),
      TARGET.latencyRatio,
    );
    ratioLine(
      'first answer token p95',
      p95(appRun, 'firstTokenMs'),
      p95(baseRun, 'firstTokenMs'),
      TARGET.latencyRatio,
    );
    console.log(
      `  first answer token p50   app ${percentile(
        appRun.samples.map((s) => s.firstTokenMs),
        50,
      ).toFixed(1)} ms   baseline ${percentile(
        baseRun.samples.map((s) => s.firstTokenMs),
        50,
      ).toFixed(1)} ms`,
    );
    console.log(
      `  fakes CPU per search     app run ${appRun.fakesCpuMsPerSearch.toFixed(1)} ms   baseline run ${baseRun.fakesCpuMsPerSearch.toFixed(1)} ms;  load generator ${appRun.loadCpuMsPerSearch.toFixed(1)} / ${baseRun.loadCpuMsPerSearch.toFixed(1)} ms`,
    );
    console.log(
      `  p95 ratio per round      first byte ${perRound('firstByteMs')};  first answer token ${perRound('firstTokenMs')}`,
    );
    console.log(
      `  errors                   app ${appRun.errors}   baseline ${baseRun.errors}   (target 0: ${appRun.errors === 0 ? 'met' : 'MISSED'})`,
    );
    console.log(
      `  peak RSS                 app ${appRun.peakRssMb.toFixed(0)} MB   baseline ${baseRun.peakRssMb.toFixed(0)} MB   (target < ${TARGET.rssMb} MB: ${appRun.peakRssMb < TARGET.rssMb ? 'met' : 'MISSED'}; per round: app ${appRuns.map((run) => run.peakRssMb.toFixed(0)).join(', ')} MB)`,
    );
  }
} finally {
  agent.destroy();
  for (const child of [app, relay, fakes]) child.kill('SIGTERM');
}
