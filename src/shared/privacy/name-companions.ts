import { isKnownEponym } from './eponym-use.ts';
import { GIVEN_NAMES, WORD_NAMES } from './given-names.ts';
import {
  INSTITUTION_NOUNS,
  KIN_WORDS,
  MEDICAL_WORDS,
  PARTICLES,
  SIGN_OFFS,
  STOP_WORDS,
  TITLES,
} from './name-vocabulary.ts';

/*
 * What stands beside a name the other passes found, or beside a cue they read too strictly:
 * - the rest of a name held only in part: a surname with a particle after '[NAME]' ('[NAME] Dal
 *   Monte', "[NAME] d'Almeida"), a generational suffix ('Filho', 'Júnior', 'Neto', 'Jr.');
 * - a full name in brackets after a nickname or a relative ('frenci (francesca de luca)', 'jonas
 *   (eigentlich jonathan o'connor)', "mom (maria 'cuca' dos santos)"), and the nickname before it;
 * - a given name with an age in brackets ('Ich (Lena, 29)', 'yo (Pilar, 34)');
 * - a nickname in quotes made of a kinship word and a name ("per tutti 'Nonno Lele'", '"Tia Cota"');
 * - a lower-case given name right after a kinship word ('minha mãe conceição', 'ma sœur léa');
 * - a capitalised word ending a line after a sign-off, known or not ('lg Resi', 'abs, Tião');
 * - a known given name after the texting forms of 'it's' ('c kévin', 'cé marc').
 * Every pattern is bounded and starts where a token starts, so each reads in linear time.
 */

const fold = (word: string): string =>
  word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** A known given name, also with its accents dropped or added by habit ('kévin', 'kevin'). */
export const isGivenName = (word: string): boolean => {
  const key = word.toLowerCase().replace(/’/g, "'");
  if (GIVEN_NAMES.has(key) || GIVEN_NAMES.has(fold(key))) return true;
  // Round 20b: 'Anna-Lena', 'Marie-Sophie': two given names joined are a given name.
  const halves = key.split('-');
  return (
    halves.length === 2 &&
    halves.every((half) => GIVEN_NAMES.has(half) || GIVEN_NAMES.has(fold(half)))
  );
};

/** A word that may be part of a person's name: letters, not a common, medical or kinship word. */
export const isNameWord = (word: string): boolean => {
  const key = word.toLowerCase().replace(/’/g, "'");
  return (
    /^\p{L}[\p{L}\p{M}'’-]{0,30}$/u.test(word) &&
    !STOP_WORDS.has(key) &&
    !MEDICAL_WORDS.has(key) &&
    !KIN_WORDS.has(key) &&
    !TITLES.has(key) &&
    !isKnownEponym(word) &&
    !/^(?:name|date|address|phone|email|id|url|ip|ssn|age)$/i.test(word)
  );
};

/** Capitalised particles of Italian, Portuguese, Spanish, Dutch and French surnames. */
const SURNAME_PARTICLE = String.raw`(?:Dal|Dalla|Dalle|Dallo|Del|Della|Dello|Delle|Dei|Degli|De|Di|Da|Do|Dos|Das|Du|Des|Van|Von|Vom|Zu|Ten|Ter|Le|La|Lo|Mac|Mc)`;
const CAPITALISED = String.raw`\p{Lu}[\p{L}\p{M}'’-]{1,30}`;
const SUFFIX = String.raw`(?:Filho|Filha|Júnior|Junior|Jr\.?|Neto|Neta|Sobrinho|Sobrinha|Segundo|Jnr\.?|II|III|IV)`;
const AFTER_NAME = new RegExp(
  String.raw`(?<=\[NAME\])(?:[ \t]${SURNAME_PARTICLE}[ \t]${CAPITALISED}|[ \t][dD]['’]${CAPITALISED}|,?[ \t]${SUFFIX}(?![\p{L}\p{N}])){1,3}`,
  'gu',
);

/** '(' with up to 70 characters up to ')': a bracket that may hold a name. */
const BRACKET = /\(([^()\n]{1,70})\)/g;
const TRUE_NAME =
  /^(?:eigentlich|richtig|en realidad|de verdad|actually|really|real name|aka|en fait|de son vrai nom|in realtà|in realta|vero nome|na verdade|na real|nome verdadeiro)[ \t:]{1,3}/i;
const NAME_AND_AGE = /^(\p{L}[\p{L}\p{M}'’-]{1,30}),[ \t]{0,2}\d{1,3}$/u;

/** The words of a bracket's content when they make a person's full name; undefined if not. */
function fullName(content: string): string | undefined {
  const inner = content.trim().replace(TRUE_NAME, '');
  const words = inner.split(/[ \t]+/);
  if (words.length < 2 || words.length > 6) return undefined;
  const first = words[0] ?? '';
  if (first !== '[NAME]' && (!isGivenName(first) || !isNameWord(first))) return undefined;
  let named = 1;
  // A name is written in one case throughout ('francesca de luca', 'José Carlos da Silva');
  // 'Paris protocol' is a thing.
  const capitalised = /^\p{Lu}/u.test(first);
  for (const word of words.slice(1)) {
    const bare = word.replace(/^['’"“«]|['’"”»]$/g, '');
    if (PARTICLES.has(word.toLowerCase())) continue;
    if (!isNameWord(bare)) return undefined;
    if (first !== '[NAME]' && /^\p{Lu}/u.test(bare) !== capitalised) return undefined;
    named += 1;
  }
  return named >= 2 ? inner : undefined;
}

/** Full names in brackets, the nickname before them, and a given name with an age. */
function redactBracketNames(text: string, remember: (name: string) => void): string {
  return text.replace(BRACKET, (match: string, content: string) => {
    const age = NAME_AND_AGE.exec(content.trim());
    if (age && isGivenName(age[1] ?? '') && isNameWord(age[1] ?? '')) {
      remember(age[1] ?? '');
      return match.replace(age[1] ?? '', '[NAME]');
    }
    const name = fullName(content);
    if (name === undefined) return match;
    remember(name);
    return match.replace(name, '[NAME]');
  });
}

/** The word before a bracket that now holds [NAME]: a nickname, unless it is a common word. */
const NICKNAME_BEFORE =
  /(?<![\p{L}\p{M}'’-])(\p{L}[\p{L}\p{M}'’-]{0,30})([ \t]{1,2}\((?:[^()\n]{0,20})\[NAME\])/gu;

/** Words before a nickname: an introduction, a relative, an article ('sou a duda', 'sono frenci'). */
const BEFORE_NICKNAME = new Set(
  `sono sou soy suis bin i'm im c'est cest c moi chamo llamo chiamo heiße heisse o a la el il lo le`.split(
    ' ',
  ),
);
const PREVIOUS_WORD = /(\p{L}[\p{L}\p{M}'’-]{0,30})[ \t,]{1,3}$/u;

function redactNicknameBeforeBracket(text: string, remember: (name: string) => void): string {
  return text.replace(
    NICKNAME_BEFORE,
    (match: string, word: string, rest: string, offset: number, whole: string) => {
      if (!isNameWord(word) || PARTICLES.has(word.toLowerCase())) return match;
      const previous = PREVIOUS_WORD.exec(whole.slice(Math.max(0, offset - 32), offset))?.[1] ?? '';
      const key = previous.toLowerCase().replace(/’/g, "'");
      if (!isGivenName(word) && !KIN_WORDS.has(key) && !BEFORE_NICKNAME.has(key)) return match;
      remember(word);
      return `[NAME]${rest}`;
    },
  );
}

/** "'Nonno Lele'", '"Tia Cota"', '«Tata Nena»': a kinship word and a name in quotes. */
const QUOTED_KIN =
  /(['"“«‘])(\p{L}[\p{L}\p{M}-]{1,20})[ \t](\p{Lu}[\p{L}\p{M}'’-]{1,30})(['"”»’])/gu;

/** A word, its gap and the next word: read once each, so a long text is read in linear time. */
const WORD_PAIR =
  /(?<![\p{L}\p{M}'’-])(\p{L}[\p{L}\p{M}'’-]{0,30})([ \t]{1,3}|,[ \t]{0,2})(?=(\p{L}[\p{L}\p{M}'’-]{0,30})(?![\p{L}\p{M}'’-]))/gu;

/**
 * A Romance possessive before the kinship word ('minha mãe', 'mi madre', 'ma mère', 'mia madre'):
 * there a noun cannot follow the kinship word without a preposition, so a given name that is also
 * a word ('conceição', 'rosa') is the name. After 'my mom' it may be a verb ('my mom rose').
 */
const ROMANCE_POSSESSIVE =
  /(?<![\p{L}])(?:minha|meu|minhas|meus|tua|teu|sua|seu|nossa|nosso|mi|mis|tu|su|nuestra|nuestro|ma|mon|mes|ta|ton|sa|son|notre|mia|mio|tua|tuo|nostra|nostro)[ \t]{1,2}$/iu;
const romancePossessiveBefore = (text: string, at: number): boolean =>
  ROMANCE_POSSESSIVE.test(text.slice(Math.max(0, at - 12), at));

/** Texting forms of "it's" that introduce oneself ('c kévin', 'cé marc'). */
const TEXTING_ITS = new Set(['c', 'cé', 'cest', "c'", 'ce']);
/** 'grüße, eure Steffi', 'un abrazo, tu Chelo', 'bisous, ta Mimi': a possessive before a signature. */
const SIGNING_POSSESSIVES = new Set(
  `eure euer deine dein your yours tu tua tuo vostra vostro votre ta ton sua seu vossa vosso`.split(
    ' ',
  ),
);

/** 'Karen (my sister-in-law)', 'Pepe (mi cuñado)': a name, then a kinship word in brackets. */
const NAME_THEN_KIN =
  /(?<![\p{L}\p{M}'’-])(\p{Lu}[\p{L}\p{M}'’-]{1,30})([ \t]{1,2}\((?:my|our|mi|mis|nuestra|nuestro|mon|ma|notre|mein|meine|unser|unsere|il[ \t]mio|la[ \t]mia|mio|mia|meu|minha|o[ \t]meu|a[ \t]minha|nossa|nosso)[ \t]{1,2}(\p{L}[\p{L}\p{M}'’-]{1,30})\))/gu;

/** 'Fede qui.', 'Priya here again', 'Chelo aquí, de nuevo': a name and 'here' opening a clause. */
const NAME_HERE =
  /(?<=(?:^|[\n.!?,;:])[ \t]{0,3})(\p{Lu}[\p{L}\p{M}'’-]{1,30})(?=[ \t]{1,2}(?:here|qui|aquí|aqui|ici|hier)(?:[ \t]{0,2}[,.!:;()]|[ \t]{1,2}(?:again|from|de|da|di|aus|wieder|encore|ancora|di[ \t]nuovo|de[ \t]nuevo|de[ \t]novo)(?![\p{L}])))/gu;

/** A signature line: 'Rui Costa, 58, Braga', '— Ana Gil, 34': a known given name, an age. */
const SIGNATURE =
  /(?<=(?:^|\n|[—–-][ \t])[ \t]{0,3})(\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,3})(?=,[ \t]{0,2}\d{1,3}(?:[ \t]{0,2}(?:y|ans|anni|anos|años|jahre|j\.)?)?[ \t]{0,2}(?:[,.!\n]|$))/gu;

/** A name signed after a dash at a line's end: 'merci à tous — Fanfan', '– Jo Pereira'. */
const DASH_SIGNATURE =
  /(?<=(?:^|[ \t\n])[—–][ \t]{0,2})(\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]{1,30})?)(?=[ \t]{0,3}(?:x{1,3}[ \t]{0,2})?(?:\n|$))/gu;
/** A known given name alone on the text's last line: 'Grazie mille!\nCarla', 'Thanks\nSal x'. */
const LAST_LINE_NAME =
  /(?<=\n[ \t]{0,3})(\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,2})(?=[ \t]{0,3}[.!]?[ \t]{0,3}(?:x{1,3}[ \t]{0,2})?\s{0,3}$)/gu;
/**
 * Round 23a: a post signed on its last line with a dash or an initial: '- Lucie V.', '— Jess T.',
 * '- Jo Pereira', 'Marta G.'; the first word a listed given name.
 */
const LAST_LINE_SIGNED =
  /(?<=\n[ \t]{0,3})([-—–~][ \t]{0,2})?(\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]{1,30})?)([ \t]\p{Lu}\.)?(?=\s{0,3}$)/u;
/** A sign-off, 'from' and a name: 'bjs da Mari', 'besos de Chelo', 'Grüße von Anke', 'love from Jo'. */
const SIGN_OFF_FROM =
  /(?<![\p{L}])(?:bjs|beijos|beijinhos|abraços|besos|besitos|abrazos|un abrazo|bisous|bises|grüße|grüsse|liebe grüße|love|hugs|saluti|baci|un abbraccio)[ \t,]{1,3}(?:da|de|di|von|vom|from|do|dalla|della|del)[ \t]{1,2}(\p{Lu}[\p{L}\p{M}'’-]{1,30})(?=[ \t]{0,3}[.!]?[ \t]{0,3}(?:x{1,3}[ \t]{0,2})?(?:\n|$))/giu;

/** Where a texting 'c' opens a clause: the text's or a line's start, a sign, or a greeting. */
const TEXTING_OPENING =
  /(?:^|[\n.!?,;:]|(?<![\p{L}])(?:slt|salut|coucou|cc|bjr|bonjour|bonsoir|hello|hey|yo|wesh|re|allo|allô))[ \t]{0,3}$/iu;
const END_OF_LINE = /^[ \t]{0,3}(?:[!.…~:)(;*-]{0,3}[ \t]{0,3})?(?:\n|$)/u;

/** Replaces the names and nicknames found beside the others; `remember` gets their words. */
export function redactNameCompanions(text: string, remember: (name: string) => void): string {
  let result = text.includes('[NAME]')
    ? text.replace(AFTER_NAME, (match: string) => {
        remember(match.replace(/\b(?:Filho|Filha|Júnior|Junior|Jr|Neto|Neta|Jnr)\b/gu, ''));
        return '';
      })
    : text;
  result = redactBracketNames(result, remember);
  if (result.includes('[NAME]')) result = redactNicknameBeforeBracket(result, remember);
  result = result.replace(
    NAME_THEN_KIN,
    (match: string, name: string, rest: string, kin: string) => {
      if (!KIN_WORDS.has(kin.toLowerCase()) || !isNameWord(name)) return match;
      remember(name);
      return `[NAME]${rest}`;
    },
  );
  result = result.replace(SIGNATURE, (name: string) => {
    const words = name.split(/[ \t]/);
    const named = words.every((word) => isNameWord(word) || PARTICLES.has(word.toLowerCase()));
    if (!isGivenName(words[0] ?? '') || !named) return name;
    remember(name);
    return '[NAME]';
  });
  const signed = (name: string): string => {
    const words = name.split(/[ \t]/);
    // 'Lettre de sortie – HUG', '– CHUV': a hospital's abbreviation in capitals, no one's name.
    if (/^\p{Lu}{2,5}(?:-\p{Lu}{1,4})?$/u.test(name) && !isGivenName(name)) return name;
    if (
      !words.every(isNameWord) ||
      words.some((word) => INSTITUTION_NOUNS.has(word.toLowerCase()))
    ) {
      return name;
    }
    remember(name);
    return '[NAME]';
  };
  result = result.replace(DASH_SIGNATURE, signed);
  result = result.replace(LAST_LINE_NAME, (name: string) =>
    isGivenName(name.split(/[ \t]/)[0] ?? '') ? signed(name) : name,
  );
  result = result.replace(
    LAST_LINE_SIGNED,
    (match: string, dash: string | undefined, name: string, initial: string | undefined) => {
      if (dash === undefined && initial === undefined) return match;
      const first = name.split(/[ \t]/)[0] ?? '';
      if (!isGivenName(first)) return match;
      // '- Rose' ending a list is the flower as often: a word's name needs its initial or surname.
      if (initial === undefined && first === name && WORD_NAMES.has(first.toLowerCase()))
        return match;
      const done = signed(name);
      return done === name ? match : `${dash ?? ''}[NAME]`;
    },
  );
  result = result.replace(SIGN_OFF_FROM, (match: string, name: string) =>
    match.replace(new RegExp(`${name}$`, 'u'), signed(name)),
  );
  result = result.replace(NAME_HERE, (name: string) => {
    if (!isNameWord(name)) return name;
    remember(name);
    return '[NAME]';
  });
  result = result.replace(
    QUOTED_KIN,
    (match: string, open: string, kin: string, name: string, close: string) => {
      if (!KIN_WORDS.has(kin.toLowerCase()) || !isNameWord(name)) return match;
      remember(name);
      return `${open}${kin} [NAME]${close}`;
    },
  );
  const spans: [number, number][] = [];
  for (const pair of result.matchAll(WORD_PAIR)) {
    const [, first = '', gap = '', next = ''] = pair;
    const start = pair.index + first.length + gap.length;
    const key = first.toLowerCase().replace(/’/g, "'");
    const lower = /^\p{Ll}/u.test(next);
    // 'minha mãe conceição': a lower-case given name after a kinship word.
    const kin =
      KIN_WORDS.has(key) &&
      !gap.includes(',') &&
      lower &&
      isGivenName(next) &&
      (!WORD_NAMES.has(next.toLowerCase()) || romancePossessiveBefore(result, pair.index));
    // 'c kévin': a known given name after a texting form of "it's".
    const its =
      TEXTING_ITS.has(first) &&
      !gap.includes(',') &&
      isGivenName(next) &&
      !WORD_NAMES.has(next.toLowerCase()) &&
      TEXTING_OPENING.test(result.slice(Math.max(0, pair.index - 12), pair.index));
    // 'lg Resi', 'abs, Tião', 'bisous Manon': a capitalised word ending its line after a sign-off.
    const signOff =
      (SIGN_OFFS.has(key) || SIGNING_POSSESSIVES.has(key)) &&
      /^\p{Lu}/u.test(next) &&
      END_OF_LINE.test(result.slice(start + next.length, start + next.length + 12));
    if ((kin || its || signOff) && isNameWord(next) && !PARTICLES.has(next.toLowerCase())) {
      spans.push([start, start + next.length]);
    }
  }
  if (spans.length === 0) return result;
  let out = '';
  let copied = 0;
  for (const [start, end] of spans) {
    if (start < copied) continue;
    remember(result.slice(start, end));
    out += `${result.slice(copied, start)}[NAME]`;
    copied = end;
  }
  return out + result.slice(copied);
}
