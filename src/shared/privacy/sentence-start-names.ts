import { isKnownEponym } from './eponym-use.ts';
import { isEverydayWord } from './everyday-words.ts';
import { GIVEN_NAMES, WORD_NAMES } from './given-names.ts';
import { KIN_WORDS } from './name-vocabulary.ts';

/*
 * Names a care note or a message gives with no cue before them: a listed given name opening a
 * line or a sentence before a verb of state or care ('Grace was confused', 'Bärbel informiert',
 * 'Tochter Bärbel informiert', 'Paco estaba agitado', 'Odile a mal dormi'); a listed given name
 * and an initial ('(Lena M., geb. ...)', 'Tom K., 54'); a listed given name before a surname
 * that is also an eponym, where a comma or a bracket ends it ('(Rebecca Down, Engländerin)', so
 * 'Down-Syndrom' elsewhere stays); a given name before a Gaelic surname in any case ('mercedes mac
 * an tSaoir'). The gazetteer and the everyday-word list guard every rule: 'Hope was', 'Paris
 * est', 'Will is' stay.
 */

/** Verbs of state or care a note puts after the person, in the six languages. */
const STATE_VERBS = String.raw`(?:was|is|has|had|wurde|wird|seemed|seems|slept|sleeps|ate|eats|refused|refuses|fell|felt|feels|complained|complains|remained|remains|became|got|took|needed|needs|declined|informed|notified|called|agitated|confused|war|ist|hat|hatte|wirkt|wirkte|schlief|schläft|aß|isst|klagt|klagte|verweigert|verweigerte|bleibt|blieb|fühlt|fühlte|stürzte|informiert|benachrichtigt|verständigt|angerufen|estaba|está|estuvo|es|fue|tiene|tuvo|durmió|duerme|comió|come|rechazó|rechaza|sigue|siguió|parece|pareció|refiere|refirió|presenta|avisad[oa]|informad[oa]|était|est|a|avait|dort|semble|semblait|refuse|reste|restait|mange|prévenue?|informée?|era|è|ha|aveva|sta|stava|dorme|sembra|sembrava|rifiuta|rimane|avvisat[oa]|informat[oa]|riferisce|estava|esteve|é|foi|tem|teve|dormiu|dorme|comeu|recusou|recusa|parecia|avisad[oa]|informad[oa])`;

/** A line's or sentence's start, an optional kin word, a capitalised name, a verb. */
const OPENING_NAME = new RegExp(
  String.raw`(^|\n[ \t]{0,3}(?:[-•*][ \t]{1,2})?|[.!?:;][ \t]{1,3})((?:\p{L}[\p{Ll}\p{M}]{1,20}[ \t])?)(\p{L}[\p{Ll}\p{M}'’-]{1,20})([ \t]{1,2})(?=${STATE_VERBS}(?![\p{L}\p{M}]))`,
  'gu',
);

const isListedName = (word: string): boolean => {
  const key = word.toLowerCase();
  return GIVEN_NAMES.has(key) && !isEverydayWord(key) && !isKnownEponym(key);
};

/** Word-names that open sentences as words far more often than as names ('Hope is', 'Iris was'). */
const OPENING_WORDS = new Set(
  `hope faith joy will may june april august patience charity mercy trust dawn summer autumn
  iris bill grant art frank sue pat chase rich sunny amber crystal penny ginger holly ivy sage
  basil olive pearl ruby precious destiny honor honour river sky star`.split(/\s+/),
);

/** How often a word stands capitalised in the text, as a whole word. */
const mentions = (text: string, word: string): number =>
  text.split(/[^\p{L}\p{M}'’-]+/u).filter((token) => token === word).length;

/**
 * A name that opens a sentence: a listed name, or after a kin word any capitalised word no list
 * holds ('Tochter Bärbel'). A name that is also a word ('Grace', 'Rose') must recur in the text, as a
 * care note names its person again and a sentence's opening word rarely repeats.
 */
const opensAsName = (name: string, kin: boolean, text: string): boolean => {
  const key = name.toLowerCase();
  if (isEverydayWord(key) || isKnownEponym(key) || OPENING_WORDS.has(key)) return false;
  // In lower case ('tochter bärbel', 'harold was') only a listed given name is one.
  const lower = /^\p{Ll}/u.test(name);
  if (kin && !lower) return true;
  if (!GIVEN_NAMES.has(key)) return false;
  return !WORD_NAMES.has(key) || mentions(text, name) >= 2;
};

/** A listed given name, a capital initial and a full stop before a comma, a bracket or a space and digits. */
const NAME_AND_INITIAL =
  /(?<![\p{L}\p{M}])(\p{Lu}[\p{Ll}\p{M}'’-]{1,20})[ \t](\p{Lu})\.(?=[ \t]{0,2}[,)]|[ \t]{1,2}\d)/gu;

/** A listed given name and a capitalised word, ended by a comma or a closing bracket. */
const NAME_AND_EPONYM =
  /(?<![\p{L}\p{M}])(\p{Lu}[\p{Ll}\p{M}'’-]{1,20})[ \t](\p{Lu}[\p{Ll}\p{M}'’-]{1,20})(?=[ \t]{0,2}[,)])/gu;

/** A disease's word before a name: 'doença de Lou Gehrig', 'Morbus Lou Gehrig' is the disease. */
const DISEASE_BEFORE =
  /(?:doença|enfermedad|maladie|malattia|morbo|morbus|krankheit|disease|syndrome|síndrome|sindrome|syndrom|mal)[ \t]{1,2}(?:(?:de|di|du|of|von|des|del|da|do)[ \t]{1,2})?$/iu;

/** An eponym surname after a given name already found: '([NAME] Down, Engländerin)'. */
const NAME_THEN_EPONYM = /\[NAME\][ \t](\p{Lu}[\p{Ll}\p{M}'’-]{1,20})(?=[ \t]{0,2}[,)])/gu;

/** A given name before a Gaelic surname with its particle: 'mercedes mac an tSaoir', 'Aoife Nic Giolla'. */
const GAELIC_NAME =
  /(?<![\p{L}\p{M}])(\p{L}[\p{L}\p{M}'’-]{1,20})[ \t]((?:mac|mag|mhic|nic|ní|uí|ua)[ \t](?:(?:an|a'|na|giolla)[ \t])?\p{L}[\p{L}\p{M}'’-]{1,30})(?![\p{L}\p{M}])/giu;

export function redactSentenceStartNames(text: string, remember: (name: string) => void): string {
  const opening = text.replace(
    OPENING_NAME,
    (match: string, start: string, kin: string, name: string, gap: string) => {
      // A word before the name must be a kin word ('Tochter Bärbel'), else the name does not open.
      if (kin !== '' && !KIN_WORDS.has(kin.trim().toLowerCase())) return match;
      if (!opensAsName(name, kin !== '', text)) return match;
      remember(name);
      return `${start}${kin}[NAME]${gap}`;
    },
  );
  const initials = opening.replace(NAME_AND_INITIAL, (match: string, name: string) => {
    if (!isListedName(name)) return match;
    remember(name);
    return '[NAME]';
  });
  const eponyms = initials
    .replace(NAME_AND_EPONYM, (match: string, name: string, surname: string, at: number) => {
      // Only the eponym surname: other surnames are the finder's; the eponym is not remembered,
      // so the disease named after it elsewhere stays.
      if (!isListedName(name) || !isKnownEponym(surname.toLowerCase())) return match;
      if (DISEASE_BEFORE.test(initials.slice(Math.max(0, at - 30), at))) return match;
      remember(name);
      return '[NAME]';
    })
    .replace(NAME_THEN_EPONYM, (match: string, surname: string) =>
      isKnownEponym(surname.toLowerCase()) ? '[NAME]' : match,
    );
  return eponyms.replace(GAELIC_NAME, (match: string, name: string, surname: string) => {
    if (!GIVEN_NAMES.has(name.toLowerCase()) || isEverydayWord(name)) return match;
    // The given name and the surname's last word: the particles ('an', 'na') are everyday words.
    remember(name);
    remember(surname.split(/[ \t]/).pop() ?? '');
    return '[NAME]';
  });
}
