import { afterAll, afterEach, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { parseConfig } from '../../src/server/config.ts';
import type { SharedState } from '../../src/server/state/index.ts';
import { startFakeClinicalTrials } from '../fakes/clinical-trials.ts';
import { startFakeEutils } from '../fakes/eutils.ts';
import { startFakeFirecrawl } from '../fakes/firecrawl.ts';
import { startFakeMedlinePlus } from '../fakes/medlineplus.ts';
import { startFakeOpenAI } from '../fakes/openai.ts';
import { startFakeOpenFda } from '../fakes/openfda.ts';
import { postSearch, type SearchOptions, type SearchOutcome } from './post-search.ts';

export type Fakes = {
  eutils: Awaited<ReturnType<typeof startFakeEutils>>;
  medlinePlus: Awaited<ReturnType<typeof startFakeMedlinePlus>>;
  firecrawl: Awaited<ReturnType<typeof startFakeFirecrawl>>;
  openai: Awaited<ReturnType<typeof startFakeOpenAI>>;
  clinicalTrials: Awaited<ReturnType<typeof startFakeClinicalTrials>>;
  openFda: Awaited<ReturnType<typeof startFakeOpenFda>>;
};

export async function startFakes(): Promise<Fakes> {
  const [eutils, medlinePlus, firecrawl, openai, clinicalTrials, openFda] = await Promise.all([
    startFakeEutils(),
    startFakeMedlinePlus(),
    startFakeFirecrawl(),
    startFakeOpenAI(),
    startFakeClinicalTrials(),
    startFakeOpenFda(),
  ]);
  return { eutils, medlinePlus, firecrawl, openai, clinicalTrials, openFda };
}

export async function stopFakes(fakes: Fakes): Promise<void> {
  await Promise.all(Object.values(fakes).map((fake) => fake.close()));
}

export function resetFakes(fakes: Fakes): void {
  for (const fake of Object.values(fakes)) {
    fake.requests.length = 0;
    fake.behave({ kind: 'ok' });
  }
}

export interface AppOptions {
  model?: boolean;
  webSearch?: boolean;
  env?: Record<string, string>;
  /** Where the app logs (set LOG_LEVEL in env too); tests read it to prove what is never logged. */
  logStream?: NodeJS.WritableStream;
  /** Shared state of its own (a Redis one, for two apps that must count together). */
  sharedState?: SharedState;
}

/** A real app instance pointed at the fakes; `model: false` gives evidence-only mode. */
export async function appOnFakes(fakes: Fakes, options: AppOptions = {}): Promise<FastifyInstance> {
  const env: Record<string, string> = {
    LOG_LEVEL: 'silent',
    NCBI_EUTILS_URL: fakes.eutils.url,
    MEDLINEPLUS_URL: fakes.medlinePlus.url,
    FIRECRAWL_API_URL: fakes.firecrawl.url,
    OPENFDA_URL: fakes.openFda.url,
    CTGOV_API_URL: fakes.clinicalTrials.url,
    CTGOV_REQUESTS_PER_SECOND: '1000',
    UPSTREAM_RETRY_BASE_MS: '5',
    UPSTREAM_TIMEOUT_MS: '1500',
    MODEL_TIMEOUT_MS: '3000',
    NCBI_REQUESTS_PER_SECOND: '1000',
    MEDLINEPLUS_REQUESTS_PER_MINUTE: '60000',
    RATE_LIMIT_PER_MINUTE: '10000',
    MODEL_RATE_LIMIT_PER_MINUTE: '10000',
    ...(options.model === false
      ? {}
      : { OPENAI_BASE_URL: `${fakes.openai.url}/v1`, OPENAI_API_KEY: 'test-key' }),
    ...(options.webSearch === false ? {} : { FIRECRAWL_API_KEY: 'test-firecrawl' }),
    ...options.env,
  };
  return buildApp(parseConfig(env), {
    clientDir: null,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.sharedState ? { sharedState: options.sharedState } : {}),
  });
}

export interface FakeStack {
  /** The fakes of this test file (available once its tests run). */
  readonly fakes: Fakes;
  /** Builds an app on the fakes; it is closed after the test. */
  app(options?: AppOptions): Promise<FastifyInstance>;
  /** Builds an app (as `app`) and posts one search to it. */
  search(
    body: Parameters<typeof postSearch>[1],
    options?: AppOptions,
    request?: SearchOptions,
  ): Promise<SearchOutcome>;
}

/**
 * Registers the hooks every integration file needs: the fakes start once per file, and after each
 * test the apps it built are closed and the fakes forget their requests and behaviours.
 */
export function useFakeStack(): FakeStack {
  let fakes: Fakes | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    fakes = await startFakes();
  });
  afterAll(async () => {
    if (fakes) await stopFakes(fakes);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    if (fakes) resetFakes(fakes);
  });
  return {
    get fakes() {
      if (!fakes) throw new Error('The fakes start in beforeAll; use them inside a test.');
      return fakes;
    },
    async app(options) {
      const app = await appOnFakes(this.fakes, options);
      apps.push(app);
      return app;
    },
    async search(body, options, request) {
      return postSearch(await this.app(options), body, request);
    },
  };
}
