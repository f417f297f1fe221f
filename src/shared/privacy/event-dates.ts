/*
 * Dates in clinical notes and record numbers after the word for a record (round 20a).
 * - A day and a month without a year right after an event word of the six languages ('presented
 *   03/02 w/', 'Acude 14/03 por', 'Ricovero 15/09 per', 'Internado a 11/10 por', 'seen 2/11',
 *   'hospitalisé le 09/06', 'Aufnahme 17/05'): the event says the numbers are a day, where '2/3 of
 *   patients', '1/2 tablet', 'GCS 14/15' and 'BP 120/80' have no event word before them.
 * - A month and a year ('Whipple-OP 03/2022', 'since 11/2019', 'desde 04/2021'): HIPAA counts the
 *   month with the year; a month of 1 to 12 and a year of 1900 to 2099 after a word, not before a
 *   unit, is a date.
 * - A weekday and a day ('el lunes 7', 'giovedì 14', 'am Montag, den 3.', 'ontem dia 9') and the
 *   German ordinal day before a month in digits or words ('seit dem 3ten juni', 'am dritten Mai').
 * - A record or report number after its word ('Aufnahmezahl 24-07731', 'SDO 778120', 'Referto n.
 *   24-118822', 'Laudo nº 24-31172', 'Código de opção 3381'), in the six languages.
 * Every quantifier is bounded and no group repeats inside another: linear time.
 */

type Rule = [RegExp, string | ((match: string, ...groups: string[]) => string)];

/** Words of an event in a clinical note, in the six languages. */
const EVENT = String.raw`(?:presented|presents|admitted|admission|readmitted|seen|reviewed|discharged|operated|attended|transferred|started|stopped|injured|fell|delivered|ingresa|ingres[óo]|ingreso|ingresado|ingresada|acude|acudi[óo]|consulta|consult[óo]|alta|operad[oa]|intervenid[oa]|valorad[oa]|vist[oa]|atendid[oa]|internad[oa]|interna[çc][ãa]o|internamento|admitid[oa]|entrada|admis|admise|hospitalis[ée]e?|op[ée]r[ée]e?|sorti|sortie|vue?|consult[ée]e?|re[çc]ue?|transf[ée]r[ée]e?|entr[ée]e?|aufnahme|aufgenommen|entlassen|entlassung|vorgestellt|vorstellung|operiert|gesehen|ricovero|ricoverat[oa]|dimess[oa]|dimissione|operat[oa]|accesso|giunt[oa]|visitat[oa]|visita)`;
/** What may stand between the event and the date: 'on', 'el', 'le', 'am', 'a', 'em', 'il'. */
const EVENT_JOIN = String.raw`[ \t]{1,2}(?:(?:on|el|le|il|am|em|a|à|en|in|the|dia|no|na|au|al|del|du|vom|dal|ao|at)[ \t]{1,2})?`;
/** After the date: a word that is not 'of' and not a unit, a punctuation mark or the end. */
const AFTER_DAY = String.raw`(?=[ \t]{0,2}(?:$|[,;:)]|\.(?!\d))|[ \t]{1,2}(?!(?:of|de|des|del|di|do|da|der|von|mg|ml|g|mcg|µg|ui|iu|u|cp|comp|tab|x|%|pts|patients|pacientes|patienten|pazienti|doses?)(?![\p{L}]))\p{L})`;

const validDayMonth = (a: number, b: number): boolean =>
  a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12);

const EVENT_DAY_MONTH = new RegExp(
  String.raw`(?<![\p{L}])(${EVENT}${EVENT_JOIN})(?:(\d{1,2})\/(\d{1,2})|(\d{1,2})\.(\d{1,2})\.)(?![\p{N}]|[/.]\d)${AFTER_DAY}`,
  'giu',
);

/** A month and a year after a word: 'Whipple-OP 03/2022', 'since 11/2019'. */
const MONTH_YEAR =
  /(?<=[\p{L}.][ \t]{1,2}|[\p{L}.][ \t]{1,2}(?:in|en|em|im|nel|seit|since|desde|depuis|dal|dès|from|until|bis)[ \t]{1,2})(0?[1-9]|1[0-2])\/((?:19|20)\d{2})(?![\p{N}]|[/.,]\d|[ \t]{0,2}(?:mg|ml|%|pts|patients|pacientes|cases|casos))/giu;

const WEEKDAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|luned[ìi]|marted[ìi]|mercoled[ìi]|gioved[ìi]|venerd[ìi]|domenica|segunda(?:-feira)?|ter[çc]a(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?)`;
/** A weekday and a day: 'el lunes 7', 'am Montag, den 3.', 'giovedì 14', 'quarta dia 12'. */
const WEEKDAY_DAY = new RegExp(
  String.raw`(?<![\p{L}])(${WEEKDAY},?[ \t]{1,2}(?:(?:den|dia|the|le|el|il|o)[ \t]{1,2})?)(3[01]|[12]\d|0?[1-9])(?:\.|st|nd|rd|th|er|º)?(?![\p{N}]|[.,]\d|[ \t]{0,2}(?:am|pm|a\.m|p\.m|mg|ml|g|h|hs|horas|hours|heures|stunden|ore|uhr|días|dias|days|jours|tage|giorni|semanas|weeks|mal|times|veces|vezes|fois|volte|x|%|:)(?![\p{L}]))`,
  'giu',
);
/** 'ontem dia 9', 'hoje dia 3', 'anteontem dia 12'. */
const DAY_WORD_DAY =
  /(?<![\p{L}])((?:ontem|hoje|anteontem|amanhã|ayer|hoy|anteayer|mañana)[ \t]{1,2}(?:dia|día|el[ \t]día)[ \t]{1,2})(3[01]|[12]\d|0?[1-9])(?![\p{N}]|[ \t]{0,2}(?:mg|ml|h|horas|de[ \t]tratamiento|de[ \t]tratamento))/giu;

const GERMAN_MONTH = String.raw`(?:januar|jänner|jaenner|februar|feber|märz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember|jan|feb|mär|apr|jun|jul|aug|sep|sept|okt|nov|dez)`;
const GERMAN_ORDINAL = String.raw`(?:\d{1,2}(?:ten|ter|tes|te|en)|(?:(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und)?(?:zwanzig|dreißig|dreissig)sten|ersten|zweiten|dritten|vierten|fünften|sechsten|siebten|siebenten|achten|neunten|zehnten|elften|zwölften|(?:drei|vier|fünf|sech|sieb|acht|neun)zehnten)`;
/** 'seit dem 3ten juni', 'am dritten Mai', 'vom 5ten März'. */
const GERMAN_ORDINAL_DATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${GERMAN_ORDINAL}[ \t]{1,2}${GERMAN_MONTH}(?![\p{L}])`,
  'giu',
);

export const EVENT_DATE_RULES: Rule[] = [
  [
    EVENT_DAY_MONTH,
    (match, keep, a, b, dotDay, dotMonth) =>
      validDayMonth(Number(a ?? dotDay), Number(b ?? dotMonth)) &&
      (a !== undefined || Number(dotMonth) <= 12)
        ? `${keep}[DATE]`
        : match,
  ],
  [MONTH_YEAR, '[DATE]'],
  [WEEKDAY_DAY, (_match, keep) => `${keep}[DATE]`],
  [DAY_WORD_DAY, (_match, keep) => `${keep}[DATE]`],
  [GERMAN_ORDINAL_DATE, '[DATE]'],
];

/** Words for a record, a report, a case or an admission number in the six languages. */
const RECORD_WORD = String.raw`(?:aufnahmezahl|aufnahmenummer|aufnahme-nr|kennzahl|fallzahl|befundnummer|befund-nr|auftragsnummer|auftrags-nr|laborenummer|labornummer|sdo|referto|numero[ \t]pratica|pratica|verbale|accettazione|compte[ \t]rendu|rapport|dossier|laudo|relat[óo]rio|requisi[çc][ãa]o|pedido|informe|episodio|epis[óo]dio|report|accession|specimen|lab[ \t]no|sample|h\.[ \t]?c\.|historia[ \t]cl[íi]nica|muestra|fallnr\.?|fall-nr\.?|fallnummer|pid|campione|amostra|[ée]chantillon)`;
const RECORD_JOIN = String.raw`(?:[ \t]{0,2}(?:n\.|nº|n°|no\.|nr\.|num\.|#|:|n\.[ \t]?º))?[ \t]{0,2}`;
const RECORD_NUMBER = new RegExp(
  String.raw`(?<![\p{L}])(${RECORD_WORD}${RECORD_JOIN})(\d{2}-\d{4,7}|\d{5,10})(?![\p{N}]|[.,]\d|[ \t]{0,2}(?:mg|ml|%|g|u|ui|iu)(?![\p{L}]))`,
  'giu',
);
/** A code after 'código', 'code', 'codice', 'Code' with its kind: 'Código de opção 3381'. */
const CODE_NUMBER =
  /(?<![\p{L}])((?:c[óo]digo|code|codice|kennziffer)[ \t]{1,2}(?:de|d'|di|du|do|da)[ \t]?\p{L}{2,20}[ \t]{0,2}:?[ \t]{0,2})(\d{4,8})(?![\p{N}]|[.,]\d)/giu;

export const RECORD_NUMBER_RULES: Rule[] = [
  [RECORD_NUMBER, (_match, keep) => `${keep}[ID]`],
  [CODE_NUMBER, (_match, keep) => `${keep}[ID]`],
];

/**
 * An institution named for a date ('Hospital 12 de Octubre', 'Clínica 9 de Julio', 'Ospedale 4
 * Novembre', 'Hospital 2 de Maio'): a medical term, not a date. `shieldVitalSigns` sets it aside
 * before the date rules run. A street named for a date is an address and is left to them.
 */
export const DATE_NAMED_INSTITUTION = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:Hospital(?:[ \t](?:Universitario|General|Materno[ \t]Infantil|Militar|Regional|Municipal))?|Hospital[ \t]de[ \t]Cl[íi]nicas|Cl[íi]nica|Sanatorio|Policl[íi]nic[oa]|Centro[ \t]de[ \t]Sa[lú]u?de?|Ospedale|Policlinico|Presidio|H[ôo]pital|Clinique|Hospital[ \t]Distrital|Posto[ \t]de[ \t]Sa[úu]de|Maternidad|Maternidade)[ \t]{1,2}(?:[12]\d|3[01]|0?[1-9])[ \t]{1,2}(?:(?:de|di|do|du)[ \t]{1,2})?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|novembre|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|décembre)(?![\p{L}])`,
  'giu',
);
