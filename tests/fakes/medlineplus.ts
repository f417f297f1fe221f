/**
 * A fake MedlinePlus web service (`{base}/query`) speaking the real XML: the default "brief"
 * format with <span class="qtN"> highlights, or the rettype=topic format, for db=healthTopics or
 * healthTopicsSpanish. `node tests/fakes/medlineplus.ts [port]` runs it alone.
 */
import { readFile } from 'node:fs/promises';
import type { RecordedRequest } from './fake-server.ts';
import {
  escapeXml,
  startFakeUpstream,
  truncate,
  type FakeReply,
  type FakeUpstream,
  type FakeUpstreamOptions,
} from './fake-upstream.ts';
import { queryTerms, rankByTerms, stem } from './match-query-terms.ts';

export type { Behaviour, FakeUpstream, FakeUpstreamOptions } from './fake-upstream.ts';

const TOPICS_URL = new URL('../fixtures/medlineplus/health-topics.json', import.meta.url);
const DATABASES: Record<string, string> = {
  healthTopics: 'English',
  healthTopicsSpanish: 'Spanish',
};

interface Topic {
  id: string;
  language: string;
  title: string;
  url: string;
  metaDesc: string;
  alsoCalled: string[];
  groups: string[];
  mesh: string;
  summaryHtml: string;
}

export async function startFakeMedlinePlus(
  options: FakeUpstreamOptions = {},
): Promise<FakeUpstream> {
  const { topics } = JSON.parse(await readFile(TOPICS_URL, 'utf8')) as { topics: Topic[] };
  return startFakeUpstream(
    {
      answer: (request, malformed) => {
        const reply = answer(topics, request);
        return malformed ? { ...reply, body: truncate(reply.body) } : reply;
      },
      errorReply: (status) => ({
        contentType: 'text/html',
        body: `<!DOCTYPE html><html><head><title>${status}</title></head><body><p>The service is unavailable.</p></body></html>`,
      }),
    },
    options,
  );
}

function answer(topics: Topic[], request: RecordedRequest): FakeReply {
  if (!request.url.pathname.endsWith('/query')) {
    return { status: 404, contentType: 'text/plain', body: 'Not Found' };
  }
  const params = request.url.searchParams;
  const language = DATABASES[params.get('db') ?? ''];
  const term = params.get('term')?.trim() ?? '';
  if (!language || !term) {
    return { status: 400, contentType: 'text/plain', body: 'db and term are required' };
  }
  const terms = queryTerms(term);
  const hits = rankByTerms(
    terms,
    topics.filter((topic) => topic.language === language),
    (topic) => [topic.title, ...topic.alsoCalled, topic.metaDesc, topic.summaryHtml].join(' '),
  );
  const retmax = Number(params.get('retmax') ?? 10) || 10;
  const shown = hits.slice(0, retmax);
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<nlmSearchResult>\n  <term>${escapeXml(term)}</term>\n`;
  if (hits.length === 0) {
    return xml(`${head}  <count>0</count>\n</nlmSearchResult>\n`);
  }
  const render = params.get('rettype') === 'topic' ? topicDocument : briefDocument(terms);
  const documents = shown.map((topic, rank) => render(topic, rank)).join('');
  return xml(
    `${head}  <file>viv_fake01</file>\n  <server>fake-wsearch</server>\n  <count>${hits.length}</count>\n` +
      `  <retstart>0</retstart>\n  <retmax>${retmax}</retmax>\n` +
      `  <list num="${hits.length}" start="0" per="${retmax}">\n${documents}  </list>\n</nlmSearchResult>\n`,
  );
}

/** Wraps matched words in the service's highlight spans, outside tags only. */
function highlight(html: string, terms: string[]): string {
  return html.replace(/(^|>)([^<]*)/g, (_match, open: string, text: string) => {
    const marked = text.replace(/[\p{L}\p{N}]+/gu, (word) => {
      const index = terms.indexOf(stem(word));
      return index < 0 ? word : `<span class="qt${index}">${word}</span>`;
    });
    return open + marked;
  });
}

const briefDocument = (terms: string[]) => (topic: Topic, rank: number) => {
  const content = (name: string, html: string) =>
    `      <content name="${name}">${escapeXml(highlight(html, terms))}</content>\n`;
  const plain = topic.summaryHtml
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    `    <document rank="${rank}" url="${escapeXml(topic.url)}">\n` +
    content('title', topic.title) +
    content('organizationName', 'National Library of Medicine') +
    topic.alsoCalled.map((name) => content('altTitle', name)).join('') +
    content('FullSummary', topic.summaryHtml) +
    content('mesh', topic.mesh) +
    topic.groups.map((group) => content('groupName', group)).join('') +
    content('snippet', `${plain.slice(0, 160)}...`) +
    '    </document>\n'
  );
};

function topicDocument(topic: Topic, rank: number): string {
  const attrs = `meta-desc="${escapeXml(topic.metaDesc)}" title="${escapeXml(topic.title)}" url="${escapeXml(topic.url)}" id="${topic.id}" language="${topic.language}" date-created="01/15/2020"`;
  return (
    `    <document rank="${rank}" url="${escapeXml(topic.url)}">\n      <content name="healthTopic">\n` +
    `        <health-topic ${attrs}>\n` +
    topic.alsoCalled
      .map((name) => `          <also-called>${escapeXml(name)}</also-called>\n`)
      .join('') +
    `          <full-summary>${escapeXml(topic.summaryHtml)}</full-summary>\n` +
    topic.groups.map((group) => `          <group>${escapeXml(group)}</group>\n`).join('') +
    `          <mesh-heading>\n            <descriptor>${escapeXml(topic.mesh)}</descriptor>\n          </mesh-heading>\n` +
    '          </health-topic>\n      </content>\n    </document>\n'
  );
}

const xml = (body: string): FakeReply => ({ contentType: 'text/xml; charset=UTF-8', body });

if (import.meta.main) {
  const fake = await startFakeMedlinePlus({ port: Number(process.argv[2] ?? 0) });
  console.log(`fake MedlinePlus on ${fake.url}`);
}
