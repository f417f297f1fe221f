import { DATE_NAMED_INSTITUTION } from './event-dates.ts';

/*
 * Vital signs, bedside measurements and sizes with their units are never identifiers. Care logs put them after a day's
 * or a note's label ('Tues: BP 168/92', 'Lundi : TA 145/88', 'Sexta: PA 13x8'), and the rules for
 * record numbers after a label read such a value as a code. Every measurement after a vital
 * sign's label, in the six languages, is set aside before the rules run and put back after, so
 * no rule of any file can take it, whatever label or weekday stands before it.
 */

/**
 * Labels of a pressure, written in the case they are written in ('BP', 'TA', 'PA', 'RR'), so
 * 'ta' and 'pa' as words stay words, and in words in any case. A pressure's value may be a pair.
 */
const PRESSURE_ABBREVIATIONS = String.raw`B\/?P|SBP|DBP|MAP|TA|PA|PAS|PAD|RR|ABP|NIBP`;
const PRESSURE_WORDS = String.raw`(?:blood )?pressure|tensi[óo]n(?: arterial)?|presi[óo]n(?: arterial)?|tension(?: art[ée]rielle)?|pression(?: art[ée]rielle)?|blutdruck|druck|pressione(?: arteriosa| massima| minima)?|press[ãa]o(?: arterial)?`;
/** Labels of the other signs: pulse, breathing, saturation, temperature, blood sugar. */
const SIGN_ABBREVIATIONS = String.raw`HR|FC|FR|FCF|HF|AF|SpO2|SPO2|SaO2|SpO₂|O2 ?[Ss]ats?|Sats?|SAT|T|Temp|TEMP|BZ|BG|CBG|GCS|EtCO2`;
const SIGN_WORDS = String.raw`heart rate|pulse(?: rate)?|resp(?:iratory)? rate|resps|oxygen sat(?:uration)?s?|sat(?:uration)?s?|temperature|temp|blood sugar|sugar|glucose|glyc(?:a)?emia|frecuencia card[ií]aca|frecuencia respiratoria|pulso|saturaci[óo]n|temperatura|glucemia|glicemia|glucosa|az[úu]car|fr[ée]quence cardiaque|fr[ée]quence respiratoire|pouls|saturation|temp[ée]rature|glyc[ée]mie|dextro|puls|herzfrequenz|atemfrequenz|s[äa]ttigung|sauerstoffs[äa]ttigung|temperatur|fieber|blutzucker|zucker|frequenza cardiaca|frequenza respiratoria|polso|saturazione|febbre|glucosio|frequ[êe]ncia card[íi]aca|frequ[êe]ncia respirat[óo]ria|satura[çc][ãa]o|glicose|hgt`;

/** Words between a label and its value: ':', '=', 'of', 'was', 'de', 'à', 'bei', 'è'... */
const LINK = String.raw`(?:[ \t]{0,3}[:=][ \t]{0,3}|[ \t]{1,3}(?:(?:of|was|is|at|de|a|à|di|da|do|era|es|est|était|ist|war|bei|von|è|é|estava|estaba|stava)[ \t]{1,3}){0,2})`;

/** A number with its decimal: at most three integer digits, so a record number stays one. */
const NUMBER = String.raw`\d{1,3}(?:[.,]\d{1,2})?`;
/** A pressure's second number after '/', 'x' or 'por' ('168/92', '16x10', '12 por 8'). */
const SECOND = String.raw`(?:[ \t]{0,2}(?:\/|x|por|sur|su|über|over)[ \t]{0,2}\d{1,3})?`;
const UNIT = String.raw`(?:[ \t]{0,2}(?:%|mm ?Hg|bpm|lpm|ppm|°[CF]?|ºC?|mg\/d[lL]|mmol\/[lL]|g\/[lL]|\/min|rpm|irpm|cpm))?`;
const END = String.raw`(?![\p{L}\p{N}]|[.,/-]\d|[ \t]\d)`;

const PRESSURE = String.raw`${LINK}${NUMBER}${SECOND}${UNIT}${END}`;
const SIGN = String.raw`${LINK}${NUMBER}${UNIT}${END}`;
const START = String.raw`(?<![\p{L}\p{N}])`;

/**
 * A size, dose or amount with its unit, whatever stands before it ('Der Ring 2 mm breit', 'am
 * Marktplatz 5 cm groß'): a street rule read 'Ring 2' as an address and the unit was left alone.
 */
const MEASURE_UNIT = String.raw`(?:mm|cm|µm|μm|nm|km|kg|mg|µg|μg|mcg|ng|ml|mL|dl|dL|cl|mmol|µmol|μmol|mmHg|cmH2O)`;
const MEASUREMENT = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,\/-])\d{1,4}(?:[.,]\d{1,3})?[ \t]?${MEASURE_UNIT}(?![\p{L}\p{N}])`,
  'gu',
);

const VITAL_SIGNS = [
  DATE_NAMED_INSTITUTION,
  MEASUREMENT,
  new RegExp(String.raw`${START}(?:${PRESSURE_ABBREVIATIONS})${PRESSURE}`, 'gu'),
  new RegExp(String.raw`${START}(?:${PRESSURE_WORDS})${PRESSURE}`, 'giu'),
  new RegExp(String.raw`${START}(?:${SIGN_ABBREVIATIONS})${SIGN}`, 'gu'),
  new RegExp(String.raw`${START}(?:${SIGN_WORDS})${SIGN}`, 'giu'),
];

/** A month after the number: 'Sat 12 Oct' is a date, and the date rules must see it whole. */
const MONTH_AFTER =
  /^[ \t.,]{0,3}(?:jan|feb|f[ée]v|mar|apr|avr|abr|may|mai|mag|mai|jun|jui|giu|jul|lug|aug|ago|ao[uû]|sep|set|oct|okt|ott|out|nov|dec|d[ée]c|dez|dic|ene|gen|janv|mär)/iu;

/** Private-use characters: no rule's class holds them, and no one types them. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const DIGIT_BASE = 0xe010;
const SHIELDED = /\uE000([\uE010-\uE019]{1,6})\uE001/gu;

const encode = (index: number): string =>
  [...String(index)].map((digit) => String.fromCharCode(DIGIT_BASE + Number(digit))).join('');
const decode = (code: string): number =>
  Number([...code].map((char) => String(char.charCodeAt(0) - DIGIT_BASE)).join(''));

/**
 * A capitalised word written right before a dose ('Tecfidera 240 mg', 'Keppra 500mg'): a drug,
 * wherever else the text names it ('Esclerose múltipla – Tecfidera' in a forum title). Letters
 * only, so the word needs no escaping in the pattern built from it.
 */
const DRUG_WITH_DOSE =
  /(?<![\p{L}\p{M}\p{N}])(\p{Lu}\p{Ll}{3,20})[ \t]{0,2}\d{1,4}(?:[.,]\d{1,3})?[ \t]{0,2}(?:mg|mcg|µg|ug|ml|ui|iu|units?|unités|einheiten|unidades)(?![\p{L}])/gu;

/**
 * The text with each vital sign's measurement and each drug named with a dose set aside, and the
 * way to put them back.
 */
export function shieldVitalSigns(text: string): {
  text: string;
  restore: (redacted: string) => string;
} {
  const kept: string[] = [];
  let shielded = text;
  if (!text.includes(OPEN)) {
    // Drugs first, by the dose written after them somewhere in the text, then every mention.
    const drugs = new Set<string>();
    for (const [, drug] of text.matchAll(DRUG_WITH_DOSE)) {
      if (drug && drugs.size < 24) drugs.add(drug);
    }
    for (const drug of drugs) {
      shielded = shielded.replace(
        new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${drug}(?![\\p{L}\\p{M}\\p{N}])`, 'gu'),
        (match: string) => {
          kept.push(match);
          return `${OPEN}${encode(kept.length - 1)}${CLOSE}`;
        },
      );
    }
    for (const pattern of VITAL_SIGNS) {
      shielded = shielded.replace(pattern, (match: string, offset: number, whole: string) => {
        const end = offset + match.length;
        if (MONTH_AFTER.test(whole.slice(end, end + 8))) return match;
        kept.push(match);
        return `${OPEN}${encode(kept.length - 1)}${CLOSE}`;
      });
    }
  }
  if (kept.length === 0) return { text, restore: (redacted) => redacted };
  return {
    text: shielded,
    restore: (redacted) =>
      redacted.replace(SHIELDED, (match, code: string) => kept[decode(code)] ?? match),
  };
}
