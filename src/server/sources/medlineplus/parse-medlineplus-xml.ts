import type { WebSource } from '../../../contract/sources.ts';
import { decodeEntities } from '../text/decode-entities.ts';
import { htmlToText } from '../text/html-to-text.ts';
import { parseXmlTree } from '../xml/parse-xml-tree.ts';
import { attr, child, children, rawText } from '../xml/xml-node.ts';

export const MEDLINEPLUS_SITE_NAME = 'MedlinePlus';

// Each <content> is kept raw: in the brief format it holds HTML (escaped, or with literal
// <span class="qt0"> highlights), in the topic format a whole <health-topic> element.
const RAW_TEXT_TAGS = new Set(['content']);

/**
 * Health topics of a MedlinePlus web service answer (`/ws/query`), in rank order; [] for zero
 * hits; null when the text is not a well-formed nlmSearchResult.
 */
export function readMedlinePlusXml(xml: string): WebSource[] | null {
  const document = parseXmlTree(xml, RAW_TEXT_TAGS);
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
  const topic = child(parseXmlTree(topicXml), 'health-topic');
  if (topic === undefined) return { title: '', url: '', content: '' };
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
