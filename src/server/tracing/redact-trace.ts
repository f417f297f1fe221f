import { redactPhi } from '../../shared/privacy/redact-phi.ts';
import { KnownIdentifiers } from './known-identifiers.ts';
import type { RunRecord } from './trace-run.ts';

/** Longest text kept in a trace (an answer, a prompt, a stack); the rest is clipped. */
export const TRACE_TEXT_MAX_CHARS = 2000;
/** Texts are cut to this before redaction, so the work per text is bounded. */
const REDACT_MAX_CHARS = TRACE_TEXT_MAX_CHARS * 2;
const MAX_DEPTH = 6;
const MAX_ITEMS = 50;

export const BINARY_TEXT = '[binary data removed]';
const CLIPPED_TEXT = ' … [clipped]';
/** A data: URL or a long base64 run: file content, never traced. */
const BINARY = /data:[\w.+/-]*;base64,[A-Za-z0-9+/=]*|[A-Za-z0-9+/]{120,}={0,2}/g;

/** Escaped line breaks and tabs: a label such as '\\nName:' must start a line to be seen. */
const JSON_ESCAPE = /\\[nrt]/g;

/** A run as stored or sent: every text redacted and clipped, every value plain JSON. */
export type RedactedRun = RunRecord;

type TextMap = (text: string) => string;

function mapValue(value: unknown, text: TextMap, depth: number): unknown {
  if (typeof value === 'string') return text(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return BINARY_TEXT;
  if (typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ITEMS).map((item) => mapValue(item, text, depth + 1) ?? null);
  }
  return mapObject(value as Record<string, unknown>, text, depth + 1);
}

/** snake_case or camelCase of plain lower-case letters: a field name, never a person's. */
const CODE_IDENTIFIER = /^[a-z]+(?:_[a-z]+|[A-Z][a-z]+)+$/;

function mapObject(
  object: Record<string, unknown>,
  text: TextMap,
  depth = 0,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object).slice(0, MAX_ITEMS)) {
    const mapped = mapValue(value, text, depth);
    // Keys of client-sent context are user text too; a compound code identifier is not, and
    // the redactor would read 'usage_metadata' as a forum handle.
    if (mapped !== undefined) out[CODE_IDENTIFIER.test(key) ? key : text(key)] = mapped;
  }
  return out;
}

/**
 * Inputs, outputs and errors are user text and model text; names, kinds, times, metadata and tags
 * are the server's own words (step names, enums, counts, validated anonymous ids).
 */
function mapRun(run: RunRecord, text: TextMap): RedactedRun {
  return {
    ...run,
    inputs: mapObject(run.inputs, text),
    ...(run.outputs ? { outputs: mapObject(run.outputs, text) } : {}),
    ...(run.error !== undefined ? { error: text(run.error) } : {}),
    metadata: mapValue(run.metadata, (value) => value, 0) as Record<string, unknown>,
    tags: [...run.tags],
    children: run.children.map((child) => mapRun(child, text)),
  };
}

const clip = (text: string): string =>
  text.length > TRACE_TEXT_MAX_CHARS ? text.slice(0, TRACE_TEXT_MAX_CHARS) + CLIPPED_TEXT : text;

/**
 * The trace as it may leave the request: file content removed, personal identifiers replaced by
 * placeholders (SPEC.md's redactor, HIPAA Safe Harbor), then every identifier found anywhere in
 * the trace removed from all of it, then long texts clipped.
 */
export function redactTrace(root: RunRecord): RedactedRun {
  const known = new KnownIdentifiers();
  const redacted = mapRun(root, (value) => {
    const text = value
      .slice(0, REDACT_MAX_CHARS)
      .replace(BINARY, BINARY_TEXT)
      // JSON inside a text (a model's structured reply) hides line starts behind escapes.
      .replace(JSON_ESCAPE, (escape) => (escape === '\\t' ? '\t' : '\n'));
    const result = redactPhi(text);
    known.learn(text, result);
    return result;
  });
  return mapRun(redacted, (value) => clip(known.scrub(value)));
}
