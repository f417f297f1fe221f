/** What every benchmark needs: a free port, a median, and a server whose own limits stay out of the way. */
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

/** A port nothing listens on right now, so a bench never collides with a running app. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Browser benches serve the built client. */
export function requireBuiltClient(): void {
  if (!existsSync(new URL('../dist/client/index.html', import.meta.url))) {
    throw new Error('Build the client first: npm run build');
  }
}

/**
 * The fakes are not NCBI or MedlinePlus, and every request comes from one address: lift the
 * politeness limits, the per-client rate limits and the daily budgets so the server itself
 * is what is measured.
 */
export const UNLIMITED_SERVER_ENV = {
  NCBI_REQUESTS_PER_SECOND: '100000',
  MEDLINEPLUS_REQUESTS_PER_MINUTE: '1000000',
  CTGOV_REQUESTS_PER_SECOND: '1000',
  RATE_LIMIT_PER_MINUTE: '100000',
  MODEL_RATE_LIMIT_PER_MINUTE: '100000',
  MODEL_TOKENS_PER_DAY_PER_CLIENT: '1000000000',
  REALTIME_SESSIONS_PER_DAY_PER_CLIENT: '1000000000',
  REALTIME_MINUTES_PER_DAY_PER_CLIENT: '1000000000',
  SPEECH_CHARS_PER_DAY_PER_CLIENT: '1000000000',
  TRANSCRIPTION_SECONDS_PER_DAY_PER_CLIENT: '1000000000',
  LANGSMITH_CLIENT_RUNS_PER_DAY_PER_CLIENT: '1000000000',
} as const;
