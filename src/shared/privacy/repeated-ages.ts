/*
 * An age over 89 said again as a bare number once it was found ('ist 93 Jahre alt ... mit 93',
 * 'she is 95 ... at 95', 'a 96 ans. À 96 on peut', 'tiene 91 años; a los 91'): the second mention
 * identifies as much as the first. Only the number of an age the rules already replaced is swept,
 * and only after a preposition or an age verb; a dose, a saturation or a lab value keeps its
 * number ('93 mg', 'SpO2 93', 'glycémie de 96 mg/dl'). Bounded parts: linear time.
 */

/** Numbers of 90 to 149 in a text, counted. */
function agesIn(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [number] of text.matchAll(/(?<![\d.,])(?:9\d|1[0-4]\d)(?![\d]|[.,]\d)/g)) {
    counts.set(number, (counts.get(number) ?? 0) + 1);
  }
  return counts;
}

const BEFORE = String.raw`(?:at|with|aged|turning|turned|turns|reach(?:es|ed)?|until|till|mit|bei|ab|à|avec|jusqu['’]à|vers|aux|con|com|ai|aos|fino[ \t]{1,2}a|a[ \t]{1,2}(?:los|las|sus|seus|ses)|aos[ \t]{1,2}seus|ai[ \t]{1,2}suoi|alla[ \t]{1,2}sua[ \t]{1,2}età[ \t]{1,2}di|(?:mit|con|com|avec)[ \t]{1,2}(?:seinen|ihren|sus|os|ses|i|suoi)|(?:age|âge|edad|età|idade|alter)[ \t]{1,2}(?:of|de|di|von)|cumple|cumplió|compie|compiuto|faz|fez|fait|wird|wurde|(?:she|he|who|er|sie|il|elle|lei|lui|ele|ela|ella|él)[ \t]{1,2}(?:is|was|ist|war|a|avait|è|era|é|es|tem|tinha|tiene))`;

/** Units and lab words that make the number after a preposition a measurement. */
const UNIT_AFTER =
  /^[ \t]*(?:%|‰|°|mg|g\b|kg|ml|mcg|µg|ug|mmol|mmhg|mm|cm|bpm|\/|x\b|×|mal\b|fois\b|volte\b|vezes\b|veces\b|times\b|u\b|ui\b|iu\b|units?\b|unités?\b|einheiten\b|unità\b|unidades\b|minut|min\b|stunden|hours?\b|heures?\b|ore\b|horas\b|days?\b|tage\b|jours?\b|giorni\b|días\b|dias\b|pages?\b|seiten\b|percent|per[ \t]cent|prozent|por[ \t]ciento|pour[ \t]cent|per[ \t]cento|por[ \t]cento|degrees?\b|grad\b|grados?\b|gradi\b|graus?\b|[.,]\d)/iu;

/** A measurement's word just before: 'SpO2 steady at 94', 'Puls mit 93', 'glicemia con 92'. */
const MEASURE_BEFORE =
  /(?:spo2|sao2|sat|saturat|satura|sättigung|o2|pulse?|puls|heart[ \t]rate|fc|hr|bp|pressure|pression|druck|pressione|pressão|presión|glucose|glucos|glicemia|glycémie|zucker|sugar|weight|peso|poids|gewicht|score|iq|bpm|temp)[\p{L}]{0,8}[^\p{L}]{1,3}(?:\p{L}{1,10}[ \t]{1,2}){0,2}$/iu;

/** A thousands group after the number: 'Plaquettes à 98 000' is a count, not an age. */
const THOUSANDS_AFTER = /^[ \u00a0\u202f.'’]\d{3}(?!\d)/u;

export function redactRepeatedAges(original: string, redacted: string): string {
  if (!redacted.includes('[AGE]')) return redacted;
  const before = agesIn(original);
  const after = agesIn(redacted);
  const found = [...before].filter(([number, count]) => (after.get(number) ?? 0) < count);
  // An age written in words the first time ('dreiundneunzig Jahre ... mit 93') leaves no number
  // to compare: then any age from 90 to 110 after the same cues is taken.
  const numbers =
    found.length === 0 ? String.raw`9\d|10\d|110` : found.map(([number]) => number).join('|');
  const pattern = new RegExp(
    String.raw`(?<![\p{L}\p{N}])(${BEFORE}[ \t]{1,2})(${numbers})(?![\p{N}])`,
    'giu',
  );
  return redacted.replace(pattern, (match: string, cue: string, _n: string, offset: number) => {
    const rest = redacted.slice(offset + match.length, offset + match.length + 12);
    const lead = redacted.slice(Math.max(0, offset - 40), offset);
    return UNIT_AFTER.test(rest) || THOUSANDS_AFTER.test(rest) || MEASURE_BEFORE.test(lead)
      ? match
      : `${cue}[AGE]`;
  });
}
