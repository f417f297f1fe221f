import type { TextRow } from '../pdf/positioned-text.ts';

/** What a table column holds; 'result-out' is the 'Out of Range' column some laboratories print. */
export type ColumnKind = 'name' | 'result' | 'result-out' | 'unit' | 'range' | 'flag' | 'other';

export interface HeaderColumn {
  kind: ColumnKind;
  x: number;
  right: number;
}

/** Column headings as laboratories print them (lower case, single spaces). */
const PHRASES: Record<ColumnKind, string[]> = {
  name: [
    'test',
    'tests',
    'test name',
    'test names',
    'test description',
    'test performed',
    'lab test',
    'analyte',
    'analytes',
    'component',
    'components',
    'parameter',
    'parameters',
    'investigation',
    'investigations',
    'examination',
    'description',
    'assay',
    'determination',
    'procedure',
    'biomarker',
    'marker',
    'measurement',
  ],
  result: [
    'result',
    'results',
    'value',
    'values',
    'your value',
    'your result',
    'your results',
    'result value',
    'observed value',
    'measured value',
    'patient result',
    'patient value',
    'current result',
    'current result and flag',
    'result and flag',
    'in range',
    'within range',
    'finding',
    'findings',
    'level',
    'reading',
  ],
  'result-out': ['out of range', 'outside range', 'out range', 'abnormal result'],
  unit: ['unit', 'units', 'uom', 'unit of measure', 'units of measure', 'unit(s)'],
  range: [
    'reference range',
    'reference ranges',
    'reference interval',
    'reference intervals',
    'reference values',
    'reference value',
    'reference',
    'ref range',
    'ref. range',
    'ref interval',
    'ref. interval',
    'ref. int.',
    'biological reference interval',
    'biological reference range',
    'bio. ref. interval',
    'range',
    'normal range',
    'normal ranges',
    'normal values',
    'normal value',
    'normal',
    'expected range',
    'expected values',
    'expected value',
    'standard range',
    'healthy range',
    'target range',
    'optimal range',
    'desirable range',
    'limits',
  ],
  flag: [
    'flag',
    'flags',
    'status',
    'abnormal flag',
    'abn flag',
    'interpretation',
    'indicator',
    'h/l',
    'hi/lo',
    'alert',
    'result status',
  ],
  other: [
    'lab',
    'performing lab',
    'previous result',
    'previous results',
    'prior result',
    'previous value',
    'previous',
    'prior',
    'last result',
    'method',
    'comment',
    'comments',
    'remarks',
    'notes',
    'site',
    'loinc',
    'code',
    'trend',
  ],
};

const KIND_OF = new Map<string, ColumnKind>(
  (Object.entries(PHRASES) as [ColumnKind, string[]][]).flatMap(([kind, list]) =>
    list.map((phrase): [string, ColumnKind] => [phrase, kind]),
  ),
);
const LONGEST = Math.max(...[...KIND_OF.keys()].map((phrase) => phrase.split(' ').length));

/**
 * Splits one cell into headings ('Units Reference Range' when pdf.js merged two), with each
 * heading's position estimated from its place in the text. Null if any word is no heading.
 */
function headingsIn(text: string, x: number, right: number): HeaderColumn[] | null {
  const words = text.toLowerCase().replace(/:$/, '').trim().split(/\s+/);
  const perChar = text.length > 0 ? (right - x) / text.length : 0;
  const columns: HeaderColumn[] = [];
  let index = 0;
  let offset = 0;
  while (index < words.length) {
    let taken = 0;
    for (let span = Math.min(LONGEST, words.length - index); span >= 1; span--) {
      const kind = KIND_OF.get(words.slice(index, index + span).join(' '));
      if (!kind) continue;
      const length = words.slice(index, index + span).join(' ').length;
      columns.push({ kind, x: x + offset * perChar, right: x + (offset + length) * perChar });
      offset += length + 1;
      taken = span;
      break;
    }
    if (taken === 0) return null;
    index += taken;
  }
  return columns;
}

/**
 * The columns of a header row, or null when the row is not one: every cell must be a heading
 * (one stranger allowed among three or more), there must be a result column, and two or more
 * headings in all. Rows with a single cell are titles ('Test Results'), not headers.
 */
export function readHeader(row: TextRow): HeaderColumn[] | null {
  if (row.cells.length < 2) return null;
  const columns: HeaderColumn[] = [];
  let strangers = 0;
  for (const cell of row.cells) {
    const found = headingsIn(cell.text, cell.x, cell.right);
    if (found) columns.push(...found);
    else {
      strangers++;
      columns.push({ kind: 'other', x: cell.x, right: cell.right });
    }
  }
  const known = columns.length - strangers;
  if (strangers > (known >= 3 ? 1 : 0)) return null;
  if (!columns.some((column) => column.kind === 'result' || column.kind === 'result-out')) {
    return null;
  }
  if (known < 2) return null;
  return columns.sort((a, b) => a.x - b.x);
}
