/**
 * The words of a claim and of a source, reduced so that a sentence and the passage it restates
 * meet: case, accents, plural and tense endings, a few everyday synonyms of medical words, and for
 * answers not in English the stems shared across languages (drug names, diseases, numbers, units).
 * Every expression here runs in linear time over text a model or a web page wrote.
 */

/** Words that carry no claim, in the languages answers are most often written in. */
const STOPWORDS = new Set(
  [
    // English
    'a an and are as at be been being but by can could did do does for from had has have he her his how i if in into is it its may might more most much must no not of on or other our she should so some such than that the their them then there these they this those to too was we were what when where which while who why will with would you your also about after before between both each many over under up very can',
    // Spanish, Portuguese, Italian
    'el la los las un una unos unas de del al y o en es son que por para con sin se su sus lo como más pero ya muy puede pueden este esta estos estas ese esa o os as um uma do da dos das no na nos nas é são por com sem seu sua mais mas il lo gli le di e è sono che per con un una dei delle della nel nella',
    // French, German
    'le la les un une des du de et ou en est sont que qui pour par avec sans son sa ses plus mais ce cette ces dans au aux der die das ein eine einer eines und oder ist sind zu mit von für auf nicht dem den des im in bei auch als wie',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Everyday words and the medical words sources use for them, read as one term. Keys and values
 * are stems (see `stem`), so "lowers", "lowered" and "lowering" all meet "reduc".
 */
const SYNONYMS: Record<string, string> = {
  lower: 'reduc',
  decreas: 'reduc',
  drop: 'reduc',
  cut: 'reduc',
  declin: 'reduc',
  fell: 'reduc',
  fall: 'reduc',
  less: 'reduc',
  rais: 'increas',
  rise: 'increas',
  rose: 'increas',
  elevat: 'increas',
  higher: 'increas',
  more: 'increas',
  sugar: 'glucos',
  heart: 'cardi',
  cardiac: 'cardi',
  cardiovascular: 'cardi',
  kidney: 'renal',
  liver: 'hepat',
  hepatic: 'hepat',
  lung: 'pulmonar',
  pulmonary: 'pulmonar',
  stroke: 'cerebrovascular',
  death: 'mortal',
  die: 'mortal',
  died: 'mortal',
  mortality: 'mortal',
  fat: 'lipid',
  cholesterol: 'lipid',
  weight: 'weight',
  obes: 'weight',
  pressur: 'pressur',
  hypertens: 'pressur',
  pain: 'pain',
  ach: 'pain',
  medicin: 'drug',
  medic: 'drug',
  medication: 'drug',
  treatment: 'therap',
  treat: 'therap',
  therapi: 'therap',
  child: 'child',
  children: 'child',
  kid: 'child',
  paediatr: 'child',
  pediatr: 'child',
  pregnan: 'pregnan',
  risk: 'risk',
  likelihood: 'risk',
  odd: 'risk',
  chance: 'risk',
  effect: 'effect',
  efficaci: 'effect',
  effectiv: 'effect',
  help: 'effect',
  work: 'effect',
  harm: 'advers',
  side: 'advers',
  advers: 'advers',
  patient: 'peopl',
  peopl: 'peopl',
  adult: 'peopl',
  participant: 'peopl',
  subject: 'peopl',
  individu: 'peopl',
};

const ENDINGS = [
  'ational',
  'ations',
  'ation',
  'ments',
  'ment',
  'ness',
  'ings',
  'ing',
  'edly',
  'ed',
  'ies',
  'es',
  's',
  'ly',
  'ive',
  'al',
  'e',
  'y',
];

/** A light English stemmer: long enough words lose one common ending. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      return ending === 'ies' ? `${word.slice(0, -3)}i` : word.slice(0, -ending.length);
    }
  }
  return word;
}

/** Spelling that differs between languages for the same medical word: hypertension/hipertensión. */
const cognateKey = (word: string): string =>
  word
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/y/g, 'i')
    .replace(/k/g, 'c')
    .replace(/qu/g, 'c')
    .replace(/(.)\1/g, '$1')
    .slice(0, 5);

const LATIN = /^[\p{Script=Latin}\p{M}]+$/u;
const stripAccents = (word: string): string =>
  LATIN.test(word) ? word.normalize('NFD').replace(/\p{M}/gu, '') : word;

/**
 * A number that names something rather than measuring it: "type 2", "stage 3", "COVID-19". A
 * claim may use these freely; measured numbers must be in the source.
 */
const NAMING_WORDS =
  /(?:type|grade|stage|phase|class|step|tier|level|part|day|week|tipo|fase|grado|estadio|typ|stade)\s*$/i;

export interface Terms {
  /** Content word terms: stems, synonyms folded. */
  words: Set<string>;
  /** Cross-language keys of the longer words (5-letter cognate stems). */
  cognates: Set<string>;
  /** Numbers as measured quantities, normalised ("2,5" and "2.50" are "2.5"). */
  numbers: Set<string>;
  /** Every number, naming ones included. */
  allNumbers: Set<string>;
}

const normaliseNumber = (raw: string): string => String(Number(raw.replace(',', '.')));

const WORD_OR_NUMBER = /\d+(?:[.,]\d+)?|[\p{L}\p{M}]+/gu;

/** The terms of a sentence or passage. */
export function termsOf(text: string): Terms {
  const terms: Terms = {
    words: new Set(),
    cognates: new Set(),
    numbers: new Set(),
    allNumbers: new Set(),
  };
  const lower = text.normalize('NFKC').toLowerCase();
  for (const match of lower.matchAll(WORD_OR_NUMBER)) {
    const token = match[0];
    const at = match.index;
    if (/^\d/.test(token)) {
      const value = normaliseNumber(token);
      terms.allNumbers.add(value);
      const glued = at > 0 && /[\p{L}-]/u.test(lower.charAt(at - 1));
      // Only the few characters before the number are looked at: this stays linear.
      if (!glued && !NAMING_WORDS.test(lower.slice(Math.max(0, at - 8), at))) {
        terms.numbers.add(value);
      }
      continue;
    }
    const word = stripAccents(token);
    if (STOPWORDS.has(word) || word.length < 2) continue;
    const stemmed = stem(word);
    terms.words.add(SYNONYMS[word] ?? SYNONYMS[stemmed] ?? stemmed);
    if (word.length >= 5) terms.cognates.add(cognateKey(word));
  }
  return terms;
}
