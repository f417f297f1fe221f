import { NOT_A_HOUSE } from './house-numbers.ts';
import {
  DISEASE_AFTER,
  DISEASE_BEFORE,
  INSTITUTION_BEFORE,
  KIN_WORDS,
  MEDICAL_WORDS,
  STOP_WORDS,
  TITLES,
} from './name-vocabulary.ts';
import { isKnownEponym } from './eponym-use.ts';
import { LARGE_AREAS } from './place-names.ts';
import { isMedicalWordShape } from './run-stops.ts';

/*
 * Street addresses written in lower case, street first as the Romance languages and German write
 * them ('rua das palmeiras 88b', 'calle de los almendros 114', 'via giuseppe verdi 227', 'ahornstraße
 * 215'), and the places after a street found, comma by comma, up to the clause's end ('jardim
 * américa, goiânia', 'quartiere san lorenzo, pavia', 'hilltop, ashford'). The capitalised forms
 * are the street rules' (multilingual-rules.ts); these read any case.
 */

/** Street types that open a street's name in es, pt, it, fr (a town's 'rue' after the number too). */
const STREET_TYPE = String.raw`rua|avenida|av\.|avda\.|travessa|tv\.|alameda|estrada|praça|praca|largo|calle|c\/|carrer|avinguda|passeig|paseo|plaza|camino|carretera|ronda|jirón|jiron|pasaje|via|viale|piazza|piazzale|corso|vicolo|contrada|rue|avenue|boulevard|impasse|allée|chemin|quai`;
/** German street names are one word ending in the type: 'ahornstraße', 'lindenweg'. */
const GERMAN_STREET = String.raw`\p{Ll}{2,30}(?:straße|strasse|str\.|weg|gasse|platz|allee)`;

/** The street type, up to five words of its name, then a house number. */
const LOWER_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:${STREET_TYPE})((?:[ \t]{1,2}[\p{L}\p{M}'’.-]{1,25}){1,5}?)|${GERMAN_STREET}())[ \t]{0,2},?[ \t]{1,2}(?:n\.?[º°o]\.?[ \t]{0,2}|nr\.?[ \t]{0,2})?\d{1,5}(?:[ \t]?[a-z](?![\p{L}]))?(?:[ \t]{1,2}(?:bis|ter|quater)(?![\p{L}]))?(?![\p{L}\p{N}]|[.,/]\d)`,
  'giu',
);

/** Joining words inside a street's or a place's name. */
const PARTICLES = new Set(
  `de del la las los da do das dos di della delle dei degli des du d' dell' le les el san santa
  santo são sao saint sainte st ste sankt bad am an der im`.split(/\s+/),
);

/** What follows an address that is no place: a phone's, a mail's or a card's label. */
const CONTACT_WORDS = new Set(
  `tel tél telf tfno tlf telefone telefon teléfono telefono téléphone phone mobile cell handy fon
  fax email e-mail mail courriel whatsapp cel celular móvil movil portable cellulare`.split(/\s+/),
);

/** A word that tells the words are a clause, not a place: a function word, a symptom, a title. */
const isClauseWord = (word: string): boolean => {
  const key = word.toLowerCase();
  if (PARTICLES.has(key)) return false;
  if (CONTACT_WORDS.has(key)) return true;
  return (
    STOP_WORDS.has(key) ||
    MEDICAL_WORDS.has(key) ||
    KIN_WORDS.has(key) ||
    TITLES.has(key) ||
    DISEASE_AFTER.has(key) ||
    DISEASE_BEFORE.has(key) ||
    INSTITUTION_BEFORE.has(key) ||
    isKnownEponym(word) ||
    isMedicalWordShape(key) ||
    /\d/.test(key)
  );
};

const WORDS_OF = /[\p{L}\p{M}'’.-]+/gu;
const CAPITAL = /^\p{Lu}/u;
/** Words for a neighbourhood or a part of a town, first in a place's part. */
const NEIGHBOURHOOD = new Set(
  `bairro jardim vila conjunto residencial barrio colonia col. urbanización urb. distrito quartier
  lotissement cité quartiere frazione località rione ortsteil stadtteil viertel neighbourhood
  neighborhood estate district`.split(/\s+/),
);

function redactStreetsInAnyCase(text: string): string {
  return text.replace(LOWER_STREET, (match: string, words: string | undefined, ...rest) => {
    const offset = rest.find((value): value is number => typeof value === 'number') ?? 0;
    const end = offset + match.length;
    if (NOT_A_HOUSE.test(text.slice(end, end + 14))) return match;
    if (words !== undefined) {
      const name = words.match(WORDS_OF) ?? [];
      // 'via email 24', 'corso di yoga 2 volte': every word of the name a place's word, one not a particle.
      if (name.some(isClauseWord) || name.every((word) => PARTICLES.has(word.toLowerCase()))) {
        return match;
      }
    }
    return '[ADDRESS]';
  });
}

/** One place after a street, after a comma: up to four words, ending the clause or before another. */
const PLACE_PART =
  /^,[ \t]{1,2}((?:[\p{L}\p{M}'’-]{2,30}[ \t]{1,2}){0,3}[\p{L}\p{M}](?:[\p{L}\p{M}'’-]{0,28}[\p{L}\p{M}])?)(?=[ \t]*(?:[,.;:!?)\n]|$)|[ \t]{1,2}(?:e|y|et|und|and|ed|i)[ \t])/u;

/** The comma-separated parts after a street that read as places: no clause word, no country. */
function placeParts(text: string, from: number): { words: string[]; end: number }[] {
  const parts: { words: string[]; end: number }[] = [];
  let end = from;
  while (parts.length < 3) {
    const part = PLACE_PART.exec(text.slice(end, end + 140));
    const words = part?.[1]?.match(WORDS_OF) ?? [];
    if (!part || words.length === 0 || words.some(isClauseWord)) break;
    if (LARGE_AREAS.has((part[1] ?? '').toLowerCase())) break;
    end += part[0].length;
    parts.push({ words, end });
  }
  return parts;
}

/**
 * The places after each street found, while they read as places: in any case after a street in
 * lower case ('[ADDRESS], jardim américa, goiânia'), capitalised after any other ('[ADDRESS],
 * Barcelona'); a country or a state ends them ('[ADDRESS], Ohio' keeps Ohio).
 */
export function redactPlacesAfterStreets(text: string, anyCase = false): string {
  const mark = '[ADDRESS]';
  if (!text.includes(mark)) return text;
  let out = '';
  let copied = 0;
  for (let at = text.indexOf(mark); at !== -1; at = text.indexOf(mark, Math.max(at + 1, copied))) {
    const start = at + mark.length;
    const parts = placeParts(text, start);
    // 'quartier saint-michel, angers', 'hilltop, ashford': a neighbourhood's word or two places
    // in a row say lower-case parts are places; one lower-case word alone may be a clause.
    const first = (parts[0]?.words[0] ?? '').toLowerCase();
    const lowerCase = anyCase || parts.length >= 2 || NEIGHBOURHOOD.has(first);
    let end = start;
    for (const part of parts) {
      if (!lowerCase && !part.words.every((word) => CAPITAL.test(word) || PARTICLES.has(word))) {
        break;
      }
      end = part.end;
    }
    if (end === start) continue;
    out += text.slice(copied, start);
    copied = end;
  }
  return copied === 0 ? text : `${out}${text.slice(copied)}`;
}

/** Lower-case streets and the places after them. */
export function redactLowerCaseStreets(text: string): string {
  const streets = redactStreetsInAnyCase(text);
  return streets === text ? text : redactPlacesAfterStreets(streets, true);
}
