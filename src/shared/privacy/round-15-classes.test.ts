import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 15: the classes blind-21 showed, each in other words than the set, in the six languages,
 * with the hard negatives each rule must leave alone.
 */
const redact = (text: string): string => redactForUpstream(text);
const gone = (out: string, word: string): boolean =>
  !new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'iu').test(out);

describe('the last digits of a card, an account or a number', () => {
  it.each([
    ['they charged the visa ending in 8830 twice for the CT', '8830'],
    ['social security number on file ends 7714, they want the rest', '7714'],
    ['the last 4 digits of my account are 0912', '0912'],
    ['me cobraron en la tarjeta que acaba en 5061', '5061'],
    ['los últimos cuatro dígitos de mi cuenta: 3318', '3318'],
    ['ma carte bancaire se terminant par 2207 a été débitée', '2207'],
    ['les 4 derniers chiffres de mon compte sont 6650', '6650'],
    ['meine Kreditkarte, die auf 1189 endet, wurde belastet', '1189'],
    ['Karte endet mit 3021', '3021'],
    ['die letzten vier Ziffern meiner Versicherungsnummer: 4420', '4420'],
    ['il bancomat che termina con 7781 è stato addebitato', '7781'],
    ['le ultime quattro cifre della carta sono 5532', '5532'],
    ['o cartão terminado em 9904 foi cobrado', '9904'],
    ['pls my acct ends w/ 6613', '6613'],
    ['last four of the card: 3390', '3390'],
    ['card xxxx-xxxx-xxxx-2741 was charged', '2741'],
    ['tarjeta **** 8120 rechazada', '8120'],
  ])('%s', (text, digits) => {
    expect(gone(redact(text), digits)).toBe(true);
  });

  it.each([
    ['the antibiotics course ends in 10 days', '10 days'],
    ['my card of the clinic ends in 14 days', '14 days'],
    ['el tratamiento termina en 10 días', '10 días'],
    ['le traitement se termine par 3 injections', '3 injections'],
    ['la cura finisce con 2 compresse al giorno', '2 compresse'],
    ['my last numbers were 145 fasting', '145'],
    ['mi tarjeta sanitaria termina en 2026', '2026'],
    ['the bill for my card ends in 3 payments', '3 payments'],
    ['rated **** 4 of 5 by patients', '4 of 5'],
    ['dose 2 x 500 mg', '2 x 500 mg'],
    ['for the last 4 days my BP was 150', 'BP was 150'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('a code after a bare code word, a qualifier between', () => {
  it.each([
    ['results on the portal (code 40917)', '40917'],
    ['el informe sale con código 77310', '77310'],
    ['résultats en ligne, code : 55218', '55218'],
    ['Befund mit Code 902114 abrufbar', '902114'],
    ['il medico, codice regionale 118832, mi ha detto', '118832'],
    ['levantar com o código 60231 na farmácia', '60231'],
    ['Befund unter cod. 55213 abrufbar', '55213'],
    ['Code-Nr. 7730 für den Befund', '7730'],
  ])('%s', (text, digits) => {
    expect(gone(redact(text), digits)).toBe(true);
  });

  it.each([
    ['ICD code 4019 was on the bill', '4019'],
    ['the code 3 transport took 20 minutes', 'code 3'],
    ['a code for the 2024 guideline', '2024'],
    ['codice di esenzione 048', '048'],
    ['genetic code 1234 differences', '1234'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('an eponym surname after a form of address or a title', () => {
  it.each([
    ['our neighbour mrs addison told me about it', 'addison'],
    ['Der Nachbar herr basedow meinte, ich solle zum Arzt', 'basedow'],
    ['la señora hashimoto del quinto también tiene tiroides', 'hashimoto'],
    ['monsieur crohn, notre voisin, a la même chose', 'crohn'],
    ['la signora graves del piano di sopra dice', 'graves'],
    ['o senhor chagas da farmácia disse', 'chagas'],
    ['el sr parkinson del bajo dice', 'parkinson'],
    ['meine Ärztin Frau Dr. Raynaud-Köhler sagt', 'Raynaud-Köhler'],
    ['la doctora Down-Ibáñez me atendió', 'Down-Ibáñez'],
  ])('%s', (text, name) => {
    const out = redact(text);
    expect(gone(out, name)).toBe(true);
    expect(out).toContain('[NAME]');
  });

  it.each([
    ['Morbus Parkinson seit 2019, Parkinson-Krankheit', 'Parkinson-Krankheit'],
    ['the dr down the hall said it was nothing', 'down'],
    ['dr. parkinson said it is fine', 'parkinson'],
    ['la enfermedad de Crohn de mi hijo', 'Crohn'],
    ['Frau Dr. Basedow-Krankheit', 'Basedow-Krankheit'],
    ['mrs graves disease got worse', 'graves disease'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('a given name that is also a month, after a kinship word', () => {
  it.each([
    ['Sohn April kommt morgen vorbei.', 'April'],
    ['Tochter Juni informiert, RR 150/90.', 'Juni'],
    ['ma petite-fille Avril tousse depuis hier', 'Avril'],
    ['mi sobrina Abril, de 3 años, tiene fiebre', 'Abril'],
    ['mia nipote Aprile ha la varicella', 'Aprile'],
    ['a minha filha Abril tem asma', 'Abril'],
    ['mi hija abril tiene fiebre desde ayer', 'abril'],
    ['ma fille avril a de la fièvre', 'avril'],
    ["my daughter April's school called", 'April'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['meine Tochter ist im Mai geboren', 'im Mai'],
    ['Tochter Mai 2019 geboren', 'Tochter'],
    ['ma fille en avril a eu la varicelle', 'avril'],
    ['mein Sohn kommt im August', 'im August'],
    ['meine Tochter April Schneider', 'Tochter'],
    ['ma fille avril dernier a eu la varicelle', 'avril dernier'],
    ['mi hija en abril tuvo otitis', 'en abril'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe("a name's particle written with an apostrophe", () => {
  it.each([
    ["il dott. Matteo de' Rossi mi ha visitato", 'Rossi'],
    ["sono Ilaria dell'Orso e ho 40 anni", "dell'Orso"],
    ["la dottoressa Sara dall'Aglio dice", "dall'Aglio"],
    ["Je suis Aurore d'Herbigny, 33 ans", "d'Herbigny"],
  ])('%s', (text, part) => {
    expect(gone(redact(text), part)).toBe(true);
  });

  it.each([
    ["la dottoressa Bianchi dell'Ospedale Maggiore", "dell'Ospedale Maggiore"],
    ["il dott. Rossi dell'ambulatorio", "dell'ambulatorio"],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe("a laboratory's doctor, and nicknames in brackets", () => {
  it.each([
    ['Werte vom Labor Dr. Hollenbach: Ferritin 12', 'Hollenbach'],
    ['laboratorio Dr. Quintanilla, glucosa 130', 'Quintanilla'],
    ['Laboratoire Dr. Lemercier : TSH 4', 'Lemercier'],
    ['mi tío Anselmo (el chino) tiene gota', 'chino'],
    ['mi prima (la flaca) tiene anemia', 'flaca'],
    ['meu avô (o baixinho) caiu ontem', 'baixinho'],
    ['mio zio (il moro) ha il diabete', 'moro'],
    ['mi tío Anselmo "el chino" tiene gota', 'chino'],
    ['meu tio Zé «o baixinho» tem gota', 'baixinho'],
    ['mi tío Anselmo, alias el chino, tiene gota', 'chino'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['Labor Dr. Limbach: HbA1c 7,2 %', 'Labor Dr. Limbach'],
    ['Praxis Dr. Schneider', 'Praxis Dr. [NAME]'],
    ['Hospital Dr. Negrín de Las Palmas', 'Hospital Dr. Negrín'],
    ['mi padre Pedro (el pobre) tiene gripe', '(el pobre)'],
    ['mi hermano (el mayor) tiene asma', '(el mayor)'],
    ['meine Tante (die Kleine) hat Fieber', '(die Kleine)'],
    ['mon oncle (le cadet) a du diabète', '(le cadet)'],
    ['estoy flaca y cansada, mi prima (la flaca) también', 'estoy flaca'],
    ['mi tío, alias el chino, cerró el restaurante chino', 'restaurante chino'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});
