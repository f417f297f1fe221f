import { decodeEntities } from '../text/decode-entities.ts';

/**
 * Reading helpers for the records of `parseXmlTree`: upstream XML is untrusted, so every step
 * tolerates a missing node, a lone node where a list was expected, or text where a node was.
 */

type XmlRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is XmlRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** All children called `name`, whether the parser gave one or many. */
export function children(node: unknown, name: string): unknown[] {
  if (!isRecord(node)) return [];
  const value = node[name];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function child(node: unknown, name: string): unknown {
  return children(node, name)[0];
}

/** A node's text exactly as written (entities and any stop-node markup left in). */
export function rawText(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (isRecord(node)) return rawText(node['#text']);
  return '';
}

/** A node's text with entities decoded and whitespace collapsed. */
export function text(node: unknown): string {
  return decodeEntities(rawText(node)).replace(/\s+/g, ' ').trim();
}

export function attr(node: unknown, name: string): string {
  if (!isRecord(node)) return '';
  return text(node[`@_${name}`]);
}
