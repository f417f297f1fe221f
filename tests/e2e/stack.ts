/**
 * The browser-test stack in one process: fake upstreams that speak the real wire formats, and two
 * instances of the real app (with and without a model) pointed at them through their base URLs.
 */
import { buildApp } from '../../src/server/app.ts';
import { parseConfig } from '../../src/server/config.ts';
import { startFakeClinicalTrials } from '../fakes/clinical-trials.ts';
import { startFakeEutils } from '../fakes/eutils.ts';
import { startFakeFirecrawl } from '../fakes/firecrawl.ts';
import { startFakeMedlinePlus } from '../fakes/medlineplus.ts';
import { startFakeOpenAI } from '../fakes/openai.ts';
import { startFakeOpenFda } from '../fakes/openfda.ts';
import { startFakeRealtimePeer } from '../fakes/realtime-peer.ts';
import { e2ePorts } from './ports.ts';

const E2E_PORTS = e2ePorts();

const [eutils, medlinePlus, firecrawl, openai, clinicalTrials, openFda] = await Promise.all([
  // Enough latency that the loading skeleton is on screen long enough for a person (and a test) to see.
  startFakeEutils({ latencyMs: 250 }),
  startFakeMedlinePlus({ latencyMs: 100 }),
  startFakeFirecrawl(),
  // An answer is about 170 pieces: 1 ms apart, it still arrives over a dozen frames or more, and
  // no test spends a second per answer on it (at 5 ms, the suite's compositing CPU doubled and
  // layout-fit took a fifth longer). FAKE_MODEL_TRIGGERS.slowStream slows it for a test that looks mid-stream.
  startFakeOpenAI({ firstTokenMs: 150, tokenDelayMs: 1 }),
  startFakeClinicalTrials({ latencyMs: 150 }),
  startFakeOpenFda({ latencyMs: 100 }),
]);

// Voice mode's WebRTC peer accepts only the keys the session fake minted, like the provider.
const realtimePeer = await startFakeRealtimePeer({
  acceptKey: (key) => openai.realtimeKeys.includes(key),
});

const upstreamEnv = {
  LOG_LEVEL: 'warn',
  NCBI_EUTILS_URL: eutils.url,
  MEDLINEPLUS_URL: medlinePlus.url,
  FIRECRAWL_API_URL: firecrawl.url,
  FIRECRAWL_API_KEY: 'fake-firecrawl-key',
  OPENFDA_URL: openFda.url,
  CTGOV_API_URL: clinicalTrials.url,
  CTGOV_REQUESTS_PER_SECOND: '100',
  UPSTREAM_RETRY_BASE_MS: '50',
  NCBI_REQUESTS_PER_SECOND: '100',
  MEDLINEPLUS_REQUESTS_PER_MINUTE: '6000',
  RATE_LIMIT_PER_MINUTE: '5000',
  MODEL_RATE_LIMIT_PER_MINUTE: '5000',
  // Every browser test shares one address; the daily token budget is not what they test.
  MODEL_TOKENS_PER_DAY_PER_CLIENT: '1000000000',
  // Nor the voice and client-trace budgets (tests/integration covers those).
  REALTIME_SESSIONS_PER_DAY_PER_CLIENT: '1000000',
  REALTIME_MINUTES_PER_DAY_PER_CLIENT: '1000000000',
  SPEECH_CHARS_PER_DAY_PER_CLIENT: '1000000000',
  TRANSCRIPTION_SECONDS_PER_DAY_PER_CLIENT: '1000000000',
  LANGSMITH_CLIENT_RUNS_PER_DAY_PER_CLIENT: '1000000000',
  // The partner page that embeds /ask in tests/e2e/lab-page.spec.ts (served by page.route).
  LAB_MESSAGE_ORIGINS: 'http://partner.test',
};

const evidenceOnly = await buildApp(parseConfig({ ...upstreamEnv, HOST: '127.0.0.1' }));
await evidenceOnly.listen({ port: E2E_PORTS.evidenceOnly, host: '127.0.0.1' });

const withModel = await buildApp(
  parseConfig({
    ...upstreamEnv,
    OPENAI_BASE_URL: `${openai.url}/v1`,
    OPENAI_API_KEY: 'fake-openai-key',
    REALTIME_URL: realtimePeer.url,
    // Loopback only: no STUN server is reachable from the test machine, nor needed.
    STUN_URLS: 'stun:127.0.0.1:3478',
  }),
);
await withModel.listen({ port: E2E_PORTS.model, host: '127.0.0.1' });
console.log(
  `e2e stack ready on ${E2E_PORTS.model} (model) and ${E2E_PORTS.evidenceOnly} (evidence-only)`,
);

const stop = async (): Promise<void> => {
  await Promise.allSettled([withModel.close(), evidenceOnly.close()]);
  await Promise.allSettled(
    [eutils, medlinePlus, firecrawl, openai, clinicalTrials, openFda, realtimePeer].map((fake) =>
      fake.close(),
    ),
  );
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
