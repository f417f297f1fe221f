import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 13: the classes blind-19 showed, each in other words than the set, in several languages
 * and registers, with the hard negatives each rule must leave alone.
 */
const redact = (text: string): string => redactForUpstream(text);
const gone = (out: string, name: string): boolean =>
  !new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'iu').test(out);

describe('a disease of hyphenated body-part words is never a name', () => {
  it.each([
    ['soy la mamá de pepe (josé manuel ruiz), ¿será mano-pie-boca?', 'mano-pie-boca'],
    ['mi hijo Manuel tiene mano-pie-boca', 'mano-pie-boca'],
    ['Meu neto Manuel está com MÃO-PÉ-BOCA', 'MÃO-PÉ-BOCA'],
    ['Mein Sohn Hans hat Hand-Fuß-Mund, Hans hustet', 'Hand-Fuß-Mund'],
    ['my son Hand has hand-foot-and-mouth', 'hand-foot-and-mouth'],
    ['mio nipote emanuele ha la mano-piede-bocca', 'mano-piede-bocca'],
  ])('%s', (text, disease) => {
    expect(redact(text)).toContain(disease);
  });
});

describe('nicknames after naming phrases, in any case', () => {
  it.each([
    ['mia zia concetta, detta titti, ha il diabete', 'titti'],
    ['mon oncle bernard, dit nanard, a fait un infarctus', 'nanard'],
    ['MEU PAI, SEBASTIÃO (TIÃO PARA OS AMIGOS), TEM GOTA', 'TIÃO'],
    ['My grandmother Margaret, Peggy to her friends, broke her wrist', 'Peggy'],
    ['mein opa wilhelm, genannt willi, hat parkinson', 'willi'],
    ['minha filha isadora (a isa) pegou catapora', 'isa'],
    ['mi abuelo Ramón, Moncho para la familia, tiene EPOC', 'Moncho'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['my husband Tom, called urgently by the nurse, came home', 'urgently'],
    ['mi padre [NAME] (el pobre) tiene gripe', 'pobre'],
    ['it hurts (as a friend of mine said, for friends only)', 'friend'],
  ])('leaves the words of %s', (text, word) => {
    expect(redact(text)).toContain(word);
  });
});

describe('a child named after "I am the mother of", in lower case', () => {
  it.each([
    ['boa tarde, sou a mãe da lara, ela tem piolho', 'lara'],
    ['buenas noches, soy el papá de benja, tiene tos', 'benja'],
    ['buongiorno sono il papà di tommaso, ha la varicella', 'tommaso'],
    ["bonsoir c'est la mamie de jade, elle a une otite", 'jade'],
    ['guten tag, hier ist die oma von mats, er hat fieber', 'mats'],
    ["hi, this is ruby's dad, she has diarrhoea", 'ruby'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ["je suis la mère de trois enfants et j'ai une thyroïdite", 'trois enfants'],
    ['je suis pere de deux enfants', 'deux enfants'],
    ['soy la madre de un niño con asma', 'un niño'],
    ["I'm the mother of twins with asthma", 'twins'],
    ['sono la mamma di una bambina con la febbre', 'una bambina'],
  ])('leaves the words of %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('particle surnames after a name or a lower-case title, and capitals names', () => {
  it.each([
    ['o dr. carlos da silva pediu uma tomografia', ['carlos', 'silva']],
    ['la dra. de los ríos me cambió el omeprazol', ['ríos']],
    ['la dott.ssa de santis ha prescritto il cortisone', ['santis']],
    ['frau dr. von der heide hat ibuprofen verschrieben', ['heide']],
    ["le dr da silva m'a donné du spasfon", ['silva']],
    ['MI ABUELA MARÍA DEL CARMEN LÓPEZ DE LA TORRE TIENE ALZHEIMER', ['CARMEN', 'TORRE']],
    ["MIA MADRE ANNA MARIA DELLA VALLE HA L'OSTEOPOROSI", ['MARIA', 'VALLE']],
  ])('%s', (text, names) => {
    const out = redact(text);
    for (const name of names) expect(gone(out, name)).toBe(true);
  });

  it.each([
    ['oi, aqui é a mãe de novo, a dra disse que é virose', 'de novo'],
    ['aqui é a tatiane de novo', 'de novo'],
    ['me da opresion en el pecho cuando estoy nerviosa', 'me da opresion'],
    ['il medico me le vuole dare', 'me le vuole'],
    ['sono una prof delle medie, quali sono i segnali', 'delle medie'],
  ])('leaves the words of %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('a home town after the age in an introduction, in any case', () => {
  it.each([
    ['OLÁ, SOU A RITA, 45 ANOS, DE CAMPINAS, E TENHO ENXAQUECA', 'CAMPINAS'],
    ['ciao sono marco, 52 anni, di bergamo, ho la pressione alta', 'bergamo'],
    ["HI ALL, I'M DOUG, 70 YEARS OLD, FROM LEEDS. JUST DIAGNOSED WITH COPD.", 'LEEDS'],
    ['ICH BIN KLAUS, 67 JAHRE, AUS BIELEFELD, UND HABE SODBRENNEN', 'BIELEFELD'],
  ])('%s', (text, town) => {
    expect(gone(redact(text), town)).toBe(true);
  });

  it.each([
    ['minha esposa de 62 anos, diabética, de repente ficou cansada', 'diabética, de repente'],
    ['tengo 45 años, de los cuales 20 fumando', 'de los cuales'],
    ['soy Ana, 61 años, de baja.', 'de baja'],
  ])('leaves the words of %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('a name opening a care-note line before an age', () => {
  it.each([
    ['Day log\nGrace Whitfield (aged 90): ate well, no pain.', 'Whitfield'],
    ['Handover\nWill Thackeray: 82, post hip fracture', 'Thackeray'],
    ['Übergabe\nHelga Brandstätter (84): Blutzucker 180', 'Brandstätter'],
    ['Notas\nRosario Quintanilla (edad 79): tensión 150/90', 'Quintanilla'],
    ['Transmissions\nRose Lemaire (87 ans) : a bien mangé', 'Lemaire'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['Vitals\nHeart Rate: 82, Blood Pressure: 130/85', 'Heart Rate: 82'],
    ['Pain Score: 3, better than yesterday', 'Pain Score: 3'],
    ['Blood Sugar (12): high after lunch', 'Blood Sugar'],
    ['Grace Notes: 4, fine overnight', 'Grace Notes'],
  ])('leaves the words of %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('record and visit numbers after their labels', () => {
  it.each([
    ['Lo atendieron en el hospital (ficha 0091823) y', '0091823'],
    ['Me dieron el alta, ficha clínica 4471203, por neumonía', '4471203'],
    ['Prontuário 3349812, atendimento nº 77120', '77120'],
    ['Data de nascimento: [DATE]    Atendimento: 1098377', '1098377'],
    ['Ricovero, cartella clinica n. 2026/44817, bronchiolite', '2026/44817'],
    ['Compte rendu, IPP 80331947, n° de séjour 26041187', '26041187'],
    ['Aufnahme-Nr. 4410932, Diagnose Appendizitis', '4410932'],
    ['ED discharge, encounter #88410237, visit no. 5521093', '5521093'],
  ])('%s', (text, value) => {
    expect(redact(text)).not.toContain(value);
  });

  it.each([
    ['I had an episode 2019 and a visit 2020 to the clinic', 'episode 2019'],
    ['my last visit 2024 was fine', 'visit 2024'],
  ])('leaves the words of %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});
