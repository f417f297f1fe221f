import { isEponymUse, isKnownEponym } from './eponym-use.ts';
import {
  DISEASE_AFTER,
  KIN_WORDS,
  MEDICAL_WORDS,
  MONTHS,
  STOP_WORDS,
  TITLES,
} from './name-vocabulary.ts';
import { CITIES } from './place-names.ts';

/*
 * A surname after a name found that the finder stopped before because the surname is also an
 * eponym, a common word or a title-like word: 'my patient [NAME] Down (MRN', 'Dr [NAME] Still
 * wants', 'Frau [NAME] Kaiser,', 'Sig.ra [NAME] Conte,'. The word is the surname where the name
 * ends after it (a comma, a bracket, the line's end) or, after a title, where a verb goes on;
 * never where it names a disease there ('[NAME] has Down syndrome', "Still's disease",
 * 'Kaiserschnitt' is one word), nor a medical, kinship, month or town word. Name suffixes
 * ('Junior', 'Filho', 'Neto', 'Sobrinho', 'Jr.') join the name too: 'Yao [NAME] Junior'. Round 19c:
 * a contact's placeholder after it ends the name too ('NOK: daughter [NAME] Down [PHONE]').
 */

const WORD = String.raw`\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]{1,30}`;
const TITLE_BEFORE = String.raw`(?:Dr|Dra|Drs|Dott|Prof|Mr|Mrs|Ms|Mx|Miss|Frau|Herr|Herrn|Sig|Sig\.ra|Sr|Sra|Mme|M|Mlle|Monsieur|Madame|Señor|Señora|Senhor|Senhora|Dona|Doña|Signora|Signor)\.?`;

const SURNAME_AFTER = new RegExp(
  String.raw`(${TITLE_BEFORE}[ \t\u00a0]{1,2})?\[NAME\][ \t\u00a0](${WORD})(?=([,;:)]|[ \t\u00a0]{0,2}\(|[ \t\u00a0]{0,2}\n|[ \t\u00a0]{0,2}$|[ \t\u00a0]\p{Ll}|[ \t\u00a0]{1,2}\[(?:PHONE|ID|EMAIL|AGE|DATE)\]))`,
  'gu',
);

const INITIAL_AFTER = /\[NAME\][ \t\u00a0]\p{Lu}\.(?=[ \t\u00a0]{0,2}(?:[\n,;)]|$))/gu;

/** The word right before a name found ('son' in 'Our son [NAME] Down'). */
const KIN_BEFORE = /(?<![\p{L}\p{M}])(\p{L}[\p{L}\p{M}]{1,20})[ \t\u00a0]{1,2}$/u;

/** Words after a name that are part of it in the six languages' naming customs. */
const NAME_SUFFIX =
  /\[NAME\][ \t\u00a0](?:Junior|Júnior|Jr\.?|Filho|Filha|Neto|Neta|Sobrinho|Segundo|Hijo)(?![\p{L}\p{M}])/gu;

const isNoSurname = (word: string): boolean => {
  const key = word.toLowerCase();
  return (
    MEDICAL_WORDS.has(key) ||
    DISEASE_AFTER.has(key) ||
    KIN_WORDS.has(key) ||
    TITLES.has(key) ||
    MONTHS.has(key) ||
    CITIES.has(key)
  );
};

export function redactSurnamesAfterNames(text: string): { text: string; parts: Set<string> } {
  const parts = new Set<string>();
  if (!text.includes('[NAME]')) return { text, parts };
  let result = text.replace(
    SURNAME_AFTER,
    (
      match: string,
      title: string | undefined,
      word: string,
      after: string,
      offset: number,
      whole: string,
    ) => {
      const start = offset + match.length - word.length;
      if (isNoSurname(word) || isEponymUse(whole, start, start + word.length)) return match;
      const common = STOP_WORDS.has(word.toLowerCase()) && !isKnownEponym(word);
      // A lower-case word after it: only after a title ('Dr [NAME] Still wants'), and not a
      // common word then unless a title stands before ('[NAME] Will you' is a question).
      // Round 22a: a kinship word before the name counts as a title does ('Our son [NAME] Down
      // has Down syndrome', 'mi hija [NAME] Crohn tiene'), for an eponym or a word there.
      const kin =
        title === undefined &&
        (isKnownEponym(word) || common) &&
        KIN_WORDS.has(
          KIN_BEFORE.exec(whole.slice(Math.max(0, offset - 24), offset))?.[1]?.toLowerCase() ?? '',
        );
      const cued = title !== undefined || kin;
      if (/^[ \t\u00a0]\p{Ll}/u.test(after) && !cued) return match;
      if (common && !cued) return match;
      // An eponym taken after a kinship word is not swept elsewhere: its other uses are the disease.
      if (!common && !kin) parts.add(word.toLowerCase());
      return `${title ?? ''}[NAME]`;
    },
  );
  result = result.replace(NAME_SUFFIX, '[NAME]');
  // Round 22a: an initial left after a surname found, before the line's or the name's end
  // ('Dr. [NAME] L.' from 'Dr. PAGET L.', '[NAME] M.,').
  result = result.replace(INITIAL_AFTER, '[NAME]');
  return { text: result, parts };
}
