/**
 * A soak: hostile clients (PDF bombs, the redactor's worst case, deep JSON, fake images, large
 * uploads) and one ordinary visitor at the same time, each within the per-address limits. The
 * visitor's searches must keep working and the server must keep answering its health probe.
 * Latency ratios against a quiet server are the bench's job (bench/abuse-probes.ts).
 */
import { describe, expect, it } from 'vitest';
import { contentBombPdf, PNG_THEN_HTML } from './hostile-files.ts';
import { parseSse } from './read-sse.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();
const MB = 1024 * 1024;
const SOAK_MS = 8_000;

describe('hostile and ordinary traffic together', () => {
  it('keeps ordinary searches answering while hostile clients hammer the server', async () => {
    const app = await stack.app({
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_PER_MINUTE: '100000',
        MODEL_RATE_LIMIT_PER_MINUTE: '100000',
        REQUEST_BODY_BUDGET_MB: '32',
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const post = (path: string, body: string, client: string) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body,
        signal: AbortSignal.timeout(30_000),
      }).then(async (reply) => ({ status: reply.status, text: await reply.text() }));

    const bomb = JSON.stringify({
      query: 'What do these results mean?',
      searchType: 'lab-report',
      documentData: {
        base64: (await contentBombPdf(100 * MB)).toString('base64'),
        fileName: 'report.pdf',
      },
    });
    const tel = `tel${' '.repeat(19_990)}x`;
    const redactorWorst = JSON.stringify({
      query: 'Is that a phone number?',
      conversationContext: Array.from({ length: 40 }, (_, i) => ({
        id: `m${i}`,
        type: 'user',
        content: tel,
        timestamp: new Date().toISOString(),
        searchType: 'health-info',
        medicalKnowledgeLevel: 'no-medical-experience',
      })),
    });
    const deep = `{"query":"hi","x":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const fakeImage = JSON.stringify({
      query: 'What is this?',
      searchType: 'image-analysis',
      documentData: { base64: PNG_THEN_HTML, fileName: 'rash.png' },
    });
    const upload = JSON.stringify({
      query: 'What do these results mean?',
      searchType: 'lab-report',
      documentPages: {
        fileName: 'scan.pdf',
        pages: [Buffer.alloc(6 * MB, 3).toString('base64')],
        pageCount: 1,
      },
    });

    const until = Date.now() + SOAK_MS;
    const hostile = async (body: string, path: string, client: string, copies: number) => {
      const statuses: number[] = [];
      await Promise.all(
        Array.from({ length: copies }, async () => {
          while (Date.now() < until) statuses.push((await post(path, body, client)).status);
        }),
      );
      return statuses;
    };
    let slowestHealthMs = 0;
    const health = (async () => {
      while (Date.now() < until) {
        const asked = performance.now();
        const reply = await fetch(`${origin}/api/health/live`);
        expect(reply.status).toBe(200);
        slowestHealthMs = Math.max(slowestHealthMs, performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const ordinary = (async () => {
      const searches: { ms: number; finished: boolean; status: number }[] = [];
      while (Date.now() < until) {
        const started = performance.now();
        const reply = await post(
          '/api/search',
          JSON.stringify({ query: 'What helps with migraine?' }),
          '198.51.100.7',
        );
        const chunks = reply.status === 200 ? parseSse(reply.text) : [];
        searches.push({
          ms: performance.now() - started,
          status: reply.status,
          finished: chunks.at(-1)?.type === 'finish' && chunks.some((c) => c.type === 'text-delta'),
        });
      }
      return searches;
    })();

    const [searches, bombs, redactions, deeps, images, uploads] = await Promise.all([
      ordinary,
      hostile(bomb, '/api/search', '203.0.113.1', 2),
      hostile(redactorWorst, '/api/search', '203.0.113.2', 2),
      hostile(deep, '/api/search', '203.0.113.3', 1),
      hostile(fakeImage, '/api/search', '203.0.113.4', 1),
      hostile(upload, '/api/search', '203.0.113.5', 4),
      health,
    ]);

    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) {
      expect(search).toMatchObject({ status: 200, finished: true });
      expect(search.ms).toBeLessThan(10_000);
    }
    // The 1 s target is the bench's (bench/abuse-probes.ts); this bound catches a stalled loop
    // (the old code stalled for 30 s) without failing on a busy CI machine (2.6 s seen with a
    // helper session running beside the suite).
    expect(slowestHealthMs).toBeLessThan(5000);
    expect(new Set(bombs)).toEqual(new Set([400]));
    expect(new Set(deeps)).toEqual(new Set([400]));
    expect(new Set(images)).toEqual(new Set([400]));
    // The redactor's worst case is an ordinary (if odd) question: it is answered.
    expect(new Set(redactions)).toEqual(new Set([200]));
    // Uploads past this client's share of the body budget are refused, not queued.
    expect(uploads.every((status) => [400, 429, 503].includes(status))).toBe(true);
  }, 60_000);
});
