import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchRequestInput } from '../../src/contract/index.ts';
import { SEARCH_ERROR_TEXT } from '../../src/contract/index.ts';
import { buildApp } from '../../src/server/app.ts';
import { parseConfig } from '../../src/server/config.ts';
import { createMemoryExporter, createTracer } from '../../src/server/tracing/index.ts';
import {
  FAKE_LANGSMITH_KEY,
  startFakeLangSmith,
  type FakeLangSmith,
  type FakeRun,
} from '../fakes/langsmith.ts';
import { LAB_TEXTS } from '../../src/server/pipelines/lab-report/lab-texts.ts';
import { FAKE_LAB_PATIENT, FAKE_VISION_TRIGGERS } from '../fixtures/openai/vision-replies.ts';
import { PNG_BASE64 } from './lab-inputs.ts';
import { postSearch } from './post-search.ts';
import { useFakeStack, type AppOptions } from './stack.ts';

const stack = useFakeStack();
let langsmith: FakeLangSmith;
beforeAll(async () => {
  langsmith = await startFakeLangSmith();
});
afterAll(async () => {
  await langsmith.close();
});
afterEach(() => langsmith.reset());

const IDS = { userId: 'user_lx4k2p1a_3f9c0a7b12de', sessionId: 'session_lx4k2p1a_9a8b7c6d5e4f' };
const LAB_QUERY = 'Patient JOHNSON, MARY DOB 10/15/1982 MRN 12345678 asks about her glucose';
/** Every form of the lab query's identifiers that must never reach LangSmith. */
const IDENTIFIERS = [/johnson/i, /\bmary\b/i, /10\/15\/1982/, /12345678/, /013-2214/];

const tracedEnv = (extra: Record<string, string> = {}) => ({
  LANGSMITH_API_KEY: FAKE_LANGSMITH_KEY,
  LANGSMITH_ENDPOINT: langsmith.url,
  ...extra,
});

function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}

async function timedSearch(options: AppOptions, body: SearchRequestInput) {
  const app = await stack.app(options);
  const started = performance.now();
  const out = await postSearch(app, body);
  return { app, out, ms: performance.now() - started };
}

const byName = (runs: FakeRun[], name: string) => runs.filter((run) => run.name === name);
const only = (runs: FakeRun[], name: string): FakeRun => {
  const found = byName(runs, name);
  expect(found, name).toHaveLength(1);
  return found[0] as FakeRun;
};
const millis = (time: string | number | undefined): number =>
  typeof time === 'number' ? time : Date.parse(String(time));
const everyByteSent = () =>
  langsmith.requests.map((request) => request.raw.toString('utf8')).join('\n');

describe('a search traced to LangSmith', () => {
  it('is a run tree: one child run per step, with timings, result counts and token usage', async () => {
    const { out } = await timedSearch(
      { env: tracedEnv() },
      { query: '¿Cuáles son los síntomas de la diabetes tipo 2?', language: 'es', ...IDS },
    );
    expect(out.errors).toEqual([]);
    expect(out.followUps).toHaveLength(3);

    const runs = await langsmith.waitForRuns(9);
    const root = only(runs, 'search');
    expect(root).toMatchObject({
      run_type: 'chain',
      session_name: 'nova-health',
      tags: ['search', 'health-info'],
      inputs: { searchType: 'health-info', selectedLanguage: 'es' },
      outputs: { answerMode: 'ai-summary', followUps: 3 },
      extra: { metadata: { user_id: IDS.userId, session_id: IDS.sessionId } },
    });
    expect(root.parent_run_id).toBeUndefined();
    expect(String(root.outputs?.aiResponse)).toContain('##');

    for (const run of runs.filter((r) => r !== root)) {
      expect(run.trace_id).toBe(root.id);
      expect(run.dotted_order.startsWith(`${root.dotted_order}.`)).toBe(true);
      expect(millis(run.end_time)).toBeGreaterThanOrEqual(millis(run.start_time));
      expect(millis(run.start_time)).toBeGreaterThanOrEqual(millis(root.start_time));
    }
    const childOfRoot = (name: string) => {
      const run = only(runs, name);
      expect(run.parent_run_id, name).toBe(root.id);
      return run;
    };

    // Translation, with the fast model's call (and its tokens) under it.
    const translation = childOfRoot('translation');
    expect(translation.outputs).toMatchObject({
      query: 'type 2 diabetes symptoms',
      translated: true,
    });
    const fastCalls = byName(runs, 'fast model');
    const translationCall = fastCalls.find((run) => run.parent_run_id === translation.id);
    expect(translationCall?.outputs?.usage_metadata).toMatchObject({ total_tokens: 150 });

    // Each source, with what it was asked and how many results it gave.
    const pubmed = childOfRoot('PubMed');
    expect(pubmed.run_type).toBe('retriever');
    expect(pubmed.inputs).toMatchObject({ query: 'type 2 diabetes symptoms' });
    expect(pubmed.outputs?.count).toBeGreaterThan(0);
    expect(childOfRoot('MedlinePlus').outputs?.count).toEqual(expect.any(Number));
    expect(childOfRoot('Web search').outputs?.count).toEqual(expect.any(Number));

    // The answer: an llm run with the model's name, the prompt, the reply and the token usage.
    const answer = childOfRoot('answer model');
    expect(answer).toMatchObject({
      run_type: 'llm',
      extra: { metadata: { ls_model_name: 'gpt-4o', ls_provider: 'openai' } },
    });
    const usage = answer.outputs?.usage_metadata as {
      input_tokens: number;
      output_tokens: number;
      total_tokens: number;
    };
    expect(usage.input_tokens).toBeGreaterThan(0);
    expect(usage.output_tokens).toBeGreaterThan(0);
    expect(usage.total_tokens).toBe(usage.input_tokens + usage.output_tokens);
    expect(String(answer.outputs?.text)).toContain('##');

    // The citation check and the follow-ups (whose model call nests under them).
    expect(childOfRoot('citation check').outputs).toMatchObject({ unmatched: [] });
    const followUps = childOfRoot('follow-ups');
    expect(followUps.outputs).toMatchObject({ count: 3 });
    expect(fastCalls.some((run) => run.parent_run_id === followUps.id)).toBe(true);
  });

  it('carries no identifier from a lab-style question, in any byte sent', async () => {
    const { out } = await timedSearch({ env: tracedEnv() }, { query: LAB_QUERY, ...IDS });
    expect(out.status).toBe(200);
    const runs = await langsmith.waitForRuns(6);
    expect(only(runs, 'search').inputs?.userInput).toBe(
      'Patient [NAME] DOB [DATE] MRN [ID] asks about her glucose',
    );
    // The query the sources were asked is derived from the question; it is cleaned too.
    expect(String(only(runs, 'PubMed').inputs?.query)).toContain('glucose');

    const sent = everyByteSent();
    expect(sent.length).toBeGreaterThan(1000);
    for (const identifier of IDENTIFIERS) expect(sent).not.toMatch(identifier);
  });

  it('carries no identifier, file name or page image from a scanned lab report', async () => {
    const { out } = await timedSearch(
      { env: tracedEnv() },
      {
        query: 'What do my results mean?',
        searchType: 'lab-report',
        documentPages: { fileName: 'mary-johnson-labs.pdf', pages: [PNG_BASE64], pageCount: 1 },
        ...IDS,
      },
    );
    expect(out.errors).toEqual([]);
    const runs = await langsmith.waitForRuns(6);
    // The vision model's reply quoted the patient (tests/fixtures/openai/vision-replies.ts).
    const vision = only(runs, 'vision model');
    expect(vision.inputs).toMatchObject({ images: 1 });
    expect(String(vision.outputs?.text)).toContain('[NAME]');

    const sent = everyByteSent();
    for (const identifier of [
      ...IDENTIFIERS,
      /mary-johnson-labs/,
      new RegExp(FAKE_LAB_PATIENT.phone.replace(/[()]/g, '\\$&')),
    ]) {
      expect(sent).not.toMatch(identifier);
    }
    expect(sent).not.toContain(PNG_BASE64);
    expect(sent).not.toContain(PNG_BASE64.slice(0, 40));
  });

  it('records a model that failed before its answer on its step, the search answered from excerpts', async () => {
    const app = await stack.app({ env: tracedEnv() });
    stack.fakes.openai.behave({ kind: 'status', status: 500 });
    const out = await postSearch(app, { query: 'What is asthma?', ...IDS });
    expect(out.errors).toEqual([]);
    expect(out.result?.answerMode).toBe('evidence-excerpts');

    const runs = await langsmith.waitForRuns(5);
    expect(only(runs, 'search').error ?? null).toBeNull();
    expect(only(runs, 'answer model').error).toMatch(/500/);
  });

  it('records an answer cut off mid-stream as the main search error, with the step that caused it', async () => {
    const app = await stack.app({ env: tracedEnv() });
    const out = await postSearch(app, { query: 'What is asthma? FAKEMODELBREAK', ...IDS });
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]?.startsWith(SEARCH_ERROR_TEXT)).toBe(true);

    const runs = await langsmith.waitForRuns(5);
    const root = only(runs, 'search');
    expect(root.error).toContain(SEARCH_ERROR_TEXT);
    expect(root.error).toContain('Cause: answer model: ');
  });

  it('keeps why a lab photo could not be read in the trace; the visitor reads what to try', async () => {
    const app = await stack.app({ env: tracedEnv() });
    const out = await postSearch(app, {
      query: `What do my results mean? ${FAKE_VISION_TRIGGERS.noJson}`,
      searchType: 'lab-report',
      documentData: { base64: PNG_BASE64, fileName: 'lab-photo.png' },
      ...IDS,
    });
    expect(out.errors).toEqual([LAB_TEXTS.unreadable]);
    expect(out.errors[0]).not.toMatch(/JSON/);

    const runs = await langsmith.waitForRuns(3);
    const root = only(runs, 'search');
    expect(root.error).toContain(LAB_TEXTS.unreadable);
    expect(root.error).toContain('Cause: read lab extraction: ');
    expect(root.error).toContain(LAB_TEXTS.extractionNoJson);
  });
});

describe('LangSmith unreachable', () => {
  const cases: [string, (env: Record<string, string>) => Record<string, string>][] = [
    ['answers 500', (env) => env],
    // Long enough for a batch's body to reach the fake on a loaded machine (it records a request
    // once the body has arrived), short enough that three searches see the outage.
    ['never answers', (env) => ({ ...env, LANGSMITH_TIMEOUT_MS: '1000' })],
    ['refuses connections', (env) => ({ ...env, LANGSMITH_ENDPOINT: 'http://127.0.0.1:9' })],
  ];

  it.each(cases)(
    'when it %s, searches answer in normal time and the failure is logged once',
    async (label, envFor) => {
      const baseline = await timedSearch({}, { query: 'What is asthma?' });
      expect(baseline.out.errors).toEqual([]);

      // The SDK prints nothing of its own (no per-batch warnings): our one log line is all.
      const printed = [
        vi.spyOn(console, 'warn'),
        vi.spyOn(console, 'error'),
        vi.spyOn(console, 'log'),
      ];
      if (label === 'answers 500') langsmith.behave({ kind: 'status', status: 500 });
      if (label === 'never answers') langsmith.behave({ kind: 'hang' });
      const log = logCollector();
      const app = await stack.app({
        env: envFor(tracedEnv({ LOG_LEVEL: 'info' })),
        logStream: log.stream,
      });
      for (let i = 0; i < 3; i += 1) {
        const started = performance.now();
        const out = await postSearch(app, { query: `What is asthma? (${i})`, ...IDS });
        const ms = performance.now() - started;
        expect(out.errors).toEqual([]);
        expect(out.followUps).toHaveLength(3);
        expect(ms).toBeLessThan(Math.max(baseline.ms * 3, baseline.ms + 1000));
        // Let the batch go out and fail before the next search.
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const outageLines = (): string[] =>
        log.lines.filter((line) => line.includes('LangSmith is not accepting traces'));
      // A hanging batch is given up only when its timeout runs out, maybe after the last search.
      await expect.poll(() => outageLines().length, { timeout: 10_000 }).toBeGreaterThan(0);
      const failures = outageLines();
      expect(failures).toHaveLength(1);
      if (label !== 'refuses connections') {
        // Every search's trace is still offered, none dropped; the client may batch two
        // searches into one request while the previous one is timing out.
        await expect
          .poll(
            async () =>
              new Set(
                (await langsmith.offeredRuns())
                  .filter((run) => run.name === 'search')
                  .map((run) => run.id),
              ).size,
            { timeout: 10_000 },
          )
          .toBe(3);
      }
      for (const spy of printed) expect(spy).not.toHaveBeenCalled();
      vi.restoreAllMocks();
      // The log names the cause, never a question.
      expect(failures[0]).not.toContain('asthma');
      // Closing the server does not wait on LangSmith for long.
      const closing = performance.now();
      await app.close();
      expect(performance.now() - closing).toBeLessThan(3000);
    },
  );

  it('logs when traces get through again', async () => {
    const log = logCollector();
    const app = await stack.app({ env: tracedEnv({ LOG_LEVEL: 'info' }), logStream: log.stream });
    langsmith.behave({ kind: 'status', status: 503, times: 2 });
    await postSearch(app, { query: 'What is asthma?' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await postSearch(app, { query: 'What is eczema?' });
    await langsmith.waitForRuns(4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const text = log.lines.join('');
    expect(text.match(/LangSmith is not accepting traces/g)).toHaveLength(1);
    expect(text).toContain('LangSmith accepts traces again');
  });
});

describe('without LANGSMITH_API_KEY', () => {
  it('sends nothing anywhere but to the search upstreams, and /api/health says tracing is off', async () => {
    const { fakes } = stack;
    const outbound: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      outbound.push(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      );
      return fetch(input, init);
    };
    const app = await buildApp(
      parseConfig({
        LOG_LEVEL: 'silent',
        NCBI_EUTILS_URL: fakes.eutils.url,
        MEDLINEPLUS_URL: fakes.medlinePlus.url,
        FIRECRAWL_API_URL: fakes.firecrawl.url,
        FIRECRAWL_API_KEY: 'test-firecrawl',
        OPENAI_BASE_URL: `${fakes.openai.url}/v1`,
        OPENAI_API_KEY: 'test-key',
        NCBI_REQUESTS_PER_SECOND: '1000',
        UPSTREAM_RETRY_BASE_MS: '5',
        // Set, but without a key it must not be used.
        LANGSMITH_ENDPOINT: langsmith.url,
      }),
      { clientDir: null, fetch: recordingFetch },
    );
    try {
      const out = await postSearch(app, { query: LAB_QUERY, ...IDS });
      expect(out.errors).toEqual([]);
      for (const url of ['/api/langsmith/traces', '/api/langsmith/errors']) {
        const payload = url.endsWith('traces')
          ? { userInput: LAB_QUERY, searchType: 'health-info', aiResponse: 'x' }
          : { error: { message: 'boom' }, context: {} };
        const reply = await app.inject({ method: 'POST', url, payload });
        expect(reply.statusCode).toBe(200);
      }
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().upstreams.tracing).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await app.close();
    }
    expect(langsmith.requests).toHaveLength(0);
    const allowed = [fakes.eutils, fakes.medlinePlus, fakes.firecrawl, fakes.openai].map(
      (fake) => new URL(fake.url).origin,
    );
    expect(outbound.length).toBeGreaterThan(0);
    expect(outbound.filter((url) => !allowed.includes(new URL(url).origin))).toEqual([]);
  });

  it('keeps traces in memory, redacted when read', async () => {
    const memory = createMemoryExporter();
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const { fakes } = stack;
    const app = await buildApp(
      parseConfig({
        LOG_LEVEL: 'silent',
        NCBI_EUTILS_URL: fakes.eutils.url,
        MEDLINEPLUS_URL: fakes.medlinePlus.url,
        OPENAI_BASE_URL: `${fakes.openai.url}/v1`,
        UPSTREAM_RETRY_BASE_MS: '5',
      }),
      { clientDir: null, tracer: createTracer(memory, silent) },
    );
    try {
      await postSearch(app, { query: LAB_QUERY, ...IDS });
      await new Promise((resolve) => setImmediate(resolve));
      const [trace] = memory.recent();
      expect(trace?.name).toBe('search');
      // Nothing is found for it, so no answer model is asked; the chips still carry the question.
      expect(trace?.children.map((run) => run.name)).toEqual(
        expect.arrayContaining(['translation', 'PubMed', 'MedlinePlus', 'follow-ups']),
      );
      const text = JSON.stringify(trace);
      for (const identifier of IDENTIFIERS) expect(text).not.toMatch(identifier);
    } finally {
      await app.close();
    }
  });

  it('/api/health says tracing is on only with a key', async () => {
    const app = await stack.app({ env: tracedEnv() });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().upstreams.tracing).toBe(true);
  });
});

describe('POST /api/langsmith/traces and /api/langsmith/errors', () => {
  it('record a client trace and answer with its run id', async () => {
    const app = await stack.app({ env: tracedEnv() });
    const reply = await app.inject({
      method: 'POST',
      url: '/api/langsmith/traces',
      payload: {
        userInput: LAB_QUERY,
        searchType: 'health-info',
        selectedLanguage: 'en',
        knowledgeLevel: 'no-medical-experience',
        aiResponse: 'Mary Johnson, a glucose of 105 mg/dL is within the usual range.',
        timestamp: '2025-03-01T10:00:00.000Z',
        ...IDS,
        additionalInfo: { note: 'Call 555-013-2214', referencesCount: 3 },
      },
    });
    expect(reply.statusCode).toBe(200);
    const { runId } = reply.json() as { runId: string };
    expect(runId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const [run] = await langsmith.waitForRuns(1);
    expect(run).toMatchObject({
      id: runId,
      name: 'client trace',
      inputs: { userInput: 'Patient [NAME] DOB [DATE] MRN [ID] asks about her glucose' },
      extra: {
        metadata: { user_id: IDS.userId, session_id: IDS.sessionId, searchType: 'health-info' },
      },
    });
    expect(String(run?.outputs?.aiResponse)).toContain('105 mg/dL');
    const sent = everyByteSent();
    for (const identifier of IDENTIFIERS) expect(sent).not.toMatch(identifier);
  });

  it('record a client error with its message and stack, redacted', async () => {
    const app = await stack.app({ env: tracedEnv() });
    const reply = await app.inject({
      method: 'POST',
      url: '/api/langsmith/errors',
      payload: {
        error: {
          message: 'Search failed for Patient JOHNSON, MARY (MRN 12345678)',
          stack: 'Error: Search failed\n    at search (https://novahealth.app/assets/index.js:1:2)',
        },
        context: { userInput: LAB_QUERY, searchType: 'lab-report', userId: IDS.userId },
      },
    });
    expect(reply.statusCode).toBe(200);
    const { runId } = reply.json() as { runId: string };
    const [run] = await langsmith.waitForRuns(1);
    expect(run?.id).toBe(runId);
    expect(run?.name).toBe('client error');
    expect(run?.error).toContain('Search failed for Patient [NAME]');
    expect(run?.error).toContain('at search');
    for (const identifier of IDENTIFIERS) expect(everyByteSent()).not.toMatch(identifier);
  });

  it.each([
    ['traces', 'userInput', {}],
    ['traces', 'searchType', { userInput: 'x', searchType: 'astrology' }],
    [
      'traces',
      'aiResponse',
      { userInput: 'x', searchType: 'health-info', aiResponse: 'a'.repeat(20001) },
    ],
    [
      'traces',
      'additionalInfo',
      { userInput: 'x', searchType: 'health-info', additionalInfo: { blob: 'a'.repeat(5000) } },
    ],
    ['traces', 'timestamp', { userInput: 'x', searchType: 'health-info', timestamp: 'yesterday' }],
    ['errors', 'error', { context: {} }],
    ['errors', 'error.message', { error: { message: 'a'.repeat(2001) } }],
  ])('refuse a %s body with a missing or bad %s (400)', async (route, field, payload) => {
    const app = await stack.app({ env: tracedEnv() });
    const reply = await app.inject({ method: 'POST', url: `/api/langsmith/${route}`, payload });
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as { error: string }).error).toContain(field);
  });

  it('keep a SPEC-shaped id with any random part in the run', async () => {
    const app = await stack.app({ env: tracedEnv() });
    const reply = await app.inject({
      method: 'POST',
      url: '/api/langsmith/traces',
      payload: { userInput: 'x', searchType: 'health-info', userId: 'user_1_a' },
    });
    expect(reply.statusCode).toBe(200);
    const [run] = await langsmith.waitForRuns(1);
    expect(run?.extra?.metadata).toMatchObject({ user_id: 'user_1_a' });
  });

  it.each([
    ['traces', { userInput: 'x', searchType: 'health-info', userId: 'Mary Johnson' }],
    ['traces', { userInput: 'x', searchType: 'health-info', sessionId: 'session_1' }],
    ['errors', { error: { message: 'x' }, context: { userId: 'user_' } }],
  ])('record a %s run without a malformed id, never a 400', async (route, payload) => {
    const app = await stack.app({ env: tracedEnv() });
    const reply = await app.inject({ method: 'POST', url: `/api/langsmith/${route}`, payload });
    expect(reply.statusCode).toBe(200);
    const [run] = await langsmith.waitForRuns(1);
    expect(run?.id).toBe((reply.json() as { runId: string }).runId);
    expect(run?.extra?.metadata).not.toHaveProperty('user_id');
    expect(run?.extra?.metadata).not.toHaveProperty('session_id');
    expect(everyByteSent()).not.toContain('Mary Johnson');
  });

  it('refuse a body over the size limit', async () => {
    const app = await stack.app({ env: tracedEnv() });
    const reply = await app.inject({
      method: 'POST',
      url: '/api/langsmith/traces',
      payload: { userInput: 'x', searchType: 'health-info', aiResponse: 'a'.repeat(200_000) },
    });
    expect(reply.statusCode).toBe(413);
  });

  it('are rate limited like the rest of /api', async () => {
    const app = await stack.app({ env: tracedEnv({ RATE_LIMIT_PER_MINUTE: '2' }) });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/langsmith/errors',
        payload: { error: { message: 'x' } },
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('drop client runs past the daily cap: 202 with an id, nothing sent to LangSmith', async () => {
    const app = await stack.app({
      env: tracedEnv({ LANGSMITH_CLIENT_RUNS_PER_DAY_PER_CLIENT: '2' }),
    });
    const post = (url: string, payload: object, remoteAddress = '198.51.100.20') =>
      app.inject({ method: 'POST', url: `/api/langsmith/${url}`, payload, remoteAddress });
    const trace = { userInput: 'What is asthma?', searchType: 'health-info', aiResponse: 'x' };
    const replies = [
      await post('traces', trace),
      await post('errors', { error: { message: 'kept' } }),
      await post('traces', trace),
      await post('errors', { error: { message: 'dropped' } }),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 202, 202]);
    const ids = replies.map((reply) => (reply.json() as { runId: string }).runId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    // Another address has its own day.
    const other = await post('traces', trace, '198.51.100.21');
    expect(other.statusCode).toBe(200);
    // Closing flushes every queued run: the kept ones arrive, the dropped ones never do.
    await app.close();
    const sent = langsmith.runs().map((run) => run.id);
    const kept = [...ids.slice(0, 2), (other.json() as { runId: string }).runId];
    expect(sent).toEqual(expect.arrayContaining(kept));
    for (const id of ids.slice(2)) expect(sent).not.toContain(id);
    expect(everyByteSent()).not.toContain('dropped');
  });

  it('keep only the sampled fraction of client runs (LANGSMITH_CLIENT_SAMPLE_RATE)', async () => {
    const app = await stack.app({ env: tracedEnv({ LANGSMITH_CLIENT_SAMPLE_RATE: '0' }) });
    const reply = await app.inject({
      method: 'POST',
      url: '/api/langsmith/errors',
      payload: { error: { message: 'sampled out' } },
    });
    expect(reply.statusCode).toBe(202);
    // A body that is not valid is still told so.
    const bad = await app.inject({ method: 'POST', url: '/api/langsmith/errors', payload: {} });
    expect(bad.statusCode).toBe(400);
    await app.close();
    expect(langsmith.runs().map((run) => run.id)).not.toContain(
      (reply.json() as { runId: string }).runId,
    );
    expect(everyByteSent()).not.toContain('sampled out');
  });
});
