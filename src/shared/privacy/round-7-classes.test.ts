import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * The general forms behind blind-11's leaks, in wordings other than its own, in six languages:
 * a town after a verb of living or a care home with words between, a nickname after a naming
 * phrase, a given name after a kin title, a hyphen-particle surname, a lower-case hyphenated name
 * after a kinship word and an age, ages over 89 after a verb of age, dotted national numbers,
 * record and sample labels, dash-extension phones; and the look-alikes that must stay.
 */
describe('round 7: the forms behind blind-11', () => {
  it.each([
    ['my dad lives on his own in Kendal and', 'my dad lives on his own in [ADDRESS] and'],
    ['mi padre vive solo cerca de Ourense y', 'mi padre vive solo cerca de [ADDRESS] y'],
    ['ma tante habite seule à Vannes depuis', 'ma tante habite seule à [ADDRESS] depuis'],
    ['sie wohnt ganz allein in Passau und', 'sie wohnt ganz allein in [ADDRESS] und'],
    ['la nonna abita da sola a Lecce e', 'la nonna abita da sola a [ADDRESS] e'],
    ['minha avó mora sozinha em Viseu e', 'minha avó mora sozinha em [ADDRESS] e'],
    ['mamie vit seule à quimper depuis', 'mamie vit seule à [ADDRESS] depuis'],
    ['er ist im Pflegeheim in Rosenheim', 'er ist im Pflegeheim in [ADDRESS]'],
    ['she is in a care home near Ilkley,', 'she is in a care home near [ADDRESS],'],
    ["au village on l'appelle Titi,", "au village on l'appelle [NAME],"],
    ['mein Bruder (alle sagen Kalle) hat', 'mein Bruder (alle sagen [NAME]) hat'],
    ['mi tío, le decimos Chucho, tiene', 'mi tío, le decimos [NAME], tiene'],
    ['mio figlio, lo chiamiamo Pippo, ha', 'mio figlio, lo chiamiamo [NAME], ha'],
    ['meu pai, a gente chama de Tonho, tem', 'meu pai, a gente chama de [NAME], tem'],
    ['my wife goes by Jules at work', 'my wife goes by [NAME] at work'],
    ['ich bin der Sepp und habe', 'ich bin der [NAME] und habe'],
    ['kannst du Onkel Dariusz fragen', 'kannst du Onkel [NAME] fragen'],
    ['ask auntie Bisi to come', 'ask auntie [NAME] to come'],
    ['la petite Lou-Anne a de la fièvre', 'la petite [NAME] a de la fièvre'],
    ['Dr. Meyer-zu Hohenfeld meinte', 'Dr. [NAME] meinte'],
    ['ma fille de 12 ans, inès martin-diallo, a', 'ma fille de 12 ans, [NAME], a'],
    ['mi hijo de 9 años, leo ruiz-gallego, tiene', 'mi hijo de 9 años, [NAME], tiene'],
    ['grandad turns 93 on Friday', 'grandad turns [AGE] on Friday'],
    ['mein Opa wird 94 im Mai', 'mein Opa wird [AGE] im Mai'],
    ['mi abuela cumple 96 mañana', 'mi abuela cumple [AGE] mañana'],
    ['mamie va avoir 92 ans', 'mamie va avoir [AGE] ans'],
    ['la nonna compie 97 anni', 'la nonna compie [AGE] anni'],
    ['a minha bisavó faz 99 anos', 'a minha bisavó faz [AGE] anos'],
    ['DNI 28.456.123 de mi madre', 'DNI [ID] de mi madre'],
    ['CC 1.020.345.678 de Bogotá', 'CC [ID] de [ADDRESS]'],
    ['Probe-Nr. 4471203 vom Labor', 'Probe-Nr. [ID] vom Labor'],
    ['n. campione 2231987 del', 'n. campione [ID] del'],
    ["n° d'échantillon 99812 du", "n° d'échantillon [ID] du"],
    ['specimen no. 448812 was', 'specimen no. [ID] was'],
    ['ruf mich an: 030 98765-12', 'ruf mich an: [PHONE]'],
    ['I write on behalf of Fiona McLeod about', 'I write on behalf of [NAME] about'],
    ['escribo de parte de Lucía Ferrer porque', 'escribo de parte de [NAME] porque'],
    ['im Auftrag von Jonas Becker frage ich', 'im Auftrag von [NAME] frage ich'],
    ['write to bex.k at gmail dot com please', 'write to [EMAIL] please'],
  ])('%s', (text, expected) => {
    expect(redactForUpstream(text)).toBe(expected);
  });

  it.each([
    'adults living in Asia and Europe',
    'she lives with Parkinson disease',
    'vive con Crohn desde hace años',
    'my son of 5, very tired, has',
    'his oxygen sat is 92 on air',
    'the pulse turned 95 bpm',
    'soll mein Opa Apixaban oder Rivaroxaban nehmen',
    'we call it Graves disease',
    'a follow-up in 2 weeks',
    'I run 10 000 steps a day',
    'Plättchen 150.000 /µl',
    'on behalf of Médecins Sans Frontières',
    'de parte de Cruz Roja Española',
  ])('keeps %s', (text) => {
    expect(redactForUpstream(text)).toBe(text);
  });
});
