/*
 * The house number, its letter and the flat after a street already found belong to the address:
 * '[ADDRESS] 214 bis', '[ADDRESS] 12-14', '[ADDRESS] 7 ter', '[ADDRESS], n.º 45', '[ADDRESS] Nr.
 * 3a', '[ADDRESS] int. 5', '[ADDRESS], piso 3º B', '[ADDRESS], 3.º esq.', '[ADDRESS] - apto 142'.
 * A street found by a place cue ('vive en Carrer de Mallorca') or a rule that stopped before its
 * number leaves these behind. Read piece by piece from each '[ADDRESS]', each piece bounded, so
 * the pass is linear.
 */

/** A word for 'number' before the house number ('n.º', 'nº', 'Nr.', 'núm.', 'numéro'). */
const NUMBER_MARK = String.raw`(?:n\.?[º°o]\.?|nr\.?|no\.|núm\.?|num\.|número|numero|numéro|hausnummer|hausnr\.?|n\.)[ \t]{0,2}`;

/** The house number: digits, a letter, a range or an Austrian stair and door ('12-14', '25/B', '44/2/7'), 'bis' or 'ter'. */
const HOUSE = new RegExp(
  String.raw`^,?[ \t]{1,2}(?:${NUMBER_MARK})?\d{1,5}(?:[ \t]?[a-zA-Z](?![\p{L}]))?(?:[ \t]?[-/][ \t]?(?:\d{1,5}[a-zA-Z]?|[A-Z])(?![\p{L}])){0,3}(?:[ \t]{1,2}(?:bis|ter|quater)(?![\p{L}]))?(?![\p{N}]|[.,]\d|\.?[º°ª])`,
  'iu',
);

/** Words after a number that make it a dose, an age, a count or a time, not a house. */
export const NOT_A_HOUSE =
  /^[ \t]{0,2}(?:mg|mcg|ml|g|kg|%|years?|yrs?|años|anos|ans|anni|jahre|days?|días|dias|jours?|giorni|tage|horas?|hours?|heures?|ore|stunden?|h|min|semanas?|weeks?|semaines?|settimane|wochen|meses|months?|mois|mesi|monate|veces|times|fois|volte|mal|x|km|m|minutes?|minutos?|minuti|minuten|€|euros?|dollars?|pastillas?|comprimidos?|compresse|pills?|tablets?|cp|gotas|drops|gocce|tropfen|tabletten|volt[ae]|vez|vezes|settimana|semana|woche)(?![\p{L}])/iu;

const LOWER_WORD_AFTER = /^[ \t]{1,2}\p{Ll}/u;

/** A flat, floor or door after the number: 'int. 5', 'piso 3º B', 'apto 142', '2. OG'. */
const UNIT = new RegExp(
  String.raw`^,?[ \t]{1,2}(?:-[ \t]{1,2})?(?:int(?:erno)?\.?|piso|planta|apto\.?|apt\.?|apartamento|andar|étage|etage|esc(?:alera)?\.?|scala|puerta|pta\.?|porta|stock|whg\.?|wohnung|bloco|bl\.?|dpto\.?|depto\.?|dto\.?|flat|unit|casa|lote|quadra|qd\.?|bâtiment|bât\.?|appartement|app\.?)[ \t]{0,2}(?:${NUMBER_MARK})?\d{1,4}[ \t]?[º°ª]?\.?(?:[ \t]?(?:[A-Z](?![\p{L}])|[Ii]zq(?:uierda|da)?\.?|[Dd]cha\.?|[Dd]ta\.?|[Ee]sq\.?|[Dd]to\.?|frente))?(?![\p{L}\p{N}])`,
  'iu',
);

/** A floor written as an ordinal and a door: '3º B', '3.º esq.', '2º izq', '1ª'. */
const FLOOR =
  /^,?[ \t]{1,2}\d{1,2}[ \t]?\.?[º°ª]\.?(?:[ \t]?(?:[A-Z](?![\p{L}])|[Ii]zq(?:uierda|da)?\.?|[Dd]cha\.?|[Dd]ta\.?|[Ee]sq\.?|[Dd]to\.?|frente))?(?![\p{L}\p{N}])/u;

/**
 * A Catalan floor or door after the number: '2n 1a', '3r 2a', '4t', 'pral. 1a', 'baixos', 'àtic'
 * (ordinals end in r, n, t, è or a: '1r', '2n', '4t', '5è', '1a').
 */
const CATALAN_FLOOR =
  /^,?[ \t]{1,2}(?:\d{1,2}(?:r|n|t|è|a)|pral\.?|principal|baixos|bxs\.?|àtic|entresòl|entl\.)(?![\p{L}\p{N}])/u;

/** What a rule that stopped inside the number left glued to it: '[ADDRESS]-14', '[ADDRESS].º esq.'. */
const GLUED =
  /^(?:(?:(?:[-/]\d{1,5}(?:[a-zA-Z](?![\p{L}]))?){1,3}(?:\.?[º°ª]\.?)?|\.?[º°ª]\.?)(?:[ \t]?(?:[A-Z](?![\p{L}])|[Ii]zq(?:uierda|da)?\.?|[Dd]cha\.?|[Dd]ta\.?|[Ee]sq\.?|[Dd]to\.?|frente))?|[ \t](?:[Ii]zq(?:uierda|da)?\.?|[Dd]cha\.?|[Dd]ta\.?|[Ee]sq\.?|[Dd]to\.?|bis|ter|quater))(?![\p{L}\p{N}])/u;

/** A door's letter alone after a flat found, before the clause ends: '[ADDRESS] B,'. */
const DOOR_LETTER = /^[ \t]{1,2}[B-DF-HJ-NP-XZ](?=[ \t]*(?:[,.;)\n]|$))/u;

const MARK = '[ADDRESS]';

export function redactHouseNumbers(text: string): string {
  if (!text.includes(MARK)) return text;
  let out = '';
  let copied = 0;
  for (let at = text.indexOf(MARK); at !== -1; at = text.indexOf(MARK, Math.max(at + 1, copied))) {
    const start = at + MARK.length;
    let end = start + (GLUED.exec(text.slice(start, start + 24))?.[0].length ?? 0);
    const house = HOUSE.exec(text.slice(end, end + 60));
    const after = house ? text.slice(end + house[0].length, end + house[0].length + 60) : '';
    // A number before a lower-case word is a count ('1895 patients'), unless a flat follows.
    if (
      house &&
      !NOT_A_HOUSE.test(after) &&
      (!LOWER_WORD_AFTER.test(after) || UNIT.test(after) || /^[ \t]{1,2}(?:bis|ter)/u.test(after))
    ) {
      end += house[0].length;
    }
    for (let pieces = 0; pieces < 3; pieces += 1) {
      const piece =
        UNIT.exec(text.slice(end, end + 60)) ??
        FLOOR.exec(text.slice(end, end + 30)) ??
        CATALAN_FLOOR.exec(text.slice(end, end + 16)) ??
        DOOR_LETTER.exec(text.slice(end, end + 6));
      if (!piece) break;
      end += piece[0].length;
    }
    if (end === start) continue;
    // The pieces join the address before them: '[ADDRESS], n.º 45, Lisboa' -> '[ADDRESS], Lisboa'.
    out += text.slice(copied, start);
    copied = end;
  }
  return copied === 0 ? text : `${out}${text.slice(copied)}`;
}
