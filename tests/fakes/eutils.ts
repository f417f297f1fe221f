/**
 * A fake NCBI E-utilities server speaking the real wire formats: `esearch.fcgi` (retmode=json)
 * ranks the fixture corpus by the words of `term`, `efetch.fcgi` (retmode=xml) returns the real
 * PubmedArticleSet XML of the requested PMIDs. `node tests/fakes/eutils.ts [port]` runs it alone.
 */
import { readFile } from 'node:fs/promises';
import { sleep, type RecordedRequest } from './fake-server.ts';
import {
  requestParams,
  startFakeUpstream,
  truncate,
  type FakeReply,
  type FakeUpstream,
  type FakeUpstreamOptions,
} from './fake-upstream.ts';
import { queryTerms, rankByTerms } from './match-query-terms.ts';

export type { Behaviour, FakeUpstream, FakeUpstreamOptions } from './fake-upstream.ts';

const CORPUS_URL = new URL('../fixtures/pubmed/efetch-health-corpus.xml', import.meta.url);
/** Articles for drug-interaction searches, kept apart so the health corpus's own tests stay as they are. */
const DRUG_CORPUS_URL = new URL(
  '../fixtures/pubmed/efetch-drug-interactions-corpus.xml',
  import.meta.url,
);
const XML_HEADER =
  '<?xml version="1.0" ?>\n<!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January 2025//EN" "https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_250101.dtd">\n';

/** NCBI's answer when a client goes over its rate limit. */
export const RATE_LIMIT_BODY =
  '{"error":"API rate limit exceeded","api-key":"127.0.0.1","count":"4","limit":"3"}';

interface CorpusRecord {
  pmid: string;
  xml: string;
  text: string;
}

export interface FakeEutilsOptions extends FakeUpstreamOptions {
  /**
   * Answer every search with the best-ranked articles even when no word matches, so that every
   * query costs the same esearch + efetch round trips (benchmarks need a fixed critical path).
   */
  alwaysFind?: boolean;
  /**
   * Give every search articles under PMIDs no earlier search got (the corpus records renumbered),
   * so a load bench measures full retrieval work rather than the app's article cache.
   */
  distinctIds?: boolean;
}

/** Words in a query that change how this fake answers, for browser tests of a slow PubMed. */
export const FAKE_EUTILS_TRIGGERS = {
  /** The search answers after SLOW_SEARCH_MS: a long upstream wait (under the app's timeout). */
  slowSearch: 'slowpubmedwait',
} as const;
export const SLOW_SEARCH_MS = 8000;

/** Renumbered PMIDs handed out by esearch, and the corpus record each stands for. */
type Renumbered = Map<string, CorpusRecord>;

export async function startFakeEutils(options: FakeEutilsOptions = {}): Promise<FakeUpstream> {
  const corpus = [
    ...parseCorpus(await readFile(CORPUS_URL, 'utf8')),
    ...parseCorpus(await readFile(DRUG_CORPUS_URL, 'utf8')),
  ];
  const renumbered: Renumbered | undefined = options.distinctIds ? new Map() : undefined;
  return startFakeUpstream(
    {
      answer: async (request, malformed) => {
        const term = requestParams(request).get('term')?.toLowerCase() ?? '';
        if (term.includes(FAKE_EUTILS_TRIGGERS.slowSearch)) await sleep(SLOW_SEARCH_MS);
        const reply = answer(corpus, request, options.alwaysFind ?? false, renumbered);
        return malformed ? { ...reply, body: truncate(reply.body) } : reply;
      },
      errorReply: (status) =>
        status === 429
          ? { contentType: 'application/json', body: RATE_LIMIT_BODY }
          : {
              contentType: 'text/html',
              body: `<html><head><title>${status}</title></head><body><h1>Error ${status}</h1></body></html>`,
            },
    },
    options,
  );
}

function parseCorpus(xml: string): CorpusRecord[] {
  const records = xml.match(/<(PubmedArticle|PubmedBookArticle)>[\s\S]*?<\/\1>/g) ?? [];
  return records.map((record) => ({
    pmid: /<PMID[^>]*>(\d+)<\/PMID>/.exec(record)?.[1] ?? '',
    xml: record,
    text: record.replace(/<[^>]+>/g, ' '),
  }));
}

function answer(
  corpus: CorpusRecord[],
  request: RecordedRequest,
  alwaysFind: boolean,
  renumbered: Renumbered | undefined,
): FakeReply {
  const path = request.url.pathname;
  const endpoint = path.endsWith('/esearch.fcgi')
    ? esearch
    : path.endsWith('/efetch.fcgi')
      ? efetch
      : undefined;
  if (!endpoint) return { status: 404, contentType: 'text/plain', body: 'Not Found' };
  const params = requestParams(request);
  if (params.get('db') !== 'pubmed') {
    return json({
      esearchresult: { ERROR: `Invalid db name specified: ${params.get('db') ?? ''}` },
    });
  }
  return endpoint === esearch
    ? esearch(corpus, params, alwaysFind, renumbered)
    : efetch(corpus, params, renumbered);
}

function esearch(
  corpus: CorpusRecord[],
  params: URLSearchParams,
  alwaysFind = false,
  renumbered?: Renumbered,
): FakeReply {
  if (params.get('retmode') !== 'json') {
    return {
      status: 400,
      contentType: 'text/plain',
      body: 'This fake answers esearch with retmode=json only',
    };
  }
  const term = params.get('term')?.trim() ?? '';
  if (!term) return json({ esearchresult: { ERROR: 'Empty term and query_key - nothing todo' } });
  const terms = queryTerms(term);
  const matched = rankByTerms(terms, corpus, (record) => record.text);
  const hits = matched.length === 0 && alwaysFind ? corpus.slice(0, 5) : matched;
  const retstart = Number(params.get('retstart') ?? 0) || 0;
  const retmax = Number(params.get('retmax') ?? 20) || 20;
  const ids = hits.slice(retstart, retstart + retmax).map((record) => {
    if (!renumbered) return record.pmid;
    const pmid = String(80_000_000 + renumbered.size);
    renumbered.set(pmid, record);
    return pmid;
  });
  return json({
    header: { type: 'esearch', version: '0.3' },
    esearchresult: {
      count: String(hits.length),
      retmax: String(ids.length),
      retstart: String(retstart),
      idlist: ids,
      translationset: [],
      querytranslation: terms.map((word) => `"${word}"[All Fields]`).join(' AND '),
      ...(hits.length === 0
        ? {
            warninglist: {
              phrasesignored: [],
              quotedphrasesnotfound: [],
              outputmessages: ['No items found.'],
            },
          }
        : {}),
    },
  });
}

function efetch(
  corpus: CorpusRecord[],
  params: URLSearchParams,
  renumbered?: Renumbered,
): FakeReply {
  const ids = new Set(
    (params.get('id') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
  if (ids.size === 0) {
    return {
      status: 400,
      contentType: 'text/xml; charset=UTF-8',
      body: '<?xml version="1.0" encoding="UTF-8" ?>\n<eFetchResult>\n\t<ERROR>Empty id list - nothing todo</ERROR>\n</eFetchResult>\n',
    };
  }
  // Corpus order, not request order: real efetch does not promise relevance order either.
  const records = renumbered
    ? [...ids].flatMap((pmid) => {
        const record = renumbered.get(pmid);
        return record ? [record.xml.replaceAll(`>${record.pmid}</`, `>${pmid}</`)] : [];
      })
    : corpus.filter((record) => ids.has(record.pmid)).map((record) => record.xml);
  return {
    contentType: 'text/xml; charset=UTF-8',
    body: `${XML_HEADER}<PubmedArticleSet>\n${records.join('\n')}\n</PubmedArticleSet>\n`,
  };
}

const json = (body: unknown): FakeReply => ({
  contentType: 'application/json; charset=UTF-8',
  body: JSON.stringify(body),
});

if (import.meta.main) {
  const fake = await startFakeEutils({ port: Number(process.argv[2] ?? 0) });
  console.log(`fake E-utilities on ${fake.url}`);
}
