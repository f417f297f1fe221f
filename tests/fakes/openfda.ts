/**
 * A fake openFDA drug label API (`{base}/drug/label.json?search=...&limit=N`) speaking the real
 * JSON: a `meta` block and `results` for a match, openFDA's 404 `NOT_FOUND` body otherwise.
 * Labels come from tests/fixtures/openfda/labels.json; a name matches a label when it appears in
 * its openfda generic, brand or substance name (openFDA's analysed text fields match whole words).
 * `node tests/fakes/openfda.ts [port]` runs it alone.
 */
import { readFile } from 'node:fs/promises';
import type { RecordedRequest } from './fake-server.ts';
import {
  startFakeUpstream,
  truncate,
  type FakeReply,
  type FakeUpstream,
  type FakeUpstreamOptions,
} from './fake-upstream.ts';

export type { Behaviour, FakeUpstream, FakeUpstreamOptions } from './fake-upstream.ts';

const LABELS_URL = new URL('../fixtures/openfda/labels.json', import.meta.url);
const NOT_FOUND_URL = new URL('../fixtures/openfda/not-found.json', import.meta.url);
const NAME_FIELDS = ['generic_name', 'brand_name', 'substance_name'] as const;

type Label = { openfda?: Partial<Record<(typeof NAME_FIELDS)[number], string[]>> };

export async function startFakeOpenFda(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const { results } = JSON.parse(await readFile(LABELS_URL, 'utf8')) as { results: Label[] };
  const notFound = await readFile(NOT_FOUND_URL, 'utf8');
  return startFakeUpstream(
    {
      answer: (request, malformed) => {
        const reply = answer(results, notFound, request);
        return malformed ? { ...reply, body: truncate(reply.body) } : reply;
      },
      errorReply: (status) => ({
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SERVER_ERROR', message: `Fake error ${status}` } }),
      }),
    },
    options,
  );
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function matches(label: Label, name: string): boolean {
  const wanted = words(name);
  return NAME_FIELDS.some((field) =>
    (label.openfda?.[field] ?? []).some((value) => {
      const have = words(value);
      return wanted.length > 0 && wanted.every((word) => have.includes(word));
    }),
  );
}

function answer(labels: Label[], notFound: string, request: RecordedRequest): FakeReply {
  if (!request.url.pathname.endsWith('/drug/label.json')) {
    return { status: 404, contentType: 'application/json', body: notFound };
  }
  const search = request.url.searchParams.get('search') ?? '';
  const names = [...search.matchAll(/openfda\.\w+:"([^"]+)"/g)].map((m) => m[1] ?? '');
  if (names.length === 0) {
    const body = { error: { code: 'BAD_REQUEST', message: 'Invalid search query' } };
    return { status: 400, contentType: 'application/json', body: JSON.stringify(body) };
  }
  const hits = labels.filter((label) => names.some((name) => matches(label, name)));
  if (hits.length === 0) return { status: 404, contentType: 'application/json', body: notFound };
  const limit = Math.max(1, Number(request.url.searchParams.get('limit') ?? 1) || 1);
  const body = {
    meta: {
      disclaimer: 'Do not rely on openFDA to make decisions regarding medical care.',
      terms: 'https://open.fda.gov/terms/',
      license: 'https://open.fda.gov/license/',
      last_updated: '2026-10-06',
      results: { skip: 0, limit, total: hits.length },
    },
    results: hits.slice(0, limit),
  };
  return { contentType: 'application/json', body: JSON.stringify(body) };
}

if (import.meta.main) {
  const fake = await startFakeOpenFda({ port: Number(process.argv[2] ?? 0) });
  console.log(`fake openFDA on ${fake.url}`);
}
