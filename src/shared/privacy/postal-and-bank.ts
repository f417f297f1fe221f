import { CITIES } from './place-names.ts';
import { isReading } from './year-less-dates.ts';

/*
 * Postal codes of other countries, bank branch and account numbers, and short dates after a
 * word for 'day':
 * - Canada 'H2X 3K8', the UK 'SW1A 1AA', Brazil '01310-100' by their shape; the Netherlands
 *   '1012 AB', Poland '00-950' and Portugal '1000-001' before a town's name, where their shape
 *   alone would also be a dose or a range;
 * - 'ag. 1234-5 c/c 67890-1', 'agência 0123', 'BLZ 370 400 44', 'ABI 03069 CAB 01600',
 *   'code guichet 00012', 'routing number 021000021': the number after a bank's label;
 * - 'no dia 2/3', 'le 2/3', 'am 2.3.', 'il 2/3', 'el día 2/3', 'on the 2/3': a day and a month,
 *   while '2/3 of patients', 'le 2/3 des cas' and 'am 1/2 Tablette' keep their numbers.
 * Every quantifier is bounded and each pattern starts where a token starts: linear time.
 */

type Rule = [RegExp, string | ((match: string, ...groups: unknown[]) => string)];

/** A capitalised word after a code: the town of a postal address ('1012 AB Amsterdam'). */
const TOWN_AFTER = String.raw`(?=[ \t]{1,2}\p{Lu}\p{Ll})`;
/** Units and words in capitals that a number may carry: not the letters of a Dutch postal code. */
const NOT_DUTCH_LETTERS = String.raw`(?!IU|UI|IE|MG|ML|KG|DL|MM|CM|HG|KU|MU|AM|PM|BC|AD|SA|SD|SS|CI|OR|HR|RR|IQ|EF|FE)`;

const townIsListed = (text: string, at: number): boolean => {
  const words =
    /^[ \t]{1,2}(\p{Lu}[\p{L}\p{M}'’.-]{0,30}(?:[ \t]\p{L}[\p{L}\p{M}'’.-]{0,30}){0,3})/u.exec(
      text.slice(at, at + 80),
    )?.[1];
  if (!words) return false;
  const parts = words.split(/[ \t]/).map((part) => part.replace(/[.'’-]$/u, ''));
  for (let count = parts.length; count >= 1; count -= 1) {
    if (CITIES.has(parts.slice(0, count).join(' ').toLowerCase())) return true;
  }
  return false;
};

export const POSTAL_CODE_RULES: Rule[] = [
  // Dutch streets ('Keizersgracht 12', 'Lange Voorhout 9' is left to the postal code) and Polish
  // ones ('ul. Długa 4', 'al. Jerozolimskie 65/79').
  [
    /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}{1,30}(?:straat|gracht|laan|weg|plein|kade|singel|dijk|steeg|hof)[ \t]\d{1,4}[a-z]?(?![\p{L}\p{N}])/gu,
    '[ADDRESS]',
  ],
  [
    /(?<![\p{L}\p{N}])(?:ul|al|pl|os)\.[ \t]{0,2}\p{Lu}[\p{L}-]{1,30}(?:[ \t]\p{Lu}[\p{L}-]{1,30}){0,2}[ \t]\d{1,4}[a-z]?(?:\/\d{1,4})?(?![\p{L}\p{N}])/gu,
    '[ADDRESS]',
  ],
  // Canada: letter digit letter, digit letter digit (no D, F, I, O, Q, U).
  [
    /(?<![\p{L}\p{N}])[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d(?![\p{L}\p{N}])/gu,
    '[ADDRESS]',
  ],
  // UK: outward code, a space, inward code ('SW1A 1AA', 'M1 1AE', 'EH8 9YL').
  [
    /(?<![\p{L}\p{N}])[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?[ ]\d[ABD-HJLNP-UW-Z]{2}(?![\p{L}\p{N}])/gu,
    '[ADDRESS]',
  ],
  // Brazil (CEP): '01310-100', 'CEP 22041001'.
  [/(?<![\p{L}\p{N}.,/-])\d{5}-\d{3}(?![\p{L}\p{N}]|[.,/-]\d)/gu, '[ADDRESS]'],
  [/(?<![\p{L}\p{N}])(CEP[ \t]{0,2}:?[ \t]{0,2})\d{8}(?![\p{L}\p{N}])/gu, '$1[ADDRESS]'],
  // The Netherlands: '1012 AB Amsterdam'.
  [
    new RegExp(
      String.raw`(?<![\p{L}\p{N}.,/-])[1-9]\d{3}[ ]?${NOT_DUTCH_LETTERS}[A-Z]{2}(?![\p{L}\p{N}])${TOWN_AFTER}`,
      'gu',
    ),
    '[ADDRESS]',
  ],
  // Poland '00-950 Warszawa' and Portugal '1000-001 Lisboa': after a comma or a line's start and
  // before a capitalised word when the numbers do not rise as a range does, or before a listed town.
  [
    /(?<![\p{L}\p{N}.,/-])(?:\d{2}-\d{3}|\d{4}-\d{3})(?![\p{L}\p{N}]|[.,/-]\d)/gu,
    (match: unknown, ...rest: unknown[]) => {
      const offset = rest.find((value) => typeof value === 'number') as number;
      const whole = rest.find((value) => typeof value === 'string') as string;
      const code = String(match);
      const end = offset + code.length;
      const opens = /(?:^|\n|,)[ \t]{0,2}$/.test(whole.slice(Math.max(0, offset - 3), offset));
      const town = /^[ \t]{1,2}\p{Lu}\p{Ll}/u.test(whole.slice(end, end + 4));
      // '70-110, 80-120 Normal': a range rises from a first number without a leading zero.
      const [low = '', high = ''] = code.split('-');
      const range = !low.startsWith('0') && Number(high) > Number(low);
      return (opens && town && !range) || townIsListed(whole, end) ? '[ADDRESS]' : code;
    },
  ],
];

/** Bank labels in the six languages and the number after them (with a check digit: '67890-1'). */
const BANK_LABEL = [
  'ag\\.',
  'ag',
  'agência',
  'agencia',
  'c/c',
  'c\\.c\\.',
  'conta corrente',
  'conta poupança',
  'conta',
  'blz',
  'bankleitzahl',
  'kontonummer',
  'konto-nr\\.?',
  'kto\\.?(?:-nr\\.?)?',
  'konto',
  'abi',
  'cab',
  'code banque',
  'rib',
  'nib',
  'clabe',
  'ccc',
  'code guichet',
  'numéro de compte',
  'n° de compte',
  'número de cuenta',
  'cuenta',
  'conto corrente',
  'conto',
  'routing number',
  'routing',
  'aba',
  'sort code',
  'account number',
  'account',
].join('|');

const BANK_NUMBER = new RegExp(
  String.raw`(?<![\p{L}\p{N}])((?:${BANK_LABEL})[ \t]{0,2}(?:n[º°o.]{1,2}[ \t]{0,2})?:?[ \t]{0,2})(\d(?:[ .-]?\d){3,24}(?:-[\dXx])?)(?![\p{L}\p{N}]|[.,]\d|[ \t]{0,2}(?:mg|ml|g|kg|%|€|euros?|reais|dólares|dollars?|vezes|veces|fois|volte|mal|times|kcal|cal|calorie|calorias|calorías|calories|kalorien|passi|pasos|passos|pas|steps|schritte)(?![\p{L}]))`,
  'giu',
);

/**
 * A bank's code read with the branch and account after it, as Brazil writes a deposit's details
 * ('banco 341, agência 0912, conta 45821-7'): alone the code names a bank, with them a person's
 * account, so it goes with them.
 */
const BANK_CODE_BEFORE_BRANCH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])((?:banco|bank|banque|banca)[ \t]{0,2}(?:n[º°o.]{1,2}[ \t]{0,2})?:?[ \t]{0,2})\d{3,4}(?=[ \t]{0,2}[,;/-]?[ \t]{0,2}(?:ag[êe]ncia|ag\.|agency|branch|filial|sucursal|agence|guichet|filiale|agenzia)(?![\p{L}]))`,
  'giu',
);

export const BANK_RULES: Rule[] = [
  [BANK_NUMBER, '$1[ID]'],
  [BANK_CODE_BEFORE_BRANCH, '$1[ID]'],
];

/** Words for 'day' or 'on' before a date, in the six languages. */
const DAY_CUE = String.raw`(?:no[ \t]dia|do[ \t]dia|ao[ \t]dia|desde[ \t]o[ \t]dia|dia|el[ \t]día|el[ \t]dia|del[ \t]día|desde[ \t]el|hasta[ \t]el|le|du|au|depuis[ \t]le|jusqu'au|am|vom|bis[ \t]zum|seit[ \t]dem|il[ \t]giorno|il|dal|al|fino[ \t]al|on[ \t]the|since|until)`;
const NOT_A_DATE_AFTER = String.raw`(?![ \t]{0,2}(?:of|des?|du|della|delle|degli|dei|di|der|do|dos|da|das|del|tablets?|pills?|comprimés?|comprimidos?|compresse|compressa|tabletten?|tabl?\.?|cp|cps|dose|doses|dosis|mg|ml|g|%|der|ampoules?|ampollas?|sachets?|gotas|gouttes|tropfen|gocce|drops|spoons?|cucharadas?|colheres?|cuillères?)(?![\p{L}]))`;

/** A day and a month: '2/3', and with dots only in German ('am 2.3.'), where English writes decimals. */
const DAY_MONTH = String.raw`(?:0?[1-9]|[12]\d|3[01])/(?:0?[1-9]|1[0-2])(?![\p{L}\p{N}]|[/.,]\d)`;
const GERMAN_DAY_MONTH = String.raw`(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.?(?![\p{L}\p{N}]|[/.,]?\d)`;

/** 'Kraft am 4/5', 'pressão em 14/9': a strength or a pressure named before reads the numbers. */
const notAReading = (match: string, ...rest: unknown[]): string => {
  const offset = rest.find((value) => typeof value === 'number') as number;
  const whole = rest.findLast((value) => typeof value === 'string') as string;
  const denominator = Number(/[/.](\d{1,2})/u.exec(match)?.[1]);
  return isReading(whole.slice(Math.max(0, offset - 44), offset), denominator) ? match : '[DATE]';
};

export const SHORT_DATE_RULES: Rule[] = [
  // A care log's entry dated by day and month before its colon, anywhere in a line ('Transmissions
  // 22/02 :', 'Pflegedoku 14.12.:'): two-digit slashes ('7/10:' is a score) or the German dots.
  [
    new RegExp(
      String.raw`(?<![\p{L}\p{N}/.,:-])(?:(?:[0-2]\d|3[01])/(?:0[1-9]|1[0-2])|(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.)(?=[ \t]{0,2}:(?![ \t]?\d))`,
      'gu',
    ),
    '[DATE]',
  ],
  [
    new RegExp(
      String.raw`(?<=(?<![\p{L}])${DAY_CUE}[ \t]{1,2})${DAY_MONTH}${NOT_A_DATE_AFTER}`,
      'giu',
    ),
    notAReading,
  ],
  [
    new RegExp(
      String.raw`(?<=(?<![\p{L}])(?:am|vom|bis[ \t]zum|seit[ \t]dem|ab[ \t]dem)[ \t]{1,2})${GERMAN_DAY_MONTH}${NOT_A_DATE_AFTER}`,
      'giu',
    ),
    notAReading,
  ],
];
