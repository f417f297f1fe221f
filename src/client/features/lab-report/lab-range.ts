/**
 * Where a printed value sits against its printed reference range, for the range bar. Only ranges
 * that are plainly numeric get a bar; anything else ('Negative', 'See note') gets none rather than
 * a guess. Numbers keep their printed spelling for display.
 */
export type LabRange =
  | { kind: 'between'; low: number; high: number; lowText: string; highText: string }
  /** '<200', '≤5.6', 'up to 40': only an upper limit. */
  | { kind: 'upper'; limit: number; limitText: string; inclusive: boolean }
  /** '>40', '≥60', '60 or more': only a lower limit. */
  | { kind: 'lower'; limit: number; limitText: string; inclusive: boolean };

export type RangeRelation = 'below' | 'within' | 'above';

export interface RangePlacement {
  range: LabRange;
  relation: RangeRelation;
  /** Marker position along the bar, in percent. */
  position: number;
  /** The in-range stretch of the bar, in percent. */
  zone: { start: number; end: number };
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const DASH = String.raw`(?:-|–|—|to)`;

const BETWEEN = new RegExp(String.raw`^(-?${NUMBER})\s*${DASH}\s*(-?${NUMBER})(?!\d)`, 'i');
const UPPER = new RegExp(
  String.raw`^(?:(<=|=<|≤)|(<)|(?:up to|less than|below))\s*(${NUMBER})`,
  'i',
);
const LOWER = new RegExp(
  String.raw`^(?:(>=|=>|≥)|(>)|(?:greater than|more than|above|over))\s*(${NUMBER})`,
  'i',
);
const LOWER_SUFFIX = new RegExp(String.raw`^(${NUMBER})\s*(?:or (?:more|greater|above)|\+)$`, 'i');
const VALUE = new RegExp(String.raw`^(?:<=|>=|≤|≥|<|>)?\s*(-?${NUMBER})(?![\d.])`);

/** '1,250' is one thousand two hundred and fifty on a lab report, never a decimal. */
const withoutThousands = (text: string): string => text.replace(/(\d),(?=\d{3}\b)/g, '$1');

export function parseLabRange(text: string): LabRange | undefined {
  const range = withoutThousands(text.trim());
  const between = BETWEEN.exec(range);
  if (between?.[1] && between[2]) {
    const low = Number(between[1]);
    const high = Number(between[2]);
    return high > low
      ? { kind: 'between', low, high, lowText: between[1], highText: between[2] }
      : undefined;
  }
  const upper = UPPER.exec(range);
  if (upper?.[3]) {
    return { kind: 'upper', limit: Number(upper[3]), limitText: upper[3], inclusive: !upper[2] };
  }
  const lower = LOWER.exec(range) ?? LOWER_SUFFIX.exec(range);
  if (lower) {
    const limitText = lower[3] ?? lower[1] ?? '';
    return { kind: 'lower', limit: Number(limitText), limitText, inclusive: !lower[2] };
  }
  return undefined;
}

/** The number in a printed value ('5.5', '<0.5', '1,250'); undefined for words like 'Negative'. */
export function parseLabValue(text: string): number | undefined {
  const match = VALUE.exec(withoutThousands(text.trim()));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

const clamp = (percent: number): number => Math.min(97, Math.max(3, percent));

/** Two-sided ranges fill the middle half of the bar, one-sided ranges two thirds of it. */
export function placeLabValue(value: string, referenceRange: string): RangePlacement | undefined {
  const range = parseLabRange(referenceRange);
  const number = parseLabValue(value);
  if (!range || number === undefined) return undefined;
  switch (range.kind) {
    case 'between': {
      const relation = number < range.low ? 'below' : number > range.high ? 'above' : 'within';
      const position = 25 + ((number - range.low) / (range.high - range.low)) * 50;
      return { range, relation, position: clamp(position), zone: { start: 25, end: 75 } };
    }
    case 'upper': {
      if (range.limit <= 0) return undefined;
      const over = range.inclusive ? number > range.limit : number >= range.limit;
      const position = (Math.max(0, number) / range.limit) * (200 / 3);
      return {
        range,
        relation: over ? 'above' : 'within',
        position: clamp(position),
        zone: { start: 0, end: 200 / 3 },
      };
    }
    case 'lower': {
      if (range.limit <= 0) return undefined;
      const under = range.inclusive ? number < range.limit : number <= range.limit;
      const position = (Math.max(0, number) / range.limit) * (100 / 3);
      return {
        range,
        relation: under ? 'below' : 'within',
        position: clamp(position),
        zone: { start: 100 / 3, end: 100 },
      };
    }
  }
}
