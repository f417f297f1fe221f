import fc from 'fast-check';

/*
 * Inputs that make a backtracking regular expression take quadratic (or worse) time: long runs of
 * what a pattern's quantifiers accept, after the words that start a match, with no way to finish
 * it. A linear implementation reads each of them in a few milliseconds; a pattern with adjacent
 * quantifiers over the same characters, or one the engine retries at every start position of a
 * run, takes seconds to minutes. Used by the linear-time tests of every parser of user or
 * upstream text.
 */

export interface AdversarialText {
  name: string;
  text: string;
}

/** Size of one adversarial string: a long report, well within what a request may carry. */
export const ADVERSARIAL_CHARS = 100_000;

/** Words after which the redaction, lab and safety patterns start a match. */
export const LABEL_WORDS = [
  'tel',
  'tel no.',
  'tel #',
  'phone',
  'phone number',
  'telephone',
  'fax',
  'mobile',
  'cell',
  'pager',
  'contact',
  'mrn',
  'medical record number',
  'patient id',
  'pt #',
  'specimen',
  'accession no.',
  'account',
  'acct.',
  'member id',
  'policy',
  'insurance',
  'group number',
  'lab ref',
  'ref #',
  'device serial number',
  'license',
  'npi',
  'dea',
  'order id',
  'id',
  'uid',
  'barcode',
  'ssn',
  'social security number',
  'address',
  'home address',
  'zip',
  'zip code',
  'postal code',
  'age',
  'aged',
  'dr.',
  'Dr',
  'Mrs.',
  'Prof',
  'patient',
  'patient:',
  "patient's name",
  'name:',
  'ordering physician',
  'referring provider',
  'signed by',
  'my name is',
  'me llamo',
  'ich heiße',
  'P.O.',
  'Apt',
  'Suite',
  'Fort Worth,',
  'TX',
  '12 Main',
  'Ref:',
  'Normal range:',
  'Inclusion criteria',
  'key inclusion',
  'keywords',
  'query',
  'english',
  'PMID',
  'severity:',
  'System',
  '- **A + B**',
  'December',
  '18th',
];

/** What the patterns allow between a label and its value, repeated without end. */
export const LABEL_GAPS = [' ', '\t', ' :', ': ', ' \t'];

/** Pieces whose long repetition each pattern family must survive. */
const RUNS: readonly [string, string][] = [
  ['digits', '1'],
  ['digit-dash', '1-'],
  ['digit-dot', '1.'],
  ['digit-slash', '1/'],
  ['digit-space', '1 '],
  ['digit-colon', '1:'],
  ['digit-comma', '1,'],
  ['digit-pairs', '12-'],
  ['digit-space-dash', '1 - '],
  ['plus-digit', '+1 '],
  ['paren-digits', '(1) '],
  ['digit-letter', '1A'],
  ['ten-digits', '1234567890 '],
  ['capital-words', 'Abc '],
  ['capital-comma', 'A, '],
  ['word-comma', 'Ab, '],
  ['capitals-comma', 'ABC, '],
  ['initials', 'A. '],
  ['capital-hyphen', 'Ab-'],
  ['capital-tab', 'Ab\t'],
  ['capitals-hyphen', 'AB-'],
  ['capital-dot', 'A.'],
  ['capital-apostrophe', "Ab'"],
  ['last-first-initial', 'Ab, Cd E. '],
  ['glued-id', 'idA/'],
  ['code-like-id', 'P1-'],
  ['phone-groups', '+1 (1) '],
  ['letters', 'a'],
  ['capitals', 'A'],
  ['letter-space', 'a '],
  ['dots', '.'],
  ['dot-space', '. '],
  ['at', '@'],
  ['at-letter', 'a@'],
  ['word-dot', 'a.'],
  ['colons', ':'],
  ['hex-colon', 'abcd:'],
  ['digit-colon-pairs', '1a:'],
  ['spaces', ' '],
  ['tabs', '\t'],
  ['newlines', '\n'],
  ['blank-lines', ' \n'],
  ['pipes', '|'],
  ['dashes', '-'],
  ['underscores', '_'],
  ['stars', '*'],
  ['hashes', '#'],
  ['quotes', '"'],
  ['backticks', '`'],
  ['fences', '```'],
  ['brackets', '['],
  ['citation-open', '[1, '],
  ['citation-range', '[1-'],
  ['link-open', ']('],
  ['image-open', '!['],
  ['angle', '<'],
  ['tag-open', '<a '],
  ['script-open', '<script>'],
  ['comment-open', '<!--'],
  ['cdata-open', '<![CDATA['],
  ['entity', '&#1'],
  ['escapes', '\\['],
  ['slashes', '/'],
  ['json-open', '{"a":['],
  ['bullets', '- '],
  ['numbered', '1. '],
  ['sentence-ends', '!?'],
  ['placeholder', '[NAME] '],
  ['url', 'http://a'],
  ['base64-space', 'QUJD '],
  ['accented', 'é'],
  ['cyrillic', 'д '],
  ['devanagari', 'अ'],
  ['arabic', 'ا '],
  ['han', '胸'],
  ['hangul', '가 '],
  ['emergency-en', 'chest pain my dad is '],
  ['emergency-cant', "can't "],
  ['emergency-stroke', 'stroke '],
  ['emergency-my', 'my son '],
  ['emergency-es', 'dolor de pecho '],
  ['emergency-ru', 'не могу '],
  ['emergency-zh', '想死'],
  ['emergency-hi', 'सीने में दर्द '],
];

const repeatTo = (piece: string, size: number): string =>
  piece.repeat(Math.ceil(size / piece.length)).slice(0, size);

/** Long runs after every label word: 'tel' + 100 KB of spaces + 'x'; every gap, or those given. */
export function labelRuns(
  size = ADVERSARIAL_CHARS,
  gaps: readonly string[] = LABEL_GAPS,
): AdversarialText[] {
  return LABEL_WORDS.flatMap((label) =>
    gaps.map((gap) => ({
      name: `${JSON.stringify(label)} then ${JSON.stringify(gap)}…`,
      text: `${label}${repeatTo(gap, size - label.length - 1)}x`,
    })),
  );
}

/** Long runs of single pieces, each ended by a character that rejects the match. */
export function pieceRuns(size = ADVERSARIAL_CHARS): AdversarialText[] {
  return RUNS.flatMap(([name, piece]) => [
    { name: `${name}…`, text: `${repeatTo(piece, size - 1)}!` },
    // A line break after the 'x' rejects what '.*$' would otherwise have accepted.
    { name: `${name}… then x`, text: `${repeatTo(piece, size - 2)}x\n` },
  ]);
}

/** Labels repeated, each with a short gap: every one of them starts a match attempt. */
export function repeatedLabels(size = ADVERSARIAL_CHARS): AdversarialText[] {
  return [
    { name: 'labels with gaps', text: repeatTo(LABEL_WORDS.map((l) => `${l}   `).join(''), size) },
    { name: 'labels with colons', text: repeatTo(LABEL_WORDS.map((l) => `${l}: `).join(''), size) },
    { name: 'labels glued', text: repeatTo(LABEL_WORDS.join(''), size) },
  ];
}

/** Random mixtures of the pieces above, from a fixed seed so a failure can be replayed. */
export function randomMixtures(
  size = ADVERSARIAL_CHARS,
  count = 8,
  seed = 20240627,
): AdversarialText[] {
  const pieces = [...LABEL_WORDS, ...LABEL_GAPS, ...RUNS.map(([, piece]) => piece)];
  const mixture = fc
    .array(fc.tuple(fc.constantFrom(...pieces), fc.integer({ min: 1, max: 400 })), {
      minLength: 20,
      maxLength: 200,
    })
    .map((parts) => parts.map(([piece, times]) => piece.repeat(times)).join(''));
  return fc
    .sample(mixture, { seed, numRuns: count })
    .map((text, index) => ({ name: `mixture ${index + 1}`, text: repeatTo(text, size) }));
}

/**
 * Every adversarial string, about `size` characters each: the label runs with the gaps given
 * (spaces only unless asked: every gap is for the parsers that read labels), then the rest.
 */
export function adversarialTexts(
  size = ADVERSARIAL_CHARS,
  gaps: readonly string[] = [' '],
): AdversarialText[] {
  return [
    ...labelRuns(size, gaps),
    ...pieceRuns(size),
    ...repeatedLabels(size),
    ...randomMixtures(size),
  ];
}

/**
 * A bound a linear reading of 100 KB meets with a wide margin even on a slow, loaded machine
 * (it takes milliseconds), while a quadratic one takes tens of seconds.
 */
export const LINEAR_LIMIT_MS = 1500;

/** The first text `read` takes longer than `limitMs` (scaled to the text's length) on, if any. */
export function firstSlow(
  read: (text: string) => unknown,
  texts: readonly AdversarialText[],
  limitMs = LINEAR_LIMIT_MS,
): { name: string; ms: number } | undefined {
  const timed = (text: string): number => {
    const started = performance.now();
    read(text);
    return performance.now() - started;
  };
  for (const { name, text } of texts) {
    const bound = (limitMs * Math.max(text.length, ADVERSARIAL_CHARS)) / ADVERSARIAL_CHARS;
    // A reading over the bound is timed once more: a test worker descheduled for a second by the
    // machine's other work is not a slow reading, while a quadratic one is over it both times.
    const ms = timed(text);
    if (ms > bound) {
      const again = Math.min(ms, timed(text));
      if (again > bound) return { name, ms: Math.round(again) };
    }
  }
  return undefined;
}

/** Parsers that refuse what they cannot read by throwing: only the time matters there. */
export const ignoringErrors =
  (read: (text: string) => unknown) =>
  (text: string): unknown => {
    try {
      return read(text);
    } catch {
      return null;
    }
  };
