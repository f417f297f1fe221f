import {
  isReading,
  offsetAndWhole,
  validDayMonth,
  validGermanDayMonth,
} from './year-less-dates.ts';

/*
 * Dates without a year that round 18b left (round 19b). A day and a month in numbers are also a
 * ratio, a fraction, a dose or a lab value; here the context says date:
 * - a line opened by a day and a month before a dash or a time written as four digits ('03/02 –
 *   Dña.', '22/08 0630:');
 * - a day and a month after a word of a log, a diary, a plan or a note in the six languages
 *   ('diario infermieristico 02/04', 'Tourenplan 14.03.', 'Handover sheet 19/11', 'transmissions
 *   du 09/03', 'registo de enfermagem 05/07') when a time, a line's end or a punctuation mark
 *   follows, and a day and a month of two digits each before a time anywhere ('12/06 a las 23:00',
 *   '15/10 alle 6:30', '14.03. um 9');
 * - a German day with its dot before a month word of any German spelling, Swiss and Austrian ones
 *   too ('14. Feb', '11. Novämber', '2. Jänner', '4. Auguscht', '3. Feber');
 * - a bare day: French 'le 3' and 'le 1er', German 'am 12.', 'vom 3.', English 'on the 3rd',
 *   Spanish 'el 3' and Italian 'il 3' before a time, each only where a pronoun, a verb, a time or
 *   a punctuation mark follows ('le 5-FU', 'le 2 mg', 'am 3. Tag', 'on the 3rd floor' stay).
 * '2/3 of patients', '1/2 tablet', '10/12 mg', 'BP 120/80', 'GCS 14/15' and '14.03' as a value keep
 * their numbers: one-digit slashes need a log word and a time, dotted days need their closing dot,
 * readings before and units after are guarded. Every quantifier is bounded: linear time.
 */

type Rule = [RegExp, string | ((match: string, ...groups: unknown[]) => string)];

/** A time after a date: '22:00', '07h30', '0630:', 'ore 22', 'à 21h', 'a las 23', 'um 9', 'at 7'. */
const TIME = String.raw`(?:\d{1,2}(?:[:h.]\d{2}|h)(?![\p{N}])|(?:[01]\d|2[0-3])[0-5]\d(?:h|hrs)?(?=[ \t]{0,2}[:,–—-])|(?:ore|h|hrs?|às|as|pelas|um|gegen|ab|a[ \t]las|alle|à|a|vers|at|around|@)[ \t]{1,2}\d{1,2}(?![\p{N}]|[ \t]{0,2}(?:mg|ml|g|%|x|tab|comp|cp)))`;
const TIME_AFTER = String.raw`[ \t]{1,3}${TIME}`;

/** A day and a month: two digits each with '/', or the German day.month. with its closing dot. */
const DAY_MONTH = String.raw`(?:(\d{2})\/(\d{2})|(\d{1,2})\.(\d{1,2})\.)(?![\p{N}]|[/.]\d)`;
/** A day and a month of one or two digits, for the log words only. */
const ANY_DAY_MONTH = String.raw`(?:(\d{1,2})\/(\d{1,2})|(\d{1,2})\.(\d{1,2})\.)(?![\p{N}]|[/.]\d)`;

const check = (
  match: string,
  keep: string,
  slashA: string | undefined,
  slashB: string | undefined,
  dotDay: string | undefined,
  dotMonth: string | undefined,
  before: string,
): string => {
  if (slashA !== undefined && slashB !== undefined) {
    const valid = validDayMonth(Number(slashA), Number(slashB));
    return valid && !isReading(before, Number(slashB)) ? `${keep}[DATE]` : match;
  }
  return validGermanDayMonth(Number(dotDay), Number(dotMonth)) ? `${keep}[DATE]` : match;
};

/** A line opened by a day and a month before a dash or a time: '03/02 – Dña.', '21/7 0600 obs'. */
const LINE_OPENING_DATE = new RegExp(
  String.raw`^([ \t]{0,4})${ANY_DAY_MONTH}(?=[ \t]{1,2}[–—-][ \t]|[ \t]{1,2}(?:[01]\d|2[0-3])(?::?[0-5]\d|h[0-5]\d)(?:h|hrs)?(?:[ \t]{0,2}[:,–—-]|[ \t]{1,2}(?!(?:mg|ml|g|mcg|ui|iu|u|kg|x|pts|patients?)(?![\p{L}]))\p{L}))`,
  'gmu',
);

/** Words of a log, a diary, a plan, a sheet or a note, in the six languages. */
const LOG_WORD = String.raw`(?:log|logbook|diary|journal|notes?|progress[ \t]notes?|nursing[ \t]notes?|handover(?:[ \t](?:sheet|notes?))?|shift(?:[ \t](?:log|report|notes?))?|rota|schedule|care[ \t]plan|report|incident[ \t]report|entry|record|chart|diario|registro|registo|parte(?:[ \t]de[ \t]incidencias|[ \t]diario)?|hoja(?:[ \t]de[ \t]enfermer[íi]a)?|evoluci[óo]n|nota(?:s)?(?:[ \t]de[ \t]enfermer[íi]a)?|informe|turno|guardia|transmissions?|cahier(?:[ \t]de[ \t]liaison)?|relève|compte[ \t]rendu|rapport|planning|tourn[ée]e|garde|plan|protokoll|pflegebericht|pflegedoku(?:mentation)?|dokumentation|bericht|verlauf|eintrag|tagebuch|dienstplan|tourenplan|nachtdienst|frühdienst|spätdienst|übergabe|notiz|infermieristico|consegne|verbale|rapporto|relazione|cartella|notturno|passagem[ \t]de[ \t]turno|plant[ãa]o|relat[óo]rio|evolu[çc][ãa]o|di[áa]rio(?:[ \t]de[ \t]enfermagem)?|enfermagem)`;
/** What may stand between the log word and the date: 'du', 'del', 'vom', 'of', a colon, a dash. */
const LOG_JOIN = String.raw`(?:[ \t]{0,2}[:–—-])?[ \t]{1,2}(?:(?:du|de|del|dello|della|do|da|vom|von|for|of|für|dal|al)[ \t]{1,2})?`;
/** What follows a log's date: a time, a line's end, a punctuation mark. */
const LOG_DATE_END = String.raw`(?=${TIME_AFTER}|[ \t]{0,2}(?:$|[,;:–—-]|\.(?![\p{N}])))`;

const LOG_WORD_DATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${LOG_WORD}${LOG_JOIN})${ANY_DAY_MONTH}${LOG_DATE_END}`,
  'gimu',
);

/** A day and a month of two digits each, or dotted with its closing dot, before a time anywhere. */
const DATE_BEFORE_TIME = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/:-])()${DAY_MONTH}(?=${TIME_AFTER})`,
  'gu',
);

const withBefore =
  () =>
  (match: string, ...rest: unknown[]): string => {
    const [keep = '', slashA, slashB, dotDay, dotMonth] = rest as (string | undefined)[];
    const [offset, whole] = offsetAndWhole(rest);
    const before = whole.slice(Math.max(0, offset - 40), offset);
    return check(match, keep, slashA, slashB, dotDay, dotMonth, before);
  };

/** German months in every spelling: standard, Austrian, Swiss, abbreviated. */
const GERMAN_MONTH = String.raw`(?:januar|j[äa]nner|jenner|feber|februar|hornung|m[äa]rz|merz|märze|april|aprill|abrill|mai|maie|meie|juni|juno|juli|julei|august|auguscht|augscht|ougschte|september|sept[äe]mber|oktober|oktoober|november|nov[äe]mber|dezember|dez[äe]mber|jan|jän|feb|febr|mär|mrz|apr|jun|jul|aug|sep|sept|okt|nov|dez)`;
const GERMAN_DAY_MONTH_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/-])(?:[12]\d|3[01]|0?[1-9])\.[ \t]{0,2}${GERMAN_MONTH}\.?(?![\p{L}])(?![ \t]{0,2}\d)`,
  'giu',
);

/** A French bare day: 'tombé le 3 et', 'le 1er au soir'; not 'le 5-FU', 'le 2 mg', 'le 3e doigt'. */
const FRENCH_BARE_DAY = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’])([Ll]e[ \t]{1,2})(1er|[12]\d|3[01]|0?[1-9])(?=[ \t]{0,2}(?:$|[,;:!?)]|\.(?![\p{N}]))|[ \t]{1,2}(?:au|à|a|vers|il|elle|on|je|j['’]|nous|vous|ils|elles|mon|ma|mes|son|sa|ses|et|matin|soir|midi|après-midi|dernier|prochain|du[ \t]mois)(?![\p{L}]))`,
  'gmu',
);

/** A verb of dialling before 'le 15': the emergency number ('appeler le 15', 'faites le 112'). */
const DIALLING_BEFORE =
  /(?:appel\p{L}{0,6}|rappel\p{L}{0,6}|compos\p{L}{0,6}|fai(?:s|t|re|tes)|tap\p{L}{0,4}|joindre|contact\p{L}{0,5}|num[ée]ro|sonner|au|ou)[ \t]{1,2}$/iu;

/** A German bare day: 'am 12. war', 'am 12.', 'vom 3. bis'; not 'am 3. Tag', 'am 2. postoperativen'. */
const GERMAN_BARE_DAY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])((?:am|vom|seit[ \t]{1,2}dem|bis[ \t]{1,2}zum|ab[ \t]{1,2}dem)[ \t]{1,2})(?:[12]\d|3[01]|0?[1-9])\.(?=[ \t]{0,2}(?:$|[,;:!?)]|um[ \t])|[ \t]{1,2}(?!(?:und|oder|bis|bzw|post|prä|prae|stationär|ambulant|lebens|behandlungs|therapie|zyklus|op-)\p{Ll}*)\p{Ll})`,
  'gmu',
);

/** An English bare ordinal after 'on the': 'on the 3rd he fell'; not 'on the 3rd floor'. */
const ENGLISH_BARE_DAY = new RegExp(
  String.raw`(?<![\p{L}])((?:on|since|until|till|from|by)[ \t]{1,2}the[ \t]{1,2})(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)(?=[ \t]{0,2}(?:$|[,;:!?)]|\.(?![\p{N}]))|[ \t]{1,2}(?:at|around|about|and|he|she|i|we|they|my|his|her|it|was|when|after|before|in[ \t]the[ \t](?:morning|afternoon|evening)|at[ \t]night)(?![\p{L}]))`,
  'gimu',
);

/** A Spanish or Italian bare day before a time: 'el 3 a las 10', 'il 3 alle 8'. */
const ROMANCE_BARE_DAY_BEFORE_TIME = new RegExp(
  String.raw`(?<![\p{L}])((?:el|il|o|dia|día)[ \t]{1,2})(?:[12]\d|3[01]|0?[1-9])(?=[ \t]{1,2}(?:a[ \t]las|alle|ore|às|pelas)[ \t]{1,2}\d)`,
  'gu',
);

export const LOG_DATE_RULES: Rule[] = [
  [
    LINE_OPENING_DATE,
    (match: string, ...rest: unknown[]) => {
      const [keep = '', slashA, slashB, dotDay, dotMonth] = rest as (string | undefined)[];
      return check(match, keep, slashA, slashB, dotDay, dotMonth, '');
    },
  ],
  [LOG_WORD_DATE, withBefore()],
  [DATE_BEFORE_TIME, withBefore()],
  [GERMAN_DAY_MONTH_WORD, '[DATE]'],
  [
    FRENCH_BARE_DAY,
    (match: string, cue: unknown, ...rest: unknown[]) => {
      const [offset, whole] = offsetAndWhole(rest);
      return DIALLING_BEFORE.test(whole.slice(Math.max(0, offset - 24), offset))
        ? match
        : `${String(cue)}[DATE]`;
    },
  ],
  [GERMAN_BARE_DAY, '$1[DATE]'],
  [ENGLISH_BARE_DAY, '$1[DATE]'],
  [ROMANCE_BARE_DAY_BEFORE_TIME, '$1[DATE]'],
];
