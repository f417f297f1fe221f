/*
 * Cues that put the writer, or the person written about, in a town for now or for work: 'I'm in
 * Fargo', 'estoy en Cúcuta', 'on reste à Chicoutimi', 'sono a Sassuolo', 'estou em Nampula'; a
 * role or a workplace before its preposition: 'a PCP in Dayton', 'trabajadora social en El
 * Ejido', 'médecin à Roanne', 'medico di famiglia a Bellinzona', "un'azienda a Monfalcone",
 * 'enfermeira em Itajaí'. After them places.ts takes any capitalised place, not only a town of the
 * gazetteer, unless it is a country, a region, an institution, a department, a month or a medical
 * word. German is left out: its nouns are capitalised ('ich bin in Behandlung', 'Hausarzt in
 * Rente'), so 'in' there keeps to the gazetteer's towns, as every preposition does.
 */

/** Being or staying somewhere, in five languages. */
const BEING = `i'm in|i’m in|im in|i am in|we're in|we’re in|we are in|i'm currently in|i am currently in|
  i'm staying in|we're staying in|staying in|i'm based in|currently in|i'm now in|we're now in|
  estoy en|estamos en|me encuentro en|nos encontramos en|ando en|estoy viviendo en|estamos viviendo en|
  estoy ahora en|me quedo en|estoy de paso en|
  je suis à|je suis a|nous sommes à|on est à|on est a|on reste à|on reste a|je reste à|je reste a|
  domicilié à|domiciliée à|domicilie à|domiciliés à|je me trouve à|
  sono a|siamo a|sto a|stiamo a|mi trovo a|ci troviamo a|sono ora a|
  estou em|estamos em|estou no momento em|fico em|estou morando em|estamos morando em|
  encontro-me em`;

/** Roles and workplaces a writer names before where they work, with each language's preposition. */
const ROLES_AT: Record<string, string> = {
  in: `pcp|gp|doctor|physician|nurse|pharmacist|midwife|paramedic|social worker|school nurse|
  family doctor|family physician|dentist|physio|physiotherapist|therapist|carer|caregiver|
  teacher|student|resident|intern|surgeon|pediatrician|paediatrician|
  company|firm|factory|restaurant|shop|school|office|warehouse|farm|charity`,
  en: `médico|médica|medico|medica|médico de familia|médica de familia|enfermera|enfermero|
  farmacéutica|farmacéutico|matrona|trabajadora social|trabajador social|cuidadora|cuidador|
  maestra|maestro|profesora|profesor|pediatra|fisioterapeuta|odontóloga|odontólogo|residente|
  empresa|fábrica|tienda|escuela|colegio|oficina|almacén|finca|asociación|ong|restaurante`,
  à: `médecin|médecin généraliste|généraliste|infirmière|infirmier|pharmacienne|pharmacien|
  sage-femme|aide-soignante|aide-soignant|assistante sociale|assistant social|kiné|
  kinésithérapeute|enseignante|enseignant|institutrice|instituteur|interne|pédiatre|
  entreprise|usine|boutique|école|bureau|association|ferme`,
  a: `medico di famiglia|medico di base|infermiera|infermiere|farmacista|ostetrica|badante|
  assistente sociale|insegnante|maestra|specializzando|specializzanda|pediatra|
  azienda|un'azienda|un’azienda|ditta|fabbrica|negozio|scuola|ufficio|ristorante|associazione`,
  em: `médico|médica|médico de família|médica de família|enfermeira|enfermeiro|farmacêutica|
  farmacêutico|parteira|assistente social|cuidadora|professora|professor|agente de saúde|
  mediadora|mediador|pediatra|
  empresa|fábrica|loja|escola|escritório|associação|fazenda|restaurante`,
};

const list = (text: string): string[] =>
  text
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);

export const BEING_THERE_CUES: readonly string[] = [
  ...list(BEING),
  ...Object.entries(ROLES_AT).flatMap(([at, roles]) => list(roles).map((role) => `${role} ${at}`)),
];
