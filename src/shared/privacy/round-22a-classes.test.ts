import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/**
 * Round 22a: an eponym that is a patient's surname (after a kinship word and a given name, under a
 * person's label with an initial, after a naming verb with 'too'), names in capitals after a
 * salutation (an initial inside, a lower-case word after), a title and a surname that is a word
 * or a month (titles in a chain, feminine titles, lower-case particles), lower-case
 * self-introductions with typos and Swiss German, signatures with more after them, and forum
 * post headers. 'Enf. de Addison' is the disease.
 */
describe('round 22a: names', () => {
  it.each([
    // 1. An eponym that is the surname.
    ['Our son Jamie Down has Down syndrome and a pump.', 'Jamie Down'],
    ['My daughter Chloe Parkinson was tested for Parkinson disease.', 'Parkinson was'],
    ['Mi hermano Raúl Crohn tiene enfermedad de Crohn.', 'Crohn tiene'],
    ['Mon fils Lucas Graves a une maladie de Graves.', 'Graves a une'],
    ['Meine Tochter Lena Still hat Morbus Still.', 'Still hat'],
    ['REFERTO\nPaziente: ADDISON M.\nSospetta malattia di Addison.', 'ADDISON'],
    ['Labor\nPatient: HASHIMOTO K.\nV.a. Hashimoto-Thyreoiditis', 'HASHIMOTO'],
    ['Medico richiedente: Dr. PAGET L.\nFosfatasi alcalina 612 U/L', 'PAGET'],
    ['Il medico (che si chiama Paget anche lui!) parla di malattia di Paget.', 'Paget anche'],
    // 2. Capitals after a salutation.
    ['Gent.le DI STEFANO ANTONIO, la prenotazione è confermata', 'STEFANO'],
    ['Gent.le BRAMBILLA M. ROSARIA ricordiamo la visita', 'BRAMBILLA'],
    ['Egr. Sig. FERRARI P. LUIGI, le ricordiamo l’esame.', 'LUIGI'],
    ['Gentile RUSSO GIOVANNA, la visita è fissata.', 'RUSSO'],
    ['Estimada FERNÁNDEZ RUIZ, su cita queda confirmada.', 'FERNÁNDEZ'],
    ['Sehr geehrte Frau MÜLLER, Ihr Befund', 'MÜLLER'],
    ['Chère Madame LEROY Sophie, votre rendez-vous', 'LEROY'],
    ['Prezado SANTOS OLIVEIRA, seu exame foi liberado.', 'OLIVEIRA'],
    // 3. A title and a word or month surname; feminine titles; lower-case particles.
    ['Meine Ärztin Frau Dr. Januar meint, Selen bringt nix.', 'Januar'],
    ['Chère Dre Favre,\n\nSuite à notre consultation', 'Favre'],
    ['Bonjour Dre Lemaire, merci pour l’ordonnance.', 'Lemaire'],
    ['il dottor de santis dice di fare l’inr ogni settimana', 'santis'],
    ['la dott.ssa di maio mi ha dato cardioaspirina 100 mg', 'di maio'],
    // 4. Lower-case introductions with typos and Swiss German.
    ['ciao mi kiamo giada, ho 19 anni e ho la malattia di crohn', 'giada'],
    ['ola me yamo yesenia tengo diabetes', 'yesenia'],
    ['bjr je mapel kevin j’ai de l’asthme', 'kevin'],
    ['il s’appelle ngono essomba paul, il a tres mal', 'essomba'],
    ["Grüezi mitenand, ich bi d'Anna-Lena Zürcher us Winterthur.", 'Zürcher'],
    ['Hoi zäme, ich bi de Reto Baumann und ha Diabetes Typ 1.', 'Reto'],
    // 5. Signatures with more after them.
    [
      'anbei die Rechnung.\nMit freundlichen Grüßen\nAnnegret Schulze-Wollgast\nHauptstr. 5 · 10115 Berlin\n\nPS an die Forumsrunde: ist das normal?',
      'Schulze-Wollgast',
    ],
    ['posso prendere la tachipirina?\nDistinti saluti\nRoberta Campi-Ferrero', 'Campi-Ferrero'],
    // 6. Forum post headers.
    ['mammaorsetta82 — 12/03/2024\nciao a tutte', 'mammaorsetta82'],
    ['runner1985 — 14/02/2024\ntengo fascitis plantar', 'runner1985'],
    ['papa-de-lea — 03/05/2022\nma fille a une otite', 'papa-de-lea'],
    ['papà-di-luca - ieri\nmio figlio ha la febbre', 'papà-di-luca'],
    ['giulia88 ha scritto:\nanche io', 'giulia88'],
  ])('takes the name in %j', (text, name) => {
    expect(redactForUpstream(text)).not.toContain(name);
  });

  it.each([
    ['Enf. de Addison conocida, con hidrocortisona 20-10-5 mg.', 'Enf. de Addison'],
    ['Enf. de Crohn activa, Enf. de Parkinson estable.', 'Enf. de Parkinson'],
    ['My son Jamie has Down syndrome.', 'Down syndrome'],
    ['My son Jamie Down syndrome was diagnosed at birth.', 'Down syndrome'],
    ['Down syndrome and Paget disease of bone were both discussed.', 'Paget disease'],
    ['la malattia si chiama Paget e colpisce le ossa', 'Paget'],
    ['Paziente: PAGET L.\nmalattia di Paget', 'malattia di Paget'],
    ['Gent.le Cliente, il farmaco AUGMENTIN 875 MG è disponibile.', 'AUGMENTIN 875 MG'],
    ['Cher Docteur, PSA TOTAL 4,2 et TSH NORMALE, que faire ?', 'TSH NORMALE'],
    ['Estimado PACIENTE, su cita', 'PACIENTE'],
    ['Mit freundlichen Grüßen\nIhr Praxisteam\nBitte Metformin 500 mg weiter.', 'Praxisteam'],
    ['il dottore di turno mi ha dato tachipirina', 'di turno'],
    ['il dott. di base dice', 'di base'],
    ['la dra de guardia me dio paracetamol', 'de guardia'],
    ['o doutor do posto passou dipirona', 'do posto'],
    ['ich bi d’Mueter vom Jonas und er hät Fieber', 'Mueter'],
    ['Hoi, ich bi de Hausarzt vo Bern.', 'Hausarzt'],
    ['covid19 — 12/03/2020\nla pandemia', 'covid19'],
    ['anti-tnf-alfa - 2 volte al mese', 'anti-tnf-alfa'],
    ['je mapel bien, merci', 'bien'],
  ])('keeps the term in %j', (text, term) => {
    expect(redactForUpstream(text)).toContain(term);
  });
});
