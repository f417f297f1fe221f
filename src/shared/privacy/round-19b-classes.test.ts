import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 19b: dates without a year in logs, plans, diaries, forum headers and Swiss German, bare
 * days, and the national ids, insurance cards, phones and postcodes of more countries, each in
 * its general form in the six languages, with the hard negatives each rule must leave alone.
 */
const redact = (text: string): string => redactForUpstream(text);
const gone = (out: string, word: string): boolean => !out.includes(word);

describe('a day and a month without a year in logs, plans, notes and before a time', () => {
  it.each([
    ['Parte de incidencias\n03/02 – Dña. Pilar refiere dolor', '03/02'],
    ['Progress note - Room 14\n22/08 0630: Res. found on floor', '22/08'],
    ['RSA Villa — diario infermieristico 02/04 ore 22:00\nOspite agitato', '02/04'],
    ['Ambulanter Pflegedienst – Tourenplan 14.03.\nFrau K., BZ 62', '14.03.'],
    ['Handover sheet 19/11 at 7\nBed 3 agitated', '19/11'],
    ['Shift log 7/5: pt pulled out cannula', '7/5'],
    ['Hoja de enfermería 12/06 a las 23:00 – se arrancó la vía', '12/06'],
    ['Cahier de liaison 09/03 à 21h : malaise', '09/03'],
    ['transmissions du 4/11 : chute', '4/11'],
    ['Pflegebericht 23.11.\nHerr B. gestürzt', '23.11.'],
    ['Consegne del 15/10 alle 6:30\nLa signora rifiuta', '15/10'],
    ['Registro notturno 27/12 h 3 – paziente agitato', '27/12'],
    ['Registo de enfermagem 05/07 às 14h: febre', '05/07'],
    ['visto por última vez 18/09 a las 10:00 en urgencias', '18/09'],
    ['Kontrolle 14.03. um 9 Uhr', '14.03.'],
  ])('%s', (text, date) => {
    expect(gone(redact(text), date)).toBe(true);
  });

  it.each([
    ['2/3 of patients improved at 10 weeks', '2/3 of patients'],
    ['took 1/2 tablet at 10pm', '1/2 tablet'],
    ['metoprolol 10/12 mg? no, 10 mg', '10/12 mg'],
    ['Kalium 14.03 heute', '14.03'],
    ['BP 120/80 at 10:00', '120/80'],
    ['GCS 14/15 at 08:00 on arrival', '14/15'],
    ['Handover sheet: 2/3 of the meal eaten', '2/3 of the meal'],
    ['nota 1/2 comprimido por la noche', '1/2 comprimido'],
    ['Plan: 1/2 Tablette morgens', '1/2 Tablette'],
    ['PA 12/8 alle 8 di mattina', '12/8'],
    ['Coartem 20/120 mg, 4 compresse', '20/120'],
    ['ratio 10/12 at 3 months', '10/12'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('a German day before a month word of any spelling, and bare days', () => {
  it.each([
    ['Beitrag von xy » Mo 14. Feb, 09:41', '14. Feb'],
    ['Verfasst am Fr 9. Dez, 21:17', '9. Dez'],
    ['het am 11. Novämber en Herzinfarkt gha', '11. Novämber'],
    ['si isch am 4. Auguscht is Spital cho', '4. Auguscht'],
    ['am 2. Jänner operiert', '2. Jänner'],
    ['seit 3. Feber nimmt er Marcoumar', '3. Feber'],
    ['bis 21. Dezämber im Spital', '21. Dezämber'],
    ['Mon frère est tombé le 3 et depuis il boite', 'le 3'],
    ['revu le 1er au soir', 'le 1er'],
    ['Meine Oma hatte am 12. einen Sturz', 'am 12.'],
    ['Fieber vom 3. an, seitdem Husten', 'vom 3.'],
    ['he fell on the 3rd and hit his head', 'the 3rd'],
    ['se cayó el 3 a las 10 de la noche', 'el 3'],
    ['è caduto il 14 alle 8', 'il 14'],
  ])('%s', (text, date) => {
    expect(gone(redact(text), date)).toBe(true);
  });

  it.each([
    ['il prend le 5-FU en cure', 'le 5-FU'],
    ["il veut pas qu'on appelle le 15", 'le 15'],
    ['faut-il faire le 15 ou le 112 ?', 'le 15'],
    ['on augmente le 2 mg de rispéridone', 'le 2 mg'],
    ['le 3e doigt est gonflé', 'le 3e doigt'],
    ['am 3. Tag nach der OP', 'am 3. Tag'],
    ['am 2. postoperativen Tag Fieber', 'am 2. postoperativen'],
    ['am 5. und 6. Tag', 'am 5. und'],
    ['on the 3rd floor of the hospital', 'the 3rd floor'],
    ['on the 2nd dose she felt dizzy', 'the 2nd dose'],
    ['el 3 por ciento de los casos', 'el 3 por ciento'],
    ['14. Lebensjahr erreicht', '14. Lebensjahr'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('ids, insurance cards, phones and postcodes of more countries', () => {
  it.each([
    ['mi hija, TI 1.023.456.789, que nació', '1.023.456.789'],
    ['T.I. 1.098.765.432 de mi hijo', '1.098.765.432'],
    ['registro civil 1.098.765.432 del bebé', '1.098.765.432'],
    ['tarjeta de identidad 1.098.765.432, tiene asma', '1.098.765.432'],
    ['C.I. V-12.345.678 del paciente', '12.345.678'],
    ['NUIP 1098765432 del bebé', '1098765432'],
    ["carte d'identité 1 234 567 890 de ma mère", '1 234 567 890'],
    ['Aadhaar 4321 8765 1098 of my father', '4321 8765 1098'],
    ['Tiene OSDE plan 310, credencial 61 234567 8 01.', '61 234567 8 01'],
    ['carnet de afiliado 12 3456789 01 de PAMI', '3456789'],
    ['carteirinha 0 123 456789012 3', '456789012'],
    ['Versichertenkarte 80756 0123 4567 8901.', '80756 0123'],
    ['Karte 80756 0045 1122 3344 5566 ist abgelaufen', '80756 0045'],
    ['Medicare 2953 18461 1 / ref 3', '18461'],
    ["appelez moi 76 45 23 18, c'est Moussa", '76 45 23 18'],
    ['vous pouvez me joindre au 66 12 34 78 le soir', '66 12 34 78'],
    ['ligue para o 84 321 7654 se puder', '84 321 7654'],
    ['chiamatela al 77 654 32 10, ha la malaria', '77 654 32 10'],
    ['llámame al 70 12 34 56 porfa', '70 12 34 56'],
    ['erreichbar unter 0664 123 45 67', '123 45 67'],
    ['vive en c/ san francisco 14 de bilbao 48003. se puede', '48003'],
    ['San Juan de Lurigancho, Lima 15434', '15434'],
  ])('%s', (text, value) => {
    expect(gone(redact(text), value)).toBe(true);
  });

  it.each([
    ['densidad 1.023 en orina', '1.023'],
    ['specific gravity 1.023, pH 6', '1.023'],
    ['penicilina benzatínica 1.200.000 UI', '1.200.000 UI'],
    ['CI 0.8-1.2 for the hazard ratio', '0.8-1.2'],
    ['TI 1.5 on echo', 'TI 1.5'],
    ['vitamine A 200 000 UI', '200 000 UI'],
    ['call me if the count is 12 000 000 cells', '12 000 000 cells'],
    ['llame si tiene 12 000 000 copias', '12 000 000 copias'],
    ['afiliado desde 2019 2020', '2019 2020'],
    ['plaquetas 15000.', '15000'],
    ['contacto con 12 500 000 UI de penicilina', '12 500 000 UI'],
    ['ICD-10 E11.9 at 10:30', 'E11.9'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});
