/*
 * A vehicle's plate after a plate's label in the six languages, in any country's shape
 * ('QRT-4E21', 'AB-123-CD', 'M-AB 1234', '1234 BCD', 'GX12 ABC', 'FX 482 KL', '7ABC123'), with up
 * to six words between ('Placa do carro no cadastro: QRT-4E21', 'la targa della sua auto è FX
 * 482 KL', 'licence plate: LK19 XMV'). The label rules of multilingual-rules.ts read a plate only
 * right after a few connecting words and stop at its first group; this one reads the whole plate.
 */

/** Words for a plate: 'placa', 'matrícula', 'targa', 'Kennzeichen', 'immatriculation', 'reg'. */
const PLATE_LABEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:placas?|matr[ií]culas?|patente|targa|targata|kennzeichen|kfz-kennzeichen|nummernschild|autokennzeichen|immatriculation|plaque(?: d['’]immatriculation)?|(?:licen[cs]e |number |registration |car |reg )?plates?|numberplate|registration(?: number)?|reg(?: no\.?| number)?|tag number)(?![\p{L}])`,
  'giu',
);

/**
 * Up to six words between ('do carro no cadastro', 'della sua auto è'), then the plate: groups
 * of capitals and digits joined by a space or a hyphen, in the case plates are written in.
 */
const PLATE_AFTER =
  /^((?:[ \t]{1,2}[\p{L}'’]{1,15}){0,6}?[ \t]{0,2}[:=#]?[ \t]{0,2})([A-Z0-9]{1,4}(?:[ -]?[A-Z0-9]{1,4}){0,3})(?![\p{L}\p{N}]|[.,]\d)/u;

/** Doses, sizes and words in capitals that follow such a label as often as a plate does. */
const NOT_PLATE = /^(?:\d{1,3}(?:[ -]?(?:MG|ML|KG|CM|MM|G|L|H|X))?|[A-Z]{1,8})$/u;

function isPlate(plate: string): boolean {
  const digits = plate.replace(/\D/g, '').length;
  const letters = plate.replace(/[^A-Z]/g, '').length;
  // A digit and, with fewer than five digits, a letter: not 'Sala 3', not 'UCI'.
  if (digits === 0 || (letters === 0 && digits < 5) || NOT_PLATE.test(plate)) return false;
  // A trial's or a study's number is no car's ('NCT01234567').
  if (/^NCT\d/u.test(plate)) return false;
  return digits >= 2 && plate.replace(/[ -]/g, '').length >= 4;
}

/** Labels that are also a plaque's or a register's word. */
const AMBIGUOUS = /^(?:placas?|plaque|plates?|patente|reg|registration|matr[ií]culas?)$/iu;
/** A vehicle's word between such a label and the plate. */
const VEHICLE =
  /(?<![\p{L}])(?:carro|coche|auto|autos|voiture|véhicule|vehicle|vehículo|veículo|veicolo|moto|car|van|camioneta|caminhão|camion|truck|wagen|fahrzeug|macchina|scooter)(?![\p{L}])/iu;

export function redactPlatesAfterLabels(text: string): string {
  const label = new RegExp(PLATE_LABEL);
  let out = '';
  let copied = 0;
  for (let match = label.exec(text); match; match = label.exec(text)) {
    const labelEnd = match.index + match[0].length;
    const after = PLATE_AFTER.exec(text.slice(labelEnd, labelEnd + 140));
    if (!after || !isPlate(after[2] ?? '')) continue;
    // 'placa', 'plaque', 'plate' name a tooth's or an artery's plaque as often: a vehicle's word
    // or nothing but a colon must stand between ('a placa do carro dela é', 'plate: LK19 XMV').
    const between = after[1] ?? '';
    if (AMBIGUOUS.test(match[0]) && /\p{L}/u.test(between) && !VEHICLE.test(between)) continue;
    const start = labelEnd + (after[1] ?? '').length;
    out += `${text.slice(copied, start)}[ID]`;
    copied = start + (after[2] ?? '').length;
    label.lastIndex = copied;
  }
  return copied === 0 ? text : `${out}${text.slice(copied)}`;
}
