import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 21a: a time of day after a date joins it ('[15/01/24, 21:04:11]', '08/02/2024 à 23h17',
 * '07.01. 06:00'), year-less dotted dates after an admission word, Catalan and Galician months,
 * and codes after their cues (Venezuelan cédula, dotted Swiss insurance numbers, booking codes,
 * driving licences, record numbers on a lab header, mobile-money phones, IBANs in any grouping,
 * "shes 94"), with the hard negatives: times not after a date, doses after a date, lab values
 * after an antibody's name ('TPO-AK 540'), ECG times, saturations.
 */
const redact = (text: string): string => redactForUpstream(text);

describe('a time after a date is part of the date', () => {
  it.each([
    ['[03/02/25, 19:12:40] Tom: my dad is on warfarin', '19:12:40'],
    ['Specimen received 11/23/2024 14:37, potassium 5.9', '14:37'],
    ['Posted el 21/05/2024 a las 9:15 p. m. por usuaria', '9:15'],
    ['Fecha: 17/07/2024 6:40 a. m. autorizado', '6:40'],
    ['Message du 12/10/2024 à 7h05 : ma mère', '7h05'],
    ['Rendez-vous le 12/10/2024 à 21h pour la prise de sang', 'à 21h'],
    ['So 3. Nov 2024, 21:15 — Thema Schilddrüse', '21:15'],
    ['Befund vom 21.03.2024 um 9.30 Uhr eingegangen', '9.30'],
    ['Pflegebericht\n03.11. 22:30 unruhig', '22:30'],
    ['Inviato il 14 marzo alle 21:40 da utente', '21:40'],
    ['appuntamento del 12/03/2024 ore 10:20 presso', '10:20'],
    ['[09/04/2024 07:48] Rita: doutor a minha mãe', '07:48'],
    ['Publicado em 22/11/2023 às 18:05 por utilizador', '18:05'],
    ['Ward diary\n21/7 0600 obs stable', '0600'],
    ['15/06 0610 settled after paracetamol', '0610'],
  ])('%s', (text, part) => {
    const out = redact(text);
    expect(out).not.toContain(part);
    expect(out).toContain('[DATE]');
  });

  it.each([
    ['sie nimmt um 08:00 Metformin', 'um 08:00 Metformin'],
    ['QTc 480 ms on the ECG of 11/23/2024', 'QTc 480 ms'],
    ['dal 12/03/2024 1000 mg di metformina', '1000 mg'],
    ['take it at 21:00 with food', 'at 21:00'],
    ['BP 120/80 at 14:00', 'BP 120/80'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });

  it('keeps the sender of a chat line', () => {
    const out = redact('[15/01/24, 21:04:11] Emre: Annemin Zucker ist 310');
    expect(out).not.toContain('Emre');
    expect(out).not.toContain('21:04');
  });

  it('still takes a plate after its label', () => {
    expect(redact('Kennzeichen für den Parkausweis: M-AB 1234. Zahlt die Kasse')).not.toContain(
      'M-AB 1234',
    );
  });
});

describe('year-less dates after an admission word and Catalan or Galician months', () => {
  it.each([
    ['Herr Weber (67 J., aufgenommen 03.05.) hat', '03.05.'],
    ['Aufnahme 8.3. war schon einmal', '8.3.'],
    ['entlassen 12.4. nach Hause', '12.4.'],
    ['Girona, 15 de juliol de 2024. Recepta', 'juliol'],
    ['Data de visita 2 de gener de 2024', 'gener'],
    ['Vigo, 12 de xuño de 2024: metformina', 'xuño'],
    ['el 14 de xullo de 2023 ingresou', 'xullo'],
    ['Barcelona, 3 de desembre de 2023', 'desembre'],
  ])('%s', (text, part) => {
    expect(redact(text)).not.toContain(part);
  });

  it.each([
    ['Aufnahme 2.5 mg Bisoprolol', '2.5 mg'],
    ['admitted 2/3 of the patients', '2/3 of the patients'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });

  it('still takes a plate after its label', () => {
    expect(redact('Kennzeichen für den Parkausweis: M-AB 1234. Zahlt die Kasse')).not.toContain(
      'M-AB 1234',
    );
  });
});

describe('codes and numbers after their cues', () => {
  it.each([
    ['su cedula venezolana V-12.345.678 no le sirve', '12.345.678'],
    ['mi esposo tiene cédula E-8.123.456 y', '8.123.456'],
    ['n. assicurato 123.45678-9, AVS', '45678'],
    ['Codice prenotazione: 4XK9-PQ21. Per disdire', '4XK9'],
    ['su código de reserva es 3MP7-QX19, la HbA1c 7,2', '3MP7'],
    ['Buchungscode 9HJ4-LK22 bitte angeben', '9HJ4'],
    ['code de réservation 8TR3-WD56.', '8TR3'],
    ['Please quote booking ref 7QW2-ZK84 when you call', '7QW2'],
    ['la patente n. U1H12345X: dopo quanti mesi', 'U1H12345X'],
    ['Su licencia de conducir B7X45621K quedó', 'B7X45621K'],
    ['Mon numéro de permis 12AB34567 est', '12AB34567'],
    ['LABORATORIO\nDNI: 1\nH.C.: 0087452\nFecha', '0087452'],
    ['Nº de muestra 0093315', '0093315'],
    ['PID 40882713 / Fall-Nr. 2024', '40882713'],
    ['les frais par Orange Money au 70 12 34 56 ou', '70 12 34 56'],
    ['sur le compte BF0820 01001 012345678901 23.', '012345678901'],
    ['IBAN SN08 SN01 00152 000012345678 90', '000012345678'],
    ['my nan shes 94 and on warfarin', '94'],
    ['hes 92 lol and still driving', '92'],
  ])('%s', (text, part) => {
    expect(redact(text)).not.toContain(part);
  });

  it.each([
    ['Ich habe Hashimoto, TPO-AK 540. Meine Ärztin', 'TPO-AK 540'],
    ['TG-AK 120 und TSH 0.02', 'TG-AK 120'],
    ['HbA1c 7,2 und CRP 45', 'CRP 45'],
    ['sats is 92 on room air', 'is 92'],
    ['code de réservation envoyé par SMS', 'envoyé'],
    ['booking ref to follow, TSH 0.02', 'TSH 0.02'],
    ['licence renewed after HbA1c 6.8', 'HbA1c 6.8'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });

  it('still takes a plate after its label', () => {
    expect(redact('Kennzeichen für den Parkausweis: M-AB 1234. Zahlt die Kasse')).not.toContain(
      'M-AB 1234',
    );
  });
});
