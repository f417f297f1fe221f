import { isEponymUse } from '../../shared/privacy/eponym-use.ts';

/*
 * The redactor recognises an identifier by its context ('Patient JOHNSON, MARY', 'MRN 12345678').
 * The same name later appears without that context: the search query built from the question
 * ('johnson mary glucose'), the model's reply ('Mary, your glucose...'). So what the redactor
 * removed anywhere in a trace is remembered and removed everywhere else in that trace too.
 */

const PLACEHOLDER = /\[(NAME|DATE|AGE|ADDRESS|PHONE|EMAIL|ID|URL|IP|SSN)\]/g;
/** One space run between placeholders, not two that share it (exponential on '[ID]  [ID]  ...x'). */
const PLACEHOLDER_ONLY = /^\s*(?:\[(?:NAME|DATE|AGE|ADDRESS|PHONE|EMAIL|ID|URL|IP|SSN)\]\s*)+$/;

/** Titles and labels that sit inside a redacted name; removing them elsewhere would say nothing. */
const NOT_IDENTIFYING = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'miss',
  'md',
  'do',
  'rn',
  'np',
  'pa',
  'phd',
  'jr',
  'sr',
  'the',
  'and',
  'patient',
  'name',
  'date',
  'age',
  'address',
  'phone',
  'email',
  'url',
  'ssn',
]);

export interface RemovedSpan {
  text: string;
  /** The placeholders that replaced it: more than one when identifiers stood side by side. */
  placeholders: string[];
}

/** Text between two placeholders that says nothing about where one identifier ends. */
const SEPARATOR_ONLY = /^[\s,;.:()/-]*$/;

/**
 * What `redact` removed from `original`, given its result: the text between the kept pieces.
 * Empty when the two cannot be aligned (the redactor only replaces, so they always should).
 */
export function removedSpans(original: string, redacted: string): RemovedSpan[] {
  // A split with a capture group alternates kept text and placeholder names.
  const pieces = redacted.split(PLACEHOLDER);
  const first = pieces[0] ?? '';
  if (!original.startsWith(first)) return [];
  const spans: RemovedSpan[] = [];
  let at = first.length;
  let placeholders: string[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    placeholders.push(`[${pieces[i] ?? ''}]`);
    const kept = pieces[i + 1] ?? '';
    const last = i + 2 >= pieces.length;
    // Placeholders side by side ('[NAME] [DATE]'): where one identifier ends is unknown, so the
    // text they replaced is one span.
    if (!last && SEPARATOR_ONLY.test(kept)) continue;
    if (last && !original.endsWith(kept)) return [];
    const end = last ? original.length - kept.length : original.indexOf(kept, at + 1);
    if (end <= at) return [];
    const text = original.slice(at, end);
    // Text redacted before keeps its placeholders; they are not identifiers.
    if (!PLACEHOLDER_ONLY.test(text)) spans.push({ text, placeholders });
    placeholders = [];
    at = end + kept.length;
  }
  return spans;
}

const WORD = /[\p{L}][\p{L}'’-]{2,}/gu;
const LONG_NUMBER = /\d{5,}/g;

/** The parts of a removed identifier worth removing wherever else they appear. */
function identifyingParts(span: RemovedSpan): string[] {
  // The trailing run is tried only from its start, so a long run is read once.
  const whole = span.text.trim().replace(/^[\s,.;:()]+|(?<![\s,.;:()])[\s,.;:()]+$/g, '');
  const parts = whole.length >= 4 ? [whole] : [];
  const has = (placeholder: string) => span.placeholders.includes(placeholder);
  // A date's or an age's numbers alone (a day, a year, 93) are not identifying.
  if (span.placeholders.some((p) => p !== '[AGE]' && p !== '[DATE]')) {
    parts.push(...(whole.match(LONG_NUMBER) ?? []));
  }
  if (has('[NAME]') || has('[ADDRESS]')) {
    for (const word of whole.match(WORD) ?? []) {
      if (!NOT_IDENTIFYING.has(word.toLowerCase())) parts.push(word);
    }
  }
  return parts;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Longest identifier matched by pattern; a longer one (a 100 000-digit 'record number') is
 * replaced where it appears as it was learnt, since V8 refuses a pattern that large.
 */
const PATTERN_PART_MAX_CHARS = 256;
/** Characters of alternatives in one pattern: the identifiers are split over several patterns. */
const PATTERN_MAX_CHARS = 16_384;

/** Every occurrence of `part` (lower case) in `text`, in any case, replaced by `placeholder`. */
function replaceVerbatim(text: string, part: string, placeholder: string): string {
  const lower = text.toLowerCase();
  // Lower-casing changed the length (a few letters do): match the text as written only.
  const haystack = lower.length === text.length ? lower : text;
  let out = '';
  let copied = 0;
  for (let at = haystack.indexOf(part); at >= 0; at = haystack.indexOf(part, copied)) {
    out += text.slice(copied, at) + placeholder;
    copied = at + part.length;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** Identifiers seen in one trace, removed from any text of it, whatever their case. */
export class KnownIdentifiers {
  private readonly placeholders = new Map<string, string>();
  private patterns: RegExp[] | null = null;
  private long: string[] = [];

  learn(original: string, redacted: string): void {
    if (original === redacted) return;
    for (const span of removedSpans(original, redacted)) {
      for (const part of identifyingParts(span)) {
        const key = part.toLowerCase();
        if (!this.placeholders.has(key)) {
          this.placeholders.set(key, span.placeholders[0] ?? '[REDACTED]');
          this.patterns = null;
        }
      }
    }
  }

  get size(): number {
    return this.placeholders.size;
  }

  private build(): RegExp[] {
    const parts = [...this.placeholders.keys()].sort((a, b) => b.length - a.length);
    this.long = parts.filter((part) => part.length > PATTERN_PART_MAX_CHARS);
    const patterns: RegExp[] = [];
    let chunk: string[] = [];
    let size = 0;
    const flush = () => {
      if (chunk.length === 0) return;
      patterns.push(
        new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${chunk.join('|')})(?![\p{L}\p{N}])`, 'giu'),
      );
      chunk = [];
      size = 0;
    };
    for (const part of parts) {
      if (part.length > PATTERN_PART_MAX_CHARS) continue;
      const escaped = escape(part);
      if (size + escaped.length > PATTERN_MAX_CHARS) flush();
      chunk.push(escaped);
      size += escaped.length + 1;
    }
    flush();
    return patterns;
  }

  scrub(text: string): string {
    if (this.placeholders.size === 0) return text;
    this.patterns ??= this.build();
    let result = text;
    for (const part of this.long) {
      result = replaceVerbatim(result, part, this.placeholders.get(part) ?? '[REDACTED]');
    }
    for (const pattern of this.patterns) {
      result = result.replace(pattern, (match: string, offset: number, whole: string) =>
        // 'Cushing syndrome' stays after 'Dr. Cushing' was learnt: there it names the disease.
        isEponymUse(whole, offset, offset + match.length)
          ? match
          : (this.placeholders.get(match.toLowerCase()) ?? '[REDACTED]'),
      );
    }
    return result;
  }
}
