import { isEverydayWord } from './everyday-words.ts';
import { isKnownEponym } from './eponym-use.ts';
import {
  INSTITUTION_BEFORE,
  INSTITUTION_NOUNS,
  MEDICAL_WORDS,
  STOP_WORDS,
} from './name-vocabulary.ts';
import { LARGE_AREAS } from './place-names.ts';
import { isTown, isTownDistrict } from './places.ts';

/** `text` without the characters of `chars` at its end (read from the end, once: linear). */
const trimEnd = (text: string, chars: string): string => {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
};

/*
 * Towns without a preposition, where the line's shape shows them to be a place:
 * - a signature's or letterhead's last part after a comma: 'Att, Dr. [NAME], Porto Alegre',
 *   'Praxis Sommer, Freiburg', 'Medicina Interna, Palermo – mail', 'Family Medicine, Spokane';
 * - a town next to its postcode: '1024 Ecublens', '83471 Berchtesgaden', 'Bengaluru 560034', and
 *   an Australian state's postcode ('QLD 4558': the state stays, the code goes);
 * - a district between two parts of an address: '[ADDRESS], Boa Viagem, [ADDRESS]';
 * - a town and its district, anywhere: 'Köln-Ehrenfeld', 'Hamburg-Billstedt' (places.ts).
 * Each takes a town of the hand list or the gazetteer only, except between two address parts.
 */

const WORD = String.raw`\p{Lu}[\p{L}\p{M}'’.-]{1,30}`;
const LINK = String.raw`(?:de|do|da|dos|das|del|di|du|sur|am|an[ \t]der|im|upon|la|le|les|el)`;
const RUN = String.raw`${WORD}(?:[ \t](?:${LINK}[ \t])?${WORD}){0,3}`;

/**
 * After a comma, at the line's end or before a dash, a bar or a Brazilian state: a signature's
 * town. Round 21c: also after a letterhead's or a card's separator ('Tel. [PHONE] · Bilbao',
 * '| Nampula, [ADDRESS]') and before a US state's code at the line's end ('- [NAME], Toledo OH').
 */
const TOWN_ENDING_LINE = new RegExp(
  String.raw`(?<=(?:,|[|·•])[ \t]{1,2})(${RUN})(?=[ \t]{0,2}(?:$|[–—|][ \t]|-[ \t]|\/\p{Lu}{2}(?![\p{L}]))|[ \t]\p{Lu}{2}[ \t]*$)`,
  'gmu',
);

/** A postcode of four to six digits, then a capitalised town: '1024 Ecublens', '75011 Paris'. */
const CODE_THEN_TOWN = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/:-])(\d{4,6})([ \t]{1,2})(${RUN})`,
  'gu',
);
/** A town, then an Indian PIN of six digits: 'Bengaluru 560034'. */
const TOWN_THEN_PIN = new RegExp(String.raw`(${RUN})([ \t]{1,2})(\d{6})(?![\p{N}]|[.,]\d)`, 'gu');
/** An Australian state and its postcode: 'QLD 4558', 'NSW 2000'. */
const AUSTRALIAN_POSTCODE =
  /(?<![\p{L}])((?:NSW|QLD|VIC|TAS|ACT|NT|SA|WA)[ \t]{1,2})\d{4}(?![\p{N}])/gu;

/** A capitalised run between two address parts: '[ADDRESS], Boa Viagem, [ADDRESS]/PE'. */
const BETWEEN_ADDRESSES = new RegExp(
  String.raw`(?<=\[ADDRESS\],[ \t]{1,2})(${RUN})(?=,[ \t]{1,2}\[ADDRESS\])`,
  'gu',
);

/** A district before its town, after a preposition: 'from Koramangala, [ADDRESS]'. */
const DISTRICT_BEFORE_TOWN = new RegExp(
  String.raw`(?<=(?<![\p{L}])(?:from|in|de|desde|en|à|a|em|aus|di|da)[ \t]{1,2})(${RUN})(?=,[ \t]{1,2}\[ADDRESS\])`,
  'gu',
);

/** Swiss German 'z'' for 'in': 'Mir wohne z'Luzern', 'I schaffe z'Bärn'. */
const SWISS_AT = new RegExp(
  String.raw`(?<=(?<![\p{L}])(?:wohne|wohnt|wohned|wohnen|läbe|lebe|lebed|schaffe|schaffed|bin|sind)[ \t]{1,2}z['’])(${RUN})`,
  'giu',
);

/** A town of the lists between commas before a town found: 'Reformed PC, Sabadell, [ADDRESS].' */
const TOWN_BEFORE_TOWN = new RegExp(
  String.raw`(?<=(?:,|[|·•])[ \t]{1,2})(${RUN})(?=,[ \t]{1,2}(?:(?:C\.P\.|CP|CEP|PLZ|NPA|CAP)[ \t]{0,2})?\[ADDRESS\])`,
  'gu',
);
/**
 * Round 21c: a letterhead's line opening on a district's name and number before an address
 * found: 'Cocody Riviera 3, [ADDRESS] – [PHONE]'. Two words at least, and no word of it may be a common or medical one
 * ('Bed 3, [ADDRESS]', 'Stage 2, ...' stay).
 */
const LINE_START_DISTRICT = new RegExp(
  String.raw`^(${RUN})[ \t]\d{1,3}(?=,[ \t]{1,2}\[ADDRESS\])`,
  'gmu',
);

/** A capitalised word with a hyphen inside: 'Köln-Ehrenfeld'. */
const HYPHENATED =
  /(?<![\p{L}\p{M}-])\p{Lu}[\p{L}\p{M}]{2,30}-\p{Lu}[\p{L}\p{M}]{2,30}(?![\p{L}\p{M}-])/gu;

const isWord = (name: string): boolean => {
  const key = name.toLowerCase();
  return STOP_WORDS.has(key) || MEDICAL_WORDS.has(key) || LARGE_AREAS.has(key);
};

/** The longest run of words at the start of `run` that is a town ('Porto Alegre'), or 0. */
function townLength(run: string): number {
  const words = run.split(/[ \t]/);
  for (let count = words.length; count >= 1; count -= 1) {
    const name = trimEnd(words.slice(0, count).join(' '), ".'’-");
    if (isTown(name) && !isWord(name) && !isKnownEponym(name)) return name.length;
  }
  return 0;
}

/** Whether the words just before `offset` name an institution ('Universitätsklinikum', 'Hospital de'). */
function institutionBefore(whole: string, offset: number): boolean {
  const words = whole
    .slice(Math.max(0, offset - 40), offset)
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean)
    .slice(-3);
  return words.some(
    (word) =>
      INSTITUTION_BEFORE.has(word) ||
      INSTITUTION_NOUNS.has(word) ||
      /(?:klinikum|klinik|krankenhaus|spital|hospital|université|universität|universidad)$/u.test(
        word,
      ),
  );
}

export function redactTownLines(text: string): string {
  return text
    .replace(TOWN_ENDING_LINE, (whole: string) => {
      // 'Toledo OH': a US state's code after the town stays (Safe Harbor keeps states).
      const state = /[ \t]\p{Lu}{2}$/u.exec(whole)?.[0] ?? '';
      const run = whole.slice(0, whole.length - state.length);
      const words = run.split(/[ \t]/);
      const name = trimEnd(run, ".'’-");
      // The whole run must be the town: 'Medicina Interna' is not followed by its town's name.
      return townLength(run) === name.length && words.length <= 4
        ? `[ADDRESS]${run.slice(name.length)}${state}`
        : whole;
    })
    .replace(CODE_THEN_TOWN, (match: string, code: string, gap: string, run: string) => {
      if (/^(?:19|20)\d{2}$/.test(code)) return match;
      const length = townLength(run);
      return length > 0 ? `[ADDRESS]${gap}[ADDRESS]${run.slice(length)}` : match;
    })
    .replace(TOWN_THEN_PIN, (match: string, run: string, gap: string) => {
      const words = run.split(/[ \t]/);
      for (let start = 0; start < words.length; start += 1) {
        const tail = words.slice(start).join(' ');
        if (isTown(tail) && !isWord(tail)) {
          const head = run.slice(0, run.length - tail.length);
          return `${head}[ADDRESS]${gap}[ADDRESS]`;
        }
      }
      return match;
    })
    .replace(AUSTRALIAN_POSTCODE, '$1[ADDRESS]')
    .replace(BETWEEN_ADDRESSES, (run: string) =>
      isWord(run) || MEDICAL_WORDS.has(run.split(/[ \t]/)[0]?.toLowerCase() ?? '')
        ? run
        : '[ADDRESS]',
    )
    .replace(DISTRICT_BEFORE_TOWN, (run: string, _run: string, offset: number, whole: string) =>
      run.split(/[ \t]/).some((word) => isWord(word) || isKnownEponym(word)) ||
      institutionBefore(whole, offset)
        ? run
        : '[ADDRESS]',
    )
    .replace(LINE_START_DISTRICT, (match: string, run: string) =>
      // Two words at least: 'Bed 3', 'Zimmer 4' are a room's.
      run.includes(' ') &&
      run
        .split(/[ \t]/u)
        .every(
          (word) => !isWord(word) && !isEverydayWord(word.toLowerCase()) && !isKnownEponym(word),
        )
        ? '[ADDRESS]'
        : match,
    )
    .replace(TOWN_BEFORE_TOWN, (run: string) =>
      townLength(run) === run.length ? '[ADDRESS]' : run,
    )
    .replace(SWISS_AT, (run: string) => (isWord(run) || !/^\p{Lu}/u.test(run) ? run : '[ADDRESS]'))
    .replace(HYPHENATED, (word: string, offset: number, whole: string) =>
      isTownDistrict(word) && !institutionBefore(whole, offset) ? '[ADDRESS]' : word,
    );
}
