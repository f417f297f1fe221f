/**
 * Every upstream times every way it can fail, in one table: what the person sees, and that the
 * server stays healthy. Short timeouts keep it fast (UPSTREAM_TIMEOUT_MS and MODEL_TIMEOUT_MS 300 in
 * the timeout cells, retries 5 ms apart as everywhere in tests/integration/stack.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sineWav } from '../fakes/wav.ts';
import { refusedUrl } from './closed-port.ts';
import { postSearch } from './post-search.ts';
import { dataOf } from './read-sse.ts';
import { useFakeStack, type Fakes } from './stack.ts';

const stack = useFakeStack();
const FAULTS = ['timeout', '429', '500', 'malformed', 'refused'] as const;
type Fault = (typeof FAULTS)[number];

/** What a person is shown: the HTTP status and the one line that tells them what happened. */
interface Seen {
  status: number;
  says: string;
}

interface Row {
  upstream: string;
  fake: keyof Fakes;
  /** The setting that points at this upstream, for 'refused'. */
  urlEnv: string;
  urlSuffix?: string;
  see(app: FastifyInstance): Promise<Seen>;
  expected(fault: Fault): RegExp;
}

/** One line for the table: the error a search ended with, or whether it finished and how. */
async function search(app: FastifyInstance, body: Parameters<typeof postSearch>[1]): Promise<Seen> {
  const { status, chunks, errors, text } = await postSearch(app, body);
  const [error] = errors;
  if (error !== undefined) return { status, says: `error: ${error}` };
  const finished = dataOf(chunks, 'result').length === 1 ? 'answered; ' : 'NO RESULT; ';
  return { status, says: finished + text.split('\n')[0] };
}

const health = { query: 'What are the symptoms of type 2 diabetes?' };
/**
 * The notice names the source (a busy machine may time out a healthy neighbour with it; with
 * every source down the whole answer says it, in bold).
 */
const withoutSource = (name: string) =>
  new RegExp(
    `^answered; (_|\\*\\*)(.*, |.* and )?${name} (and .*)?could not be reached just now(, |\\*\\*).*Your question is fine`,
    'i',
  );

async function speech(app: FastifyInstance): Promise<Seen> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/openai/audio/speech',
    payload: { input: 'Drink water.', voice: 'nova', response_format: 'mp3' },
  });
  const type = String(response.headers['content-type']);
  const says = type.startsWith('audio/') ? 'audio' : String(response.json().error?.message);
  return { status: response.statusCode, says };
}

async function transcription(app: FastifyInstance): Promise<Seen> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(sineWav())], { type: 'audio/wav' }), 'a.wav');
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: '/api/openai/audio/transcriptions',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  });
  return { status: response.statusCode, says: String(response.json().error?.message) };
}

const MODEL_CAUSES: Record<Fault, string> = {
  timeout: 'The AI model service did not answer in time. Your question is fine.',
  '429': 'The AI model service is over its request limit right now \\(HTTP 429\\).',
  '500': 'The AI model service answered with an error \\(HTTP 500\\).',
  malformed:
    'The AI model service (sent an answer that could not be read|stopped in the middle of its answer).',
  refused: 'The AI model service could not be reached. Your question is fine.',
};
const VOICE_MESSAGES: Record<Fault, string> = {
  timeout: '^Request timeout after 300ms$',
  '429': '^Rate limit reached for requests$',
  '500': '^The voice provider failed \\(500\\)',
  malformed: '.',
  refused: '^The voice provider could not be reached.$',
};
const VOICE_STATUS: Record<Fault, number> = {
  timeout: 504,
  '429': 429,
  '500': 502,
  malformed: 502,
  refused: 502,
};

const ROWS: Row[] = [
  {
    upstream: 'PubMed',
    fake: 'eutils',
    urlEnv: 'NCBI_EUTILS_URL',
    see: (app) => search(app, health),
    expected: () => withoutSource('PubMed'),
  },
  {
    upstream: 'MedlinePlus',
    fake: 'medlinePlus',
    urlEnv: 'MEDLINEPLUS_URL',
    see: (app) => search(app, health),
    expected: () => withoutSource('MedlinePlus'),
  },
  {
    upstream: 'web search',
    fake: 'firecrawl',
    urlEnv: 'FIRECRAWL_API_URL',
    see: (app) => search(app, health),
    expected: () => withoutSource('The trusted health sites'),
  },
  {
    upstream: 'openFDA',
    fake: 'openFda',
    urlEnv: 'OPENFDA_URL',
    see: (app) =>
      search(app, {
        query: 'Can I take ibuprofen with warfarin?',
        searchType: 'drug-interactions',
      }),
    expected: () => withoutSource('The FDA drug labels'),
  },
  {
    upstream: 'registry',
    fake: 'clinicalTrials',
    urlEnv: 'CTGOV_API_URL',
    see: (app) => search(app, { query: 'melanoma trials', searchType: 'clinical-trials' }),
    expected: (fault) =>
      fault === '429' || fault === '500'
        ? new RegExp(`^error: Clinical trials registry error: ${fault}$`)
        : /^error: Failed to search clinical trials$/,
  },
  {
    upstream: 'model',
    fake: 'openai',
    urlEnv: 'OPENAI_BASE_URL',
    urlSuffix: '/v1',
    see: (app) => search(app, health),
    // Sources were found: their excerpts stand in for the answer, under the cause.
    expected: (fault) =>
      new RegExp(
        `^answered; _${MODEL_CAUSES[fault]} Shown instead: what the sources themselves say, without an AI summary\\._$`,
      ),
  },
  {
    upstream: 'TTS',
    fake: 'openai',
    urlEnv: 'OPENAI_BASE_URL',
    urlSuffix: '/v1',
    see: speech,
    expected: (fault) => new RegExp(VOICE_MESSAGES[fault]),
  },
  {
    upstream: 'transcription',
    fake: 'openai',
    urlEnv: 'OPENAI_BASE_URL',
    urlSuffix: '/v1',
    see: transcription,
    expected: (fault) => new RegExp(VOICE_MESSAGES[fault]),
  },
];

function behave(fakes: Fakes, row: Row, fault: Fault): void {
  if (row.fake === 'openai') {
    const openai = fakes.openai;
    if (fault === 'timeout') openai.behave({ kind: 'hang' });
    if (fault === '429' || fault === '500')
      openai.behave({ kind: 'status', status: Number(fault) });
    if (fault === 'malformed') {
      openai.behave({
        kind: 'raw',
        body: 'data: {"choices": [{"delta": {"content": "Hal',
        contentType: 'text/event-stream',
      });
    }
    return;
  }
  const fake = fakes[row.fake];
  if (fault === 'timeout') fake.behave({ kind: 'hang' });
  if (fault === '429' || fault === '500') fake.behave({ kind: 'status', status: Number(fault) });
  if (fault === 'malformed') fake.behave({ kind: 'malformed' });
}

const table: string[] = [];
afterAll(() => {
  console.log(`fault matrix (${table.length} cells)\n${table.join('\n')}`);
});

describe('fault matrix', () => {
  for (const row of ROWS) {
    for (const fault of FAULTS) {
      it(`${row.upstream} x ${fault}`, async () => {
        const timeoutEnv = row.fake === 'openai' ? 'MODEL_TIMEOUT_MS' : 'UPSTREAM_TIMEOUT_MS';
        const env: Record<string, string> = fault === 'timeout' ? { [timeoutEnv]: '300' } : {};
        if (fault === 'refused') env[row.urlEnv] = `${await refusedUrl()}${row.urlSuffix ?? ''}`;
        else behave(stack.fakes, row, fault);
        const app = await stack.app({ env });
        const started = performance.now();
        const seen = await row.see(app);
        const ms = performance.now() - started;
        table.push(
          `${row.upstream.padEnd(13)} ${fault.padEnd(9)} ${String(seen.status).padEnd(4)} ${ms.toFixed(0).padStart(5)} ms  ${seen.says.replace(/\n/g, ' / ').slice(0, 150)}`,
        );
        expect(seen.says).toMatch(row.expected(fault));
        if (row.see === speech || row.see === transcription) {
          expect(seen.status).toBe(VOICE_STATUS[fault]);
        } else {
          expect(seen.status).toBe(200);
        }
        expect(ms).toBeLessThan(3000);
        // The server stays up and answers at once whatever the upstream did.
        stack.fakes[row.fake].behave({ kind: 'ok' });
        const alive = await app.inject('/api/health');
        expect(alive.statusCode).toBe(200);
        expect(alive.json().status).toBe('ok');
      });
    }
  }
});
