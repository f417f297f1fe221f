import { isKnownEponym } from './eponym-use.ts';
import { GIVEN_NAMES } from './given-names.ts';
import {
  INSTITUTION_NOUNS,
  MARRIED_LINKS,
  MEDICAL_WORDS,
  PARTICLES,
  ROOM_WORDS,
  STOP_WORDS,
} from './name-vocabulary.ts';
import { NOT_NAMES } from './redact-names.ts';

/*
 * Names after a person's label in the orders lab systems, prescriptions and discharge letters
 * print them: 'Patient KOWALCZYK, Adam', 'Paziente CARUSO Salvatore', 'Pt: ROSE MACDONALD',
 * 'Ordering: GRAVES, ELLEN MD', 'Patient: von Hohenberg, Friedrich-Wilhelm', 'Patientin Beate
 * Müller-Lüdenscheidt'. The label says a person follows, so a surname that is also an eponym or a
 * word ('Graves', 'Rose') is the person's here; the words after it are read one by one in code.
 */

/** Labels of the person a document is about or of the one who signs or orders it. */
const PERSON_LABEL =
  /(?<![\p{L}\p{N}])(patient(?:in|e)?|paciente|paziente|pt|utente|doente|assistito|assistita|resident|résidente?|residente|bewohner(?:in)?|ospite|usuari[oa]|usuári[oa]|benefici[aá]ri[oa]|bénéficiaire|beneficiary|ordering(?:[ \t](?:physician|provider|doctor|md))?|referring(?:[ \t](?:physician|provider|doctor))?|requesting(?:[ \t](?:physician|doctor))?|prescriber|médico|medico|médica|medica|médecin|prescripteur|arzt|ärztin|name|nom|nombre|nome|titular|enfant|child|kind|niñ[oa]|bambin[oa]|criança|menor|mineur|minore|bébé|baby|neonato|recém-nascid[oa]|member|subscriber|insured|policy[ \t]?holder|guarantor|dependent|dependant|card[ \t]?holder|claimant|enrollee|account[ \t]holder|asegurad[oa]s?|afiliad[oa]s?|derechohabientes?|tomador(?:a)?|cotizante|dependiente|solicitante|contratante|assurée?s?|adhérente?s?|adherente?s?|ayants?[ \t]droit|souscript(?:eur|rice)|allocataire|affiliée?|mutualiste|sociétaire|(?:haupt|mit|familien)?versicherter?n?|versicherungsnehmer(?:in)?|mitglied|karteninhaber(?:in)?|antragsteller(?:in)?|leistungsempfänger(?:in)?|begünstigter?|assicurat[oa]|intestatari[oa]|contraente|iscritt[oa]|richiedente|aderente|segurad[oa]|associad[oa]|dependente|requerente|carga)(?![\p{L}\p{N}])([ \t]{0,3}:)?[ \t]{1,3}/giu;

/** The insurers' and registries' roles among them: a person always, never a thing. */
const ROLE_LABEL =
  /^(?:member|subscriber|insured|policy[ \t]?holder|guarantor|dependent|dependant|card[ \t]?holder|claimant|enrollee|account[ \t]holder|asegurad[oa]s?|afiliad[oa]s?|derechohabientes?|tomador(?:a)?|cotizante|dependiente|solicitante|contratante|benefici[aá]ri[oa]|bénéficiaire|beneficiary|assurée?s?|adhérente?s?|adherente?s?|ayants?[ \t]droit|souscript(?:eur|rice)|allocataire|affiliée?|mutualiste|sociétaire|(?:haupt|mit|familien)?versicherter?n?|versicherungsnehmer(?:in)?|mitglied|karteninhaber(?:in)?|antragsteller(?:in)?|leistungsempfänger(?:in)?|begünstigter?|assicurat[oa]|intestatari[oa]|contraente|iscritt[oa]|richiedente|aderente|segurad[oa]|associad[oa]|dependente|requerente|carga)$/iu;

/** Labels that name a thing as often as a person without a colon: 'the name Humira', 'nome do remédio'. */
const COLON_ONLY = new Set([
  ...['pt', 'name', 'nom', 'nombre', 'nome', 'titular', 'enfant', 'child', 'kind', 'niño', 'niña'],
  ...['bambino', 'bambina', 'criança', 'menor', 'mineur', 'minore', 'bébé', 'baby', 'neonato'],
  ...['recém-nascido', 'recém-nascida'],
  // Roles that are everyday words too ('a member of', 'el titular del contrato').
  ...['member', 'dependent', 'dependant', 'guarantor', 'claimant', 'dependiente', 'solicitante'],
  ...['contratante', 'cotizante', 'titulaire', 'allocataire', 'mitglied', 'antragsteller'],
  ...['titolare', 'contraente', 'iscritto', 'iscritta', 'richiedente', 'aderente', 'dependente'],
  // 'Carga:' is a Chilean insurer's dependant, and a load or a charge anywhere else.
  ...['requerente', 'tomador', 'tomadora', 'carga'],
]);

/** A title before the name, skipped: 'Sig.', 'Sig.ra', 'Mme', 'Herr', 'Dr.'. */
const TITLE =
  /^(?:sig\.ra|sig\.|sig|sr\.|sra\.|srta\.|dña\.|sr|sra|mme|mlle|m\.|mr\.?|mrs\.?|ms\.?|herr|herrn|hrn?\.|frau|fr\.|dr\.|dra\.|dr|dr\.ssa|dott\.ssa|dott\.|prof\.ssa|prof\.|pr\.)[ \t]{1,2}/iu;

/** One word of a name, with its hyphens and apostrophes, and a comma or full stop after it. */
const WORD = /^(\p{L}[\p{L}\p{M}'’-]{0,40})([.,]?)/u;
const CREDENTIAL = /^(?:md|do|phd|rn|np|pa|dds|mbbs|facp|jr|sr|ii|iii|iv|dr)$/iu;

const isCaps = (word: string): boolean => /^\p{Lu}[\p{Lu}'’-]+$/u.test(word);
const isCapitalised = (word: string): boolean => /^\p{Lu}\p{Ll}/u.test(word);
/** A middle initial ('DESHAWN T. WASHINGTON', 'Juan C. Pérez'): part of the name, not a word of it. */
const isInitial = (word: string): boolean => /^\p{Lu}$/u.test(word);
const isParticle = (word: string): boolean => /^\p{Ll}/u.test(word) && PARTICLES.has(word);
/**
 * Irish and Scottish Gaelic particles before a surname, in any case: 'Ó BRIAIN Niamh', 'NÍ
 * DHOMHNAILL, Aoife', 'Mac an tSaoir'. They open the surname as 'de' or 'van' do.
 */
const GAELIC_PARTICLES = new Set(['ó', 'ní', 'nic', 'mac', 'mhic', 'uí', 'ua', 'an']);
const isGaelicParticle = (word: string): boolean => GAELIC_PARTICLES.has(word.toLowerCase());
/** 'DE', 'LA', 'DOS' in a name in capitals, 'née', 'geb.': no one's name by themselves. */
const isAnyParticle = (word: string): boolean =>
  PARTICLES.has(word.toLowerCase()) ||
  MARRIED_LINKS.has(word.toLowerCase()) ||
  isGaelicParticle(word);
/** A doctor's specialty after 'Arzt:' or 'Médecin :' ('Allgemeinmedizin', 'Innere Medizin'). */
const SPECIALTY =
  /(?:medizin|logie|chirurgie|heilkunde|iatrie|iatria|iatría|logía|logia|logy|surgery|medicine|médecine|medicina)$/iu;

/** A word no name is made of: a report's field, a common or medical word, an institution. */
const isOtherWord = (word: string): boolean => {
  const key = word.toLowerCase();
  // 'Ana' is a given name, 'ANA' a test; 'MAY' after 'Pt:' is a name, not a month.
  if (
    GIVEN_NAMES.has(key) &&
    (isCapitalised(word) || !(NOT_NAMES.has(key) || MEDICAL_WORDS.has(key)))
  ) {
    return false;
  }
  return (
    NOT_NAMES.has(key) ||
    STOP_WORDS.has(key) ||
    MEDICAL_WORDS.has(key) ||
    INSTITUTION_NOUNS.has(key) ||
    CREDENTIAL.test(word) ||
    SPECIALTY.test(word)
  );
};

/** Syllables of Chinese, Korean and Vietnamese names that are also short words ('LI WEI', 'HO'). */
const EAST_ASIAN_SHORT = new Set('li le lee ma he hu wu xu yu lu ho do vo ly ha an'.split(' '));
/** A word no name is made of, except a short East Asian syllable written as a name ('Li', 'LI'). */
/** Round 22b: a Brazilian council's register and its state ('CRM-CE', 'COREN-SP') follows a name, never is one. */
const COUNCIL_REGISTER = /^(?:CRM|CRO|CRF|CRN|CRP|CRMV|COREN|CREFITO|CRFa)(?:-[A-Z]{2})?$/u;
const isOtherName = (word: string): boolean =>
  COUNCIL_REGISTER.test(word) ||
  (!(EAST_ASIAN_SHORT.has(word.toLowerCase()) && /^\p{Lu}/u.test(word)) && isOtherWord(word));

interface Token {
  word: string;
  end: number;
  stop: string;
}

/** Up to six words from `at`, on one line, none after a gap of two spaces (the next field). */
function readWords(text: string, from: number): Token[] {
  const tokens: Token[] = [];
  let at = from;
  while (tokens.length < 10) {
    const match = WORD.exec(text.slice(at, at + 44));
    if (!match) break;
    const word = match[1] ?? '';
    const stop = match[2] ?? '';
    // 'DM2', 'HTN': a code or an abbreviation, no name; a name holds a vowel.
    if (
      /\d/.test(text.charAt(at + word.length)) ||
      (!/[aeiouyà-ÿ]/iu.test(word) && !isInitial(word))
    ) {
      break;
    }
    tokens.push({ word, end: at + word.length, stop });
    at += match[0].length;
    // A full stop ends the name, unless it ends a link's abbreviation ('GIRARD ép. MOREAU').
    if (stop === '.' && word.length > 1 && !MARRIED_LINKS.has(word.toLowerCase())) break;
    const gap = /^[ \t]?/.exec(text.slice(at, at + 2))?.[0] ?? '';
    if (gap === '' || text[at + 1] === ' ' || text[at + 1] === '\t') break;
    at += gap.length;
  }
  return tokens;
}

/** How many of `tokens` make the name, or 0. */
function nameLength(tokens: readonly Token[], colon: boolean, role: boolean): number {
  let index = 0;
  while (
    index < tokens.length &&
    (isParticle(tokens[index]?.word ?? '') || isGaelicParticle(tokens[index]?.word ?? ''))
  ) {
    index += 1;
  }
  const surnameStart = index;
  // The surname: up to four words, capitalised or in capitals ('GARCÍA DE LA FUENTE'), to a comma.
  let comma = -1;
  for (let count = 0; count < 5 && index < tokens.length; count += 1) {
    const token = tokens[index];
    if (!token) break;
    const next = tokens[index + 1]?.word ?? '';
    if (count > 0 && isInitial(token.word) && (isCaps(next) || isCapitalised(next))) {
      index += 1;
      continue;
    }
    if (
      count > 0 &&
      (token.stop === '' || MARRIED_LINKS.has(token.word.toLowerCase())) &&
      isAnyParticle(token.word) &&
      (isCaps(next) || isCapitalised(next) || isAnyParticle(next))
    ) {
      index += 1;
      continue;
    }
    if (!(isCaps(token.word) || isCapitalised(token.word)) || isOtherName(token.word)) break;
    // 'CARUSO Salvatore': the given name starts where the capitals end.
    if (count > 0 && isCaps(tokens[index - 1]?.word ?? '') && !isCaps(token.word)) break;
    index += 1;
    if (token.stop === ',') {
      comma = index;
      break;
    }
    if (token.stop === '.') break;
  }
  if (index === surnameStart) return 0;
  const surname = tokens.slice(surnameStart, index).map((token) => token.word);
  const caps = surname.filter((word) => !isInitial(word)).every(isCaps);
  // What follows: given names, capitalised or in capitals, up to a credential or another field.
  let end = index;
  while (end < tokens.length && end - index < 6) {
    const token = tokens[end];
    if (!token) break;
    // 'María del Carmen', 'Maria das Dores': a particle before another capitalised word.
    const next = tokens[end + 1]?.word ?? '';
    if (
      isParticle(token.word) &&
      token.stop === '' &&
      (isCapitalised(next) || isCaps(next) || isParticle(next))
    ) {
      end += 1;
      continue;
    }
    if (end > index && isInitial(token.word)) {
      end += 1;
      if (token.stop === ',') break;
      continue;
    }
    if (!(isCaps(token.word) || isCapitalised(token.word)) || isOtherName(token.word)) break;
    // Round 23a: 'Resident: Mrs Edna Paget, Room 12': the room after the comma is no given name.
    if (comma >= 0 && end === index && ROOM_WORDS.has(token.word.toLowerCase())) break;
    end += 1;
    if (token.stop !== '') break;
  }
  while (end > index && isParticle(tokens[end - 1]?.word ?? '')) end -= 1;
  const given = tokens.slice(index, end).map((token) => token.word);
  const known = (word: string): boolean => GIVEN_NAMES.has(word.toLowerCase().split('-')[0] ?? '');
  // 'DESHAWN T. WASHINGTON, Member ID': an initial inside says the name is whole before its comma.
  const initialled = tokens
    .slice(surnameStart + 1, comma - 1)
    .some((token) => isInitial(token.word));
  if (comma > 0 && initialled) return comma;
  if (comma > 0 && given.length > 0) {
    // 'KOWALCZYK, Adam', 'von Hohenberg, Friedrich-Wilhelm', 'GRAVES, ELLEN'.
    return caps || colon || given.some(known) || surnameStart > 0 ? end : 0;
  }
  // 'Beate Müller-Lüdenscheidt, geb.': the comma ends the whole name.
  if (comma > 0) end = index;
  const words = [...surname, ...given].filter((word) => !isParticle(word) && !isInitial(word));
  if (words.length < 2 || words.length > 6) return 0;
  // 'CARUSO Salvatore', 'HOLLY BROOKS', 'Beate Müller-Lüdenscheidt'.
  if (caps && given.length > 0 && given.every(isCapitalised))
    return given.some(known) || colon ? end : 0;
  if (words.every(isCaps)) return colon || words.some(known) ? end : 0;
  if (known(words[0] ?? '') && words.every(isCapitalised) && !isKnownEponym(words[1] ?? '')) {
    return end;
  }
  // 'Derechohabiente: Eustaquio Barragán': an insurer's role and its colon say a person follows,
  // so a given name no list has is read as one.
  if (role && colon && words.every(isCapitalised) && words.length <= 4) return end;
  return 0;
}

/** Replaces the name after a person's label; returns the words of the names for the sweep. */
export function redactLabelOrderNames(text: string): { text: string; parts: Set<string> } {
  const parts = new Set<string>();
  const label = new RegExp(PERSON_LABEL);
  let out = '';
  let copied = 0;
  for (let match = label.exec(text); match; match = label.exec(text)) {
    const colon = match[2] !== undefined;
    if (!colon && COLON_ONLY.has((match[1] ?? '').toLowerCase())) continue;
    let start = match.index + match[0].length;
    start += TITLE.exec(text.slice(start, start + 12))?.[0].length ?? 0;
    const tokens = readWords(text, start);
    const length = nameLength(tokens, colon, ROLE_LABEL.test(match[1] ?? ''));
    if (length === 0) continue;
    const end = tokens[length - 1]?.end ?? start;
    for (const token of tokens.slice(0, length)) {
      if (!isAnyParticle(token.word) && token.word.length >= 2) parts.add(token.word.toLowerCase());
    }
    out += `${text.slice(copied, start)}[NAME]`;
    copied = end;
    label.lastIndex = end;
  }
  return { text: copied === 0 ? text : `${out}${text.slice(copied)}`, parts };
}
