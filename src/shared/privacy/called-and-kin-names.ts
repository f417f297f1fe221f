import { AGE_AFTER, FRENCH_OWNER, PERSON_VERBS, mayBeUnlistedName } from './kin-name-guards.ts';
import { isEponymPair, isKnownEponym } from './eponym-use.ts';
import { GIVEN_NAMES } from './given-names.ts';
import { KIN_WORDS, MEDICAL_WORDS, STOP_WORDS, TITLE_SUFFIXES, TITLES } from './name-vocabulary.ts';

/*
 * Names the cue finder leaves because they read as words; run on text whose clear names are
 * already placeholders:
 * - a lower-case given name that is also a word, right after a kinship or care role ('my daughter
 *   rose (6)', 'mia figlia rosa,', 'la badante, oksana,'): a name when punctuation, a bracket, an
 *   age or a verb that needs a subject follows; 'my daughter rose from bed' keeps its verb;
 * - a lower-case surname after 'frau', 'herr', 'madame', 'mrs' behind a role ('seine pflegerin
 *   frau nowak');
 * - the name someone is called by ('keeps calling me Bridget', 'me llama Pili', 'il m'appelle
 *   Loulou', 'mi chiama Nina', 'nennt mich Schatz' is kept: a word, not a name).
 * Every pattern is bounded and starts where a word starts: linear time.
 */

/** Care roles that stand before a person's name as kinship words do. */
const ROLES = new Set(
  `badante badanti caregiver carer nanny babysitter nurse aide helper housekeeper cleaner
  cuidadora cuidador enfermera enfermero niñera asistenta empleada chica
  nounou aide-soignante infirmière infirmier auxiliaire garde-malade
  pflegerin pfleger pflegekraft betreuerin betreuer haushaltshilfe kinderfrau
  infermiera infermiere colf tata assistente
  acompanhante enfermeira enfermeiro babá empregada diarista`.split(/\s+/),
);

/** A possessive or article before the cue: 'my daughter', 'la badante', 'seine pflegerin'. */
const OWNER_BEFORE =
  /(?:^|[^\p{L}\p{M}])(?:my|our|his|her|their|the|mi|mis|su|sus|tu|nuestra|nuestro|la|el|ma|mon|notre|sa|son|le|mein|meine|meiner|seine|ihre|unsere|die|der|mia|mio|sua|suo|nostra|nostro|il|minha|meu|seu|nossa|nosso|a|o)[ \t]{1,2}$/iu;

/** 'mi señora', 'su señor': a spouse, where the honorific is no kinship word elsewhere. */
const SPOUSE_OWNER = /(?:^|[^\p{L}\p{M}])(?:mi|su|tu)[ \t]{1,2}$/iu;

/** Kinship words that are also ordinary words in another language ('primo soccorso'). */
const AMBIGUOUS_CUES = new Set(['primo', 'prima']);

const LOWER_WORD = String.raw`\p{Ll}[\p{Ll}\p{M}]{1,24}`;

/**
 * A kinship or role word; the optional comma, honorific and lower-case word after it are read in
 * a lookahead so that a word rejected as a cue can still be the next match's cue.
 */
const AFTER_ROLE = new RegExp(
  String.raw`(?<![\p{L}\p{M}'’-])(\p{L}[\p{L}\p{M}-]{1,24})(?=(,?[ \t]{1,2}(?:(?:frau|herr|madame|mme|monsieur|mrs\.?|mr\.?|ms\.?|signora|signor|sig\.ra|señora|sra\.?|sr\.?|dona|seu)[ \t]{1,2})?)(${LOWER_WORD})(?![\p{L}\p{M}'’-]))`,
  'giu',
);

/** What may follow a name but not the verb or noun the word also is: punctuation, a bracket, an age. */
const NAME_END =
  /^(?:[ \t]*[,;:!?)(]|[ \t]*\.(?!\w)|[ \t]*$|[ \t]*\n|,?[ \t]{1,2}\d{1,3}[ \t]*(?:[,)]|y\b|ans\b|anni\b|años\b|anos\b|jahre\b|years?\b|yo\b|j\b))/iu;

/** Verbs that need the name as subject ('rose has', 'rosa tiene', 'rose a'). */
const SUBJECT_VERBS = new Set(
  `is has was had says said keeps gets seems needs
  tiene tenía dice dijo está es estaba
  a est était dit avait
  ist hat war sagt hatte
  ha è aveva dice era
  tem está diz tinha estava disse falou fala explicou acha
  told thinks explained habla explicó cree pense parle pensait sagte meint meinte findet spricht
  parla pensa crede`.split(/\s+/),
);

const HONORIFIC =
  /(?:frau|herr|madame|mme|monsieur|mrs\.?|mr\.?|ms\.?|signora|signor|sig\.ra|señora|sra\.?|sr\.?|dona|seu)[ \t]{1,2}$/iu;

// A title is never the name: 'frau dr. berger-okafor' names 'berger-okafor' (name-run-forms.ts).
const isWord = (word: string): boolean =>
  STOP_WORDS.has(word) ||
  MEDICAL_WORDS.has(word) ||
  KIN_WORDS.has(word) ||
  ROLES.has(word) ||
  TITLES.has(word) ||
  TITLE_SUFFIXES.has(word);

function redactAfterRoles(text: string, parts: Set<string>): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(AFTER_ROLE)) {
    const [, cue = '', gap = '', word = ''] = match;
    const start = match.index;
    if (start < last) continue;
    const cueKey = cue.toLowerCase();
    // Round 23a: 'mi señora marleny', 'su señor', the Latin American spouse.
    const spouse =
      (cueKey === 'señora' || cueKey === 'señor') &&
      SPOUSE_OWNER.test(text.slice(Math.max(0, start - 8), start));
    if (!KIN_WORDS.has(cueKey) && !ROLES.has(cueKey) && !spouse) continue;
    if (
      AMBIGUOUS_CUES.has(cueKey) ||
      !OWNER_BEFORE.test(text.slice(Math.max(0, start - 12), start))
    )
      continue;
    const key = word.toLowerCase();
    const end = start + cue.length + gap.length + word.length;
    const after = text.slice(end, end + 24);
    const nextWord = /^[ \t]{1,2}(\p{L}+)/u.exec(after)?.[1]?.toLowerCase() ?? '';
    const ends = NAME_END.test(after) || SUBJECT_VERBS.has(nextWord);
    // After an honorific any surname that is no word counts; otherwise a listed given name
    // that punctuation, an age or a verb needing a subject shows to be no verb or adjective.
    // A word no list holds counts only when a verb of having, being or taking, or an age, shows
    // a person ('mi esposa yurany tiene'), and it is no adjective or participle.
    const unlisted =
      !GIVEN_NAMES.has(key) &&
      !isWord(key) &&
      (nextWord === 'a'
        ? FRENCH_OWNER.test(text.slice(Math.max(0, start - 8), start))
        : PERSON_VERBS.has(nextWord) || SUBJECT_VERBS.has(nextWord) || AGE_AFTER.test(after)) &&
      mayBeUnlistedName(key);
    const name = HONORIFIC.test(gap)
      ? !isWord(key) && !GIVEN_NAMES.has(cueKey)
      : (GIVEN_NAMES.has(key) && !STOP_WORDS.has(key) && !KIN_WORDS.has(key) && ends) || unlisted;
    if (!name) continue;
    parts.add(key);
    out += `${text.slice(last, start)}${cue}${gap}[NAME]`;
    last = end;
  }
  return out + text.slice(last);
}

/** 'calls me', 'keeps calling me', 'me llama', 'il m'appelle', 'mi chiama', 'me chama (de)'. */
const CALLED_ME = new RegExp(
  String.raw`(?<![\p{L}\p{M}'’])((?:calls|calling|called|call)[ \t]me|me[ \t]llama(?:ba|n)?|me[ \t]dice|(?:il|elle|on|qui|ils|elles)[ \t]m['’]appel(?:le|ait|lent)|mi[ \t]chiama(?:va|no)?|nennt[ \t]mich|nannte[ \t]mich|me[ \t]chama(?:va|m)?(?:[ \t]de)?)[ \t]{1,2}(\p{Lu}[\p{Ll}\p{M}'’-]{1,24}|\p{Ll}[\p{Ll}\p{M}]{1,24})(?![\p{L}\p{M}'’-])`,
  'gu',
);

/** Prefixes of compound words ('anti-edad', 'post-op'): no part of a double surname. */
const WORD_PREFIX =
  /^(?:anti|post|pre|pro|non|semi|ex|pseudo|multi|auto|neo|extra|super|ultra|para|peri|contra|sub|inter|intra|mini|micro|macro|self|high|low)$/u;

/** A lower-case title written out ('la dottoressa marchetti,'): a surname when a name's ending follows. */
const FULL_TITLE = new RegExp(
  String.raw`(?<![\p{L}\p{M}'’-])((?:dottoressa|dottore|dottor|doctora|doutora|doutor|docteure|doktorin|professoressa)[ \t]{1,2})(${LOWER_WORD}(?:-${LOWER_WORD})?)(?![\p{L}\p{M}'’-])`,
  'gu',
);

function redactTitledSurnames(text: string, parts: Set<string>): string {
  return text.replace(FULL_TITLE, (match: string, title: string, word: string, offset: number) => {
    const key = word.toLowerCase();
    const pieces = key.split('-');
    if (pieces.some((piece) => isWord(piece) && !isKnownEponym(piece))) return match;
    if (
      pieces.length === 2 &&
      pieces.some((piece) => piece.length < 3 || WORD_PREFIX.test(piece))
    ) {
      return match;
    }
    // 'dottoressa addison-ferri': an eponym joined to a plain surname is a double surname.
    const double = pieces.length === 2 && pieces.some(isKnownEponym);
    if (double && pieces.every(isKnownEponym) && isEponymPair(key)) return match;
    const after = text.slice(offset + match.length, offset + match.length + 24);
    const nextWord = /^[ \t]{1,2}(\p{L}+)/u.exec(after)?.[1]?.toLowerCase() ?? '';
    if (!double && !NAME_END.test(after) && !SUBJECT_VERBS.has(nextWord)) return match;
    parts.add(key);
    return `${title}[NAME]`;
  });
}

function redactCalledNames(text: string, parts: Set<string>): string {
  return text.replace(CALLED_ME, (match: string, cue: string, word: string) => {
    const key = word.toLowerCase();
    if (STOP_WORDS.has(key) || MEDICAL_WORDS.has(key) || KIN_WORDS.has(key)) return match;
    const capital = /^\p{Lu}/u.test(word);
    if (!capital && !GIVEN_NAMES.has(key)) return match;
    // 'calls me Monday', 'me llama Mamá' are not names: a capital that is a word of the list stays.
    if (
      capital &&
      /^(?:mom|mum|mamá|mama|papa|papá|mommy|baby|honey|darling|doc|boss|sir|madam)$/iu.test(word)
    )
      return match;
    parts.add(key);
    return `${cue} [NAME]`;
  });
}

export function redactCalledAndKinNames(text: string): { text: string; parts: Set<string> } {
  const parts = new Set<string>();
  const kin = redactAfterRoles(text, parts);
  return { text: redactTitledSurnames(redactCalledNames(kin, parts), parts), parts };
}
