import { MEDICAL_WORDS, STOP_WORDS } from './name-vocabulary.ts';

/*
 * Address forms the street rules do not read: a four-digit postcode before the town (Switzerland,
 * Austria, Belgium, Denmark, Norway, Luxembourg: '7000 Chur', '1000 Bruxelles') after a verb of
 * living and its preposition in the six languages; a Brazilian town before its state's code
 * ('Goiânia - GO', 'Campinas/SP'; the state stays, Safe Harbor keeps states); and the short names
 * of capitals people write in capitals ('CABA', 'CDMX').
 */

type Rule = [RegExp, string | ((match: string, ...groups: string[]) => string)];

/** 'wir wohnen in', 'nous vivons à', 'abitiamo a', 'vivimos en', 'moramos em', 'we live in'. */
const LIVING = String.raw`(?:wohne|wohnen|wohnt|lebe|leben|lebt|vis|vit|vivons|vivent|habite|habitons|habitent|demeure|demeurons|vivo|vive|viviamo|vivono|abito|abita|abitiamo|vivimos|viven|moro|mora|moramos|moram|resido|reside|live|lives|living|based)`;
const LIVING_AT = String.raw`${LIVING}[ \t]{1,2}(?:in|à|a|en|em|at|near|bei|nahe)[ \t]{1,2}`;
const FOUR_DIGIT_POSTCODE = new RegExp(
  String.raw`(?<=(?<![\p{L}])${LIVING_AT}(?:(?:CH|A|B|DK|N|L)-)?)\d{4}(?=[ \t]{1,3}\p{Lu}\p{Ll})`,
  'giu',
);

/** The 27 Brazilian state codes. */
const UF = 'AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO';
const TOWN_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’]{1,30}`;
/** 'Goiânia - GO', 'São José dos Campos/SP', 'Ribeirão Preto – SP': up to four words. */
const TOWN_BEFORE_STATE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${TOWN_WORD}(?:[ \t](?:(?:d[aeo]s?)[ \t])?${TOWN_WORD}){0,3})([ \t]{0,2}[-–/][ \t]{0,2})(?:${UF})(?![\p{L}\p{N}])`,
  'gu',
);
const townBeforeState = (match: string, town: string, dash: string): string => {
  const words = town.split(/[ \t]+/).map((word) => word.toLowerCase());
  const first = words[0] ?? '';
  // 'Doença de Chagas - MS' reads no town, nor does a sentence's first word ('Hoje - SP').
  if (words.some((word) => MEDICAL_WORDS.has(word)) || STOP_WORDS.has(first)) return match;
  return `[ADDRESS]${dash}${match.slice(town.length + dash.length)}`;
};

export const ADDRESS_FORM_RULES: Rule[] = [
  [FOUR_DIGIT_POSTCODE, '[ADDRESS]'],
  [TOWN_BEFORE_STATE, townBeforeState],
  [/(?<![\p{L}\p{N}])(?:CABA|CDMX|NYC)(?![\p{L}\p{N}])/gu, '[ADDRESS]'],
];
