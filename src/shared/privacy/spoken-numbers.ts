/*
 * Numbers said in words (round 20a). Voice dictation writes a phone number, a postcode, a card
 * number or a house number as words: 'oh eight seven two two four nine one three six', 'nueve
 * cincuenta y uno uno dos...', 'six quatre-vingt-dix-neuf douze trente-quatre', 'null eins sieben
 * sechs...', 'tre tre tre uno due...', 'dezesseis nove nove um...', 'cero cero uno guion uno dos'.
 * A small reader turns the words of the six languages into numbers: a word is a digit, a teen, a
 * ten, a hundred or a thousand, or a compound of them ('veintitrés', 'ventitré', 'zweiundzwanzig',
 * 'quatre-vingt-dix-neuf', 'thirty-four', 'duecentocinquanta'); neighbours join the way speech
 * joins them ('cuarenta y dos', 'trois cent quarante', 'one hundred thirty'). A run of three or
 * more separate numbers with five digits or more is an identifier, as digits are: a dose, a value
 * or an age is one number ('ochocientos cincuenta', 'eleven point two', 'forty two') and stays,
 * and so is a quantity ('cent mille'), which joins into one number. 'double/triple', 'doppio',
 * 'meia' (six in Brazilian phone numbers), a dash said in words ('guion', 'tiret', 'Strich') and
 * letters spelt out ('g sept h deux b quatre', 'm as in mary') belong to the run. One pass over
 * the words, each looked up in a table or read by a bounded pattern: linear time.
 */

type Kind = 'unit' | 'teen' | 'tens' | 'hundred' | 'thousand';
interface Reading {
  value: number;
  kind: Kind;
}

const UNITS: Record<string, number> = {};
const add = (value: number, ...words: string[]): void => {
  for (const word of words) UNITS[word] = value;
};
add(0, 'zero', 'oh', 'cero', 'zéro', 'null');
add(1, 'one', 'uno', 'una', 'un', 'une', 'um', 'uma', 'eins', 'ein', 'eine');
add(2, 'two', 'dos', 'dois', 'duas', 'deux', 'zwei', 'zwo', 'due');
add(3, 'three', 'tres', 'três', 'trois', 'drei', 'tre', 'tré');
add(4, 'four', 'cuatro', 'quatro', 'quatre', 'vier', 'quattro');
add(5, 'five', 'cinco', 'cinq', 'fünf', 'fuenf', 'cinque');
add(6, 'six', 'seis', 'meia', 'sechs', 'sei');
add(7, 'seven', 'siete', 'sete', 'sept', 'sieben', 'sette');
add(8, 'eight', 'ocho', 'oito', 'huit', 'acht', 'otto');
add(9, 'nine', 'nueve', 'nove', 'neuf', 'neun');

const TEENS: Record<string, number> = {};
const teen = (value: number, ...words: string[]): void => {
  for (const word of words) TEENS[word] = value;
};
teen(10, 'ten', 'diez', 'dez', 'dix', 'zehn', 'dieci');
teen(11, 'eleven', 'once', 'onze', 'elf', 'undici');
teen(12, 'twelve', 'doce', 'doze', 'douze', 'zwölf', 'zwoelf', 'dodici');
teen(13, 'thirteen', 'trece', 'treze', 'treize', 'dreizehn', 'tredici');
teen(14, 'fourteen', 'catorce', 'catorze', 'quatorze', 'vierzehn', 'quattordici');
teen(15, 'fifteen', 'quince', 'quinze', 'fünfzehn', 'quindici');
teen(16, 'sixteen', 'dieciséis', 'dieciseis', 'dezesseis', 'dezasseis', 'seize', 'sechzehn');
teen(16, 'sedici');
teen(17, 'seventeen', 'diecisiete', 'dezessete', 'dezassete', 'siebzehn', 'diciassette');
teen(18, 'eighteen', 'dieciocho', 'dezoito', 'achtzehn', 'diciotto');
teen(19, 'nineteen', 'diecinueve', 'dezenove', 'dezanove', 'neunzehn', 'diciannove');

const TENS: Record<string, number> = {};
const tens = (value: number, ...words: string[]): void => {
  for (const word of words) TENS[word] = value;
};
tens(20, 'twenty', 'veinte', 'vinte', 'vingt', 'vingts', 'zwanzig', 'venti');
tens(30, 'thirty', 'treinta', 'trinta', 'trente', 'dreißig', 'dreissig', 'trenta');
tens(40, 'forty', 'cuarenta', 'quarenta', 'quarante', 'vierzig', 'quaranta');
tens(50, 'fifty', 'cincuenta', 'cinquenta', 'cinquante', 'fünfzig', 'cinquanta');
tens(60, 'sixty', 'sesenta', 'sessenta', 'soixante', 'sechzig', 'sessanta');
tens(70, 'seventy', 'setenta', 'septante', 'siebzig', 'settanta');
tens(80, 'eighty', 'ochenta', 'oitenta', 'octante', 'huitante', 'achtzig', 'ottanta');
tens(90, 'ninety', 'noventa', 'nonante', 'neunzig', 'novanta');

const HUNDREDS: Record<string, number> = {};
const hundreds = (value: number, ...words: string[]): void => {
  for (const word of words) HUNDREDS[word] = value;
};
hundreds(100, 'cien', 'ciento', 'cem', 'cento');
hundreds(200, 'doscientos', 'doscientas', 'duzentos', 'duzentas', 'duecento');
hundreds(300, 'trescientos', 'trescientas', 'trezentos', 'trezentas', 'trecento');
hundreds(400, 'cuatrocientos', 'cuatrocientas', 'quatrocentos', 'quatrocentas', 'quattrocento');
hundreds(500, 'quinientos', 'quinientas', 'quinhentos', 'quinhentas', 'cinquecento');
hundreds(600, 'seiscientos', 'seiscientas', 'seiscentos', 'seiscentas', 'seicento');
hundreds(700, 'setecientos', 'setecientas', 'setecentos', 'setecentas', 'settecento');
hundreds(800, 'ochocientos', 'ochocientas', 'oitocentos', 'oitocentas', 'ottocento');
hundreds(900, 'novecientos', 'novecientas', 'novecentos', 'novecentas', 'novecento');

/** 'hundred', 'cent', 'Hundert' multiply the digit before them; 'thousand' the number before. */
const HUNDRED_WORDS = new Set(['hundred', 'cent', 'cents', 'hundert']);
const THOUSAND_WORDS = new Set(['thousand', 'mil', 'mille', 'tausend', 'mila']);
/** 'and' inside a spoken number: 'cuarenta y dos', 'vinte e cinco', 'vingt et un'. */
const JOINS = new Set(['y', 'e', 'and', 'et', 'und']);
/** A digit said twice or three times: 'double nine', 'doppio due', 'triplo zero'. */
const REPEATS: Record<string, number> = {
  double: 2,
  triple: 3,
  doble: 2,
  doppio: 2,
  triplo: 3,
  duplo: 2,
  doppel: 2,
  doppelt: 2,
  dreifach: 3,
};
/** A dash said in words between groups of an identifier. */
const DASHES = new Set([
  'dash',
  'hyphen',
  'guion',
  'guión',
  'tiret',
  'trait',
  'strich',
  'bindestrich',
  'trattino',
  'hífen',
  'hifen',
  'traço',
  'traco',
]);
/** 'm as in mary', 'c de carlos', 'm comme marie', 'm wie martha', 'm come milano'. */
const SPELLING_CUES = new Set(['as', 'like', 'for', 'comme', 'como', 'de', 'wie', 'come', 'per']);
/** Single letters that are words of their own: 'y', 'e', 'o', 'a', 'à', 'i', 'è', 'é'. */
const WORD_LETTERS = new Set(['y', 'e', 'o', 'a', 'à', 'i', 'è', 'é', 'ó', 'ò', 'u', 'ù']);

const U = String.raw`(?:eins|ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)`;
const GERMAN = new RegExp(
  String.raw`^(?:(${U})?hundert)?(?:(${U})und(zwanzig|dreißig|dreissig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)|(zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|achtzehn|neunzehn|zwanzig|dreißig|dreissig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun))?$`,
  'u',
);
const ITALIAN = new RegExp(
  String.raw`^(?:(due|tre|quattro|cinque|sei|sette|otto|nove)?cento)?(?:(vent|trent|quarant|cinquant|sessant|settant|ottant|novant)[aei]?(uno|due|tré|tre|quattro|cinque|sei|sette|otto|nove)?|(dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove|uno|due|tre|quattro|cinque|sei|sette|otto|nove))?$`,
  'u',
);
const SPANISH_TWENTIES =
  /^veinti(uno|ún|un|dós|dos|trés|tres|cuatro|cinco|séis|seis|siete|ocho|nueve)$/u;

const valueOf = (word: string): number | undefined =>
  UNITS[word] ?? TEENS[word] ?? TENS[word] ?? HUNDREDS[word];

const kindOf = (value: number): Kind =>
  value < 10
    ? 'unit'
    : value < 20
      ? 'teen'
      : value < 100
        ? value % 10 === 0
          ? 'tens'
          : 'unit'
        : 'hundred';

/** One word as a number, or undefined. */
export function readWord(word: string): Reading | undefined {
  const direct = valueOf(word);
  if (direct !== undefined) return { value: direct, kind: kindOf(direct) };
  if (word.includes('-')) {
    // 'thirty-four', 'trente-quatre', 'quatre-vingt-dix-neuf', 'vingt-et-un': the parts add up,
    // except 'quatre-vingt(s)', which is four twenties.
    const parts = word.split('-').filter((part) => part !== 'et' && part !== 'y');
    let total = 0;
    for (let i = 0; i < parts.length; i += 1) {
      if (parts[i] === 'quatre' && (parts[i + 1] === 'vingt' || parts[i + 1] === 'vingts')) {
        total += 80;
        i += 1;
        continue;
      }
      const part = valueOf(parts[i] ?? '');
      if (part === undefined || part >= 100) return undefined;
      total += part;
    }
    return { value: total, kind: total % 10 === 0 && total >= 20 ? 'tens' : 'unit' };
  }
  const spanish = SPANISH_TWENTIES.exec(word);
  if (spanish) {
    // 'veintidós', 'veintitrés', 'veintiún': the unit without its accent.
    const unit = (spanish[1] ?? '').normalize('NFD').replace(/\p{M}/gu, '');
    return { value: 20 + (UNITS[unit === 'un' ? 'uno' : unit] ?? 1), kind: 'unit' };
  }
  for (const pattern of [GERMAN, ITALIAN]) {
    const match = pattern.exec(word);
    if (!match || match[0] === '') continue;
    return readCompound(match, pattern === GERMAN);
  }
  return undefined;
}

function readCompound(match: RegExpExecArray, german: boolean): Reading | undefined {
  const [, hundredDigit, first, second, single] = match;
  const hasHundred = german ? match[0].includes('hundert') : match[0].includes('cento');
  let total = hasHundred ? 100 * (hundredDigit ? (UNITS[hundredDigit] ?? 1) : 1) : 0;
  if (german && first !== undefined && second !== undefined) {
    total += (UNITS[first] ?? 0) + (TENS[second] ?? 0);
  } else if (!german && first !== undefined) {
    total += (TENS[`${first}a`] ?? TENS[`${first}i`] ?? 0) + (second ? (UNITS[second] ?? 0) : 0);
  } else if (single !== undefined) {
    total += valueOf(single) ?? 0;
  }
  if (total === 0) return undefined;
  return { value: total, kind: kindOf(total) };
}

export interface Token {
  word: string;
  start: number;
  end: number;
}

const EMPTY: Token = { word: '', start: 0, end: 0 };
/** The token at an index, or an empty one past the end (the callers check the length first). */
export const at = (tokens: readonly Token[], index: number): Token => tokens[index] ?? EMPTY;

export const TOKEN = /(?<![\p{L}\p{M}])[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*/gu;

/** What a run of spoken numbers holds: digits and letters said, and how many separate numbers. */
interface Run {
  start: number;
  end: number;
  characters: number;
  numbers: number;
}

/**
 * Reads the number words from token `i` on: separate numbers, repeated digits, dashes and spelt
 * letters. Returns the run and the index after it.
 */
export function readRun(text: string, tokens: Token[], from: number): [Run, number] {
  const run: Run = {
    start: at(tokens, from).start,
    end: at(tokens, from).start,
    characters: 0,
    numbers: 0,
  };
  let i = from;
  let group: Reading | undefined;
  const close = (): void => {
    if (group) {
      run.characters += String(group.value).length;
      run.numbers += 1;
    }
    group = undefined;
  };
  while (i < tokens.length) {
    // A run said aloud has only spaces between its words: a comma or a line break ends it.
    if (i > from && !spaced(text, at(tokens, i - 1), at(tokens, i))) break;
    const word = at(tokens, i).word;
    const reading = readWord(word);
    if (reading) {
      if (group && joins(group, reading, DIRECT_TENS.has(at(tokens, i - 1).word))) {
        group = join(group, reading);
      } else {
        close();
        group = reading;
      }
      run.end = at(tokens, i).end;
      i += 1;
      continue;
    }
    if (group && (HUNDRED_WORDS.has(word) || THOUSAND_WORDS.has(word))) {
      const factor = HUNDRED_WORDS.has(word) ? 100 : 1000;
      if ((factor === 100 && group.value < 10) || (factor === 1000 && group.value < 1000)) {
        group = { value: group.value * factor, kind: factor === 100 ? 'hundred' : 'thousand' };
        run.end = at(tokens, i).end;
        i += 1;
        continue;
      }
    }
    if (group && JOINS.has(word) && i + 1 < tokens.length) {
      const next = readWord(at(tokens, i + 1).word);
      if (next && joins(group, next, true)) {
        group = join(group, next);
        run.end = at(tokens, i + 1).end;
        i += 2;
        continue;
      }
      break;
    }
    const repeat = REPEATS[word];
    if (
      repeat !== undefined &&
      i + 1 < tokens.length &&
      UNITS[at(tokens, i + 1).word] !== undefined
    ) {
      close();
      run.characters += repeat;
      run.numbers += repeat;
      run.end = at(tokens, i + 1).end;
      i += 2;
      continue;
    }
    if (
      DASHES.has(word) &&
      run.numbers + (group ? 1 : 0) > 0 &&
      i + 1 < tokens.length &&
      readWord(at(tokens, i + 1).word)
    ) {
      close();
      i += 1;
      continue;
    }
    if (isLetter(word)) {
      // 'm as in mary': the letter, the cue and the word it names.
      const spelt =
        i + 2 < tokens.length &&
        SPELLING_CUES.has(at(tokens, i + 1).word) &&
        !readWord(at(tokens, i + 2).word);
      const step = spelt ? (at(tokens, i + 2).word === 'in' && i + 3 < tokens.length ? 4 : 3) : 1;
      const after = at(tokens, i + step);
      if (after && (readWord(after.word) || isLetter(after.word))) {
        close();
        run.characters += 1;
        run.end = at(tokens, i + step - 1).end;
        i += step;
        continue;
      }
    }
    break;
  }
  close();
  return [run, i];
}

const isLetter = (word: string): boolean => word.length === 1 && !WORD_LETTERS.has(word);

/**
 * Tens that take their unit without 'and' ('forty two', 'cinquante six'); in German the unit comes
 * first and in Spanish, Portuguese and Italian it needs 'y'/'e' or one word, so 'fünfzig sechs'
 * and 'cincuenta uno' are two numbers.
 */
const DIRECT_TENS = new Set([
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
  'septante',
  'octante',
  'huitante',
  'nonante',
]);

/** Whether a number word continues the number before it: 'cuarenta y dos', 'trois cent quarante'. */
function joins(group: Reading, next: Reading, unitJoins: boolean): boolean {
  if (group.kind === 'thousand') return next.value < 1000;
  if (group.kind === 'hundred') return next.value < 100;
  if (group.kind === 'tens') {
    if (next.kind === 'unit' && next.value < 10 && next.value > 0) return unitJoins;
    // French 'soixante dix', 'quatre vingt dix' written without hyphens.
    return (
      unitJoins && next.kind === 'teen' && (group.value % 100 === 60 || group.value % 100 === 80)
    );
  }
  return false;
}

const join = (group: Reading, next: Reading): Reading => ({
  value: group.value + next.value,
  kind: next.kind === 'teen' ? 'unit' : next.kind,
});

/** A phone word in the 40 characters before a run makes it [PHONE]; other runs are [ID]. */
const PHONE_CUE =
  /(?:phone|call|cell|mobile|mob|tel|número|numero|numéro|nummer|handy|cel|celular|móvil|movil|zap|whatsapp|rappeler|appeler|llamar|ligar|chiamare|cellulare|telefono|teléfono|telefone|téléphone|telefon)/iu;

/** Replaces each run of spoken numbers that is an identifier. */
export function redactSpokenNumbers(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return text;
  const tokens: Token[] = [];
  for (const match of lower.matchAll(TOKEN)) {
    tokens.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  let result = '';
  let last = 0;
  let i = 0;
  while (i < tokens.length) {
    // Only a word that is itself a number (or a letter or a repeat before one) opens a run.
    const word = at(tokens, i).word;
    if (!readWord(word) && !isLetter(word) && REPEATS[word] === undefined) {
      i += 1;
      continue;
    }
    const [run, next] = readRun(text, tokens, i);
    if (next === i) {
      i += 1;
      continue;
    }
    if (run.numbers >= 3 && run.characters >= 5) {
      const before = text.slice(Math.max(0, run.start - 40), run.start);
      result += text.slice(last, run.start) + (PHONE_CUE.test(before) ? '[PHONE]' : '[ID]');
      last = run.end;
    }
    i = next;
  }
  return last === 0 ? text : result + text.slice(last);
}

const spaced = (text: string, left: Token, right: Token): boolean =>
  /^[ \t]{1,3}$/.test(text.slice(left.end, right.start));
