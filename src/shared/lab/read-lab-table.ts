import type { LabTestResult } from '../../contract/lab-report.ts';
import type { TextCell, TextRow } from '../pdf/positioned-text.ts';
import { judgeLabValue } from './judge-lab-value.ts';
import { readHeader, type ColumnKind, type HeaderColumn } from './lab-header.ts';
import {
  isFlag,
  isLabValue,
  isNumericValue,
  isReferenceRange,
  isUnit,
  withoutRangeLabel,
} from './lab-patterns.ts';
import { readFlagFirst, readParts, type RowParts } from './read-row-parts.ts';

/*
 * Reads every test row of a lab report: with the column positions of a header row where there is
 * one (a table may continue on the next page under the same or a new header), else by the shape
 * of the row (name, value, optional unit, range and flag). Patient details never become tests.
 */

/** Lines that carry who and when, never what was measured. */
const NOT_A_TEST = new RegExp(
  [
    String.raw`\bpage\b`,
    String.raw`\b(?:dob|d\.o\.b|date|birth|age|gender|mrn|ssn|npi)\b`,
    String.raw`\b(?:patient|name|physician|doctor|provider|client|account|acct|specimen|accession|requisition)\b`,
    String.raw`\b(?:phone|tel|fax|e-?mail|address|street|city|zip|policy|member|insurance|group no)\b`,
    String.raw`\b(?:collected|received|reported|printed|ordered|report|lab ref|reference no|id|no\.)\b`,
    String.raw`\bof$`,
  ].join('|'),
  'i',
);

/** The lab test name in a cell, cleaned; null when the text cannot be a test's name. */
function testNameOf(raw: string): string | null {
  const name = raw
    .replace(/\s+/g, ' ')
    // Each tried only where its run starts (the lookbehinds), so a long run is read once.
    .replace(/(?<![\s.·_])(?:\s*[.·_]){3,}\s*$/, '') // dot leaders before the value
    .replace(/(?<!\s)\s*:$/, '') // 'Glucose: 95 mg/dL' (labels of patient details are refused below)
    .trim();
  if (name.length < 2 || name.length > 80 || name.split(' ').length > 10) return null;
  if ((name.match(/[A-Za-z]/g) ?? []).length < 2) return null;
  if (/:\s|:$|^[#(]|@/.test(name) || /\b(?:height|weight|temperature|bmi)\b/i.test(name)) {
    return null;
  }
  if (NOT_A_TEST.test(name)) return null;
  // A number with its unit inside the name: two results run together, not one name.
  const words = name.split(' ');
  if (
    words.some(
      (word, i) =>
        isNumericValue(word) && /[/%]/.test(words[i + 1] ?? '') && isUnit(words[i + 1] ?? ''),
    )
  ) {
    return null;
  }
  // A range or value first is the tail of the previous result, not the start of a name.
  if (isReferenceRange(words[0] ?? '') || isNumericValue(words[0] ?? '')) return null;
  // 'Fort Worth, TX' (an address before its ZIP code).
  if (/,\s*[A-Z]{2}$/.test(name)) return null;
  // A run of capitals like a watermark ('SA', 'PL') is no test; 'pH', 'INR', 'TSH' are.
  if (/^[A-Z]{1,2}$/.test(name) && !/^(?:PT|K|NA|CL|CA|MG|HB|PH)$/i.test(name)) return null;
  return name;
}

/** Values a table never holds: times, dates, long identifiers. */
const plausibleValue = (value: string): boolean =>
  isLabValue(value) && !/^\d{6,}$/.test(value.replace(/^[<>≤≥]=?\s?/, ''));

function toResult(name: string | null, parts: Partial<RowParts> | null): LabTestResult | null {
  if (!name || !parts?.value || !plausibleValue(parts.value)) return null;
  const value = parts.value.trim();
  const unit = (parts.unit ?? '').replace(/^\((.*)\)$/, '$1').trim();
  const referenceRange = withoutRangeLabel((parts.range ?? '').replace(/^\((.*)\)$/, '$1'))
    .replace(/\s+/g, ' ')
    .trim();
  const flag = (parts.flag ?? '').trim();
  // The contract's field limits; a longer 'unit' or 'range' is a misread column, not a unit.
  if (value.length > 60 || unit.length > 60 || referenceRange.length > 120) return null;
  return {
    testName: name,
    value,
    unit,
    referenceRange,
    ...judgeLabValue(value, referenceRange, flag),
  };
}

// ---------------------------------------------------------------- rows under a header

interface Zone {
  kind: ColumnKind;
  from: number;
  to: number;
}

/** A header's columns as x-zones; several tables side by side each start at a name column. */
function zonesOf(columns: HeaderColumn[]): Zone[][] {
  const sorted = [...columns].sort((a, b) => a.x - b.x);
  const withName = sorted[0]?.kind === 'name' ? sorted : [nameColumnBefore(sorted), ...sorted];
  const zones: Zone[] = withName.map((column, index) => {
    const previous = withName[index - 1];
    const next = withName[index + 1];
    // A cell belongs to the column whose heading its left edge is nearest to, counting the gap
    // between two headings half to each (right-aligned numbers start left of their heading).
    const from = previous ? (previous.right + column.x) / 2 : -Infinity;
    const to = next ? (column.right + next.x) / 2 : Infinity;
    return { kind: column.kind, from, to };
  });
  const groups: Zone[][] = [];
  for (const zone of zones) {
    if (zone.kind === 'name' || groups.length === 0) groups.push([]);
    groups.at(-1)?.push(zone);
  }
  for (const group of groups) {
    const first = group[0];
    const last = group.at(-1);
    if (first && groups[0] !== group) first.from = Math.min(first.from, first.to);
    if (last && groups.at(-1) !== group) last.to = Math.max(last.to, last.from);
  }
  return groups;
}

const nameColumnBefore = (sorted: HeaderColumn[]): HeaderColumn => ({
  kind: 'name',
  x: -Infinity,
  right: (sorted[0]?.x ?? 0) - 1,
});

const zoneAt = (zones: Zone[], x: number): number => {
  for (let index = zones.length - 1; index >= 0; index--) {
    if (x >= (zones[index]?.from ?? -Infinity)) return index;
  }
  return 0;
};

const FITS: Record<ColumnKind, (text: string) => boolean> = {
  name: () => false,
  result: (text) => readParts(text)?.value !== undefined,
  'result-out': (text) => readParts(text)?.value !== undefined,
  unit: (text) => readParts(text, ['unit', 'range', 'flag']) !== null,
  range: (text) => readParts(text, ['range', 'unit', 'flag']) !== null,
  flag: isFlag,
  other: () => true,
};

/**
 * Places a cell in its zone; a cell that runs across zones (pdf.js merged 'mL/min/1.73m2 90-120')
 * is cut at its words' estimated positions when every piece fits the zone it lands in.
 */
function place(cell: TextCell, zones: Zone[]): { zone: number; text: string }[] {
  const start = zoneAt(zones, cell.x + 0.5);
  const end = zoneAt(zones, cell.right - 0.5);
  if (end === start) return [{ zone: start, text: cell.text }];
  const perChar = (cell.right - cell.x) / Math.max(1, cell.text.length);
  const pieces: { zone: number; text: string }[] = [];
  for (const word of cell.text.matchAll(/\S+/g)) {
    const zone = Math.max(start, zoneAt(zones, cell.x + (word.index + 0.5) * perChar));
    const last = pieces.at(-1);
    if (last && last.zone >= zone) last.text += ` ${word[0]}`;
    else pieces.push({ zone, text: word[0] });
  }
  const fits = pieces.every(
    (piece, index) => index === 0 || FITS[zones[piece.zone]?.kind ?? 'other'](piece.text),
  );
  return fits ? pieces : [{ zone: start, text: cell.text }];
}

function readGroup(cells: TextCell[], zones: Zone[]): LabTestResult | null {
  const texts = new Map<ColumnKind, string[]>();
  for (const cell of cells) {
    for (const piece of place(cell, zones)) {
      const kind = zones[piece.zone]?.kind ?? 'other';
      texts.set(kind, [...(texts.get(kind) ?? []), piece.text]);
    }
  }
  const text = (kind: ColumnKind): string => (texts.get(kind) ?? []).join(' ').trim();
  // A whole result in the name column is a row of another layout (two tests side by side
  // under a one-table header): the row-shape reader takes it.
  if (readSequence([{ text: text('name'), x: 0, right: 0 }])) return null;
  const name = testNameOf(text('name'));
  const inRange = text('result');
  const outOfRange = text('result-out');
  const resultText = inRange || outOfRange;
  if (!name || !resultText) return null;

  // Each column's own text may hold more than its heading says ('5.5 H', 'mg/dL 7-20').
  const result = readParts(resultText) ?? readFlagFirst(resultText);
  if (!result?.value) return null;
  const unitText = text('unit');
  const unit = unitText ? readParts(unitText, ['unit', 'range', 'flag']) : {};
  const rangeText = text('range');
  // The range column may hold the unit too ('<200 mg/dL') or only a unit ('mg/dL (calc)').
  const range = rangeText ? readParts(rangeText, ['range', 'unit', 'flag']) : {};
  const flagText = text('flag');
  const parts: Partial<RowParts> = {
    value: result.value,
    unit: unit?.unit ?? result.unit ?? range?.unit ?? (unit ? '' : unitText),
    range: range?.range ?? unit?.range ?? result.range ?? (range ? '' : rangeText),
    flag:
      (isFlag(flagText) ? flagText : '') ||
      result.flag ||
      range?.flag ||
      unit?.flag ||
      // A value printed in the 'Out of Range' column is out of range even without a letter.
      (!inRange && outOfRange ? 'A' : ''),
  };
  return toResult(name, parts);
}

function readByColumns(row: TextRow, groups: Zone[][]): LabTestResult[] {
  const results: LabTestResult[] = [];
  groups.forEach((zones) => {
    const from = zones[0]?.from ?? -Infinity;
    const to = zones.at(-1)?.to ?? Infinity;
    const cells = row.cells.filter((cell) => cell.x + 0.5 >= from && cell.x + 0.5 < to);
    const result = cells.length > 0 ? readGroup(cells, zones) : null;
    if (result) results.push(result);
  });
  return results;
}

// ---------------------------------------------------------------- rows without a header

/** 'Glucose 95 mg/dL 70-99 H' in one or many cells: the shortest name after which the rest reads. */
function readSequence(cells: TextCell[]): LabTestResult | null {
  const words = cells.flatMap((cell) => cell.text.split(/\s+/).filter(Boolean));
  const firstCellWords = cells[0]?.text.split(/\s+/).filter(Boolean).length ?? 0;
  // A result starts with its value (or a flag before it): '95', '< 0.5', 'Not Detected', 'H 245'.
  const startsResult = (cut: number): boolean => {
    const word = words[cut] ?? '';
    return (
      /^[<>≤≥=+-]*[\d.]/.test(word) ||
      isLabValue(word) ||
      isLabValue(`${word} ${words[cut + 1] ?? ''}`) ||
      isFlag(word)
    );
  };
  const cuts = [firstCellWords, ...words.keys()].filter(
    (cut, index) =>
      cut >= 1 &&
      cut <= 10 &&
      cut < words.length &&
      words.length - cut <= 16 &&
      (index === 0 || cut !== firstCellWords) &&
      startsResult(cut),
  );
  for (const cut of cuts) {
    const parts =
      readParts(words.slice(cut).join(' ')) ?? readFlagFirst(words.slice(cut).join(' '));
    // A bare 'name number' is too weak (prose, 'Figure 3'); a unit, range or flag must follow.
    if (!parts?.value || !(parts.unit || parts.range || parts.flag)) continue;
    const result = toResult(testNameOf(words.slice(0, cut).join(' ')), parts);
    if (result) return result;
  }
  return null;
}

function readByPattern(row: TextRow): LabTestResult[] {
  const whole = readSequence(row.cells);
  if (whole) return [whole];
  // Two tests side by side ('Sodium 140 mmol/L 136-145    Potassium 4.1 mmol/L 3.5-5.1').
  if (row.cells.length > 12) return [];
  for (let split = row.cells.length - 1; split >= 1; split--) {
    if (!/^[A-Za-z]/.test(row.cells[split]?.text ?? '')) continue;
    const left = readSequence(row.cells.slice(0, split));
    const right = left ? readSequence(row.cells.slice(split)) : null;
    if (left && right) return [left, right];
  }
  return [];
}

/** Every test row of a lab report, in reading order. */
export function readLabTable(rows: TextRow[]): LabTestResult[] {
  const results: LabTestResult[] = [];
  let groups: Zone[][] | null = null;
  for (const row of rows) {
    const header = readHeader(row);
    if (header) {
      groups = zonesOf(header);
      continue;
    }
    const byColumns = groups ? readByColumns(row, groups) : [];
    results.push(...(byColumns.length > 0 ? byColumns : readByPattern(row)));
  }
  return results;
}
