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

/**
 * German streets named without a type word: 'Am Kirchberg 3a', 'An der Linde 12', 'Im Winkel
 * 4/1'; the number ends the clause (or a letterhead's separator, '·', '|', '–', or the postcode
 * after it: round 21c), so 'Am Abend 2 Tabletten' stays, and time words never start one.
 */
const GERMAN_PLACE_STREET =
  /(?<![\p{L}])(?:Am|Im|Zum|Zur|Beim|An der|Auf der|Auf dem|In der|Unter den|Hinter der|Vor dem)[ \t]{1,2}(\p{Lu}\p{Ll}{2,30}(?:[ \t]\p{Lu}\p{Ll}{2,30})?)[ \t]{1,2}\d{1,3}(?:[ \t]?[a-z])?(?:\/\d{1,3})?(?=[ \t]{0,2}(?:[,;)·•|]|[–—-][ \t]|\.(?!\d)|$)|[ \t]{1,2}(?:\[ADDRESS\]|\d{4,5}[ \t]\p{Lu}))/gmu;
const NOT_A_STREET_NAME = new Set(
  `abend morgen mittag nachmittag vormittag tag tage jahr jahre monat woche wochenende ende anfang
  montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni
  juli august september oktober november dezember zimmer bett durchschnitt schnitt alter moment
  sommer winter frühling herbst schnitt stück stockwerk`.split(/\s+/),
);
const germanPlaceStreet = (match: string, name: string): string =>
  name
    .toLowerCase()
    .split(/[ \t]+/)
    .some((word) => NOT_A_STREET_NAME.has(word) || STOP_WORDS.has(word) || MEDICAL_WORDS.has(word))
    ? match
    : '[ADDRESS]';

/** Brazilian housing estates named like streets: 'Condomínio Jardim das Palmeiras'. */
const ESTATE =
  /(?<![\p{L}])(?:Condom[íi]nio|Conjunto Habitacional|Residencial|Edif[íi]cio|Urbanizaci[óo]n|Urbanizaç[ãa]o)[ \t]{1,2}\p{Lu}[\p{Ll}\p{M}'’]{1,30}(?:[ \t]{1,2}(?:(?:d[aeo]s?|del|de la)[ \t]{1,2})?\p{Lu}[\p{Ll}\p{M}'’]{1,30}){0,3}/gu;

/** A town of birth after the date: 'né le [DATE] à Bouaké', 'nacido el [DATE] en Cuzco'. */
const TOWN_AFTER_BIRTH_DATE =
  /(?<=(?:né|née|nato|nata|nacido|nacida|nascido|nascida|geboren|born)[ \t]{1,2}(?:(?:le|il|el|em|am|on|a)[ \t]{1,2})?\[DATE\],?[ \t]{1,2}(?:à|a|en|em|in|at)[ \t]{1,2})\p{Lu}[\p{Ll}\p{M}'’-]{1,30}(?:[ \t](?:(?:de|del|di|da|do|sur|am)[ \t])?\p{Lu}[\p{Ll}\p{M}'’-]{1,30}){0,2}/gu;

/*
 * Round 21c: streets whose type word is not where the English rule looks for it.
 * - Irish streets named in Irish, the type first: '23 Ard na Gréine', '4 Bóthar na Trá', '12
 *   Páirc an Choill', 'Cois Cladaigh 7' is rarer and left.
 * - Indian addresses: a unit ('Shop 7', 'Flat 12', 'Plot No. 45', 'Door No. 12-3') and the
 *   comma-separated parts after it up to the clause's end, when one part bears an Indian
 *   address word ('Sai Krupa CHS', 'LBS Marg', 'Gandhi Nagar', 'Sector 21', 'MG Road'), so
 *   'Bed 4, Ward 7' stays.
 */
const IRISH_STREET =
  /(?<![\p{L}\p{N}])\d{1,4}[a-z]?[ \t]{1,2}(?:Ard|Árd|Bóthar|Bóthairín|Sráid|Páirc|Cnoc|Radharc|Cois|Plás|Ascaill|Lána|Gleann|Céide|Faiche|Garrán|Coill|Cluain|Lios|Ráth|Dún|Baile)(?:[ \t](?:na|an|a|na[ \t]h-|an[ \t]t-|Uí|Mhic|\p{Lu}[\p{Ll}\p{M}'’-]{1,20})){1,3}(?![\p{L}])/gu;
const INDIAN_UNIT = String.raw`(?:Shop|Flat|Plot|Door|House|Bldg\.?|Building|Gala|Survey|Quarter|Qtr\.?)[ \t]{1,2}(?:No\.?[ \t]{0,2}|#[ \t]?)?[A-Z]?\d{1,5}(?:[/-]\d{1,4}[A-Z]?)?`;
/** A part's words: capitalised or numbered, no dot (a stop ends the address: 'Andheri East. My'). */
const INDIAN_PART = String.raw`[\p{Lu}\d][\p{L}\p{N}'’/-]{0,30}(?:[ \t][\p{Lu}\d][\p{L}\p{N}'’/-]{0,30}){0,4}`;
const INDIAN_ADDRESS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${INDIAN_UNIT}(?:,[ \t]{1,2}${INDIAN_PART}){1,6}`,
  'gu',
);
const INDIAN_WORD =
  /(?:^|[ \t])(?:CHS|Society|Soc\.|Co-op|Apartments?|Apts\.?|Nagar|Marg|Road|Rd\.?|Chowk|Colony|Layout|Sector|Vihar|Enclave|Complex|Niwas|Nivas|Bhavan|Bhawan|Sadan|\d{1,2}(?:st|nd|rd|th)[ \t](?:Cross|Main)|Gali|Peth|Wadi|Puram|Palya|Halli|Bagh|Ganj|Pada|Residency)(?=$|[ \t,])/u;
const indianAddress = (match: string): string => {
  const parts = match.split(/,[ \t]{1,2}/u);
  // The chain ends at the last part that is an address's: a West or East, a town, a part.
  return parts.slice(1).some((part) => INDIAN_WORD.test(part)) ? '[ADDRESS]' : match;
};

/** Run before the street and unit rules, which would take 'Flat 12' or 'Sector 2' alone. */
export const INDIAN_ADDRESS_RULES: Rule[] = [[INDIAN_ADDRESS, indianAddress]];

/*
 * Round 22b: Indian addresses, a house number with a slash or a letter ('14/2', '118/B', '#45')
 * and a numbered road of a layout ('3rd Cross', '5th Main', '2nd Stage', 'Phase 2', 'Sector 14'),
 * then the neighbourhood and the town after commas ('Malleshwaram, Bengaluru'), or a house number
 * and a 'Nagar', 'Layout', 'Colony' ('12, Gandhi Nagar'). A date's '14/2' alone stays a date: the
 * road after it is what makes an address.
 */
const LAYOUT_ROAD = String.raw`\d{1,2}(?:st|nd|rd|th)[ \t]{1,2}(?:Cross|Main|Stage|Phase|Block|Sector|Lane|Road|Street|Avenue)(?:[ \t]{1,2}(?:Road|Rd\.?))?`;
const LAYOUT_AREA = String.raw`(?:\p{Lu}[\p{Ll}\p{M}]{1,30}[ \t]{1,2}){1,2}(?:Nagar|Layout|Colony|Extension|Puram|Pet|Palya|Halli|Enclave|Vihar)`;
/** A house number with a slash, a letter or a '#' ('14/2', '118/B', '#45'); a bare one before a Cross or a Main only. */
const SLASH_HOUSE = String.raw`(?:#[ \t]?\d{1,4}(?:[\/-][\dA-Za-z]{1,4})?|\d{1,4}[\/-][\dA-Za-z]{1,4}),?[ \t]{1,2}(?:${LAYOUT_ROAD}|${LAYOUT_AREA})|\d{1,4},[ \t]{1,2}\d{1,2}(?:st|nd|rd|th)[ \t]{1,2}(?:Cross|Main)`;
const LAYOUT_ADDRESS = new RegExp(
  String.raw`(?<![\p{L}\p{N}\/.])(?:${SLASH_HOUSE})((?:,[ \t]{1,2}\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,2}){0,3})(?![\p{L}\p{N}])`,
  'gu',
);
const layoutAddress = (match: string, places: string): string => {
  // The parts after the road while they read as places: no common or medical word ('Patient').
  let kept = match.length - places.length;
  for (const part of places.split(',').slice(1)) {
    const words = part.trim().split(/[ \t]+/);
    if (
      words.some(
        (word) => STOP_WORDS.has(word.toLowerCase()) || MEDICAL_WORDS.has(word.toLowerCase()),
      )
    )
      break;
    kept += part.length + 1;
  }
  return `[ADDRESS]${match.slice(kept)}`;
};

export const ADDRESS_FORM_RULES: Rule[] = [
  [LAYOUT_ADDRESS, layoutAddress],
  [IRISH_STREET, '[ADDRESS]'],
  [GERMAN_PLACE_STREET, germanPlaceStreet],
  [ESTATE, '[ADDRESS]'],
  [TOWN_AFTER_BIRTH_DATE, '[ADDRESS]'],
  [FOUR_DIGIT_POSTCODE, '[ADDRESS]'],
  [TOWN_BEFORE_STATE, townBeforeState],
  [/(?<![\p{L}\p{N}])(?:CABA|CDMX|NYC)(?![\p{L}\p{N}])/gu, '[ADDRESS]'],
];
