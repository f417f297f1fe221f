import { isEponymUse, isKnownEponym } from './eponym-use.ts';
import { isEverydayWord } from './everyday-words.ts';
import { GIVEN_NAMES } from './given-names.ts';
import { AGE_AFTER, PERSON_VERBS, mayBeUnlistedName } from './kin-name-guards.ts';
import { INSTITUTION_NAMES, KIN_WORDS, MEDICAL_WORDS, STOP_WORDS } from './name-vocabulary.ts';
import { LARGE_AREAS } from './place-names.ts';
import { NOT_NAMES } from './redact-names.ts';
import { isDrugShape, isMedicalShape } from './run-stops.ts';

/*
 * Round 19c, classes 2 and 3: the rest of a lower-case full name after a kinship word ('mi padre
 * [NAME] mari etxeberria tiene', 'ma grand mere yvette le goff a'), a name in brackets after a
 * role in a care log ('Son (Clive) informed', 'figlio (Marco)', 'Tochter (Fr. Huber)'), a name in
 * apposition after a noun for a person ('Temos uma criança, Esperança Kiala Mbemba, 5 anos') and
 * a report header's 'SURNAME, Given' ('Pat.: WEBER, Klaus-Dieter'). Every pattern is one pass of
 * bounded runs: linear time.
 */

/** Particles inside a lower-case name ('le goff', 'de la fuente', 'di stefano', 'das dores'). */
const LOWER_PARTICLES = new Set(
  `de del della delle dei degli la le les du des da das do dos di von vom van der den ter zu y i e`.split(
    ' ',
  ),
);

/** Kinship words of two words in lower case and without accents, as chats write them. */
const KIN_PAIRS = new Set(
  `grand mere|grand pere|grand mère|grand père|belle mere|beau pere|petite fille|petit fils|arriere grand mere|great grandma|great grandmother|great grandfather|great grandpa`.split(
    '|',
  ),
);

/**
 * A kin word, then a name found or a listed lower-case given name, then up to four lower-case
 * words. Only the kin word is consumed (the rest is a lookahead), so a miss at 'hola buenas'
 * does not swallow the 'mi padre' after it.
 */
const KIN_RUN =
  /(?<![\p{L}\p{M}])(\p{L}[\p{L}\p{M}-]{1,24})(?=([ \t]{1,2})(\[NAME\]|\p{Ll}[\p{Ll}\p{M}'’-]{1,24})((?:[ \t]{1,2}\p{Ll}[\p{Ll}\p{M}'’-]{0,24}){1,4}))/gu;

const PREVIOUS_WORD = /(\p{L}[\p{L}\p{M}]{1,12})[ \t]{1,2}$/u;

const isLowerGiven = (word: string): boolean => GIVEN_NAMES.has(word) && !isEverydayWord(word);

/** Where a name's run may end: a verb of the person, a bracket, an age. */
function endsName(after: string, frenchOwner: boolean): boolean {
  // Not a bare comma or stop: a run of unlisted words up to one is any language's sentence
  // ('maa anna purugula mandhu thagadu,'); a verb, an age or a bracket shows the person.
  if (/^[ \t]{0,2}(?:\(|,?[ \t]{0,2}\[AGE\])/u.test(after)) return true;
  if (AGE_AFTER.test(after)) return true;
  const next = /^[ \t]{1,2}(\p{Ll}+)(?![\p{L}\p{M}])/u.exec(after)?.[1];
  if (next === undefined) return false;
  if (next === 'a' && frenchOwner)
    return /^[ \t]{1,2}a[ \t]{1,2}(?:\[AGE\]|\d|\p{Ll})/u.test(after);
  return PERSON_VERBS.has(next);
}

function redactKinRuns(text: string, parts: Set<string>): string {
  let out = '';
  let copied = 0;
  for (const match of text.matchAll(KIN_RUN)) {
    const [, cue = '', gap = '', first = '', rest = ''] = match;
    const offset = match.index;
    if (offset < copied) continue;
    const before = text.slice(Math.max(0, offset - 16), offset);
    const pair = `${PREVIOUS_WORD.exec(before)?.[1] ?? ''} ${cue}`.toLowerCase();
    if (!KIN_WORDS.has(cue.toLowerCase()) && !KIN_PAIRS.has(pair)) continue;
    if (first !== '[NAME]' && !isLowerGiven(first)) continue;
    const frenchOwner =
      /(?:^|[^\p{L}])(?:ma|mon|sa|son|notre|votre|leur|ta|ton)[ \t]{1,2}(?:\p{L}+[ \t]{1,2})?$/iu.test(
        before,
      );
    const restStart = offset + cue.length + gap.length + first.length;
    const words = [...rest.matchAll(/\p{Ll}[\p{Ll}\p{M}'’-]*/gu)];
    // The longest run of name words that ends where a name may end.
    let best = -1;
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i]?.[0] ?? '';
      const particle = LOWER_PARTICLES.has(word);
      // Inside a run a listed given name counts even when it is also a word ('jose mari').
      const name =
        (GIVEN_NAMES.has(word) && !MEDICAL_WORDS.has(word) && !PERSON_VERBS.has(word)) ||
        (mayBeUnlistedName(word) && !PERSON_VERBS.has(word) && !KIN_WORDS.has(word));
      if (!particle && !name) break;
      if (particle) continue;
      const end = restStart + (words[i]?.index ?? 0) + word.length;
      if (isEponymUse(text, end - word.length, end)) break;
      if (endsName(text.slice(end, end + 40), frenchOwner)) best = i;
    }
    const lastWord = best < 0 ? undefined : words[best];
    if (lastWord === undefined) continue;
    const cut = (lastWord.index ?? 0) + lastWord[0].length;
    const runText = `${first === '[NAME]' ? '' : first} ${rest.slice(0, cut)}`;
    for (const word of runText.split(/[ \t]+/u)) {
      if (word.length >= 3 && !LOWER_PARTICLES.has(word)) parts.add(word);
    }
    const nameStart = offset + cue.length + gap.length;
    out += `${text.slice(copied, nameStart)}[NAME]`;
    copied = restStart + cut;
  }
  return out + text.slice(copied);
}

/** Roles of a care log besides kin: 'GP (Dr Hale)', 'Key worker (Janet)', 'Betreuer (Hr. Graf)'. */
const CARE_ROLES = new Set(
  `gp carer keyworker key-worker nok betreuer betreuerin bezugsperson vormund tutor tutora
  aidant aidante badante tutore curatore curatrice amministratore cuidador cuidadora
  responsável responsable acompanhante acompañante angehörige angehöriger`.split(/\s+/),
);

/** German kin words: their nouns are capitalised, so only a given name or a title may follow. */
const GERMAN_KIN = new Set(
  `tochter sohn mutter vater ehefrau ehemann frau mann bruder schwester enkel enkelin oma opa
  nichte neffe tante onkel schwiegertochter schwiegersohn partner partnerin lebensgefährte
  lebensgefährtin betreuer betreuerin bezugsperson angehörige angehöriger nachbar nachbarin`.split(
    /\s+/,
  ),
);

const BRACKET_TITLE = new Set(
  `dr dra fr hr frau herr mr mrs ms miss sr sra sig sig.ra mme m dott dott.ssa prof`.split(' '),
);

const BRACKETED_AFTER_ROLE =
  /(?<![\p{L}\p{M}])(\p{L}[\p{L}\p{M}-]{1,24})[ \t]{0,2}\([ \t]{0,2}(?:(\p{L}{1,5}(?:\.\p{L}{1,3})?)\.?[ \t]{1,2})?(\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,2})[ \t]{0,2}\)/gu;

/** A capitalised word a role's brackets or an apposition may hold as a name. */
const mayBeName = (word: string): boolean => {
  const key = word.toLowerCase();
  if (GIVEN_NAMES.has(key)) return !MEDICAL_WORDS.has(key);
  return (
    /^\p{Lu}\p{Ll}/u.test(word) &&
    !isEverydayWord(word) &&
    !isKnownEponym(word) &&
    !INSTITUTION_NAMES.has(key) &&
    !LARGE_AREAS.has(key) &&
    !KIN_WORDS.has(key)
  );
};

function redactBracketedAfterRoles(text: string, parts: Set<string>): string {
  return text.replace(
    BRACKETED_AFTER_ROLE,
    (match: string, role: string, title: string | undefined, name: string) => {
      const key = role.toLowerCase();
      if (!KIN_WORDS.has(key) && !CARE_ROLES.has(key)) return match;
      const hasTitle = title !== undefined && BRACKET_TITLE.has(title.toLowerCase());
      if (title !== undefined && !hasTitle) return match;
      const words = name.split(/[ \t]/u);
      if (!hasTitle) {
        const listed = words.some((word) => GIVEN_NAMES.has(word.toLowerCase()));
        if (GERMAN_KIN.has(key) && !listed) return match;
        if (!words.every(mayBeName)) return match;
      } else if (words.some((word) => isEverydayWord(word) && !isKnownEponym(word))) {
        return match;
      }
      for (const word of words) if (!isKnownEponym(word)) parts.add(word.toLowerCase());
      const open = match.indexOf('(');
      return `${match.slice(0, open + 1)}${hasTitle ? match.slice(open + 1, match.lastIndexOf(name)) : ''}[NAME])`;
    },
  );
}

/** Nouns for a person a name may stand after in apposition, in the six languages. */
const PERSON_NOUNS = new Set(
  `child patient boy girl man woman lady gentleman baby infant toddler teenager resident client
  niño niña paciente chico chica hombre mujer señora señor bebé lactante adolescente usuario
  usuaria residente menor enfant patiente garçon fille homme femme bébé nourrisson adolescent
  adolescente dame kind patientin junge mädchen mann frau säugling jugendlicher jugendliche
  bewohner bewohnerin bambino bambina paziente ragazzo ragazza uomo donna neonato neonata
  signora signore ospite criança menino menina homem mulher bebê rapaz moça senhora senhor utente
  doente lactente`.split(/\s+/),
);

const NAME_TOKEN = String.raw`\p{Lu}[\p{L}\p{M}'’-]{1,30}`;
const APPOSITION = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(\p{L}[\p{L}\p{M}]{1,14})[ \t]{0,2},[ \t]{1,2}(${NAME_TOKEN}(?:[ \t](?:(?:de|da|do|dos|das|del|di|van|von|le|la)[ \t])?${NAME_TOKEN}){0,3})[ \t]{0,2},[ \t]{1,2}(?=(\d{1,3}(?![\d.,/])|\[AGE\]))`,
  'gu',
);

function redactAppositions(text: string, parts: Set<string>): string {
  return text.replace(APPOSITION, (match: string, noun: string, name: string) => {
    if (!PERSON_NOUNS.has(noun.toLowerCase())) return match;
    const words = name.split(/[ \t]/u).filter((word) => /^\p{Lu}/u.test(word));
    if (!words.every(mayBeName)) return match;
    if (words.length < 2 && !GIVEN_NAMES.has((words[0] ?? '').toLowerCase())) return match;
    for (const word of words) parts.add(word.toLowerCase());
    return match.replace(name, '[NAME]');
  });
}

/**
 * 'Pat.: WEBER, Klaus-Dieter', 'Paz.: COLOMBO, [NAME]' after a person's label, and at a line's
 * start in a lab or letter header ('WEBER, Klaus-Dieter *...'); the given name a listed one (one
 * part of it), so 'Pat.: NORMAL, Befund' and 'GLUCOSE, Fasting' stay.
 */
const SURNAME_COMMA_GIVEN =
  /(?<=^|\n)([ \t]{0,4}(?:(?:Pat|Patient|Patientin|Patiente|Pte|Paz|Paziente|Pz|Pac|Paciente|Name|Nom|Nome|Nombre|Doente|Utente|Assistito|Assistita|Versicherte|Versicherter|Patient name|Nom du patient|Nome paziente)\.?[ \t]{0,2}:[ \t]{0,3})?)(\p{Lu}{2,}(?:[ '’-]\p{Lu}{2,}){0,2}),[ \t]{1,2}(\[NAME\]|\p{Lu}\p{Ll}[\p{L}\p{M}'’]{1,20}(?:-\p{Lu}\p{Ll}[\p{L}\p{M}'’]{1,20})?(?:[ \t]\p{Lu}\p{Ll}[\p{L}\p{M}'’]{1,20})?)(?=[ \t]|,|$|\n)/gu;

/**
 * Round 23a: the same order in mixed case after a person's label ('Pat.: Nowak, Agnieszka'), and a
 * pharmacy label's own line in capitals with an initial ('MARTINEZ-VEGA, LUIS A') after a line
 * with 'Rx' or before a doctor's line: the given name a listed one.
 */
const LABELLED_SURNAME_COMMA_GIVEN =
  /(?<=^|\n)([ \t]{0,4}(?:Pat|Patient|Patientin|Patiente|Patient\(e\)|Patiënt|Pte|Paz|Paziente|Pz|Pac|Paciente|Name|Naam|Nom|Nome|Nombre|Doente|Utente|Assistito|Assistita|Versicherte|Versicherter|Bewohner|Bewohnerin|Résident|Résidente|Resident|Patient name|Nom du patient|Nome paziente)\.?[ \t]{0,2}:[ \t]{0,3})(\p{Lu}\p{Ll}[\p{L}\p{M}'’]{1,24}(?:-\p{Lu}\p{Ll}[\p{L}\p{M}'’]{1,24})?),[ \t]{1,2}(\p{Lu}\p{Ll}[\p{L}\p{M}'’]{1,20}(?:-\p{Lu}\p{Ll}[\p{L}\p{M}'’]{1,20})?(?:[ \t]\p{Lu}\p{Ll}[\p{L}\p{M}'’]{1,20})?)(?=[ \t]|,|$|\n)/gu;
const PHARMACY_LABEL_LINE =
  /(?<=^|\n)[ \t]{0,4}(\p{Lu}{2,}(?:[ '’-]\p{Lu}{2,}){0,2}),[ \t]{1,2}(\p{Lu}{2,20}(?:[ \t]\p{Lu}{2,20})?)(?:[ \t]\p{Lu}\.?)?[ \t]{0,4}(?=\n|$)/gu;
/** A pharmacy's number line before, or a doctor's line after: 'Rx# 123', 'Dr. HALL'. */
const RX_BEFORE =
  /(?:^|\n)[^\n]{0,20}\b(?:Rx|RX|Rp|Ordonnance|Receta|Rezept|Ricetta|Receita)\b[^\n]{0,40}\n$/u;
const DOCTOR_AFTER =
  /^\n[ \t]{0,4}(?:Dr|DR|Dra|DRA|Prescriber|Prescribed by|Médecin|Arzt|Ärztin|Medico|Médico)\b/u;

/** Routes, forms and salts a drug's line prints after a comma: no given names there. */
const DOSE_FORMS = new Set(
  `oral tab tabs tablet tablets cap caps capsule capsules solution sol inj injection cream
  ointment drops susp suspension syrup patch spray inhaler topical nasal eye ear chew er xr sr
  dr ec odt hcl sodium potassium calcium magnesium extended delayed release film coated generic
  brand otic ophthalmic rectal vaginal sublingual liquid powder gel lotion`.split(/\s+/),
);

/**
 * Round 23a: a Flemish or Dutch surname with its particle first, then the given name, after a
 * person's label ('Patient(e) : Van den Berghe Els', 'Naam: De Smet Johan').
 */
const PARTICLE_SURNAME_FIRST =
  /(?<=^|\n|[|;]|[ \t]{2})([ \t]{0,4}(?:Pat|Patient|Patiente|Patient\(e\)|Patiënt|Patiënte|Naam|Nom|Name|Résident|Résidente|Bewoner|Bewoonster)\.?[ \t]{0,2}:[ \t]{0,3})((?:Van|Vanden|Vander|Vande|De|Den|Der|Ter|Ten|Op|Van[ \t]den|Van[ \t]der|Van[ \t]de|Van[ \t]het|Op[ \t]de|In[ \t]['’]t|Van[ \t]de)[ \t]\p{Lu}\p{Ll}[\p{L}\p{M}'’-]{1,24})[ \t](\p{Lu}\p{Ll}[\p{L}\p{M}'’-]{1,20})(?![\p{L}\p{M}])/gu;

function redactHeaderNames(text: string, parts: Set<string>): string {
  let result = text;
  if (/,[ \t]/u.test(result)) {
    result = result.replace(
      LABELLED_SURNAME_COMMA_GIVEN,
      (match: string, label: string, surname: string, given: string) => {
        const first = given.split(/[ \t-]/u);
        if (!first.some((word) => GIVEN_NAMES.has(word.toLowerCase()))) return match;
        if (
          [surname, ...first].some(
            (word) =>
              MEDICAL_WORDS.has(word.toLowerCase()) ||
              STOP_WORDS.has(word.toLowerCase()) ||
              NOT_NAMES.has(word.toLowerCase()),
          )
        ) {
          return match;
        }
        for (const word of first) parts.add(word.toLowerCase());
        if (!isKnownEponym(surname)) parts.add(surname.toLowerCase());
        return `${label}[NAME]`;
      },
    );
    result = result.replace(
      PHARMACY_LABEL_LINE,
      (match: string, surname: string, given: string, offset: number, whole: string) => {
        const end = offset + match.length;
        if (
          !RX_BEFORE.test(whole.slice(Math.max(0, offset - 64), offset)) &&
          !DOCTOR_AFTER.test(whole.slice(end, end + 24))
        ) {
          return match;
        }
        const first = given.split(/[ \t]/u);
        if (!GIVEN_NAMES.has((first[0] ?? '').toLowerCase())) return match;
        const words = [...surname.split(/[ '’-]/u), ...first];
        // 'PREDNISONE, ORAL': a drug and its route are no one ('Oral' is also a given name).
        const noName = (word: string): boolean => {
          const key = word.toLowerCase();
          return (
            DOSE_FORMS.has(key) ||
            MEDICAL_WORDS.has(key) ||
            STOP_WORDS.has(key) ||
            NOT_NAMES.has(key) ||
            isDrugShape(key) ||
            isMedicalShape(key) ||
            (isEverydayWord(word) && !GIVEN_NAMES.has(key))
          );
        };
        if (words.some(noName)) return match;
        for (const word of words) if (!isKnownEponym(word)) parts.add(word.toLowerCase());
        return match.replace(/\S[\s\S]*\S|\S/u, '[NAME]');
      },
    );
  }
  if (/:[ \t]{0,3}(?:Van|Vande|Vander|De|Den|Der|Ter|Ten|Op|In)[ \t]/u.test(result)) {
    result = result.replace(
      PARTICLE_SURNAME_FIRST,
      (match: string, label: string, surname: string, given: string) => {
        // The particle and the label make the order; the given name need not be listed ('Els').
        const last = surname.split(/[ \t]/u).pop() ?? '';
        if (
          [last, given].some(
            (word) =>
              (isEverydayWord(word) && !GIVEN_NAMES.has(word.toLowerCase())) ||
              MEDICAL_WORDS.has(word.toLowerCase()) ||
              STOP_WORDS.has(word.toLowerCase()),
          )
        ) {
          return match;
        }
        parts.add(given.toLowerCase());
        if (!isKnownEponym(last)) parts.add(last.toLowerCase());
        return `${label}[NAME]`;
      },
    );
  }
  return redactCommaHeaderNames(result, parts);
}

function redactCommaHeaderNames(text: string, parts: Set<string>): string {
  return text.replace(
    SURNAME_COMMA_GIVEN,
    (match: string, label: string, surname: string, given: string) => {
      const surnames = surname.split(/[ '’-]/u);
      // After a person's label a surname may be a town's name too ('COLOMBO'); at a line's start not.
      const labelled = label.trim() !== '';
      const noSurname = (word: string): boolean =>
        labelled
          ? MEDICAL_WORDS.has(word.toLowerCase()) ||
            STOP_WORDS.has(word.toLowerCase()) ||
            NOT_NAMES.has(word.toLowerCase())
          : isEverydayWord(word) || NOT_NAMES.has(word.toLowerCase());
      if (surnames.some(noSurname)) return match;
      if (given !== '[NAME]') {
        const first = given.split(/[ \t-]/u);
        const listed = first.some((word) => GIVEN_NAMES.has(word.toLowerCase()));
        if (!listed) return match;
        if (first.some((word) => isEverydayWord(word) && !GIVEN_NAMES.has(word.toLowerCase()))) {
          return match;
        }
        for (const word of first) parts.add(word.toLowerCase());
      }
      for (const word of surnames) if (!isKnownEponym(word)) parts.add(word.toLowerCase());
      return `${label}[NAME]`;
    },
  );
}

/**
 * Swiss German 'Maa' (husband) is Hindi and Telugu 'maa' (mother, our) too, so it is no kin word
 * of the list; after a Swiss possessive and capitalised, a given name and its surname follow:
 * 'min Maa Reto Caflisch', 'üse Maa Urs'.
 */
const SWISS_MAA =
  /(?<![\p{L}\p{M}])((?:[mM]in|[mM]ini|[üÜ]se|[dD]ä|[dD]e|[iI]hre|[iI]hr)[ \t]{1,2}Maa[ \t]{1,2})(\p{Lu}\p{Ll}[\p{L}\p{M}'’-]{1,24}(?:[ \t]\p{Lu}\p{Ll}[\p{L}\p{M}'’-]{1,24})?)(?![\p{L}\p{M}])/gu;

function redactSwissHusbands(text: string, parts: Set<string>): string {
  return text.replace(SWISS_MAA, (match: string, cue: string, name: string) => {
    const words = name.split(/[ \t]/u);
    if (!GIVEN_NAMES.has((words[0] ?? '').toLowerCase()) || !words.every(mayBeName)) return match;
    for (const word of words) parts.add(word.toLowerCase());
    return `${cue}[NAME]`;
  });
}

export function redactKinRunsAndCareLogs(text: string): { text: string; parts: Set<string> } {
  const parts = new Set<string>();
  let result = redactHeaderNames(text, parts);
  result = redactBracketedAfterRoles(result, parts);
  result = redactAppositions(result, parts);
  result = redactSwissHusbands(result, parts);
  result = redactKinRuns(result, parts);
  return { text: result, parts };
}
