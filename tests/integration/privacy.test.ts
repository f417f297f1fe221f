import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { parseConfig } from '../../src/server/config.ts';
import { startFakes, stopFakes, type Fakes } from './stack.ts';

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await stopFakes(fakes);
});

describe('logs', () => {
  it('never contain the question at info level, from the body or the URL', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = parseConfig({
      LOG_LEVEL: 'info',
      NCBI_EUTILS_URL: fakes.eutils.url,
      MEDLINEPLUS_URL: fakes.medlinePlus.url,
      OPENAI_BASE_URL: `${fakes.openai.url}/v1`,
      OPENAI_API_KEY: 'log-test-key',
      UPSTREAM_RETRY_BASE_MS: '5',
    });
    const app = await buildApp(config, { logStream, clientDir: null });
    const secret = 'my embarrassing rash near the groin';
    await app.inject({ method: 'POST', url: '/api/search', payload: { query: secret } });
    await app.inject({ method: 'GET', url: `/?query=${encodeURIComponent(secret)}` });
    fakes.openai.behave({ kind: 'status', status: 500, times: 10 });
    await app.inject({ method: 'POST', url: '/api/search', payload: { query: `${secret} again` } });
    await app.close();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(2);
    expect(log).not.toContain('embarrassing');
    expect(log).not.toContain(encodeURIComponent(secret));
    expect(log).not.toContain('log-test-key');
  });
});
