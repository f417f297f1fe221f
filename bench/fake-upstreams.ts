/**
 * The search bench's fake upstreams, in a process of their own so neither the server under test
 * nor the load generator shares an event loop with them. Prints their URLs as one JSON line.
 */
import { startFakeEutils } from '../tests/fakes/eutils.ts';
import { startFakeMedlinePlus } from '../tests/fakes/medlineplus.ts';
import { startFakeOpenAI } from '../tests/fakes/openai.ts';

export const LATENCY = { modelFirstTokenMs: 300, pubmedRequestMs: 200, medlinePlusMs: 200 };

if (import.meta.main) {
  const [eutils, medlinePlus, openai] = await Promise.all([
    startFakeEutils({ latencyMs: LATENCY.pubmedRequestMs, alwaysFind: true, distinctIds: true }),
    startFakeMedlinePlus({ latencyMs: LATENCY.medlinePlusMs }),
    // About 50 chunks/s per stream, the pace of a real hosted model.
    startFakeOpenAI({ firstTokenMs: LATENCY.modelFirstTokenMs, tokenDelayMs: 20 }),
  ]);
  // Recorded requests are for tests; a bench of thousands of searches must not keep them.
  setInterval(() => {
    for (const fake of [eutils, medlinePlus, openai]) fake.requests.length = 0;
  }, 1000).unref();
  console.log(
    JSON.stringify({ eutils: eutils.url, medlinePlus: medlinePlus.url, openai: openai.url }),
  );
  process.on('SIGTERM', () => process.exit(0));
}
