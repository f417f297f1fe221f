import { isEverydayWord } from './everyday-words.ts';
import { GIVEN_NAMES } from './given-names.ts';
import { isKnownEponym } from './eponym-use.ts';
import { INSTITUTION_NAMES, INSTITUTION_NOUNS } from './name-vocabulary.ts';
import { CITIES } from './place-names.ts';

/*
 * A name that ends a text on its own after the last sentence, the way a letter or a complaint is
 * signed without 'regards': '... le rendez-vous contesté était le [DATE]. Wassim Cherif', '...
 * gracias.\nRocío Barrientos'. Two or three capitalised words with a particle perhaps, none a
 * common, medical, kinship, place or closing word: 'Best Regards', 'Mayo Clinic', 'Santa Maria'
 * and 'Thank You' stay.
 */

const WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’]{1,30}(?:-\p{Lu}[\p{Ll}\p{M}'’]{1,30})?`;
const PARTICLE = String.raw`(?:de|da|do|dos|das|del|della|di|van|von|der|le|la|el|ben|bin|al|ó|ní|mac)`;

const CLOSING_NAME = new RegExp(
  String.raw`(?<=(?:[.!?…)]|\])[ \t]{0,3}\n?[ \t]{0,3}|\n[ \t]{0,3})(${WORD}(?:[ \t]{1,2}(?:${PARTICLE}[ \t]{1,2}){0,2}${WORD}){1,2})(?:[ \t]*[.!])?\s*$`,
  'u',
);

const FOUND = /\[(?:NAME|ID|PHONE|EMAIL|ADDRESS|DATE|SSN|URL)\]/u;
const SALUTATION =
  /^[ \t\n]{0,3}(?:dear|hello|hi|to whom|bonjour|madame|monsieur|hola|estimad[oa]s?|buenos días|buenas tardes|sehr geehrte|hallo|guten tag|liebe[rs]?|gentile|egregio|buongiorno|salve|prezad[oa]s?|olá|bom dia|boa tarde|caro|cara)(?![\p{L}])/iu;

const SAINTS = new Set(['santa', 'santo', 'san', 'saint', 'sainte', 'sankt', 'são', 'sao']);

/** The formulas a message ends with instead of a name: 'Kind Regards', 'Muchas Gracias'. */
const CLOSING_FORMULAS = new Set(
  `best kind warm many yours regards wishes sincerely faithfully truly bless safe happy holidays
  cheers love thanks merci beaucoup cordialement bien amicalement salutations gracias muchas
  saludos atentamente cordiales un abrazo vielen dank grüße gruß grüsse liebe herzliche mit
  freundlichen grazie mille saluti cordiali distinti obrigado obrigada abraços atenciosamente
  cumprimentos beijos`.split(/\s+/),
);

const isNoName = (word: string): boolean => {
  const key = word.toLowerCase();
  return (
    isEverydayWord(word) ||
    INSTITUTION_NOUNS.has(key) ||
    INSTITUTION_NAMES.has(key) ||
    SAINTS.has(key) ||
    CLOSING_FORMULAS.has(key)
  );
};

export function redactClosingName(text: string): { text: string; parts: Set<string> } {
  const parts = new Set<string>();
  const match = CLOSING_NAME.exec(text);
  const name = match?.[1];
  if (!match || !name) return { text, parts };
  const words = name.split(/[ \t]+/).filter((word) => /^\p{Lu}/u.test(word));
  const first = (words[0] ?? '').toLowerCase();
  const last = (words[words.length - 1] ?? '').toLowerCase();
  if (words.some(isNoName) || CITIES.has(name.toLowerCase())) return { text, parts };
  // Unlisted names ('Wassim Cherif') only in a letter: a salutation opens it or an identifier
  // found already says whose affairs it is about ('n° adhérent [ID]'); 'It hurts. Lower Back'
  // and 'Is this serious? Urgent Question' stay.
  const listed = GIVEN_NAMES.has(first.split('-')[0] ?? '') || GIVEN_NAMES.has(last);
  const letter = FOUND.test(text.slice(0, match.index)) || SALUTATION.test(text);
  if (!listed && (!letter || words.some((word) => word.length < 3 || isKnownEponym(word)))) {
    return { text, parts };
  }
  for (const word of words) parts.add(word.toLowerCase());
  const start = match.index;
  return { text: `${text.slice(0, start)}[NAME]${text.slice(start + name.length)}`, parts };
}
