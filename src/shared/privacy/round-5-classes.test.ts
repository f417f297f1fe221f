import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * The general forms behind blind-9's leaks, in wordings other than its own: full names in
 * apposition after a relative, lower-case names with hyphens and particles, a title before a
 * surname that is a word or an eponym, a given name or another script's writing in brackets,
 * street names with elided articles, lettered house numbers, four-digit postcodes after a verb of
 * living, Brazilian towns before their state, serials of letters and digits; and the look-alikes
 * (catheter sizes, diseases named for people, counts) that must stay.
 */
describe('round 5: the forms behind blind-9', () => {
  it.each([
    ['Mi vieja, Ana Lucía de la Vega, tiene', 'Mi vieja, [NAME], tiene'],
    ['mon chum marc-andré gagnon-roy a', 'mon chum [NAME] a'],
    ['meine oma anna-lena von der heide hat', 'meine oma [NAME] hat'],
    ['mio nonno pier-luigi de santis ha', 'mio nonno [NAME] ha'],
    ['meu avô joão-pedro dos reis tem', 'meu avô [NAME] tem'],
    ['la Dra. Down (sí, como el síndrome) me', 'la Dra. [NAME] (sí, como el síndrome) me'],
    ['Hr. Meier (Klaus), 80 J.', 'Hr. [NAME], 80 J.'],
    ['mein Mann Wei (伟) hat', 'mein Mann [NAME] ([NAME]) hat'],
    ['ma femme Leila (ليلى) a', 'ma femme [NAME] ([NAME]) a'],
    ['abito in viale dell’Arcoveggio 12/4, Bologna', 'abito in [ADDRESS], [ADDRESS]'],
    ['Rua Augusta 880-C, São Paulo', '[ADDRESS], [ADDRESS]'],
    ['wir wohnen in 3011 Bern, Tel.', 'wir wohnen in [ADDRESS] [ADDRESS], Tel.'],
    ['moramos em Uberlândia - MG, perto', 'moramos em [ADDRESS] - MG, perto'],
    ['vivo en CABA y', 'vivo en [ADDRESS] y'],
    ['sensor serial 4KD92X11B fails', 'sensor serial [ID] fails'],
    ['número de série do meu CPAP é 7RT22Q9A0', 'número de série do meu CPAP é [ID]'],
    ['mi abuela (Rosa María Vda. de Paredes) tiene', 'mi abuela ([NAME]) tiene'],
    ['Mme Dupont (Jeanne), 85 ans, a', 'Mme [NAME], 85 ans, a'],
    // The probe's forms, in other words.
    ['my wifes name is joanna (jo) kowalska and', 'my wifes name is [NAME] and'],
    ['on the 21st of march she fell', 'on the [DATE] she fell'],
    ['vivimos en Pasaje Las Lilas 220, depto 3A, Macul.', 'vivimos en [ADDRESS], [ADDRESS].'],
    ['au 1200 boul. Laurier, Sherbrooke', 'au [ADDRESS], [ADDRESS]'],
    ['nacido el 3/5/1950 en Cuzco, tiene', 'nacido el [DATE] en [ADDRESS], tiene'],
    ['die Familie Haddad-Müller hat', 'die Familie [NAME] hat'],
    ['wir wohnen An der Linde 12, Köln', 'wir wohnen [ADDRESS], [ADDRESS]'],
    ['meu filho João (o Joca) tem', 'meu filho [NAME] (o [NAME]) tem'],
    ['moro no Residencial Parque das Flores, bloco B', 'moro no [ADDRESS]'],
  ])('%s', (text, expected) => {
    expect(redactForUpstream(text)).toBe(expected);
  });

  it.each([
    'A 8-9.8 Fr Wolf ureteroscope was used.',
    'mi hijo tiene síndrome de Down y',
    'Demenz vom Alzheimer-Typ, nachts unruhig',
    'yaar ye boss meri jaan le lega',
    'serial troponins were 12 and 40',
    'mi madre (Parkinson desde 2019) tiene',
    'Doença de Chagas - MS',
    'ich wohne seit 2019 hier und laufe 5000 Schritte',
    'Am Abend 2 Tabletten, am Morgen 1.',
    'these 3 may help with the pain',
    'the patients name is on the form',
    'mi hija (la mayor) tiene',
  ])('keeps %s', (text) => {
    expect(redactForUpstream(text)).toBe(text);
  });
});
