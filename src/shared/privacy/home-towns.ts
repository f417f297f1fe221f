import { isKnownEponym } from './eponym-use.ts';
import {
  DEPARTMENT_WORD,
  DISEASE_AFTER,
  INSTITUTION_BEFORE,
  INSTITUTION_NOUNS,
  MEDICAL_WORDS,
  MONTHS,
  STOP_WORDS,
  isInstitutionAfter,
} from './name-vocabulary.ts';
import { LARGE_AREAS } from './place-names.ts';

/*
 * A person's home town after a 'from there' cue: 'meu tio [NAME] lá de Juazeiro do Norte', 'mi
 * prima allá en Villanueva de la Serena', 'sa tante de là-bas à Saint-Jean-de-Luz', 'mia zia giù a
 * Castellammare di Stabia', 'der Onkel drüben in Bad Kreuznach', 'my cousin over in Bury St
 * Edmunds'. The cue places someone far from the writer, so any capitalised place after it counts,
 * not only a town of the gazetteer, with its particles and hyphens. English cues are words of
 * direction too ('down in Radiology'), so they count only after a person: a name found, a kinship
 * word or 'my', 'his', 'her' in the same sentence.
 */

/** Cues that only place someone: 'lá de', 'allá en', 'là-bas à', 'giù a', 'drüben in'. */
const CUE = String.raw`l[áà][ \t]{1,2}(?:de|em|no|na|pra|para)|(?:de[ \t]{1,2})?(?:por[ \t]{1,2})?all[áa][ \t]{1,2}en|all[íi][ \t]{1,2}en|(?:de[ \t]{1,2})?là-bas[ \t]{1,2}(?:à|a|en|au)|(?:gi[ùu]|laggi[ùu]|lass[ùu]|l[àa][ \t]{1,2}gi[ùu]|l[àa][ \t]{1,2}su)[ \t]{1,2}(?:a|ad|in)|(?:dr[üu]ben|da[ \t]{1,2}dr[üu]ben|da[ \t]{1,2}unten|da[ \t]{1,2}oben|unten|oben)[ \t]{1,2}in`;
/**
 * Cues that place the writer: 'aquí en Gibraltar', 'aqui em Viseu', 'ici à Brest', 'qui a Lecce',
 * 'hier in Wels', 'here in Truro'; and a town after a hospital's name ('no Hospital de São João,
 * no Porto', 'al Hospital Virgen del Rocío, en Sevilla', "à l'hôpital Pasteur, à Colmar").
 */
const HERE_CUE = String.raw`aqu[íi][ \t]{1,2}(?:en|em|no|na)|ici[ \t]{1,2}(?:à|a|en|au)|qu[iaà][ \t]{1,2}(?:a|ad|in)|hier[ \t]{1,2}(?:in|im)|here[ \t]{1,2}in`;
const HOSPITAL_CUE = String.raw`(?:hospital|hôpital|hopital|ospedale|policlinico|clínica|clinica|clinique|klinikum|krankenhaus|klinik|infirmary|centre hospitalier|centro hospitalar|centro de sa[úu]de|centro de salud)[ \t]{1,2}[^,\n]{1,50},[ \t]{1,2}(?:no|na|em|en|in|im|à|a|au|at|a[ \t]la)`;
const ENGLISH_CUE = String.raw`(?:from[ \t]{1,2})?(?:over|down|up|out|back[ \t]{1,2}home|back)[ \t]{1,2}in`;

/** A place: capitalised words, hyphens inside, particles between ('Juazeiro do Norte'). */
const PLACE_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’]{1,30}(?:-\p{L}[\p{Ll}\p{M}'’]{0,30}){0,4}`;
const PLACE_LINK = String.raw`(?:de|do|da|dos|das|del|de[ \t]la|de[ \t]los|de[ \t]las|di|della|dello|dei|sur|sous|en|le|la|am|an[ \t]der|im|upon|on)`;
const PLACE = String.raw`${PLACE_WORD}(?:[ \t]{1,2}(?:${PLACE_LINK}[ \t]{1,2})?${PLACE_WORD}){0,3}`;

/** The cues in any case; the place after them in its own case, read from where a cue ends. */
const CUES = new RegExp(
  String.raw`(?<![\p{L}])(?:${CUE}|${HERE_CUE}|${HOSPITAL_CUE})[ \t]{1,2}`,
  'giu',
);
const ENGLISH_CUES = new RegExp(String.raw`(?<![\p{L}])(?:${ENGLISH_CUE})[ \t]{1,2}`, 'gu');
const PLACE_AT = new RegExp(String.raw`^${PLACE}(?![\p{L}\p{M}])`, 'u');

/** Feasts a from-there cue may be followed by: 'giù a Natale' is a time, not a place. */
const HOLIDAYS = new Set(
  `natale pasqua ferragosto capodanno navidad pascua nochebuena nochevieja noël noel pâques paques
  toussaint weihnachten ostern pfingsten silvester christmas easter thanksgiving halloween natal
  páscoa pascoa carnaval carnevale karneval fasching`.split(/\s+/),
);

/** Articles and adjectives that begin or join place names ('Las Palmas', 'Boa Vista', 'Le Mans'). */
const PLACE_ARTICLES = new Set(
  'la le el los las les lo il bom boa belo bela buenos nova novo new old grand grande'.split(' '),
);
/** Abbreviations and particles inside a place's name, never its end: 'Bury St Edmunds'. */
const PLACE_INNER = new Set('st ste san santa santo são sao saint sainte sankt bad'.split(' '));

/** A person before an English cue, in the same sentence. */
const PERSON_BEFORE =
  /(?:\[NAME\]|(?<![\p{L}])(?:my|his|her|our|their)[ \t]{1,2}\p{L}+)[^.!?\n]{0,50}$/iu;

/** Words that end a place: a function word, a symptom, an institution, a disease's eponym. */
function endsPlace(word: string, first: boolean): boolean {
  const key = word.toLowerCase();
  return (
    // Capitalised after the cue, a function word is the place's own ('Bom Jesus da Lapa', 'Los
    // Gatos', 'Le Mans'); later it may be the clause's.
    (!first && STOP_WORDS.has(key) && !PLACE_ARTICLES.has(key)) ||
    MEDICAL_WORDS.has(key) ||
    DISEASE_AFTER.has(key) ||
    INSTITUTION_BEFORE.has(key) ||
    INSTITUTION_NOUNS.has(key) ||
    isInstitutionAfter(key) ||
    HOLIDAYS.has(key) ||
    // A German noun after 'hier in' ('hier in Behandlung', 'hier in Quarantäne') is no town.
    /(?:ung|heit|keit|schaft|tion|tät|ismus|nahme|ment|ik)$/u.test(key) ||
    isKnownEponym(word)
  );
}

/** The words of the place up to the first that ends it, or '' when the first does. */
function placeOf(run: string): string {
  const words = run.split(/([ \t]{1,2})/u);
  let last = -1;
  for (let at = 0; at < words.length; at += 2) {
    const word = words[at] ?? '';
    if (
      /^\p{Lu}/u.test(word) &&
      !PLACE_INNER.has(word.toLowerCase()) &&
      endsPlace(word, at === 0)
    ) {
      break;
    }
    if (DEPARTMENT_WORD.test(word)) break;
    // A particle is kept only with a word after it: 'Juazeiro do' -> 'Juazeiro'.
    if (/^\p{Lu}/u.test(word)) last = at;
  }
  return words.slice(0, last + 1).join('');
}

/** The place right after each cue's match becomes [ADDRESS]; `accept` may refuse a cue. */
function replaceAfterCues(
  text: string,
  cues: RegExp,
  accept: (cueStart: number) => boolean,
): string {
  const pattern = new RegExp(cues);
  let out = '';
  let copied = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const run = PLACE_AT.exec(text.slice(start, start + 160))?.[0];
    if (!run || !accept(match.index)) continue;
    const place = placeOf(run);
    if (place === '' || LARGE_AREAS.has(place.toLowerCase()) || MONTHS.has(place.toLowerCase())) {
      continue;
    }
    out += `${text.slice(copied, start)}[ADDRESS]`;
    copied = start + place.length;
    pattern.lastIndex = copied;
  }
  return copied === 0 ? text : `${out}${text.slice(copied)}`;
}

export function redactHomeTowns(text: string): string {
  const found = replaceAfterCues(text, CUES, () => true);
  return replaceAfterCues(found, ENGLISH_CUES, (at) =>
    PERSON_BEFORE.test(found.slice(Math.max(0, at - 80), at)),
  );
}
