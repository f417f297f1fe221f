import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { parseConfig } from '../../src/server/config.ts';
import { startFakeClinicalTrials } from '../fakes/clinical-trials.ts';
import { startFakeEutils } from '../fakes/eutils.ts';
import { startFakeFirecrawl } from '../fakes/firecrawl.ts';
import { startFakeMedlinePlus } from '../fakes/medlineplus.ts';
import { startFakeOpenAI } from '../fakes/openai.ts';
import { startFakeOpenFda } from '../fakes/openfda.ts';

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

/** A real app instance pointed at the fakes; `model: false` gives evidence-only mode. */
export async function appOnFakes(
  fakes: Fakes,
  options: { model?: boolean; webSearch?: boolean; env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
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
  return buildApp(parseConfig(env), { clientDir: null });
}
