import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLangSmithExporter, MAX_QUEUED_RUNS } from './langsmith-exporter.ts';
import { TraceRun, type RunRecord } from './trace-run.ts';

/*
 * The exporter with the real `langsmith` SDK and a fetch that keeps every byte the SDK would put
 * on the wire: what these tests read is exactly what LangSmith would receive.
 */

const silent = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

function capturingFetch(answer: (url: string) => Promise<Response> | Response = () => ok()) {
  const bodies: string[] = [];
  const urls: string[] = [];
  const fetchImpl = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    if (init?.body) bodies.push(await new Response(init.body).text());
    return answer(url);
  }) as typeof fetch;
  return { fetchImpl, bodies, urls };
}
const ok = () =>
  new Response('{}', { status: 202, headers: { 'content-type': 'application/json' } });

async function exporterWith(fetchImpl: typeof fetch, logger = silent(), timeoutMs = 1000) {
  const exporter = await createLangSmithExporter({
    endpoint: 'https://langsmith.test',
    apiKey: 'lsv2_test',
    project: 'nova-health-test',
    timeoutMs,
    fetch: fetchImpl,
    logger,
    flushDelayMs: 0,
  });
  return { exporter, logger };
}

/** A finished trace shaped like a search's, with `text` in every place user text can reach. */
function traceCarrying(question: string, derived: string, answer: string): RunRecord {
  let root: RunRecord | undefined;
  const run = TraceRun.root(
    {
      name: 'search',
      inputs: { userInput: question, additionalInfo: { [derived]: [question, { note: answer }] } },
      metadata: { user_id: 'user_abc_0123456789ab' },
    },
    (finished) => {
      root = finished;
    },
  );
  run.child({ name: 'translation', inputs: { query: question } }).end({ query: derived });
  run.child({ name: 'PubMed', kind: 'retriever', inputs: { query: derived } }).end({ count: 3 });
  const model = run.child({
    name: 'answer model',
    kind: 'llm',
    inputs: { messages: [{ role: 'user', content: `Question:\n${question}` }] },
  });
  model.fail(new Error(`model failed on ${derived}`), { text: answer });
  run.fail(new Error(`search failed: ${question}`), { aiResponse: answer });
  if (!root) throw new Error('the root did not end');
  return root;
}

// Identifiers as a report, a form or a message prints them (the same families as the redactor's
// own property test), each with the parts that must not reach LangSmith.
const FIRST = ['Lisa', 'Maria', 'Robert', 'Chidi', 'Anna', 'Priya', 'Hiroshi'];
const LAST = ['Taylor', 'Garcia', 'Nguyen', 'Okafor', 'Kowalski', "O'Brien", 'Patel'];
const MONTHS = ['January', 'March', 'June', 'September', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');
const digits = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));

interface Identifier {
  line: string;
  secrets: string[];
}

const name: fc.Arbitrary<Identifier> = fc
  .tuple(fc.constantFrom(...FIRST), fc.constantFrom(...LAST), fc.integer({ min: 0, max: 4 }))
  .map(([first, last, style]) => {
    const lines = [
      `Name: ${last.toUpperCase()}, ${first.toUpperCase()}`,
      `Patient: ${first} ${last}`,
      `Patient ${last.toUpperCase()}, ${first.toUpperCase()}`,
      `Patient Name: ${first.toUpperCase()} ${last.toUpperCase()}`,
      `Ordering Provider: Dr. ${first} ${last}, MD`,
    ];
    return { line: lines[style] ?? '', secrets: [first, last] };
  });

const date: fc.Arbitrary<Identifier> = fc
  .tuple(
    fc.integer({ min: 1925, max: 2030 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
    fc.integer({ min: 0, max: 4 }),
  )
  .map(([y, m, d, style]) => {
    const month = MONTHS[m % MONTHS.length] ?? 'May';
    const forms = [
      `${pad(m)}/${pad(d)}/${y}`,
      `${y}-${pad(m)}-${pad(d)}`,
      `${month} ${d}, ${y}`,
      `${d} ${month.slice(0, 3)} ${y}`,
      `${pad(d)}.${pad(m)}.${y}`,
    ];
    const text = forms[style] ?? '';
    return { line: `DOB: ${text}`, secrets: [text] };
  });

const phone: fc.Arbitrary<Identifier> = fc
  .tuple(fc.integer({ min: 200, max: 989 }), digits(3), digits(4), fc.integer({ min: 0, max: 2 }))
  .map(([area, b, c, style]) => {
    const forms = [`(${area}) ${b}-${c}`, `${area}-${b}-${c}`, `${area}.${b}.${c}`];
    const text = forms[style] ?? '';
    return { line: `Call ${text}`, secrets: [text, `${b}-${c}`] };
  });

const record: fc.Arbitrary<Identifier> = fc
  .tuple(digits(8), fc.constantFrom('MRN: ', 'Patient ID: P', 'Accession: ', 'Member ID: XJH'))
  .map(([number, label]) => ({ line: `${label}${number}`, secrets: [number] }));

const contact: fc.Arbitrary<Identifier> = fc
  .tuple(
    fc.constantFrom('lisa.t', 'rgarcia', 'p.patel99'),
    fc.constantFrom('example.com', 'mail.example.org'),
  )
  .map(([user, host]) => ({ line: `Email: ${user}@${host}`, secrets: [`${user}@${host}`] }));

const identifier = fc.oneof(name, date, phone, record, contact);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The secret as a whole word, in any case (the derived query is lower case). */
const wholeWord = (secret: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(secret)}(?![\\p{L}\\p{N}])`, 'iu');

describe('the LangSmith exporter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends no generated identifier, in any form the trace carries it, in any byte', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(identifier, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('glucose', 'cholesterol', 'a rash'),
        async (identifiers, topic) => {
          const question = `${identifiers.map((found) => found.line).join('\n')}\nWhat about my ${topic}?`;
          // What the pipeline derives: a search query (lower case, no punctuation), an echo.
          const derived = question.toLowerCase().replace(/[,:;\n]/g, ' ');
          const answer = `${identifiers.map((found) => found.line.split(': ').at(-1)).join(', ')}: about your ${topic}`;
          const { fetchImpl, bodies } = capturingFetch();
          const { exporter } = await exporterWith(fetchImpl);
          exporter.export(traceCarrying(question, derived, answer));
          await exporter.close();

          const sent = bodies.join('\n');
          expect(sent).toContain(topic);
          for (const found of identifiers) {
            for (const secret of found.secrets) {
              expect(sent, `"${secret}" from "${found.line}"`).not.toMatch(wholeWord(secret));
            }
          }
        },
      ),
      { numRuns: 120 },
    );
  }, 60_000);

  it('sends the tree to the project with ids, parents, times and metadata', async () => {
    const { fetchImpl, bodies, urls } = capturingFetch();
    const { exporter } = await exporterWith(fetchImpl);
    const trace = traceCarrying('What is asthma?', 'asthma', 'An answer.');
    exporter.export(trace);
    await exporter.close();
    expect(urls.some((url) => url === 'https://langsmith.test/runs/multipart')).toBe(true);
    const sent = bodies.join('\n');
    expect(sent).toContain(trace.id);
    for (const child of trace.children) expect(sent).toContain(child.id);
    expect(sent).toContain('"session_name":"nova-health-test"');
    expect(sent).toContain(`"parent_run_id":"${trace.id}"`);
    expect(sent).toContain('user_abc_0123456789ab');
  });

  it('drops failed batches without retrying, printing or writing anything, and logs the outage once', async () => {
    const console_ = [
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
      vi.spyOn(console, 'log'),
    ];
    for (const failure of [
      () => new Response('down', { status: 500 }),
      () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })),
    ]) {
      const { fetchImpl, urls } = capturingFetch(failure);
      const { exporter, logger } = await exporterWith(fetchImpl);
      for (let i = 0; i < 3; i += 1) {
        exporter.export(traceCarrying(`Question ${i}`, 'q', 'a'));
        await exporter.close();
      }
      const posts = urls.filter((url) => url.endsWith('/runs/multipart'));
      expect(posts).toHaveLength(3);
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(logger.warn.mock.calls[0]?.[1]).toContain('LangSmith is not accepting traces');
    }
    for (const spy of console_) expect(spy).not.toHaveBeenCalled();
  });

  it(`keeps at most ${MAX_QUEUED_RUNS} runs queued and drops the rest, logging that once`, async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchImpl, bodies } = capturingFetch(async () => {
      await held;
      return ok();
    });
    const { exporter, logger } = await exporterWith(fetchImpl, silent(), 10_000);
    const runsPerTrace = 4;
    const traces = Math.ceil(MAX_QUEUED_RUNS / runsPerTrace) + 50;
    for (let i = 0; i < traces; i += 1) exporter.export(traceCarrying(`Q${i}`, 'q', 'a'));
    const behind = logger.warn.mock.calls.filter((call) => String(call[1]).includes('behind'));
    expect(behind).toHaveLength(1);
    release();
    await exporter.close();
    const sentRuns = bodies.join('').match(/name="post\.[0-9a-f-]+"/g) ?? [];
    expect(sentRuns.length).toBeLessThanOrEqual(MAX_QUEUED_RUNS);
    expect(sentRuns.length).toBeGreaterThan(MAX_QUEUED_RUNS - runsPerTrace);
  });

  it('closes within its deadline when LangSmith never answers', async () => {
    const { fetchImpl } = capturingFetch(() => new Promise<Response>(() => {}));
    const { exporter, logger } = await exporterWith(fetchImpl, silent(), 200);
    exporter.export(traceCarrying('Q', 'q', 'a'));
    const started = performance.now();
    await exporter.close();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(logger.warn).toHaveBeenCalledWith(
      { cause: 'timeout' },
      expect.stringContaining('LangSmith'),
    );
  });
});
