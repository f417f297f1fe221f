/**
 * One instance of the real app per concurrent question, listening on loopback, configured from
 * the environment as `npm start` would be, with what each mode changes: closed-book and oracle
 * point every source at the local upstreams, and the model is reached through the token meter.
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app.ts';
import { parseConfig } from '../../src/server/config.ts';
import {
  MEDLINEPLUS_REQUESTS_PER_MINUTE,
  NCBI_REQUESTS_PER_SECOND,
} from '../../src/server/config/settings.ts';
import type { LocalUpstreams } from './local-upstreams.ts';
import type { TokenMeter } from './token-meter.ts';

export const MODES = ['closed-book', 'oracle', 'live'] as const;
export type EvalMode = (typeof MODES)[number];

export type Env = Record<string, string | undefined>;

/** Far above what one evaluation sends: the harness is a single client asking hundreds of questions. */
const UNLIMITED = '1000000000';

export interface AppPlace {
  mode: EvalMode;
  /** The instance's name in the meter's and the local E-utilities' paths. */
  id: string;
  /** Instances running side by side, which share the published upstream rates in live mode. */
  instances: number;
  meter: TokenMeter | null;
  upstreams: LocalUpstreams;
}

/** NCBI's published rate for this environment: 3 requests a second, 10 with an API key. */
const ncbiRate = (base: Env): number =>
  base.NCBI_API_KEY ? NCBI_REQUESTS_PER_SECOND.withKey : NCBI_REQUESTS_PER_SECOND.withoutKey;

/**
 * How many instances may run at once: in live mode no more than NCBI's rate, since each instance
 * needs a whole request a second of it (the limiter counts whole requests).
 */
export const maxInstances = (mode: EvalMode, base: Env, concurrency: number): number =>
  mode === 'live' ? Math.min(concurrency, ncbiRate(base)) : concurrency;

/** The environment one instance runs with. */
export function appEnv(base: Env, place: AppPlace): Env {
  const { mode, id, instances, meter, upstreams } = place;
  const env: Env = {
    ...base,
    LOG_LEVEL: 'silent',
    // This run's limits and caches stay in this process, whatever the deployment shares.
    REDIS_URL: '',
    RATE_LIMIT_PER_MINUTE: UNLIMITED,
    MODEL_RATE_LIMIT_PER_MINUTE: UNLIMITED,
    MODEL_TOKENS_PER_DAY_PER_CLIENT: UNLIMITED,
    ...(meter ? { OPENAI_BASE_URL: meter.baseUrlFor(id) } : {}),
  };
  if (mode === 'live') {
    // Each instance has its own limiter, so together they keep to the published rate.
    const share = (rate: number): string => String(Math.max(1, Math.floor(rate / instances)));
    return {
      ...env,
      NCBI_REQUESTS_PER_SECOND: base.NCBI_REQUESTS_PER_SECOND || share(ncbiRate(base)),
      MEDLINEPLUS_REQUESTS_PER_MINUTE:
        base.MEDLINEPLUS_REQUESTS_PER_MINUTE || share(MEDLINEPLUS_REQUESTS_PER_MINUTE),
    };
  }
  return {
    ...env,
    NCBI_EUTILS_URL: upstreams.eutilsUrlFor(id),
    NCBI_API_KEY: '',
    NCBI_REQUESTS_PER_SECOND: '1000',
    MEDLINEPLUS_URL: upstreams.medlinePlusUrl,
    MEDLINEPLUS_REQUESTS_PER_MINUTE: '60000',
    OPENFDA_URL: upstreams.nothingUrl,
    CTGOV_API_URL: upstreams.nothingUrl,
    // Without a key the app skips web search.
    FIRECRAWL_API_KEY: '',
  };
}

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

export async function startApp(env: Env): Promise<RunningApp> {
  const app: FastifyInstance = await buildApp(parseConfig(env), { clientDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
