/**
 * A fake LangSmith ingestion API speaking the wire format the `langsmith` SDK uses:
 * - `GET /info`: server info (multipart ingestion on, no compression, as a default deployment);
 * - `POST /runs/multipart`: multipart/form-data, one part per run (`post.<id>` or `patch.<id>`,
 *   JSON) and one per large field (`post.<id>.inputs`, `.outputs`, `.error`, `.extra`, ...),
 *   optionally gzip- or zstd-encoded;
 * - `POST /runs/batch`: JSON `{ post: [...], patch: [...] }` (the SDK's fallback when multipart
 *   answers 404);
 * - `POST /runs`: one run as JSON (the SDK without batching).
 * Requests without the expected `x-api-key` get 401, as LangSmith answers. `runs()` merges what
 * arrived into one record per run id; `requests[].raw` holds every byte received.
 * `node tests/fakes/langsmith.ts [port]` runs it alone.
 */
import { gunzipSync, zstdDecompressSync } from 'node:zlib';
import type { RecordedRequest } from './fake-server.ts';
import {
  startFakeUpstream,
  truncate,
  type FakeReply,
  type FakeUpstream,
  type FakeUpstreamOptions,
} from './fake-upstream.ts';

export type { Behaviour } from './fake-upstream.ts';

export const FAKE_LANGSMITH_KEY = 'lsv2_fake_test_key';

/** A run as LangSmith stores it, with the fields this product sends. */
export interface FakeRun {
  id: string;
  name: string;
  run_type: string;
  trace_id: string;
  dotted_order: string;
  parent_run_id?: string;
  session_name?: string;
  start_time: string | number;
  end_time?: string | number;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  error?: string;
  extra?: { metadata?: Record<string, unknown> } & Record<string, unknown>;
  tags?: string[];
}

export interface FakeLangSmith extends FakeUpstream {
  /** Every run received, one record per id (creates and updates merged), in arrival order. */
  runs(): FakeRun[];
  /** Resolves once at least `count` runs have arrived (rejects after `timeoutMs`). */
  waitForRuns(count: number, timeoutMs?: number): Promise<FakeRun[]>;
  /**
   * Every run sent, answered or not (a request the fake let hang or failed still carries its
   * runs): what the app offered LangSmith, however its client batched it.
   */
  offeredRuns(): Promise<Operation['run'][]>;
  /** Forgets the runs, the requests and the behaviour. */
  reset(): void;
}

const json = (body: unknown, status = 200): FakeReply => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

function decodedBody(request: RecordedRequest): Buffer {
  const encoding = String(request.headers['content-encoding'] ?? '');
  if (encoding === 'gzip') return gunzipSync(request.raw);
  if (encoding === 'zstd') return zstdDecompressSync(request.raw);
  return request.raw;
}

type Operation = { action: 'post' | 'patch'; run: Partial<FakeRun> & { id: string } };

async function readMultipart(request: RecordedRequest): Promise<Operation[]> {
  const form = await new Response(new Uint8Array(decodedBody(request)), {
    headers: { 'content-type': String(request.headers['content-type'] ?? '') },
  }).formData();
  const byId = new Map<string, Operation>();
  for (const [name, value] of form.entries()) {
    const [action, id, field] = name.split('.');
    if ((action !== 'post' && action !== 'patch') || !id) continue;
    const text = typeof value === 'string' ? value : await value.text();
    const operation = byId.get(`${action}.${id}`) ?? { action, run: { id } };
    byId.set(`${action}.${id}`, operation);
    if (field === undefined) Object.assign(operation.run, JSON.parse(text));
    else Object.assign(operation.run, { [field]: JSON.parse(text) as unknown });
  }
  return [...byId.values()];
}

async function readOperations(request: RecordedRequest): Promise<Operation[]> {
  const path = request.url.pathname;
  if (path.endsWith('/runs/multipart')) return readMultipart(request);
  const body = JSON.parse(decodedBody(request).toString('utf8')) as unknown;
  if (path.endsWith('/runs/batch')) {
    const batch = body as { post?: FakeRun[]; patch?: FakeRun[] };
    return [
      ...(batch.post ?? []).map((run) => ({ action: 'post' as const, run })),
      ...(batch.patch ?? []).map((run) => ({ action: 'patch' as const, run })),
    ];
  }
  return [{ action: 'post', run: body as FakeRun }];
}

export async function startFakeLangSmith(
  options: FakeUpstreamOptions & { apiKey?: string } = {},
): Promise<FakeLangSmith> {
  const apiKey = options.apiKey ?? FAKE_LANGSMITH_KEY;
  const runs = new Map<string, FakeRun>();
  const waiters = new Set<() => void>();

  const answer = async (request: RecordedRequest): Promise<FakeReply> => {
    const path = request.url.pathname;
    if (request.headers['x-api-key'] !== apiKey) {
      return json({ detail: 'Invalid token' }, 401);
    }
    if (request.method === 'GET' && path.endsWith('/info')) {
      return json({
        version: '0.10.0',
        batch_ingest_config: {
          use_multipart_endpoint: true,
          size_limit: 100,
          scale_up_qsize_trigger: 1000,
        },
        instance_flags: {},
      });
    }
    if (request.method !== 'POST' || !/\/runs(\/multipart|\/batch)?$/.test(path)) {
      return json({ detail: 'Not Found' }, 404);
    }
    for (const { run } of await readOperations(request)) {
      runs.set(run.id, { ...runs.get(run.id), ...run } as FakeRun);
    }
    for (const wake of waiters) wake();
    return json({}, 202);
  };

  const server = await startFakeUpstream(
    {
      answer: async (request, malformed) => {
        const reply = await answer(request);
        return malformed ? { ...reply, body: truncate(reply.body) } : reply;
      },
      errorReply: (status) => json({ detail: `Fake error ${status}` }),
    },
    options,
  );

  const list = (): FakeRun[] => [...runs.values()];
  return {
    ...server,
    runs: list,
    async offeredRuns() {
      const sent = server.requests.filter(
        (request) =>
          request.method === 'POST' && /\/runs(\/multipart|\/batch)?$/.test(request.url.pathname),
      );
      const operations = await Promise.all(sent.map(readOperations));
      return operations.flat().map(({ run }) => run);
    },
    reset() {
      runs.clear();
      server.requests.length = 0;
      server.behave({ kind: 'ok' });
    },
    waitForRuns: (count, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (runs.size < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(list());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Expected ${count} runs, got ${runs.size}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}

if (import.meta.main) {
  const fake = await startFakeLangSmith({ port: Number(process.argv[2] ?? 0) });
  console.log(`fake LangSmith on ${fake.url} (x-api-key: ${FAKE_LANGSMITH_KEY})`);
}
