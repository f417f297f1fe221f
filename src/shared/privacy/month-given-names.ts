import { KIN_WORDS } from './name-vocabulary.ts';

/*
 * Given names that are also months, right after a kinship word: 'Tochter Mai informiert', 'Sohn
 * August kommt', 'ma fille Avril a', 'mia figlia Aprile ha', 'mi hija Abril tiene', 'my sister
 * June is'. The name finder leaves months alone, since
 * 'Mai 2024' and 'seit April' are dates. After a kin word a month is a name when no number follows
 * it; in French, Spanish, Italian and Portuguese, which write months in lower case, its capital is
 * already the sign; in German and English the word after it must not be a noun or a number
 * ('Tochter Mai 2019 geboren', 'Sohn August Müller' is left to the finder).
 * One kin word, one month per match, bounded: linear time.
 */

/** Months given as names, by how the language writes its months. */
const LOWER_CASE_MONTHS = 'Avril|Abril|Aprile|Maggio|Maio|Giugno';
/** In lower case only the months no other reading fits right after a kin word ('mi hija abril'). */
const LOWER_MONTH_NAMES = 'avril|abril|aprile';
const CAPITAL_MONTHS = 'April|Mai|May|June|Juni|Julie|August|Augusta';

const KIN_THEN_MONTH = new RegExp(
  String.raw`(?<![\p{L}\p{M}])([\p{L}\p{M}]{2,20}[ \t]{1,2})(${LOWER_CASE_MONTHS}|${CAPITAL_MONTHS}|${LOWER_MONTH_NAMES})(?=['’]s(?![\p{L}])|(?![\p{L}\p{M}'’-]))(?=([ \t]{1,2}[\p{L}\p{M}\d]{1,30}|['’]s(?![\p{L}])|[ \t]{0,2}[,.;:!?)(]|[ \t]*$))`,
  'gmu',
);

/** Words after a month that make it the month: 'ma fille avril dernier', 'Sohn Mai letzten Jahres'. */
const TIME_AFTER =
  /^[ \t]{1,2}(?:dernier|prochain|passé|pasado|próximo|proximo|scorso|prossimo|passato|passado|que|del|de|di|do|da|des|du|letzten|nächsten|vergangenen|last|next|this|este|ce|questo|deste|desde|seit|since|until|hasta|jusqu|fino|até)$/iu;

/** Words after 'May' that make it the verb: 'my son May need', 'my daughter May be'. */
const MODAL_AFTER =
  /^[ \t]{1,2}(?:be|have|need|want|not|also|still|get|go|come|feel|take|help|never|just|only|well|now)$/iu;

export function redactMonthNamesAfterKin(text: string): string {
  return text.replace(
    KIN_THEN_MONTH,
    (match: string, kin: string, month: string, after: string | undefined) => {
      if (!KIN_WORDS.has(kin.trim().toLowerCase())) return match;
      const next = after ?? '';
      if (/\d/.test(next) || TIME_AFTER.test(next)) return match;
      const capitalMonth = new RegExp(`^(?:${CAPITAL_MONTHS})$`, 'u').test(month);
      if (capitalMonth) {
        // A capitalised word after a German or English month: a surname or a noun, not a verb.
        if (/^[ \t]{1,2}\p{Lu}/u.test(next)) return match;
        if (month === 'May' && MODAL_AFTER.test(next)) return match;
      }
      // Not remembered for the sweep: 'im Mai' later in the text is the month.
      return `${kin}[NAME]`;
    },
  );
}
