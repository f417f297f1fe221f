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
  /**
   * Measured quantities, normalised ("2,5" and "2.50" are "2.5", "6,000" is "6000"), with their
   * unit when one follows ("6 week"): what a claim's numbers must find in the passage.
   */
  numbers: Set<string>;
  /** Every number, naming ones included, bare and with its unit: what a passage offers. */
  allNumbers: Set<string>;
  /** A negation ("not", "no", "sin", "nicht"...) is in the text. */
  negated: boolean;
  /** Terms (and their cognate keys) among the few content words after each negation. */
  negatedTerms: Set<string>;
  /** Terms (and cognate keys) outside any negation's reach. */
  assertedTerms: Set<string>;
  /** Absolute words, folded across languages: ALL, PROVE, CURE, DIRECT. */
  absolutes: Set<string>;
  /** Directions of effect stated outside a negation: UP ("higher", "more"), DOWN ("lower"). */
  directions: Set<string>;
  /** A hedge ("associated", "may", "suggests", "can"): the text claims less than a cause. */
  hedged: boolean;
}

/** One token of the text, in order: a number or a word (accents kept for the word lists). */
interface Token {
  text: string;
  at: number;
  number: boolean;
}

/**
 * A group of three digits after a separator is a thousands group ("6,000", "12.500"), unless the
 * number starts with 0 ("0.001"); otherwise a comma is a decimal point ("2,5").
 */
function normaliseNumber(raw: string): string {
  const thousands = /^[1-9]\d{0,2}(?:[.,]\d{3})+$/.test(raw);
  return String(Number(thousands ? raw.replace(/[.,]/g, '') : raw.replace(',', '.')));
}

/** The number as written and rounded to fewer decimals: 88.94 is also 88.9 and 89. */
function roundings(value: string): string[] {
  const decimals = value.split('.')[1]?.length ?? 0;
  const number = Number(value);
  // Rounded to a single digit (1.78 to 2) it would match any small number a claim has.
  const forms = Array.from({ length: decimals }, (_, d) => Number(number.toFixed(d))).filter(
    (rounded, d) => d >= 1 || Math.abs(rounded) >= 10,
  );
  return [value, ...forms.map(String)];
}

/** Units folded across languages, so "6 weeks" never meets "6 months". */
const UNITS: Record<string, string> = Object.fromEntries(
  [
    ['week', 'week weeks wk wks semana semanas semaine semaines woche wochen settimana settimane'],
    ['month', 'month months mo mes meses mois monat monate mese mesi'],
    ['day', 'day days dia dias día días jour jours tag tage tagen giorno giorni'],
    [
      'year',
      'year years yr yrs ano anos año años an ans annee annees année années jahr jahre jahren anno anni',
    ],
    ['hour', 'hour hours h hr hrs hora horas heure heures stunde stunden ora ore'],
    ['minute', 'minute minutes min mins minuto minutos minuten minuti'],
    ['mg', 'mg milligram milligrams'],
    ['g', 'g gram grams gramos gramm grammes'],
    ['kg', 'kg'],
    ['mcg', 'mcg µg μg ug microgram micrograms'],
    ['ml', 'ml millilitre milliliter millilitres milliliters'],
    ['l', 'l litre liter litres liters'],
    ['mmol', 'mmol'],
    ['percent', '% percent per cent por ciento pour cent prozent'],
    ['times', 'times veces fois mal volte vezes'],
  ].flatMap(([unit, words]) => (words ?? '').split(' ').map((word) => [word, unit ?? ''])),
);

/** Words that negate what follows, in the languages answers are written in. */
const NEGATIONS = new Set(
  'not no never without neither nor none cannot nunca sin ni ningun ninguna ningún tampoco ne pas jamais sans aucun aucune nicht kein keine keinen keiner keines nie niemals ohne não nao sem nenhum nenhuma non mai senza nessun nessuna'.split(
    ' ',
  ),
);

/** Words that make a claim absolute, folded across languages. */
const ABSOLUTES: Record<string, string> = Object.fromEntries(
  [
    [
      'ALL',
      'all every everyone everybody always todos todas siempre tous toutes toujours alle jeder jede jeden immer tutti tutte sempre',
    ],
    [
      'PROVE',
      'prove proves proved proven proof guarantee guarantees guaranteed definitely certainly demuestra prueba prouve prouvé beweist bewiesen dimostra comprova garantiza garantit',
    ],
    ['CURE', 'cure cures cured curing cura curan curar guérit guérir guérissent heilt heilen'],
    ['DIRECT', 'directly directamente directement direkt direttamente diretamente'],
  ].flatMap(([name, words]) => (words ?? '').split(' ').map((word) => [word, name ?? ''])),
);
/** Words that give an effect's direction, folded across languages. */
const DIRECTIONS: Record<string, string> = Object.fromEntries(
  [
    [
      'UP',
      'higher greater more increased increase increases increasing rise rose rises elevated stronger larger mayor más mas plus élevé élevée höher mehr erhöht stärker maior più superior aumento aumentó aumentou augmente augmenté',
    ],
    [
      'DOWN',
      'lower less fewer reduced reduce reduces reducing decreased decrease decreases declined weaker smaller menor menos moins weniger niedriger geringer meno inferior redujo reduce réduit reduziert reduziu ridotto ridusse fraca débil faible schwächer debole diminuyó diminué',
    ],
  ].flatMap(([name, words]) => (words ?? '').split(' ').map((word) => [word, name ?? ''])),
);

/** Words that make a statement weaker than a cause, in a source or in a claim. */
const HEDGES = new Set(
  'associated association associations linked link links may might could suggest suggests suggested appear appears appeared likely possibly possible helps help can asociado asociada asociación puede pueden podría associé associée associés peut peuvent pourrait assoziiert verbunden kann können könnte associato associata può possono potrebbe associado associada pode podem poderia'.split(
    ' ',
  ),
);

/** "every day", "tous les jours": a frequency, not a claim about everyone. */
const TIME_WORDS = new Set(['day', 'week', 'month', 'year', 'hour', 'minute']);

/** How far a negation reaches: the next few content words. */
const NEGATION_REACH = 4;

const TOKEN = /\d+(?:[.,]\d+)*|[\p{L}\p{M}]+|%|µg|μg/gu;

function tokensOf(lower: string): Token[] {
  return [...lower.matchAll(TOKEN)].map((match) => ({
    text: match[0],
    at: match.index,
    number: /^\d/.test(match[0]),
  }));
}

/** The terms of a sentence or passage. */
export function termsOf(text: string): Terms {
  const terms: Terms = {
    words: new Set(),
    cognates: new Set(),
    numbers: new Set(),
    allNumbers: new Set(),
    negated: false,
    negatedTerms: new Set(),
    assertedTerms: new Set(),
    absolutes: new Set(),
    directions: new Set(),
    hedged: false,
  };
  const lower = text.normalize('NFKC').toLowerCase();
  const tokens = tokensOf(lower);
  // Content words still inside the reach of the last negation.
  let reach = 0;
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (token.number) {
      const value = normaliseNumber(token.text);
      const unit = next && !next.number ? UNITS[next.text] : undefined;
      const keyed = unit ? `${value} ${unit}` : value;
      // A claim may round what the source measured: "about 89%" for 88.9%.
      for (const form of roundings(value)) {
        terms.allNumbers.add(form);
        terms.allNumbers.add(unit ? `${form} ${unit}` : form);
      }
      // "COVID-19", "IL6" name something; "g -0.85" is a negative number.
      const before = lower.charAt(token.at - 1);
      const glued =
        /\p{L}/u.test(before) || (before === '-' && /[\p{L}\d]/u.test(lower.charAt(token.at - 2)));
      // Only the few characters before the number are looked at: this stays linear.
      if (!glued && !NAMING_WORDS.test(lower.slice(Math.max(0, token.at - 8), token.at))) {
        terms.numbers.add(keyed);
      }
      return;
    }
    // "don't", "isn't": the apostrophe's t.
    const apostropheT = token.text === 't' && /['’]/.test(lower.charAt(token.at - 1));
    if (NEGATIONS.has(token.text) || apostropheT) {
      terms.negated = true;
      reach = NEGATION_REACH;
      return;
    }
    if (HEDGES.has(token.text)) terms.hedged = true;
    const direction = DIRECTIONS[token.text];
    if (direction && reach === 0) terms.directions.add(direction);
    // "significantly", "significativo", "signifikant": said or denied, it changes the claim.
    if (token.text.startsWith('signific') || token.text.startsWith('signifikant')) {
      if (reach > 0) terms.negatedTerms.add('SIGNIFICANT');
      else terms.words.add('SIGNIFICANT');
    }
    const absolute = ABSOLUTES[token.text];
    const followedByTime = next !== undefined && TIME_WORDS.has(UNITS[next.text] ?? '');
    // "can't be cured", "not all": a negated absolute claims nothing absolute.
    if (absolute && reach === 0 && !(absolute === 'ALL' && followedByTime)) {
      terms.absolutes.add(absolute);
    }
    const word = stripAccents(token.text);
    if (STOPWORDS.has(word) || word.length < 2) return;
    const stemmed = stem(word);
    const term = SYNONYMS[word] ?? SYNONYMS[stemmed] ?? stemmed;
    terms.words.add(term);
    const cognate = word.length >= 5 ? cognateKey(word) : undefined;
    if (cognate) terms.cognates.add(cognate);
    const side = reach > 0 ? terms.negatedTerms : terms.assertedTerms;
    side.add(term);
    if (cognate) side.add(cognate);
    if (reach > 0) reach -= 1;
  });
  return terms;
}
