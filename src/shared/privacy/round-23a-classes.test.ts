import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/**
 * Round 23a: an eponym that is a person's surname (a lower-case one after a doctor's role and
 * title, inside a chat sender's full name), lower-case full names after an introduction or a kin
 * word (particles, an unlisted first given name, unaccented kin words, 'mi señora'), surname-first
 * names on labels and letterheads (mixed case after 'Pat.:', a pharmacy label's line, 'Sr(a).'
 * and capitals, Flemish particle surnames first), and initials, closings, dash signatures and
 * nicknames in quotes. Eponyms as medicine, institutions, drugs in capitals, lab abbreviations and
 * Roman numerals stay.
 */
describe('round 23a: names', () => {
  it.each([
    // 1a. An eponym after a doctor's role and title, in lower case.
    ['his consultant dr down put him on azathioprine, he has down syndrome', 'dr down'],
    ['mein doc dr crohn (echt so) sagt ja, morbus crohn', 'dr crohn'],
    ['il medico di base dott. bell (giuro) mi ha dato, paralisi di bell', 'dott. bell'],
    ['o meu médico, o dr. wilson (juro), acha que é doença de wilson', 'dr. wilson'],
    ['mi endocrino dra. graves dice que es enfermedad de graves', 'dra. graves'],
    ['ma généraliste dr parkinson dit que ce n’est pas la maladie de parkinson', 'dr parkinson'],
    // 1b. An eponym inside a full name.
    ['[08/03/2024 07:15] Rafaela Down Ferreira: mãe toma a metformina 850', 'Rafaela'],
    ['[12/03/24, 09:15] Chiara Still Benedetti: la malattia di Still', 'Benedetti'],
    ['Resident: Mrs Edna Paget, Room 12, aged 94', 'Edna'],
    // 2. Lower-case full names after an introduction or a kin word.
    ['buenas noches soy yeison andrés mosquera palacios, tengo gripe', 'mosquera'],
    ['mi señora marleny tiene la enfermedad de graves', 'marleny'],
    ['slt doc mon petit frere ibrahim traoré il a 17 ans', 'traoré'],
    ['oi dr minha mae maria aparecida dos santos tem 70 anos', 'aparecida'],
    ['mon pere mbarga atangana joseph il a le paludisme', 'atangana'],
    // 3. Surname first on labels and letterheads.
    ['LABORBEFUND\nPat.: Nowak, Agnieszka   geb.: 01.02.1980', 'Nowak'],
    ['Label says:\nRx# 4471920\nMARTINEZ-VEGA, LUIS A\nDr. HALL\nPREDNISONE 20MG TAB', 'LUIS'],
    ['Label:\nOKONKWO-BELL, GRACE T\nDr. HALL\nAMOXICILLIN 500MG CAP', 'GRACE'],
    ['IMSS Recordatorio: Sr(a). MARTINEZ LOPEZ JUAN CARLOS NSS 12345678901', 'JUAN'],
    ['Rappel : M. DUBOIS LAURENT, votre rendez-vous', 'LAURENT'],
    ['Patient(e) : Van den Berghe Els | né(e) 1948', 'Berghe'],
    ['Naam: De Smet Johan\nHbA1c 7 %', 'Smet'],
    ['Patient(e) : Dupont Marie | né(e) 1948', 'Dupont'],
    // 4. Initials, closings, signatures, nicknames.
    ['Compañeros, duda: varón 45 a, J.M.R.T., NHC 123', 'J.M.R.T.'],
    ['paziente di 80 anni, sig.ra M.L.G., ricoverata', 'M.L.G.'],
    ['doente de 38 anos, A.C.F.R., n.º processo 123', 'A.C.F.R.'],
    ['patiente de 60 ans, C.B.D., suivie à la Mayo Clinic', 'C.B.D.'],
    ['Devo iniciar hidrocortisona? Abraço, Tiago | tiago.m@gmail.com', 'Tiago'],
    ['Merci pour vos réponses. Bisou, Léa', 'Léa'],
    ['Depuis le changement de formule j’ai des palpitations.\n- Lucie V.', 'Lucie'],
    ['Been on sertraline 50 mg for a month.\n— Jess T.', 'Jess'],
    ["vi scrivo per mio fratello Gianluca detto 'il Biondo' Santangelo. Ha 45 anni", 'Santangelo'],
    ["Mein Onkel Karl genannt 'der Lange' Huber hat Vorhofflimmern", 'Huber'],
    ["o meu tio Zeca vulgo 'Baixinho' Pereira tem gota", 'Baixinho'],
    ["Grüezi mitenand, ich bin d'Anna-Lena Zürcher us Winterthur.", 'Zürcher'],
  ])('takes the name in %j', (text, name) => {
    expect(redactForUpstream(text)).not.toContain(name);
  });

  it.each([
    ['the dr down the hall said it was fine', 'dr down the hall'],
    ['my dr down the road said it was a virus', 'dr down the road'],
    ['his consultant dr down put him on azathioprine, he has down syndrome', 'down syndrome'],
    ['mein doc dr crohn (echt so) sagt ja, morbus crohn', 'morbus crohn'],
    ['il medico di base dott. bell (giuro) mi ha dato, paralisi di bell', 'paralisi di bell'],
    ['[08/03/2024 07:15] Crohn: ok', 'Crohn'],
    ['[08/03/2024 07:15] Rafaela Down Ferreira: é síndrome de Down?', 'síndrome de Down'],
    ['Resident: Mrs Edna Paget, Room 12, known Paget’s disease of bone', 'Room 12'],
    ['Resident: Mrs Edna Paget, Room 12, known Paget’s disease of bone', 'Paget’s disease'],
    ['Bewohnerin: Frau Erna Still, Zimmer 4', 'Zimmer 4'],
    ['soy enfermera de urgencias y tengo una duda', 'enfermera de urgencias'],
    ['Rx# 123\nPREDNISONE, ORAL\nDr. X', 'PREDNISONE, ORAL'],
    [
      'Label says:\nRx# 4471920\nMARTINEZ-VEGA, LUIS A\nDr. HALL\nPREDNISONE 20MG TAB',
      'PREDNISONE 20MG TAB',
    ],
    ['Results\nGLUCOSE, FASTING\nDr. HALL', 'GLUCOSE, FASTING'],
    ['Pat.: Normal, Befund', 'Normal, Befund'],
    ['Erinnerung: Hr. KELLER MARKUS, Ihr Termin ist am Montag.', 'Ihr Termin'],
    ['M. TSH ELEVATED, HbA1c 8 %', 'TSH ELEVATED'],
    ['IMSS Recordatorio: Sr(a). MARTINEZ LOPEZ JUAN CARLOS NSS 12345678901', 'NSS'],
    ['Patient(e) : Van den Berghe Els | né(e) 1948 | HbA1c 8,9 %', 'HbA1c 8,9 %'],
    ['homme de 60 ans, O.R.L., bilan', 'O.R.L.'],
    ['vive negli U.S.A., dice che', 'U.S.A.'],
    [
      'varón 45 a, Hospital Universitario de Bellvitge, NYHA III',
      'Hospital Universitario de Bellvitge',
    ],
    ['paziente ricoverata al Policlinico Gemelli, NYHA III', 'Policlinico Gemelli'],
    ['ingresado el 2-XI, clase NYHA III', 'NYHA III'],
    ['meds:\n- Metformin\n- Aspirin', 'Aspirin'],
    ['list of flowers\n- Rose', 'Rose'],
    ['ok\n- Dr. X.', 'Dr. X.'],
    ['ich bin d’Mueter vo zwei Chind', 'Mueter'],
  ])('keeps the term in %j', (text, term) => {
    expect(redactForUpstream(text)).toContain(term);
  });
});
