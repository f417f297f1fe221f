import type { LabStatus, LabStatusBasis } from '../../contract/lab-report.ts';
import {
  comparatorOf,
  flagMeaning,
  isUnit,
  normaliseComparators,
  numberIn,
} from './lab-patterns.ts';

interface Bound {
  value: number;
  inclusive: boolean;
}
type ParsedRange =
  { kind: 'numeric'; low?: Bound; high?: Bound } | { kind: 'qualitative'; expected: string };

const NUM = String.raw`[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|[+-]?\.\d+`;

/** Spellings of the same qualitative result, so 'Neg' matches 'Negative'. */
function canonicalWord(text: string): string {
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^neg(ative)?$/.test(word)) return 'negative';
  if (/^pos(itive)?$/.test(word)) return 'positive';
  if (/^non[- ]?reactive$/.test(word)) return 'non-reactive';
  if (/^(not|none) detected$/.test(word)) return 'not detected';
  if (/^(none|none seen|absent)$/.test(word)) return 'absent';
  return word;
}

const QUALITATIVE_EXPECTED =
  /^(negative|non-reactive|not detected|absent|normal|clear|yellow|pale yellow|straw|colorless)$/;

/** Reads a printed reference range into bounds; null when it cannot be read unambiguously. */
export function parseReferenceRange(referenceRange: string): ParsedRange | null {
  let text = normaliseComparators(referenceRange)
    .trim()
    .replace(/[–—−]/g, '-')
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  // A unit printed after the range ('3.5-5.2 mmol/L') is not part of it. The space run is tried
  // only from its start, so a long run is read once.
  const tail = /(?<!\s)\s+(\S+)$/.exec(text);
  if (tail?.[1] && isUnit(tail[1]) && !/^\d/.test(tail[1])) text = text.slice(0, tail.index).trim();
  if (text === '') return null;

  const word = canonicalWord(text);
  if (QUALITATIVE_EXPECTED.test(word)) return { kind: 'qualitative', expected: word };

  // 'low - high' as the whole text: the first reading from the start must cover it. (Searching
  // the text for every such pair retried the number at each of its digits, quadratic.)
  const between = new RegExp(String.raw`^(${NUM})\s*(?:-|\bto\b)\s*(${NUM})`, 'i').exec(text);
  const one = (pattern: string): RegExpExecArray | null =>
    new RegExp(String.raw`^${pattern}$`, 'i').exec(text);

  let match: RegExpExecArray | null;
  if (between?.[0] === text) {
    const low = numberIn(between[1] ?? '');
    const high = numberIn(between[2] ?? '');
    if (Number.isFinite(low) && Number.isFinite(high) && low <= high) {
      return {
        kind: 'numeric',
        low: { value: low, inclusive: true },
        high: { value: high, inclusive: true },
      };
    }
    return null;
  }
  if ((match = one(String.raw`(<=|=<|≤|<)\s*(${NUM})`))) {
    return {
      kind: 'numeric',
      high: { value: numberIn(match[2] ?? ''), inclusive: match[1] !== '<' },
    };
  }
  if ((match = one(String.raw`(>=|=>|≥|>)\s*(${NUM})`))) {
    return {
      kind: 'numeric',
      low: { value: numberIn(match[2] ?? ''), inclusive: match[1] !== '>' },
    };
  }
  if ((match = one(String.raw`(less than|under|below)\s+(${NUM})`))) {
    return { kind: 'numeric', high: { value: numberIn(match[2] ?? ''), inclusive: false } };
  }
  if ((match = one(String.raw`(up to)\s+(${NUM})`))) {
    return { kind: 'numeric', high: { value: numberIn(match[2] ?? ''), inclusive: true } };
  }
  if ((match = one(String.raw`(greater than|more than|over|above)\s+(${NUM})`))) {
    return { kind: 'numeric', low: { value: numberIn(match[2] ?? ''), inclusive: false } };
  }
  if ((match = one(String.raw`(${NUM})\s*(?:or (?:less|lower|below)|and (?:below|under))`))) {
    return { kind: 'numeric', high: { value: numberIn(match[1] ?? ''), inclusive: true } };
  }
  if (
    (match = one(String.raw`(${NUM})\s*(?:or (?:more|greater|higher|above)|and (?:above|over)|\+)`))
  ) {
    return { kind: 'numeric', low: { value: numberIn(match[1] ?? ''), inclusive: true } };
  }
  return null;
}

const below = (v: number, bound: Bound | undefined): boolean =>
  bound !== undefined && (v < bound.value || (!bound.inclusive && v === bound.value));
const above = (v: number, bound: Bound | undefined): boolean =>
  bound !== undefined && (v > bound.value || (!bound.inclusive && v === bound.value));

/** A value's place against its range: null when the range or the value cannot tell. */
export function compareToRange(value: string, referenceRange: string): LabStatus | null {
  const range = parseReferenceRange(referenceRange);
  if (!range) return null;
  const trimmed = normaliseComparators(value).trim();
  if (range.kind === 'qualitative') {
    if (trimmed === '' || /\d/.test(trimmed.replace(/^[1-4]\+$/, 'x'))) return null;
    return canonicalWord(trimmed) === range.expected ? 'normal' : 'abnormal';
  }
  const v = numberIn(trimmed);
  if (!Number.isFinite(v)) return null;
  const { low, high } = range;
  switch (comparatorOf(trimmed)) {
    case '': {
      if (below(v, low)) return 'low';
      if (above(v, high)) return 'high';
      return 'normal';
    }
    // '<0.5': the true value lies somewhere below 0.5.
    case '<':
    case '<=': {
      if (low && v <= low.value) return 'low';
      if ((!high || v <= high.value) && (!low || low.value <= 0)) return 'normal';
      return null;
    }
    // '>1000': somewhere above 1000.
    case '>':
    case '>=': {
      if (high && v >= high.value) return 'high';
      if (!high && (!low || v >= low.value)) return 'normal';
      return null;
    }
  }
}

/**
 * The status of one value: the flag the laboratory printed wins; else the printed reference range
 * decides; else 'normal' with basis 'none' (nothing on the report says otherwise, and the UI says so).
 */
export function judgeLabValue(
  value: string,
  referenceRange: string,
  printedFlag?: string,
): { status: LabStatus; statusBasis: LabStatusBasis } {
  const flag = flagMeaning(printedFlag);
  const byRange = compareToRange(value, referenceRange);
  if (flag) {
    // A bare 'A' or '*' says abnormal; the range says in which direction.
    const status =
      flag === 'abnormal' && (byRange === 'high' || byRange === 'low') ? byRange : flag;
    return { status, statusBasis: 'printed-flag' };
  }
  if (byRange) return { status: byRange, statusBasis: 'reference-range' };
  return { status: 'normal', statusBasis: 'none' };
}
