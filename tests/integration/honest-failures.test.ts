import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_ERROR_TEXT } from '../../src/contract/index.ts';
import { buildApp } from '../../src/server/app.ts';
import { parseConfig } from '../../src/server/config.ts';
import { ANSWER_PROMPT_MARKER } from '../../src/server/llm/prompts/answer-prompt.ts';
import { refusedUrl } from './closed-port.ts';
import { postSearch } from './post-search.ts';
import { answerText, dataOf } from './read-sse.ts';
import { useFakeStack, type AppOptions } from './stack.ts';

const stack = useFakeStack();
const QUESTION = 'What are the symptoms of type 2 diabetes?';
/** The production retry delay: a dead host must fail fast without tests lowering it. */
const REAL_RETRIES = { UPSTREAM_RETRY_BASE_MS: '2000' };

async function timedSearch(options: AppOptions) {
  const app = await stack.app(options);
  const started = performance.now();
  const { chunks } = await postSearch(app, { query: QUESTION });
  return { ms: performance.now() - started, chunks };
}

describe('a dead network', () => {
  it('fails at once and says no source can be reached (no network), in both modes', async () => {
    const dead = await refusedUrl();
    for (const model of [true, false]) {
      const { ms, chunks } = await timedSearch({
        model,
        webSearch: false,
        env: { ...REAL_RETRIES, NCBI_EUTILS_URL: dead, MEDLINEPLUS_URL: dead },
      });
      expect(ms, `model ${model}`).toBeLessThan(2000);
      const text = answerText(chunks);
      // Every source refused: the machine is cut off, so "try again in a few minutes" would mislead.
      expect(text).toContain('no internet connection or DNS right now');
      expect(text).not.toMatch(/few minutes/);
      expect(text).toContain('Your question is fine');
      expect(text).not.toMatch(/rephras/i);
      const statuses = dataOf<{ unreachable?: string[] }>(chunks, 'status');
      expect(statuses.some((status) => status.unreachable?.join() === 'PubMed,MedlinePlus')).toBe(
        true,
      );
      expect(dataOf(chunks, 'result')).toHaveLength(1);
    }
  });

  it('says which one source is missing when the others answer', async () => {
    const { chunks } = await timedSearch({
      env: { ...REAL_RETRIES, MEDLINEPLUS_URL: await refusedUrl() },
    });
    const text = answerText(chunks);
    expect(text).toMatch(
      /^_MedlinePlus could not be reached just now, so this answer is built without it/,
    );
    expect(text).toMatch(/\[1\]/);
  });

  it('quotes the sources under one line naming a model that cannot be reached, at once', async () => {
    const { ms, chunks } = await timedSearch({
      env: { OPENAI_BASE_URL: `${await refusedUrl()}/v1` },
    });
    expect(ms).toBeLessThan(1500);
    expect(chunks.filter((chunk) => chunk.type === 'error')).toEqual([]);
    const text = answerText(chunks);
    expect(text).toMatch(
      /^_The AI model service could not be reached\. Your question is fine\. Shown instead: what the sources themselves say, without an AI summary\._\n\n> \*\*Evidence excerpts\*\*/,
    );
    expect(text).not.toContain(SEARCH_ERROR_TEXT);
    expect(dataOf<{ answerMode: string }>(chunks, 'result')[0]?.answerMode).toBe(
      'evidence-excerpts',
    );
    expect(chunks.at(-1)).toEqual({ type: 'finish', finishReason: 'stop' });
  });
});

describe('a model with no evidence to cite', () => {
  const answerRequests = () =>
    stack.fakes.openai.requests.filter((request) => request.body.includes(ANSWER_PROMPT_MARKER));

  it('is not asked when the sources were reached and found nothing: the answer says so', async () => {
    const app = await stack.app({});
    const { chunks } = await postSearch(app, { query: 'Is quidditch good exercise for knees?' });
    const text = answerText(chunks);
    expect(text).toMatch(/^\*\*No sources were found for this question\.\*\*/);
    expect(answerRequests()).toEqual([]);
    expect(dataOf<{ answerMode: string }>(chunks, 'result')[0]?.answerMode).toBe(
      'evidence-excerpts',
    );
  });

  it('says nothing was found in the language the reader asked in (Spanish, Hindi)', async () => {
    const app = await stack.app({});
    const asked = [
      { language: 'es', query: '¿Jugar al quidditch es buen ejercicio para las rodillas?' },
      { language: 'hi', query: 'क्या क्विडिच घुटनों के लिए अच्छा व्यायाम है?' },
    ] as const;
    const expected = {
      es: /^\*\*No se encontraron fuentes para esta pregunta\.\*\* No se pudo obtener nada de PubMed/,
      hi: /^\*\*इस प्रश्न के लिए कोई स्रोत नहीं मिला।\*\* PubMed/,
    };
    for (const { language, query } of asked) {
      const { chunks } = await postSearch(app, { query, language });
      const text = answerText(chunks);
      expect(text, language).toMatch(expected[language]);
      expect(text, language).not.toMatch(/No sources were found/);
      expect(dataOf<{ summary: string }>(chunks, 'result')[0]?.summary, language).toBe(text);
    }
    expect(answerRequests()).toEqual([]);
  });

  it('is not asked when no source could be reached: the answer says no evidence could be retrieved', async () => {
    const dead = await refusedUrl();
    const { chunks } = await timedSearch({
      webSearch: false,
      env: { ...REAL_RETRIES, NCBI_EUTILS_URL: dead, MEDLINEPLUS_URL: dead },
    });
    const text = answerText(chunks);
    // Refused by every source: this machine has no network, which waiting would not fix.
    expect(text).toMatch(/^\*\*No source could be reached: this server seems to have no internet/);
    expect(text).not.toMatch(/No sources were found/);
    expect(answerRequests()).toEqual([]);
    expect(chunks.filter((chunk) => chunk.type === 'error')).toEqual([]);
  });
});

describe('replies that must not be kept', () => {
  it('carry Cache-Control: no-store on every API reply, the stream and refusals included', async () => {
    const app = await stack.app({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    const replies = [
      await app.inject('/api/health'),
      await app.inject('/api/config'),
      await app.inject({ method: 'POST', url: '/api/pubmed/search', payload: { query: 'asthma' } }),
      await app.inject({ method: 'POST', url: '/api/search', payload: { query: QUESTION } }),
      await app.inject({ method: 'POST', url: '/api/search', payload: { query: '' } }),
      await app.inject('/api/nope'),
      await app.inject('/api/health'),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 400, 404, 429]);
    for (const reply of replies)
      expect(String(reply.headers['cache-control'])).toMatch(/^no-store/);
  });
});

describe('source maps', () => {
  it('are never served, though the script they map is', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nova-client-'));
    try {
      await mkdir(join(dir, 'assets'));
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>Nova</title>');
      await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1);');
      await writeFile(join(dir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
      const app = await buildApp(parseConfig({ LOG_LEVEL: 'silent' }), { clientDir: dir });
      expect((await app.inject('/assets/app.js')).statusCode).toBe(200);
      const map = await app.inject('/assets/app.js.map');
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
      await app.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a request body that trickles in', () => {
  it('is cut off with 408 once REQUEST_TIMEOUT_MS has passed', async () => {
    const app = await stack.app({ env: { REQUEST_TIMEOUT_MS: '300' } });
    const base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const started = performance.now();
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(base.port), base.hostname);
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(
        'POST /api/pubmed/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"qu',
      );
    });
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
