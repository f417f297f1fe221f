/**
 * A fake Firecrawl search API: POST /v2/search (answering `data.web`) and /v1/search (answering
 * `data` as a list), Bearer auth, `site:` operators honoured, markdown when scrapeOptions ask for
 * it. Every non-empty answer also carries one page from a host on no allow-list, as a real search
 * engine may, so tests can prove the caller filters it out.
 * `node tests/fakes/firecrawl.ts [port]` runs it alone.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { RecordedRequest } from './fake-server.ts';
import {
  startFakeUpstream,
  truncate,
  type FakeReply,
  type FakeUpstream,
  type FakeUpstreamOptions,
} from './fake-upstream.ts';
import { queryTerms, rankByTerms } from './match-query-terms.ts';

export type { Behaviour, FakeUpstream, FakeUpstreamOptions } from './fake-upstream.ts';

const PAGES_URL = new URL('../fixtures/firecrawl/trusted-pages.json', import.meta.url);
const DEFAULT_LIMIT = 5;

interface Page {
  url: string;
  title: string;
  description: string;
  markdown: string;
}

interface Corpus {
  pages: Page[];
  offListPage: { host: string; title: string; description: string; markdown: string };
}

interface SearchBody {
  query?: unknown;
  limit?: unknown;
  scrapeOptions?: { formats?: unknown };
}

export async function startFakeFirecrawl(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const corpus = JSON.parse(await readFile(PAGES_URL, 'utf8')) as Corpus;
  return startFakeUpstream(
    {
      answer: (request, malformed) => {
        const reply = answer(corpus, request);
        return malformed ? { ...reply, body: truncate(reply.body) } : reply;
      },
      errorReply: (status) =>
        json(
          {
            success: false,
            error:
              status === 429
                ? 'Rate limit exceeded. Consumed (req/min): 101, Remaining (req/min): 0.'
                : 'An unexpected error occurred. Please contact help@firecrawl.com for help.',
          },
          status,
        ),
    },
    options,
  );
}

function answer(corpus: Corpus, request: RecordedRequest): FakeReply {
  const version = /\/(v[12])\/search$/.exec(request.url.pathname)?.[1];
  if (!version || request.method !== 'POST') {
    return json({ success: false, error: 'Not Found' }, 404);
  }
  if (!/^Bearer \S+$/.test(String(request.headers.authorization ?? ''))) {
    return json({ success: false, error: 'Unauthorized: Invalid token' }, 401);
  }
  let body: SearchBody;
  try {
    body = JSON.parse(request.body) as SearchBody;
  } catch {
    return json({ success: false, error: 'Bad Request: body is not JSON' }, 400);
  }
  if (typeof body.query !== 'string' || !body.query.trim()) {
    return json({ success: false, error: 'Bad Request: query is required' }, 400);
  }
  const limit = typeof body.limit === 'number' && body.limit > 0 ? body.limit : DEFAULT_LIMIT;
  const withMarkdown =
    Array.isArray(body.scrapeOptions?.formats) && body.scrapeOptions.formats.includes('markdown');

  const sites = [...body.query.matchAll(/\bsite:([^\s()]+)/gi)].map(
    (match) => match[1]?.toLowerCase() ?? '',
  );
  const words = body.query.replace(/\bsite:\S+/gi, ' ').replace(/\bOR\b|[()]/g, ' ');
  const onSites = corpus.pages.filter((page) => {
    const host = new URL(page.url).hostname;
    return sites.length === 0 || sites.some((site) => host === site || host.endsWith(`.${site}`));
  });
  const hits = rankByTerms(queryTerms(words), onSites, (page) =>
    [page.title, page.description, page.markdown].join(' '),
  );
  const pages = hits.length === 0 ? [] : withOffListPage(hits, corpus, words.trim());
  const items = pages.slice(0, limit).map((page, index) => ({
    url: page.url,
    title: page.title,
    description: page.description,
    ...(version === 'v2' ? { position: index + 1 } : {}),
    ...(withMarkdown
      ? {
          markdown: page.markdown,
          metadata: {
            title: page.title,
            description: page.description,
            sourceURL: page.url,
            url: page.url,
            statusCode: 200,
            contentType: 'text/html; charset=utf-8',
          },
        }
      : {}),
  }));
  return version === 'v2'
    ? json({ success: true, data: { web: items }, creditsUsed: items.length, id: randomUUID() })
    : json({ success: true, data: items });
}

function withOffListPage(hits: Page[], corpus: Corpus, query: string): Page[] {
  const fill = (template: string) => template.replaceAll('{query}', query);
  const offList: Page = {
    url: `https://${corpus.offListPage.host}/articles/${encodeURIComponent(query.toLowerCase().replace(/\s+/g, '-'))}`,
    title: fill(corpus.offListPage.title),
    description: fill(corpus.offListPage.description),
    markdown: fill(corpus.offListPage.markdown),
  };
  return [...hits.slice(0, 1), offList, ...hits.slice(1)];
}

const json = (body: unknown, status = 200): FakeReply => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

if (import.meta.main) {
  const fake = await startFakeFirecrawl({ port: Number(process.argv[2] ?? 0) });
  console.log(`fake Firecrawl on ${fake.url}`);
}
