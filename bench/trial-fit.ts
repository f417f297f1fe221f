/**
 * Trial search and patient-fit benchmark against fake upstreams with fixed latencies.
 * Reports the time to the first trial card (the `data-trials` part of POST /api/search) and the
 * time until the fit analysis of 10 trials is back (POST /api/clinical-trials/fit). The fit
 * analysis runs every trial in parallel, so its total should be close to one model call, not ten.
 */
import { buildApp } from '../src/server/app.ts';
import { parseConfig } from '../src/server/config.ts';
import { renderPatientText, trialFitResponseSchema, type Trial } from '../src/contract/index.ts';
import { median, UNLIMITED_SERVER_ENV } from './bench-support.ts';
import { startFakeClinicalTrials } from '../tests/fakes/clinical-trials.ts';
import { startFakeOpenAI } from '../tests/fakes/openai.ts';

const LATENCY = { registryMs: 300, modelFirstTokenMs: 400 };
const RUNS = 5;
/** A third condition term per run: a new registry query each time, so no cache answers it. */
const UNCACHED_TERMS = ['asthma', 'epilepsy', 'stroke', 'obesity', 'hepatitis'];

const [registry, openai] = await Promise.all([
  startFakeClinicalTrials({ latencyMs: LATENCY.registryMs }),
  startFakeOpenAI({ firstTokenMs: LATENCY.modelFirstTokenMs, tokenDelayMs: 5 }),
]);
const app = await buildApp(
  parseConfig({
    LOG_LEVEL: 'silent',
    CTGOV_API_URL: registry.url,
    OPENAI_BASE_URL: `${openai.url}/v1`,
    OPENAI_API_KEY: 'bench',
    ...UNLIMITED_SERVER_ENV,
  }),
  { clientDir: null },
);
const base = await app.listen({ port: 0, host: '127.0.0.1' });

async function firstTrialCard(query: string): Promise<{ ms: number; trials: Trial[] }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, searchType: 'clinical-trials' }),
  });
  if (!response.body) throw new Error('no body');
  let buffer = '';
  let ms = -1;
  for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    if (ms < 0 && buffer.includes('"type":"data-trials"')) ms = performance.now() - started;
  }
  const line = buffer.split('\n\n').find((event) => event.includes('"type":"data-trials"'));
  const trials = (JSON.parse(line?.slice('data: '.length) ?? '{}') as { data: { trials: Trial[] } })
    .data.trials;
  if (ms < 0) throw new Error('no trials part');
  return { ms, trials };
}

async function fitAll(trials: Trial[], run: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/clinical-trials/fit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      trials,
      // A new patient text per run, so the fit cache never answers.
      patientText: renderPatientText(
        [],
        `melanoma trials for a ${50 + run}-year-old woman after surgery`,
      ),
    }),
  });
  const { fits } = trialFitResponseSchema.parse(await response.json());
  if (fits.length !== trials.length) throw new Error('missing fits');
  return performance.now() - started;
}

const cardTimes: number[] = [];
const fitTimes: number[] = [];
let trials: Trial[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const search = await firstTrialCard(
    `melanoma or breast cancer trials, also ${UNCACHED_TERMS[run % UNCACHED_TERMS.length]}`,
  );
  cardTimes.push(search.ms);
  trials = search.trials.slice(0, 10);
  fitTimes.push(await fitAll(trials, run));
}

const oneCall = LATENCY.modelFirstTokenMs;
console.log('\nTrial search and patient fit (fake upstreams)');
console.log(
  `  registry latency ${LATENCY.registryMs} ms, model first token ${oneCall} ms, ${RUNS} runs`,
);
console.log(`  time to first trial card: median ${median(cardTimes).toFixed(0)} ms`);
console.log(
  `  fit analysis of ${trials.length} trials (2 model calls each, all in parallel): median ${median(fitTimes).toFixed(0)} ms` +
    ` (one model call ${oneCall} ms; ${trials.length * 2} calls in series would take ${trials.length * 2 * oneCall} ms)`,
);

await app.close();
await Promise.all([registry.close(), openai.close()]);
