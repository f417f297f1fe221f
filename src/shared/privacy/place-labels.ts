import { isEverydayWord } from './everyday-words.ts';
import { DEPARTMENT_WORD, INSTITUTION_NAMES, MEDICAL_WORDS } from './name-vocabulary.ts';
import { LARGE_AREAS } from './place-names.ts';
import { isTown } from './places.ts';

/*
 * Round 19a: big cities count as much as towns (Safe Harbor keeps only states and countries),
 * wherever a form, a signature or an address line shows them: after a place's label in six
 * languages ('Ubicación: Rosario', 'Localidad:', 'Ort:', 'Wohnort:', 'Ville :', 'Lieu :', 'Città:',
 * 'Località:', 'Cidade:', 'Location:', 'City:', 'Hometown:'), between the dashes of an address
 * line ('[ADDRESS] - Liberdade - São Paulo/SP - CEP'), before a postcode already found ('Malleswaram,
 * Bengaluru [ADDRESS]', '[NAME], Swansea [ADDRESS]', 'Millersburg OH [ADDRESS]', '[ADDRESS]
 * Montreal [ADDRESS]'), after the parts of an address at a line's end ('casa 45, Maputo.'), and
 * before a small practice's noun ('Blacktown Family Practice', 'Parramatta Medical Centre'; a
 * 'Surgery' or a 'Health Centre' may be named for a street or a person, and earlier rounds keep
 * them as institutions).
 * A country or a state stays ('Ubicación: Rosario, Santa Fe' keeps the province to the state rules).
 */

/** A capitalised word with a lower-case letter after its first: 'São', not 'NSW' or 'OH'. */
const CAP = String.raw`\p{Lu}[\p{Ll}\p{M}'’-][\p{L}\p{M}'’-]{0,29}`;
const LINK = String.raw`(?:de|de[ \t]la|du|des|di|da|do|dos|das|del|la|le|les|am|an[ \t]der|im|upon|on|sur|en)`;
const PLACE = String.raw`${CAP}(?:[ \t](?:${LINK}[ \t])?${CAP}){0,3}`;

/** The labels, either case of their first letter (the place after them keeps its case). */
const LABEL_WORDS = `ubicación ubicacion localidad localización localizacion ciudad población poblacion
  municipio comuna residencia lugar ort wohnort stadt gemeinde heimatort ville lieu localité
  localite commune domicile città citta località localita comune residenza cidade localidade
  município municipio naturalidade location city town hometown`;
const LABELS = `(?:${LABEL_WORDS.split(/\s+/)
  .filter(Boolean)
  .sort((x, y) => y.length - x.length)
  .map((word) => `[${word.charAt(0)}${word.charAt(0).toUpperCase()}]${word.slice(1)}`)
  .join('|')}|[Hh]ome[ \t]town|[Ww]ohnhaft[ \t]in|[Pp]lace[ \t]of[ \t]residence)`;
const LABELLED = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${LABELS}[ \t]{0,2}:[ \t]{0,2})(${PLACE})(?=[ \t]*(?:[,|/;.)\n]|[ \t]-|$))`,
  'gu',
);
/** Parts of an address line between dashes: '[ADDRESS] - Liberdade - São Paulo/SP - CEP'. */
const DASHED = new RegExp(
  String.raw`(?<=(?:\[ADDRESS\]|\d)[^\n]{0,60}?[ \t][-–][ \t])(${PLACE})(?=[ \t][-–][ \t]|\/[A-Z]{2}(?![\p{L}]))`,
  'gu',
);
/** A town before a postcode found: ', Bengaluru [ADDRESS]', '] Montreal [ADDRESS]', ', Millersburg OH [ADDRESS]'. */
const BEFORE_CODE = new RegExp(
  String.raw`(?<=(?:,|\[ADDRESS\]|\[NAME\])[ \t]{1,2}|\[ADDRESS\]\.?[ \t]{0,2}\d{0,4},?[ \t]{1,2})(${PLACE})(?=[ \t]{1,2}(?:[A-Z]{2,3}[ \t]{1,2})?\[ADDRESS\])`,
  'gu',
);
/** A town closing an address's parts at a line's or a message's end: 'casa 45, Maputo.' */
const CLOSING_TOWN = new RegExp(
  String.raw`(?<=(?:\[ADDRESS\]|\d[a-zA-Z]?),[ \t]{1,2})(${PLACE})(?=[ \t]*(?:\.[ \t]|\.?\n|\.?$))`,
  'gu',
);
/**
 * A town and a five-digit postcode after an address found on the line: '[ADDRESS] izda de bilbao
 * 48003', '[ADDRESS] de Lurigancho, Lima 15434'. The code confirms the place, so a capitalised
 * town that is also a word ('Lima') counts; in lower case a town of the lists.
 */
const TOWN_AND_CODE = new RegExp(
  String.raw`(?<=\[ADDRESS\][^\n\[]{0,40}?[ \t,])(\p{L}[\p{L}\p{M}'’-]{1,30}(?:[ \t](?:${LINK}[ \t])?\p{L}[\p{L}\p{M}'’-]{1,30}){0,2})[ \t]{1,2}(\d{5})(?![\p{N}.,]\d|[ \t]?(?:mg|ml|kg|g|µg|mcg|ui|iu|units?)\b)`,
  'gu',
);

const PRACTICE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${PLACE})(?=[ \t](?:Family[ \t]Practice|Medical[ \t]Practice|Medical[ \t]Centre|Family[ \t]Medical[ \t]Centre|General[ \t]Practice|Family[ \t]Health[ \t]Team)(?![\p{L}]))`,
  'gu',
);

/** Words of a form or an address line that are no place: units, labels, departments. */
const NOT_A_PLACE = new Set(
  `apt apto apartment flat unit suite shop room floor tel tél fax cep cp zip plz cap code postal
  po box bp casilla caixa ref nr no n lot lote casa house bloco bloque torre piso andar`.split(
    /\s+/,
  ),
);

/** Parts of a hospital a form's 'Location:' may name: 'Emergency Department', 'Station 4'. */
const HOSPITAL_PARTS =
  /^(?:department|departamento|département|abteilung|dipartimento|service|servicio|serviço|servizio|station|ward|room|sala|salle|zimmer|stanza|quarto|bay|bed|cama|lit|bett|letto|leito|floor|planta|étage|etage|piano|andar|clinic|unit|unidad|unité|unità|unidade|emergency|urgencias|urgences|notaufnahme|pronto|home|casa|domicile|domicilio|domicílio|zuhause|hause)$/iu;

function isPlace(name: string, listedOnly: boolean): boolean {
  const words = name.split(/[ \t]+/u);
  const first = (words[0] ?? '').toLowerCase();
  const key = name.toLowerCase();
  if (LARGE_AREAS.has(key) || LARGE_AREAS.has(first) || INSTITUTION_NAMES.has(first)) return false;
  if (NOT_A_PLACE.has(first) || MEDICAL_WORDS.has(first)) return false;
  if (isTown(name)) return true;
  if (listedOnly) return false;
  // ('Quimper' ends like 'ER', so the department test comes after the town lists.)
  if (words.some((word) => DEPARTMENT_WORD.test(word) || HOSPITAL_PARTS.test(word))) return false;
  return !words.every((word) => isEverydayWord(word) && !isTown(word));
}

const unlessNotAPlace =
  (listedOnly: boolean) =>
  (match: string, place: string): string =>
    isPlace(place, listedOnly) ? '[ADDRESS]' : match;

/** Replaces the town or city a label, an address line or a practice's name shows. */
export function redactPlaceLabels(text: string): string {
  return text
    .replace(LABELLED, (match: string, label: string, place: string) =>
      isPlace(place, false) ? `${label}[ADDRESS]` : match,
    )
    .replace(DASHED, unlessNotAPlace(false))
    .replace(BEFORE_CODE, unlessNotAPlace(false))
    .replace(TOWN_AND_CODE, (match: string, run: string) => {
      const words = run.split(/[ \t]+/u);
      // The town is the end of the run: 'izda de bilbao' ends in 'bilbao'.
      for (let start = 0; start < words.length; start += 1) {
        const name = words.slice(start).join(' ');
        const capitalised = /^\p{Lu}/u.test(name);
        const known = isTown(name);
        if (
          known ||
          (capitalised && isPlace(name, false)) ||
          (capitalised &&
            start === words.length - 1 &&
            !MEDICAL_WORDS.has(name.toLowerCase()) &&
            !LARGE_AREAS.has(name.toLowerCase()))
        ) {
          const before = words.slice(0, start).join(' ');
          return `${before}${before ? ' ' : ''}[ADDRESS] [ADDRESS]`;
        }
      }
      return match;
    })
    .replace(CLOSING_TOWN, unlessNotAPlace(true))
    .replace(PRACTICE, unlessNotAPlace(true));
}
