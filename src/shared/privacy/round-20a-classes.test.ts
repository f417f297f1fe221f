import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 20a: numbers said in words (phones, postcodes, ids, house numbers) in the six languages,
 * dates in clinical notes (a day and a month after an event, a month and a year, a weekday and a
 * day, German ordinals) and record numbers after the word for a record, with the hard negatives:
 * doses, values and ages said in words, ratios, scores, pressures and hospitals named for a date.
 */
const redact = (text: string): string => redactForUpstream(text);
const gone = (out: string, word: string): boolean => !out.includes(word);

describe('numbers said in words', () => {
  it.each([
    ['call me on zero seven seven double nine four one two three eight six', 'seven double nine'],
    ['her member number is two six triple three eight one four zero thanks', 'triple three'],
    ['the number is m as in mary four four seven two nine one zero three ok', 'four four seven'],
    ['mi cel es nueve cincuenta y uno uno dos tres cuatro cinco seis siete', 'uno dos tres'],
    [
      'mi cédula es cero cero uno guion uno dos tres cuatro cinco seis siete guion ocho y',
      'cero cero uno',
    ],
    ['su teléfono es tres uno cinco cuarenta y dos dieciocho noventa y siete', 'dieciocho noventa'],
    [
      "mon numéro c'est six quatre-vingt-dix-neuf douze trente-quatre cinquante-six",
      'trente-quatre',
    ],
    ['rappelez-moi au quatre un huit cinq cinq cinq zéro un quatre deux merci', 'cinq cinq zéro'],
    ['on habite à chicoutimi g sept h deux b quatre voilà', 'h deux b'],
    [
      'meine nummer ist null eins sieben sechs zwei drei vier fünf sechs sieben',
      'null eins sieben',
    ],
    ['wir wohnen in fünfzig sechs sieben acht köln', 'sechs sieben acht'],
    ['il mio numero è tre tre tre uno due tre quattro cinque sei sette', 'tre tre tre'],
    ['il mio cellulare è tre quattro sette doppio due uno otto nove sei', 'doppio due'],
    ['o cep é um quatro zero dois zero três meia meia zero', 'meia meia'],
    ['meu zap é dezesseis nove nove um dois três quatro cinco seis sete oito', 'nove nove um'],
  ])('%s', (text, part) => {
    expect(gone(redact(text), part)).toBe(true);
  });

  it.each([
    [
      'metformina de ochocientos cincuenta y glibenclamida cinco miligramos',
      'ochocientos cincuenta',
    ],
    ['coumadin deux milligrammes et son inr est à quatre point cinq', 'quatre point cinq'],
    ["he's forty two and his tsh was eleven point two", 'eleven point two'],
    ['my dad is eighty seven and takes five milligrams', 'eighty seven'],
    ['cent mille personnes ont la grippe chaque année', 'cent mille'],
    ['ho preso due compresse da cinquecento tre volte', 'due compresse da cinquecento'],
    ['la pressão deu doze por oito e tomo metformina quinhentos', 'doze por oito'],
    ['blutdruck hundertsechzig zu neunzig heute', 'hundertsechzig zu neunzig'],
    ['in nineteen ninety five she had surgery', 'nineteen ninety five'],
    ['vitamin d three thousand units daily', 'vitamin d three thousand'],
  ])('%s keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('streets with a house number in words', () => {
  it.each([
    ['vive en calle morelos número cuarenta y dos en tlacolula', 'cuarenta y dos'],
    ['en la calle duarte casa número doce sector los mina', 'casa número doce'],
    ['abita in via roma ventitré a Bari', 'roma ventitré'],
    ['on habite au trois cent quarante rue principale à chicoutimi', 'quarante rue'],
    ["j'habite quartier bastos rue un sept cinq zéro ma fille", 'sept cinq'],
    ['wir wohnen in der lindenstraße vierzehn in köln', 'lindenstraße vierzehn'],
    ['moro na avenida brasil número trezentos e quinze', 'trezentos e quinze'],
    ['our house is at seven four one elm street', 'elm street'],
  ])('%s', (text, part) => {
    expect(gone(redact(text), part)).toBe(true);
  });

  it.each([
    ['somministrato per via orale due volte al giorno', 'via orale due volte'],
    ['nel corso di due anni è migliorato', 'corso di due anni'],
    ['je prends trois comprimés par jour', 'trois comprimés'],
  ])('%s keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('dates in clinical notes', () => {
  it.each([
    ["62M, presented 03/02 w/ ?Bell's palsy L side", '03/02'],
    ['Varón 58a. Acude 14/03 por dolor torácico', '14/03'],
    ['Ricovero 15/09 per FA parossistica', '15/09'],
    ['Internado a 11/10 por fratura do colo do fémur', '11/10'],
    ['Pt seen 2/11 in clinic, stable', '2/11'],
    ['Hospitalisé le 09/06 pour décompensation', '09/06'],
    ['Aufnahme 17/05 wegen Pneumonie', '17/05'],
    ['Z.n. Whipple-OP 03/2022 bei Pankreas-Ca', '03/2022'],
    ['diabetic since 11/2019, on metformin', '11/2019'],
    ['disnea desde 04/2021 en aumento', '04/2021'],
    ['el lunes 7 tuve un accidente', 'lunes 7'],
    ['bati a moto ontem dia 9 e machuquei', 'dia 9'],
    ['am Montag, den 3. war ich beim Arzt', 'den 3.'],
    ['la visita è giovedì 14 alle nove', 'giovedì 14'],
    ['hab seit dem 3ten juni taubheit', '3ten juni'],
    ['am dritten Mai hatte ich Fieber', 'dritten Mai'],
  ])('%s', (text, date) => {
    expect(gone(redact(text), date)).toBe(true);
  });

  it.each([
    ['admitted 2/3 of patients to ICU', '2/3 of patients'],
    ['seen with GCS 14/15 and BP 120/80', 'GCS 14/15'],
    ['seen with BP 120/80 in clinic', 'BP 120/80'],
    ['given 1/2 tablet at night', '1/2 tablet'],
    ['el de urgencias del Hospital 12 de Octubre me dio ibuprofeno', 'Hospital 12 de Octubre'],
    ['me operaron en la Clínica 9 de Julio', 'Clínica 9 de Julio'],
    ['el lunes 3 veces al día tomo ibuprofeno', 'lunes 3 veces'],
    ['on Monday 2 mg of lorazepam', 'Monday 2 mg'],
  ])('%s keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('record numbers after the word for a record', () => {
  it.each([
    ['Hr. M., Aufnahmezahl 24-07731, mit Hypokaliämie', '24-07731'],
    ['paziente (SDO 778120), morbo di Crohn', '778120'],
    ['LABORATORIO ANALISI – Referto n. 24-118822', '24-118822'],
    ['Código de opção 3381. Utente', '3381'],
    ['Compte rendu n. 22-98117 : créatinine 110', '22-98117'],
    ['Laudo nº 24-31172, hemoglobina 12,1', '24-31172'],
    ['Kennzahl 24-55120 im Labor', '24-55120'],
  ])('%s', (text, number) => {
    expect(gone(redact(text), number)).toBe(true);
  });

  it.each([
    ['Report of 12000 patients with diabetes', '12000 patients'],
    ['the code 10 for diabetes', 'code 10'],
  ])('%s keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});
