import { isGivenName, isNameWord } from './name-companions.ts';
import { MEDICAL_WORDS, STOP_WORDS } from './name-vocabulary.ts';

/*
 * Two places where a name stands alone, known only by what is before it:
 * - a name addressed in a chat after thanks or a greeting, in any case, before '!', ',', '.',
 *   '?' or the line's end ('gracias rocío!!', 'merci léa', 'danke jens,', 'thanks mo',
 *   'grazie fra!', 'valeu bia', 'hola marta,', 'coucou inès !'): a known given name, a
 *   short unknown word (a clipped name) that is no word of the six languages
 *   and no way of addressing a group or a doctor ('thanks all!', 'merci docteur', 'danke dir');
 * - a name after a care or clinical role's label and a colon ('Pflegekraft: Dariusz.', 'Nurse:
 *   Kemi', 'Infirmière : Awa', 'Medico curante: Luca Bianchi', 'Assistente social: Rita', 'Prescriber: Kateryna Dmytrenko, NP',
 *   'Prescritor: Caio Brandão', 'Pharmacist: ...'): a known
 *   given name in any case, or two capitalised name words; 'Nurse: please call', 'GP: Normal.',
 *   'Arzt: Innere Medizin', 'Médecin traitant : non' stay.
 * Bounded patterns that start where a word starts: linear time.
 */

// Longer forms first: 'danke schön, lena' is read whole, not as 'danke' and the word 'schön'.
const GREETINGS = String.raw`(?:thank[ \t]you|danke[ \t]schön|danke[ \t]sehr|merci[ \t]beaucoup|merci[ \t]bien|grazie[ \t]mille|grazie[ \t]tante|muchas[ \t]gracias|mil[ \t]gracias|muito[ \t]obrigad[oa]|vielen[ \t]dank|buenos[ \t]días|bom[ \t]dia|boa[ \t]tarde|grüß[ \t]dich|thanks|thanx|thx|ty|cheers|hi|hey|hello|hiya|morning|gracias|hola|buenas|merci|coucou|salut|bonjour|bonsoir|danke|hallo|moin|servus|grazie|ciao|salve|buongiorno|obrigad[oa]|valeu|olá|ola|oi)`;

const ADDRESSED = new RegExp(
  String.raw`(?:^|(?<=[.!?…\n][ \t]{0,3})|(?<=^[^\n]{0,12}?[ \t]))(${GREETINGS},?[ \t]{1,2})(\p{L}[\p{L}\p{M}'’]{1,20})(?=[ \t]{0,2}(?:[!,.?…:;)]|\n|$))`,
  'gimu',
);

/** Ways to address a group, a doctor or anyone, and the words that fill a thanks. */
const NOT_NAMES = new Set(
  `all everyone everybody guys folks team you ya u again so lot much bro sis dude doc doctor mate
  buddy man babe dear love there anyway anyways both friend friends people
  todos todas chicos chicas gente amigo amiga amigos igual doctora doctor mucho muchas tardes noches
  días dias hermano hermana tío tía tio tia
  tous toutes beaucoup bcp docteur encore vous toi ami amie amis les gars
  alle allen zusammen allerseits leute dir euch ihnen vielmals sehr schön schoen doktor nochmal
  tutti tutte ragazzi ragazze ancora mille tante dottore dottoressa amico amica
  pessoal galera gente doutor doutora mesmo muito amigo amiga todos gente
  ok okay yes no si sí oui ja não nao bye ciao tchau adiós adios salut tschüss tschüs bud pal hun hon
  sir guy mano tb tbm also too aussi auch anche también tambem também`.split(/\s+/),
);

function redactAddressedNames(text: string, parts: Set<string>): string {
  return text.replace(ADDRESSED, (match: string, greeting: string, word: string) => {
    const key = word.toLowerCase();
    if (NOT_NAMES.has(key) || STOP_WORDS.has(key) || MEDICAL_WORDS.has(key)) return match;
    const known = isGivenName(word) && isNameWord(word);
    // An unknown word is a name only when short, as clipped names are ('mo', 'fra', 'Kez'):
    // 'Hello World!', 'thanks Google!' stay.
    const clipped = key.length <= 4 && isNameWord(word);
    if (!known && !clipped) return match;
    parts.add(key);
    return `${greeting}[NAME]`;
  });
}

const ROLE_LABELS = String.raw`(?:nurse|carer|caregiver|care[ \t]worker|home[ \t]help|aide|social[ \t]worker|physio(?:therapist)?|therapist|midwife|health[ \t]visitor|key[ \t]worker|gp|doctor|consultant|enfermer[oa]|cuidador[a]?|trabajador[a]?[ \t]social|fisioterapeuta|m[ée]dic[oa](?:[ \t]de[ \t](?:cabecera|familia|fam[íi]lia))?|matrona|auxiliar(?:[ \t]de[ \t]enfermer[íi]a)?|infirmi[èe]re?|aide-soignante?|auxiliaire[ \t]de[ \t]vie|assistante?[ \t]sociale?|kin[ée](?:sith[ée]rapeute)?|m[ée]decin(?:[ \t]traitant)?|sage-femme|aide[ \t][àa][ \t]domicile|pflegekraft|pfleger(?:in)?|altenpfleger(?:in)?|krankenschwester|betreuer(?:in)?|ärztin|arzt|hausärztin|hausarzt|sozialarbeiter(?:in)?|physiotherapeut(?:in)?|hebamme|infermier[ea]|badante|assistente[ \t]social[e]?|fisioterapista|medico[ \t](?:curante|di[ \t]base|di[ \t]famiglia)|ostetrica|oss|cuidadora|enfermeir[oa]|parteira|t[ée]cnic[oa][ \t]de[ \t]enfermagem|acompanhante|prescriber|prescribing[ \t](?:clinician|doctor|physician|provider)|(?:ordering|attending|referring)[ \t](?:provider|physician|doctor|clinician)|pharmacist|prescript(?:eur|rice)|pharmacien(?:ne)?|m[ée]dic[oa][ \t]prescri(?:ptor|tor|ttore)(?:a)?|prescriptor(?:a)?|prescrit(?:or|ora)|prescrittore|prescrittrice|farmac[ée]utic[oa]|farmacista|verordner(?:in)?|verordnende[rs]?[ \t](?:ärztin|arzt)|apotheker(?:in)?)`;

const ROLE_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{M}'’-])(${ROLE_LABELS}[ \t]{0,2}:[ \t]{0,3})(\p{L}[\p{L}\p{M}'’]{1,24}(?:-\p{L}[\p{L}\p{M}'’]{1,24})?)(?:([ \t]{1,2})(\p{Lu}[\p{L}\p{M}'’]{1,24}(?:-\p{Lu}[\p{L}\p{M}'’]{1,24})?))?(?=[ \t]{0,2}(?:[.,;:)(\n]|[-–—][ \t]|$))`,
  'giu',
);

/** Words a role's label is followed by that are no person: 'none', 'vacant', a specialty. */
const NO_ONE =
  /^(?:none|nobody|no|non|nein|keine?r?|nessun[oa]?|ningun[oa]|nenhum[a]?|aucune?|unknown|inconnue?|desconocid[oa]|sconosciut[oa]|desconhecid[oa]|vacant|pending|tbd|agency|n\/a)$/iu;
const SPECIALTY =
  /(?:medizin|logie|logy|logia|logía|chirurgie|surgery|iatrie|iatria|iatry|iatría|heilkunde|dienst|station|team|abteilung|praxis|klinik|service|servicio|serviço|servizio|ambulanz)$/iu;

/** A person's pronoun opening the next sentence: 'Tendai. She said', 'Awa. Elle vient'. */
const PRONOUN_AFTER =
  /^[ \t]{0,2}[.;,][ \t]{0,3}(?:she|he|elle|il|sie|er|lei|lui|ella|él|ela|ele)(?![\p{L}])/iu;

const roleNameWord = (word: string): boolean =>
  isNameWord(word) && !NO_ONE.test(word) && !SPECIALTY.test(word);

function redactRoleLabelNames(text: string, parts: Set<string>): string {
  return text.replace(
    ROLE_NAME,
    (
      match: string,
      label: string,
      first: string,
      gap: string | undefined,
      second: string | undefined,
      offset: number,
      whole: string,
    ) => {
      // One word must be a known given name ('Nurse: Kemi'; 'GP: Normal.' stays), a short one
      // as clipped names are ('Mags'), or one a pronoun takes up ('Tendai. She said'); two may
      // be any capitalised name words ('Carer: Sarah Jones').
      const capital = /^\p{Lu}/u.test(first) && roleNameWord(first);
      const after = whole.slice(offset + match.length, offset + match.length + 16);
      const known =
        (isGivenName(first) && roleNameWord(first)) ||
        (second === undefined && capital && (first.length <= 4 || PRONOUN_AFTER.test(after)));
      const capitals = second !== undefined && capital && roleNameWord(second);
      if (!known && !capitals) return match;
      if (second !== undefined && !roleNameWord(second))
        return `${label}[NAME]${gap ?? ''}${second}`;
      parts.add(first.toLowerCase());
      if (second !== undefined) parts.add(second.toLowerCase());
      return `${label}[NAME]`;
    },
  );
}

export function redactThanksAndRoleLabels(text: string): { text: string; parts: Set<string> } {
  const parts = new Set<string>();
  const roles = redactRoleLabelNames(text, parts);
  return { text: redactAddressedNames(roles, parts), parts };
}
