import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { webSourceSchema } from '../../../contract/sources.ts';
import { parseMedlinePlusXml, readMedlinePlusXml } from './parse-medlineplus-xml.ts';

const own = (name: string): string =>
  readFileSync(new URL(`../../../../tests/fixtures/medlineplus/${name}`, import.meta.url), 'utf8');

const NO_MARKUP = /<\/?[a-z][^>]*>|&(lt|gt|amp|quot|nbsp|#\d+|#x[0-9a-f]+);/i;

describe('parseMedlinePlusXml, default (brief) format', () => {
  const topics = parseMedlinePlusXml(own('brief-type-2-diabetes.xml'));

  it('reads every document in rank order as a MedlinePlus web source', () => {
    expect(topics.map((topic) => [topic.title, topic.url])).toEqual([
      ['Diabetes Type 2', 'https://medlineplus.gov/diabetestype2.html'],
      ['Diabetes', 'https://medlineplus.gov/diabetes.html'],
      ['Prediabetes', 'https://medlineplus.gov/prediabetes.html'],
    ]);
    for (const topic of topics) {
      expect(webSourceSchema.parse(topic)).toEqual(topic);
      expect(topic.siteName).toBe('MedlinePlus');
    }
  });

  it('turns the escaped summary HTML into plain text with paragraphs and list lines', () => {
    const content = topics[0]?.content ?? '';
    expect(content).toMatch(/^What is type 2 diabetes\?\n\nType 2 diabetes is a disease/);
    expect(content).toContain('\n- Increased thirst and urination\n- Feeling tired all the time\n');
    expect(content).toContain('feet & hands');
    expect(content).toContain('See your health care provider if you notice these signs.');
  });

  it('leaves no highlight spans, tags or entities in titles and content', () => {
    for (const topic of topics) {
      expect(topic.title).not.toMatch(NO_MARKUP);
      expect(topic.content).not.toMatch(NO_MARKUP);
    }
  });

  it('falls back to the snippet when there is no full summary, even with literal highlight tags', () => {
    expect(topics[2]?.content).toBe(
      'Prediabetes means your blood sugar is higher than normal but not high enough to be called type 2 diabetes.',
    );
  });
});

describe('parseMedlinePlusXml, rettype=topic format', () => {
  const topics = parseMedlinePlusXml(own('topic-high-blood-pressure-es.xml'));

  it('reads title and URL from the health-topic and the full summary as text', () => {
    expect(topics[0]).toEqual({
      title: 'Presión arterial alta',
      url: 'https://medlineplus.gov/spanish/highbloodpressure.html',
      content: expect.stringMatching(
        /^¿Qué es la presión arterial alta\?\n\nLa presión arterial alta/,
      ),
      siteName: 'MedlinePlus',
    });
    expect(topics[0]?.content).toContain('La única forma de saberlo es medirla.');
  });

  it('uses the meta description when a topic has no full summary', () => {
    expect(topics[1]?.content).toBe('La presión arterial baja puede causar mareos y desmayos.');
  });
});

describe('readMedlinePlusXml', () => {
  it('gives [] for a result without hits', () => {
    expect(
      readMedlinePlusXml(
        '<?xml version="1.0"?><nlmSearchResult><term>x</term><count>0</count></nlmSearchResult>',
      ),
    ).toEqual([]);
  });

  it('gives null for truncated XML or another document', () => {
    const brief = own('brief-type-2-diabetes.xml');
    expect(readMedlinePlusXml(brief.slice(0, brief.length / 2))).toBeNull();
    expect(readMedlinePlusXml('<html><body>Service unavailable</body></html>')).toBeNull();
  });

  it('skips documents without a title or a web URL', () => {
    const xml = `<nlmSearchResult><list>
      <document url="javascript:alert(1)"><content name="title">Bad</content></document>
      <document url="https://medlineplus.gov/x.html"><content name="snippet">No title</content></document>
      <document url="https://medlineplus.gov/ok.html"><content name="title">Ok</content></document>
    </list></nlmSearchResult>`;
    expect(parseMedlinePlusXml(xml).map((topic) => topic.title)).toEqual(['Ok']);
  });

  it('never throws on arbitrary or damaged input', () => {
    const brief = own('brief-type-2-diabetes.xml');
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.nat(brief.length), (text, at) => {
        expect(Array.isArray(parseMedlinePlusXml(text))).toBe(true);
        expect(Array.isArray(parseMedlinePlusXml(brief.slice(0, at) + text))).toBe(true);
      }),
    );
  });
});

const sharedFolder = fileURLToPath(
  new URL('../../../../../shared/fixtures/medlineplus/', import.meta.url),
);
const shared = existsSync(sharedFolder);

describe.skipIf(!shared)('recorded MedlinePlus responses', () => {
  const read = (name: string) => readFileSync(`${sharedFolder}${name}`, 'utf8');

  it('the chronic fatigue topic answer parses with non-empty plain-text summaries', () => {
    const topics = readMedlinePlusXml(read('ws_query_healthTopics_topic_chronic_fatigue.xml'));
    expect(topics?.map((topic) => topic.title)).toEqual([
      'Myalgic Encephalomyelitis/Chronic Fatigue Syndrome',
      'Fatigue',
      'Post-COVID Conditions (Long COVID)',
    ]);
    for (const topic of topics ?? []) {
      expect(topic.content.length).toBeGreaterThan(100);
      expect(topic.content).not.toMatch(NO_MARKUP);
      expect(topic.url).toMatch(/^https:\/\/medlineplus\.gov\//);
    }
    expect(topics?.[1]?.content).toContain('emotional stress, boredom');
  });

  it('the zero-results answer gives []', () => {
    expect(readMedlinePlusXml(read('ws_query_healthTopics_zero_results.xml'))).toEqual([]);
  });

  it('every recorded answer is readable', () => {
    for (const name of readdirSync(sharedFolder))
      expect(readMedlinePlusXml(read(name)), name).not.toBeNull();
  });
});
