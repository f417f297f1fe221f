import { XMLParser } from 'fast-xml-parser';
import type { WebSource } from '../../../contract/sources.ts';
import { decodeEntities } from '../text/decode-entities.ts';
import { htmlToText } from '../text/html-to-text.ts';
import { attr, child, children, isWellFormedXml, rawText } from '../xml/xml-node.ts';

export const MEDLINEPLUS_SITE_NAME = 'MedlinePlus';

const baseOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
} as const;

// Each <content> is kept raw: in the brief format it holds HTML (escaped, or with literal
// <span class="qt0"> highlights), in the topic format a whole <health-topic> element.
const resultParser = new XMLParser({
  ...baseOptions,
  stopNodes: ['*.document.content'],
  isArray: (name, _path, _isLeaf, isAttribute) =>
    !isAttribute && (name === 'document' || name === 'content'),
});
const topicParser = new XMLParser(baseOptions);

/**
 * Health topics of a MedlinePlus web service answer (`/ws/query`), in rank order; [] for zero
 * hits; null when the text is not a well-formed nlmSearchResult.
 */
export function readMedlinePlusXml(xml: string): WebSource[] | null {
  if (!isWellFormedXml(xml)) return null;
  let document: unknown;
  try {
    document = resultParser.parse(xml);
  } catch {
    return null;
  }
  const result = child(document, 'nlmSearchResult');
  if (result === undefined) return null;
  return children(child(result, 'list'), 'document')
    .map(toWebSource)
    .filter((source) => source !== null);
}

/** Like readMedlinePlusXml, but never fails: anything unreadable gives no topics. */
export function parseMedlinePlusXml(xml: string): WebSource[] {
  return readMedlinePlusXml(xml) ?? [];
}

function toWebSource(document: unknown): WebSource | null {
  const contents = new Map<string, string>();
  for (const content of children(document, 'content')) {
    const name = attr(content, 'name');
    if (name && !contents.has(name)) contents.set(name, rawText(content));
  }
  const topicXml = contents.get('healthTopic');
  const fields = topicXml === undefined ? fromBrief(contents) : fromTopic(topicXml);
  const url = attr(document, 'url') || fields.url;
  if (!fields.title || !isWebUrl(url)) return null;
  return { title: fields.title, url, content: fields.content, siteName: MEDLINEPLUS_SITE_NAME };
}

interface TopicFields {
  title: string;
  url: string;
  content: string;
}

/** Default format: `<content name="title|FullSummary|snippet|...">` holding HTML. */
function fromBrief(contents: Map<string, string>): TopicFields {
  const html = (name: string) => htmlToText(decodeEntities(contents.get(name) ?? ''));
  return {
    title: html('title').replace(/\s+/g, ' '),
    url: '',
    content: html('FullSummary') || html('snippet'),
  };
}

/** rettype=topic: `<health-topic title url meta-desc><full-summary>` with escaped HTML. */
function fromTopic(topicXml: string): TopicFields {
  let topic: unknown;
  try {
    topic = child(topicParser.parse(topicXml), 'health-topic');
  } catch {
    return { title: '', url: '', content: '' };
  }
  return {
    title: attr(topic, 'title'),
    url: attr(topic, 'url'),
    content:
      htmlToText(decodeEntities(rawText(child(topic, 'full-summary')))) || attr(topic, 'meta-desc'),
  };
}

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
