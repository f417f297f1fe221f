import { SaxesParser } from 'saxes';

export type XmlRecord = Record<string, unknown>;

/**
 * Parses upstream XML into plain records: an element is an object with its attributes as
 * `@_name`, its text as `#text` and its child elements by name (one child as a record, repeated
 * children as an array). Elements named in `rawTextTags` keep their content exactly as written
 * (inline markup and entities included) as `#text`. Null when the text is not well-formed XML.
 *
 * A strict streaming parser (saxes) building only this tree: the earlier validate-then-parse pass
 * cost about five times as much per efetch reply, on every search's critical path. NLM text may
 * use HTML entities the document never declares; those are kept as written and decoded by the
 * readers, as before. Any other well-formedness error rejects the whole document.
 */
export function parseXmlTree(xml: string, rawTextTags?: ReadonlySet<string>): XmlRecord | null {
  const parser = new SaxesParser({ position: true });
  const root: XmlRecord = {};
  const stack: XmlRecord[] = [root];
  let wellFormed = true;
  // Inside a raw-text element: its name, how deep the same name nests, where its content starts.
  let rawName = '';
  let rawDepth = 0;
  let rawStart = 0;

  parser.on('error', (error) => {
    if (!error.message.endsWith('undefined entity.')) wellFormed = false;
  });
  parser.on('opentag', (tag) => {
    if (rawDepth > 0) {
      if (tag.name === rawName) rawDepth += 1;
      return;
    }
    const node: XmlRecord = {};
    // Without namespace processing (the default), saxes gives attributes as plain strings.
    const attributes = tag.attributes as Record<string, string>;
    for (const name in attributes) node[`@_${name}`] = attributes[name];
    const parent = stack[stack.length - 1] as XmlRecord;
    const earlier = parent[tag.name];
    if (earlier === undefined) parent[tag.name] = node;
    else if (Array.isArray(earlier)) earlier.push(node);
    else parent[tag.name] = [earlier, node];
    stack.push(node);
    if (rawTextTags?.has(tag.name) && !tag.isSelfClosing) {
      rawName = tag.name;
      rawDepth = 1;
      rawStart = parser.position;
    }
  });
  parser.on('text', (text) => {
    if (rawDepth > 0 || !/\S/.test(text)) return;
    const node = stack[stack.length - 1] as XmlRecord;
    const earlier = node['#text'];
    node['#text'] = typeof earlier === 'string' ? earlier + text : text;
  });
  parser.on('cdata', (text) => {
    if (rawDepth > 0) return;
    const node = stack[stack.length - 1] as XmlRecord;
    const earlier = node['#text'];
    node['#text'] = typeof earlier === 'string' ? earlier + text : text;
  });
  parser.on('closetag', (tag) => {
    if (rawDepth > 0) {
      if (tag.name !== rawName) return;
      rawDepth -= 1;
      if (rawDepth > 0) return;
      const node = stack[stack.length - 1] as XmlRecord;
      node['#text'] = xml.slice(rawStart, xml.lastIndexOf('</', parser.position));
    }
    stack.pop();
  });

  try {
    parser.write(xml).close();
  } catch {
    return null;
  }
  return wellFormed ? root : null;
}
