import { parseReferenceRange } from '../../../shared/lab/judge-lab-value.ts';
import { numberIn, usesDecimalComma } from '../../../shared/lab/lab-patterns.ts';

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

/**
 * The report reader's own range parser, so the bar reads every range the status was judged from:
 * decimal commas ('4,00 - 10,00'), units after the range, brackets, words for the bounds.
 */
export function parseLabRange(text: string, decimalComma?: boolean): LabRange | undefined {
  const range = parseReferenceRange(text, decimalComma);
  if (range?.kind !== 'numeric') return undefined;
  const { low, high } = range;
  if (low && high) {
    return high.value > low.value
      ? {
          kind: 'between',
          low: low.value,
          high: high.value,
          lowText: low.text,
          highText: high.text,
        }
      : undefined;
  }
  if (high) {
    return { kind: 'upper', limit: high.value, limitText: high.text, inclusive: high.inclusive };
  }
  if (low) {
    return { kind: 'lower', limit: low.value, limitText: low.text, inclusive: low.inclusive };
  }
  return undefined;
}

/**
 * The number in a printed value ('5.5', '<0.5', '1,250', '5,4' where the row prints decimal
 * commas); undefined for words like 'Negative'.
 */
export function parseLabValue(text: string, decimalComma = false): number | undefined {
  const number = numberIn(text.trim(), decimalComma);
  return Number.isFinite(number) ? number : undefined;
}

const clamp = (percent: number): number => Math.min(97, Math.max(3, percent));

/** Two-sided ranges fill the middle half of the bar, one-sided ranges two thirds of it. */
export function placeLabValue(value: string, referenceRange: string): RangePlacement | undefined {
  // A row prints its numbers one way: '5,4' against '4,00 - 10,00' is five point four.
  const decimalComma = usesDecimalComma(value, referenceRange);
  const range = parseLabRange(referenceRange, decimalComma);
  const number = parseLabValue(value, decimalComma);
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
