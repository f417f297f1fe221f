import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PDF_READ_MESSAGES } from '../../src/shared/pdf/read-pdf-text.ts';
import { ATTACHMENT_REFUSALS } from '../../src/server/attachments/attachment-texts.ts';
import { REQUEST_ERROR_TEXTS } from '../../src/server/request-errors.ts';
import { BODY_ADMISSION_TEXTS } from '../../src/server/body-admission.ts';
import { contentBombPdf, fontBombPdf, hugePng, PNG_THEN_HTML } from './hostile-files.ts';
import { PNG_BASE64 } from './lab-inputs.ts';
import { postSearch } from './post-search.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();
const MB = 1024 * 1024;
/**
 * The 1 s target is measured by bench/abuse-probes.ts against a real process; here the bound
 * catches a stalled event loop (the old code stalled for 30 s) without failing on a busy machine.
 */
const HEALTH_BOUND_MS = 2000;

/** Polls /api/health/live while `work` runs: the slowest answer is how long the loop was stuck. */
async function whileWatchingHealth<T>(
  app: FastifyInstance,
  work: Promise<T>,
): Promise<{ result: T; slowestHealthMs: number; peakRssMb: number; elapsedMs: number }> {
  const started = performance.now();
  let done = false;
  let slowestHealthMs = 0;
  let peakRss = process.memoryUsage.rss();
  const watcher = (async () => {
    while (!done) {
      const asked = performance.now();
      const reply = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(reply.statusCode).toBe(200);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - asked);
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const result = await work.finally(() => {
    done = true;
  });
  await watcher;
  return {
    result,
    slowestHealthMs,
    peakRssMb: peakRss / MB,
    elapsedMs: performance.now() - started,
  };
}

const labSearch = (app: FastifyInstance, base64: string, fileName = 'report.pdf') =>
  postSearch(app, {
    query: 'What do these results mean?',
    searchType: 'lab-report',
    documentData: { base64, fileName },
  });

describe('PDF bombs are parsed in a worker, within limits', () => {
  it('refuses a content stream that inflates to 100 MB of text operators, and stays responsive', async () => {
    const app = await stack.app({ model: false });
    const pdf = await contentBombPdf(100 * MB);
    expect(pdf.length).toBeLessThan(1 * MB);
    const rssBefore = process.memoryUsage.rss() / MB;
    const watched = await whileWatchingHealth(app, labSearch(app, pdf.toString('base64')));
    expect(watched.result.status).toBe(400);
    expect(watched.result.json.error).toBe(PDF_READ_MESSAGES['too-complex']);
    expect(watched.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    expect(watched.elapsedMs).toBeLessThan(20_000);
    expect(watched.peakRssMb - rssBefore).toBeLessThan(400);
    expect(stack.fakes.openai.requests).toHaveLength(0);
  });

  it('refuses a font that inflates to 300 MB, and stays responsive', async () => {
    const app = await stack.app({ model: false });
    const pdf = await fontBombPdf(300 * MB);
    const rssBefore = process.memoryUsage.rss() / MB;
    const watched = await whileWatchingHealth(app, labSearch(app, pdf.toString('base64')));
    expect(watched.result.status).toBe(400);
    expect(watched.result.json.error).toBe(PDF_READ_MESSAGES['too-complex']);
    expect(watched.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    expect(watched.peakRssMb - rssBefore).toBeLessThan(400);
  });

  it('ends a parse that outlives the deadline by ending its worker', async () => {
    // 20 MB of operators is under the stream cap; with a 256 MB heap pdf.js gives up on it after
    // some 8 s, with 1 GB far later than 10 s, so the deadline ends it. The deadline also bounds the
    // real report read after it, in a fresh worker that loads pdf.js and the redactor first: 2 s
    // on a quiet machine, over 6 s beside the rest of the suite (a 2026-11-28 CI run).
    const app = await stack.app({
      model: false,
      env: { DOCUMENT_DEADLINE_MS: '10000', DOCUMENT_WORKER_HEAP_MB: '1024' },
    });
    const pdf = await contentBombPdf(20 * MB);
    const watched = await whileWatchingHealth(app, labSearch(app, pdf.toString('base64')));
    expect(watched.result.status).toBe(400);
    expect(watched.result.json.error).toBe(PDF_READ_MESSAGES.timeout);
    expect(watched.elapsedMs).toBeLessThan(16_000);
    expect(watched.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    // The pool is usable again at once: a real report is read after the ended worker.
    const { buildTextPdf } = await import('./lab-inputs.ts');
    const fine = await labSearch(
      app,
      buildTextPdf([
        ['Test', 'Result', 'Units', 'Reference Range'],
        ['Glucose', '142', 'mg/dL', '70-99'],
      ]),
    );
    expect(fine.status).toBe(200);
    expect(fine.lab?.extraction.testResults.map((row) => row.testName)).toEqual(['Glucose']);
  });

  it('answers 503 with Retry-After when more files wait than the queue holds', async () => {
    const app = await stack.app({
      model: false,
      env: { DOCUMENT_WORKERS: '1', DOCUMENT_QUEUE: '1', DOCUMENT_DEADLINE_MS: '2000' },
    });
    const pdf = (await contentBombPdf(20 * MB)).toString('base64');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/search',
          payload: {
            query: 'What do these results mean?',
            searchType: 'lab-report',
            documentData: { base64: pdf, fileName: 'report.pdf' },
          },
        }),
      ),
    );
    const busy = replies.filter((reply) => reply.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.headers['retry-after']).toBe('5');
    expect(busy[0]?.json()).toEqual({ error: ATTACHMENT_REFUSALS.busy });
  });
});

describe('images are checked to be the pictures they claim to be', () => {
  it.each([
    ['a PNG signature followed by a web page', PNG_THEN_HTML],
    ['a PNG claiming 100,000 x 100,000 pixels', hugePng()],
  ])('refuses %s before any model sees it', async (_name, base64) => {
    const app = await stack.app();
    const bodies: Parameters<typeof postSearch>[1][] = [
      { searchType: 'image-analysis', documentData: { base64, fileName: 'rash.png' } },
      { searchType: 'lab-report', documentData: { base64, fileName: 'lab-report.png' } },
      {
        searchType: 'lab-report',
        documentPages: { fileName: 'scan.pdf', pages: [PNG_BASE64, base64], pageCount: 2 },
      },
    ];
    for (const body of bodies) {
      const out = await postSearch(app, { query: 'What is this?', ...body });
      expect(out.status).toBe(400);
      expect(out.json.error).toBe(ATTACHMENT_REFUSALS.notAnImage);
    }
    // The OpenAI-compatible proxy checks the same way, answering in OpenAI's shape.
    const proxied = await app.inject({
      method: 'POST',
      url: '/api/openai/chat/completions',
      payload: {
        model: 'gpt-4o',
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'What is this?' },
              { type: 'image_url', image_url: { url: `data:image/png;base64,${base64}` } },
            ],
          },
        ],
      },
    });
    expect(proxied.statusCode).toBe(400);
    expect(proxied.json()).toMatchObject({
      error: { message: ATTACHMENT_REFUSALS.notAnImage, code: 'invalid_image' },
    });
    expect(stack.fakes.openai.requests).toHaveLength(0);
  });
});

describe('text handling runs in linear time', () => {
  it("answers 40 turns of the redactor's worst case without stalling the server", async () => {
    const app = await stack.app({ model: false });
    const tel = `tel${' '.repeat(19_990)}x`;
    const watched = await whileWatchingHealth(
      app,
      postSearch(app, {
        query: `Is this a phone number? ${tel.slice(0, 3_000)}`,
        conversationContext: Array.from({ length: 40 }, (_, i) => ({
          id: `m${i}`,
          type: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
          content: tel,
          timestamp: new Date().toISOString(),
          searchType: 'health-info' as const,
          medicalKnowledgeLevel: 'no-medical-experience' as const,
        })),
      }),
    );
    expect(watched.result.status).toBe(200);
    expect(watched.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    expect(watched.elapsedMs).toBeLessThan(20_000);
  });
});

describe('failures that say nothing inside', () => {
  const deep = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('answers 400 with a plain sentence for JSON nested thousands of levels deep', async () => {
    const app = await stack.app();
    for (const [url, body] of [
      [
        '/api/langsmith/traces',
        // Deep enough to overflow a recursive walk, small enough for the route's body limit.
        `{"runName":"x","userId":"user_1_a","sessionId":"s","additionalInfo":${deep(5_000)}}`,
      ],
      ['/api/search', `{"query":"hi","searchType":"health-info","extra":${deep(100_000)}}`],
      ['/api/openai/chat/completions', `{"model":"gpt-4o","messages":${deep(100_000)}}`],
    ] as const) {
      const reply = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.body).not.toMatch(/stack|Maximum call/i);
      expect(reply.body).toContain(REQUEST_ERROR_TEXTS.tooDeep);
    }
  });

  it('says the body is not valid JSON in the product shape, not in the parser words', async () => {
    const app = await stack.app();
    const reply = await app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": "chest pain",',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: REQUEST_ERROR_TEXTS.invalidJson });
  });
});

describe('request bodies in flight are admitted against a byte budget', () => {
  it('refuses large bodies past the budget at once with 503 and Retry-After, from several addresses', async () => {
    const app = await stack.app({ model: false, env: { REQUEST_BODY_BUDGET_MB: '8' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // Pages of a 'scan', 3 MB each: the budget holds two at a time.
    const page = Buffer.alloc(3 * MB, 1).toString('base64');
    const body = JSON.stringify({
      query: 'What do these results mean?',
      searchType: 'lab-report',
      documentPages: { fileName: 'scan.pdf', pages: [page], pageCount: 1 },
    });
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`http://127.0.0.1:${port}/api/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(async (reply) => ({
          status: reply.status,
          retryAfter: reply.headers.get('retry-after'),
          body: await reply.text(),
        })),
      ),
    );
    const refused = replies.filter((reply) => reply.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const reply of refused) {
      expect(reply.retryAfter).toBe('5');
      expect(JSON.parse(reply.body)).toEqual({ error: BODY_ADMISSION_TEXTS.busy });
    }
    // The admitted ones were read (and refused as no PNG), so the budget was freed after each.
    expect(replies.filter((reply) => reply.status === 400).length).toBeGreaterThan(0);
    const after = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(after.statusCode).toBe(200);
  });
});
