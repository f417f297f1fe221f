/**
 * What every browser bench starts with: the search fakes, the app on a free port pointed at them,
 * and Debian's Chromium; and what it ends with. Kept apart from bench-support.ts so the search
 * latency bench never loads Playwright.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from '@playwright/test';
import { startFakeEutils } from '../tests/fakes/eutils.ts';
import { startFakeMedlinePlus } from '../tests/fakes/medlineplus.ts';
import { startFakeOpenAI, type FakeOpenAIOptions } from '../tests/fakes/openai.ts';
import { SERVER_NODE_FLAGS } from '../src/server/server-node-flags.ts';
import { freePort, requireBuiltClient, UNLIMITED_SERVER_ENV } from './bench-support.ts';

export interface BrowserBench {
  origin: string;
  browser: Browser;
  openai: Awaited<ReturnType<typeof startFakeOpenAI>>;
  /** Stops the browser, the app and the fakes. */
  close(): Promise<void>;
}

export interface BrowserBenchOptions {
  latency: { pubmedRequestMs: number; medlinePlusMs: number };
  openai: FakeOpenAIOptions;
  /** More server environment (e.g. a realtime peer's URL). */
  env?: Record<string, string>;
  chromiumArgs?: string[];
}

export async function startBrowserBench(options: BrowserBenchOptions): Promise<BrowserBench> {
  requireBuiltClient();
  const [eutils, medlinePlus, openai] = await Promise.all([
    startFakeEutils({ latencyMs: options.latency.pubmedRequestMs, alwaysFind: true }),
    startFakeMedlinePlus({ latencyMs: options.latency.medlinePlusMs }),
    startFakeOpenAI(options.openai),
  ]);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OPENAI_BASE_URL: `${openai.url}/v1`,
      OPENAI_API_KEY: 'bench',
      NCBI_EUTILS_URL: eutils.url,
      MEDLINEPLUS_URL: medlinePlus.url,
      FIRECRAWL_API_KEY: '',
      ...UNLIMITED_SERVER_ENV,
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      ...(options.chromiumArgs ?? []),
    ],
  });
  const close = async () => {
    await browser.close();
    server.kill('SIGTERM');
    await Promise.all([eutils.close(), medlinePlus.close(), openai.close()]);
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {
        if (attempt > 100) throw new Error('server did not start');
      }
      await sleep(100);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, browser, openai, close };
}
