/**
 * What the parts of a lab table row look like as printed: values, units, reference ranges and
 * flags. Shared by the table reader (to recognise cells) and the judge (to read them).
 */

const NUMBER = String.raw`[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|[+-]?\.\d+`;
const COMPARATOR = String.raw`(?:<=|>=|=<|=>|[<>≤≥])`;

/** '5.5', '<0.5', '> 1000', '1,250', '-2.1'. */
const NUMERIC_VALUE = new RegExp(String.raw`^(?:${COMPARATOR}\s?)?(?:${NUMBER})$`);

/** Results printed as words (urinalysis, serology) and semi-quantitative grades. */
const QUALITATIVE_VALUE =
  /^(?:negative|neg|positive|pos|non[- ]?reactive|reactive|weakly reactive|not detected|none detected|detected|indeterminate|equivocal|borderline|trace|present|absent|none seen|none|few|rare|occasional|moderate|many|clear|hazy|cloudy|turbid|yellow|pale yellow|light yellow|dark yellow|straw|amber|colorless|[1-4]\+)$/i;

export const isNumericValue = (text: string): boolean =>
  text.length <= 40 && NUMERIC_VALUE.test(text.trim());
export const isQualitativeValue = (text: string): boolean =>
  text.length <= 40 && QUALITATIVE_VALUE.test(text.trim());
export const isLabValue = (text: string): boolean =>
  isNumericValue(text) || isQualitativeValue(text);

/** The number in a printed value or bound ('1,250' -> 1250, '<0.5' -> 0.5); NaN when none. */
export function numberIn(text: string): number {
  const match = new RegExp(NUMBER).exec(text.replace(/\s/g, ''));
  return match ? Number(match[0].replace(/,/g, '')) : Number.NaN;
}

/** The comparator a printed value starts with ('<0.5' -> '<'), normalised to ASCII. */
export function comparatorOf(text: string): '<' | '>' | '<=' | '>=' | '' {
  const match = new RegExp(String.raw`^\s*(${COMPARATOR})`).exec(text);
  switch (match?.[1]) {
    case '<':
      return '<';
    case '>':
      return '>';
    case '<=':
    case '=<':
    case '≤':
      return '<=';
    case '>=':
    case '=>':
    case '≥':
      return '>=';
    default:
      return '';
  }
}

const UNIT_WORDS = new Set(
  [
    '%',
    'calc',
    'ratio',
    'fl',
    'pg',
    'g',
    'mg',
    'ng',
    'ug',
    'mcg',
    'µg',
    'u',
    'iu',
    'miu',
    'meq',
    'sec',
    'secs',
    'seconds',
    'min',
    'mm',
    'cm',
    'kg',
    'mmhg',
    'index',
    'titer',
    'copies',
    'cells',
    'units',
    'au',
    'eu',
    'score',
  ].map((word) => word.toLowerCase()),
);

const UNIT_SHAPES = [
  // Counts per volume: x10^3/uL, x 10E3/µL, 10*9/L, K/uL.
  /^(?:[x×*]\s?)?10\s?(?:\^|\*|e|E|\*\*)?\s?\d{1,2}\s?\/\s?(?:[µμu]?[lL]|mm3|cumm|hpf|lpf)$/,
  /^(?:[x×*]\s?)?10\s?(?:\^|\*|e|E)\s?\d{1,2}$/,
  // mL/min/1.73m2 and its spellings.
  /^m[lL]\/min(?:\/1\.73\s?m(?:2|²|\^2)?|\/\{1\.73_m2\})?$/,
  // Anything with a slash between letters: mg/dL, mmol/L, U/L, cells/uL, /hpf, mm/hr, S/CO.
  /^(?:[a-zA-Zµμ%][\w.µμ^*%-]*)?\/[a-zA-Zµμ][\w.µμ^*%-]*(?:\/[\w.µμ^*%-]+)?$/,
  /^[a-zA-Zµμ]*%$/,
];

/** A unit as printed ('mg/dL', '%', 'x10^3/uL', 'mL/min/1.73m2', 'calc'). */
export function isUnit(text: string): boolean {
  const trimmed = text.trim().replace(/^\((.*)\)$/, '$1');
  if (trimmed === '' || trimmed.length > 30) return false;
  // 'mg/dL (calc)': a unit with a note that the value was calculated.
  const noted = /^(.*?\S)\s+\((?:calc|calculated|est\.?|estimated)\)$/i.exec(trimmed);
  if (noted?.[1]) return isUnit(noted[1]);
  if (UNIT_WORDS.has(trimmed.toLowerCase())) return true;
  return UNIT_SHAPES.some((shape) => shape.test(trimmed));
}

const QUALITATIVE_RANGE =
  /^(?:negative|neg|non[- ]?reactive|nonreactive|not detected|none detected|normal|absent|clear|yellow|pale yellow|straw|none seen|none|colorless)$/i;

const RANGE_SHAPES = [
  new RegExp(String.raw`^(?:${NUMBER})\s*(?:-|–|—|to)\s*(?:${NUMBER})$`, 'i'),
  new RegExp(String.raw`^${COMPARATOR}\s*(?:${NUMBER})$`),
  new RegExp(
    String.raw`^(?:less than|greater than|more than|under|over|up to|below|above)\s+(?:${NUMBER})$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:${NUMBER})\s*(?:or (?:less|more|greater|above|below|higher|lower)|and (?:above|below|over|under)|\+)$`,
    'i',
  ),
];

/** 'Ref: 70-99', '(Normal: 70-99)': the label is no part of the range. */
export const withoutRangeLabel = (text: string): string =>
  text.replace(
    /^(\(?)\s*(?:ref(?:erence)?\.?(?:\s*(?:range|interval))?|normal(?:\s*range)?|range)\s*:\s*/i,
    '$1',
  );

/** '> OR = 40' (as some laboratories print it) reads as '>=40'. */
export const normaliseComparators = (text: string): string =>
  withoutRangeLabel(text).replace(/([<>])\s*or\s*=\s*/gi, '$1=');

/** A reference range as printed ('7-20', '3.5 – 5.2', '<200', '>= 60', 'Negative'). */
export function isReferenceRange(text: string): boolean {
  if (text.length > 80) return false;
  const trimmed = normaliseComparators(text)
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  if (trimmed === '') return false;
  return QUALITATIVE_RANGE.test(trimmed) || RANGE_SHAPES.some((shape) => shape.test(trimmed));
}

export type FlagMeaning = 'high' | 'low' | 'abnormal' | 'normal';

const FLAG_WORDS: Record<string, FlagMeaning> = {
  high: 'high',
  hi: 'high',
  'critical high': 'high',
  'crit high': 'high',
  'high critical': 'high',
  'above high normal': 'high',
  elevated: 'high',
  above: 'high',
  'above range': 'high',
  'borderline high': 'high',
  'very high': 'high',
  below: 'low',
  'below range': 'low',
  'borderline low': 'low',
  'very low': 'low',
  deficient: 'low',
  deficiency: 'low',
  insufficient: 'low',
  borderline: 'abnormal',
  low: 'low',
  lo: 'low',
  'critical low': 'low',
  'crit low': 'low',
  'low critical': 'low',
  'below low normal': 'low',
  abnormal: 'abnormal',
  abn: 'abnormal',
  critical: 'abnormal',
  crit: 'abnormal',
  panic: 'abnormal',
  alert: 'abnormal',
  'out of range': 'abnormal',
  normal: 'normal',
  norm: 'normal',
  'in range': 'normal',
  'within range': 'normal',
  'within normal limits': 'normal',
  wnl: 'normal',
  ok: 'normal',
  optimal: 'normal',
  'near optimal': 'normal',
  desirable: 'normal',
  sufficient: 'normal',
};

/** Letters and symbols labs print beside a value; upper case only (a lone 'a' is no flag). */
const FLAG_CODES: Record<string, FlagMeaning> = {
  H: 'high',
  HH: 'high',
  'H*': 'high',
  'H!': 'high',
  CH: 'high',
  '↑': 'high',
  '▲': 'high',
  L: 'low',
  LL: 'low',
  'L*': 'low',
  'L!': 'low',
  CL: 'low',
  '↓': 'low',
  '▼': 'low',
  A: 'abnormal',
  AA: 'abnormal',
  C: 'abnormal',
  N: 'normal',
};

/** What a printed flag or status means, or null when the text is not a flag. */
export function flagMeaning(text: string | undefined): FlagMeaning | null {
  if (text === undefined || text.length > 40) return null;
  let trimmed = text.trim();
  // '(H)' and '[H]' as some laboratories print them.
  if (/^[([]/.test(trimmed) && /[)\]]$/.test(trimmed)) trimmed = trimmed.slice(1, -1).trim();
  if (trimmed === '') return null;
  const code = FLAG_CODES[trimmed];
  if (code) return code;
  if (!/^[A-Za-z*!↑↓▲▼]/.test(trimmed)) return null;
  if (/^[*!]+$/.test(trimmed)) return 'abnormal';
  return FLAG_WORDS[trimmed.toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

export const isFlag = (text: string): boolean => flagMeaning(text) !== null;
