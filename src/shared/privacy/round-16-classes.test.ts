import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 16: the classes blind-22 and blind-23 showed, each in other words than the sets, in the
 * six languages, with the hard negatives each rule must leave alone.
 */
const redact = (text: string): string => redactForUpstream(text);
const gone = (out: string, word: string): boolean =>
  !new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'iu').test(out);

describe('a lower-case name after an article, a kin word or a self-introduction', () => {
  it.each([
    ['oi, aqui é a nanda, minha vó tem catarata', 'nanda'],
    ['sou o dudu 😅 tenho 17 e muita acne', 'dudu'],
    ['minha tia, a lurdinha, tá com erisipela na perna', 'lurdinha'],
    ['meu cunhado, o caíque dos reis, teve um infarto', 'caíque'],
    ['mi suegra, la pili, tiene gastritis', 'pili'],
    ['hola soy la yoli, tengo cistitis otra vez', 'yoli'],
    ['meine Schwester, die jacqueline, hat Migräne', 'jacqueline'],
    ['hallo, ich bin der mirko! seit gestern Ohrenschmerzen', 'mirko'],
    ['mia zia, la pina, ha il diabete', 'pina'],
    ['ciao sono la giusy, ho la tosse', 'giusy'],
    ["hi it's jake lol my ankle is swollen", 'jake'],
    ["it's me, hannah. still coughing", 'hannah'],
    ['mi hijo thiago de 3 años tiene fiebre', 'thiago'],
    ['mein mann jörg hustet seit tagen. jörg ist 64', 'jörg'],
    ['my cousin deshawn fainted. deshawn is 19', 'deshawn'],
    ["ma fille maëlys (5) a de l'eczéma", 'maëlys'],
    ['meu filho enzo gabriel de 2 anos tem bronquiolite', 'enzo'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['minha mãe, a coitada, está com dor nas costas', 'coitada'],
    ['mi hermana, la mayor, tiene asma', 'mayor'],
    ['meine Mutter, die älteste von uns, hat Rheuma', 'älteste'],
    ['mon fils, il tremble et transpire', 'tremble'],
    ['this is a retrospective, database study.', 'retrospective'],
    ["it's fine lol, just tired", 'fine'],
    ['sou a única que tem diabetes na família', 'única'],
    ['meu filho caçula de 4 anos tem febre', 'caçula'],
    ['ma fille de 14 ans a de l’asthme', 'de'],
    ['the Patient Safety Committee met on Monday.', 'Safety'],
    ['mi madre ahora está mal. ahora tiene fiebre', 'ahora'],
    ['Mi abuelo allá en el pueblo tiene asma. allá hace frío', 'allá'],
    ['Patient Health Questionnaire score was 14', 'Health'],
  ])('keeps %s', (text, word) => {
    expect(redact(text)).toContain(word);
  });

  it('takes a full name without a colon after Paciente, Patient, Patientin, Paziente', () => {
    for (const [text, name] of [
      ['Receita médica\nPaciente Kauê Albuquerque Brito, 9 anos', 'Albuquerque'],
      ['Labor — Patientin Henrike Oltmanns, 54 J.', 'Oltmanns'],
      ['Esito: Paziente Ettore Mancuso (anni 70)', 'Mancuso'],
      ['PATIENTE CORALIE VASSEUR, 33 ANS', 'VASSEUR'],
    ] as const) {
      expect(gone(redact(text), name)).toBe(true);
    }
  });
});

describe('a handle after a network and a verb', () => {
  it.each([
    ['my snap is tori.b_2004 if u want', 'tori.b_2004'],
    ['mi tiktok es marta.fit99', 'marta.fit99'],
    ['mein Insta ist lenchen.94', 'lenchen.94'],
    ['me segue no insta, arroba bia.nutri_', 'bia.nutri_'],
    ["mon insta c'est: chloe.dlr", 'chloe.dlr'],
  ])('%s', (text, handle) => {
    expect(redact(text)).not.toContain(handle);
  });

  it.each([
    ['my insta is private lol', 'private'],
    ['posted by a nurse on the ward', 'a nurse'],
  ])('keeps %s', (text, words) => {
    expect(redact(text)).toContain(words);
  });
});

describe('a plate in brackets, after a comma or before its car', () => {
  it.each([
    ['Mein Wagen (BE 48213) steht draußen', '48213'],
    ['a placa do carro, RTX-5D18, foi anotada', 'RTX-5D18'],
    ['PLK-3E07 é a placa da moto do meu filho', 'PLK-3E07'],
    ['AB-412-KZ, c’est la plaque de ma voiture', 'AB-412-KZ'],
    ['el coche (matrícula 7731 GHT) sigue en el parking', '7731 GHT'],
  ])('%s', (text, plate) => {
    expect(redact(text)).not.toContain(plate);
  });

  it('keeps a year and a maker before a car', () => {
    expect(redact('my 2019 BMW car broke down before my dialysis')).toContain('2019 BMW');
  });
});

describe('order numbers, uneven card groups and care-log dates', () => {
  it.each([
    ['Pedido 88.120.445-1 — hemograma', '445'],
    ['Auftrag Nr. 5520-11873, Kreatinin erhöht', '11873'],
    ['Ordine n. 2024/553190, emocromo', '553190'],
    ['Demande 7712034 : ferritine basse', '7712034'],
    ['Solicitud 40.221.908-3: glucosa 180', '908'],
    ['carteirinha 0 112 000445566778 2 do plano', '445566778'],
  ])('%s', (text, digits) => {
    expect(gone(redact(text), digits)).toBe(true);
  });

  it('takes a day and a month opening a care log line', () => {
    const out = redact('Diário\n03/12: recusou o almoço\n- le 4/12 : a bien dormi');
    expect(out).not.toContain('03/12');
    expect(out).not.toContain('4/12');
  });

  it.each([
    ['Auftrag vom 12.03.2024 erhalten', 'Auftrag vom'],
    ['order 2 tablets of paracetamol', '2 tablets'],
    ['dose 1/2: take with food', '1/2'],
    ['penicillin G 2 400 000 IU a day', '2 400 000'],
  ])('keeps %s', (text, words) => {
    expect(redact(text)).toContain(words);
  });
});

describe('towns after a health centre and after a registration number', () => {
  it.each([
    ['fui ao centro de saúde de Mirandela ontem', 'Mirandela'],
    ['el centro de salud de Laredo me derivó', 'Laredo'],
    ['au centre de santé de Carhaix, on m’a dit', 'Carhaix'],
    ['nella casa della salute di Pavullo nel Frignano', 'Pavullo'],
    ['im Gesundheitszentrum Appenzell', 'Appenzell'],
    ['Dr Anne Kerleau, RPPS 10003456789, Morlaix.', 'Morlaix'],
    ['Dr. Jonas Feld, LANR 998877601, Fulda', 'Fulda'],
    ['Dra. Paula Ruiz, colegiada 330987654, Avilés.', 'Avilés'],
  ])('%s', (text, town) => {
    expect(gone(redact(text), town)).toBe(true);
  });

  it.each([
    ['el centro de salud de Atención Primaria abre a las 8', 'Atención Primaria'],
    ['o centro de saúde de família fecha cedo', 'família'],
  ])('keeps %s', (text, words) => {
    expect(redact(text)).toContain(words);
  });
});

describe('a particle surname left after a name found by the sweep', () => {
  it('takes the surname after the particle', () => {
    expect(
      gone(redact('pour ma grand-mère Rose du Plessis de Kerguelen : elle a 80 ans'), 'Kerguelen'),
    ).toBe(true);
  });
});
