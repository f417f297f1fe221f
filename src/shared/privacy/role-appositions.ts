import { isEponymUse } from './eponym-use.ts';
import { isEverydayWord } from './everyday-words.ts';
import { GIVEN_NAMES } from './given-names.ts';
import { KIN_WORDS } from './name-vocabulary.ts';

/*
 * A name with its role after it as an apposition: '(Takeshi, unser Nachbar)', '(Ines, my
 * neighbour)', '(Remedios, mi vecina)', 'Gianna, la mia vicina, dice'. In brackets any
 * capitalised word that is no common, medical, drug or town word is the person ('(Wilson, my neighbour)' is
 * no disease); outside them only a listed given name is, for 'Anyway, my mum' and 'Doctor, my son'
 * put words there too. The role word must be a kinship or care word of the six languages.
 */

const POSSESSIVE = String.raw`(?:my|our|his|her|their|the|mi|mis|su|sus|tu|nuestra|nuestro|la|el|ma|mon|notre|sa|son|le|mein|meine|meiner|unser|unsere|sein|seine|ihr|ihre|der|die|mia|mio|sua|suo|nostra|nostro|il|minha|meu|seu|nossa|nosso|a|o)`;

const APPOSITION = new RegExp(
  String.raw`(?<![\p{L}\p{M}'’-])(\(?)(\p{Lu}[\p{Ll}\p{M}'’-]{1,30}(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’-]{1,30})?),[ \t]{1,2}(?:(?:la|il)[ \t])?${POSSESSIVE}[ \t]{1,2}(\p{L}[\p{L}\p{M}-]{1,30})(?![\p{L}\p{M}])`,
  'gu',
);

/** Roles people put after a name as kin words are put: neighbours, carers, friends. */
const ROLE_WORDS = new Set(
  `neighbour neighbor neighbours carer caregiver nanny cleaner housekeeper landlady landlord
  nachbar nachbarin nachbarn betreuerin betreuer pflegerin pfleger vecina vecino cuidadora cuidador
  voisine voisin aide-soignante nounou vicina vicino badante vizinha vizinho cuidadora babá`.split(
    /\s+/,
  ),
);

const isRole = (word: string): boolean => {
  const key = word.toLowerCase();
  return KIN_WORDS.has(key) || ROLE_WORDS.has(key);
};

export function redactRoleAppositions(text: string): { text: string; parts: Set<string> } {
  const parts = new Set<string>();
  const result = text.replace(
    APPOSITION,
    (match: string, bracket: string, name: string, role: string, offset: number, whole: string) => {
      const words = name.split(/[ \t]+/);
      if (!isRole(role) || words.some(isEverydayWord)) return match;
      // 'parálisis de Bell, el médico': an eponym after its disease word is no person.
      const start = offset + bracket.length;
      if (isEponymUse(whole, start, start + (words[0] ?? '').length)) return match;
      const first = (words[0] ?? '').toLowerCase();
      // Outside a bracket, a sentence's opening word is a listed given name or nothing.
      if (bracket === '' && !GIVEN_NAMES.has(first)) return match;
      for (const word of words) parts.add(word.toLowerCase());
      return match.replace(name, '[NAME]');
    },
  );
  return { text: result, parts };
}
