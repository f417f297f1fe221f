import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 18d: the name classes round 18c left (signatures, lower-case names in chat, practices
 * named for their doctor, names in capitals opening a reminder), each in its general form in the
 * six languages, with the hard negatives each rule must leave alone.
 */
const redact = (text: string): string => redactForUpstream(text);
const gone = (out: string, word: string): boolean => !out.includes(word);

describe('a signature after a closing, a last question, or a self-naming at the end', () => {
  it.each([
    ['Bonjour,\nest-ce grave ?\nBien à vous,\nAdjoa Mensah Boateng', 'Mensah'],
    ['Cordialement,\nKouadio Yao Kouassi\n[EMAIL] | [PHONE]', 'Kouassi'],
    ['¿se puede tomar con café?\nUn abrazo,\nXiomara Quintero', 'Quintero'],
    ['devo prendere il ferro? Grazie mille, Ilaria', 'Ilaria'],
    ['é diabetes? Beijos, Thaís', 'Thaís'],
    ['ist das behandlungsbedürftig?\nVG Jannik', 'Jannik'],
    ['Is 40 mg too much?\nThanks a lot,\nOluwaseun Adeyemi', 'Adeyemi'],
    ['Cheers, Tamsin', 'Tamsin'],
    ['can I take ibuprofen with lisinopril? Tamsin', 'Tamsin'],
    ['des conseils sur le régime pauvre en sel ? Sinéad', 'Sinéad'],
    ['¿cuánto dura el contagio? Dayana', 'Dayana'],
    ['il doit aller a l ecole demain? mon nom c Brice', 'Brice'],
    ['est-ce que le Doliprane passe dans le lait ? moi c Ornella', 'Ornella'],
    ['posso beber cerveja? aqui quem fala é o Kauan', 'Kauan'],
    ['posso fare il vaccino in gravidanza? sono la marti', 'marti'],
    ['darf ich Auto fahren? hier schreibt Svenja', 'Svenja'],
    ['ciao sono fede, la mia ragazza ha la febbre', 'fede'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['Thanks,\nAnxious Mum', 'Anxious Mum'],
    ['Cordialement,\nUn patient inquiet', 'Un patient inquiet'],
    ['Merci\nHôpital Necker', 'Hôpital Necker'],
    ['Best regards,\nMayo Clinic', 'Mayo Clinic'],
    ['VG\nIhre Hausarztpraxis', 'Hausarztpraxis'],
    ['Gracias, Doctor', 'Doctor'],
    ['Is this serious? Urgent', 'Urgent'],
    ['Any experience with this? Help', 'Help'],
    ['What about Crohn? Parkinson', 'Parkinson'],
    ['Should I switch? Ozempic', 'Ozempic'],
    ['Cheers, Team Alpha', 'Team Alpha'],
    ['ciao sono stanca, ho la febbre', 'stanca'],
    ['je suis enceinte', 'enceinte'],
    ['je suis blanc', 'blanc'],
    ["c'est fini", 'fini'],
    ['ich bin Diabetikerin', 'Diabetikerin'],
    ['ich bin Vertrauenslehrerin, auf welche Warnzeichen', 'Vertrauenslehrerin'],
    ['sou hipertensa', 'hipertensa'],
    ['I’m Diabetic', 'Diabetic'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('lower-case names in chat after a verb of saying, a kinship word or a title', () => {
  it.each([
    ['[NAME]: la pediatra dice che giulia ha la malattia di Kawasaki', 'giulia'],
    ['the consultant in Beaumont said Ciarán might have it', 'Ciarán'],
    ['the nurse told me that siobhán needs a second dose of the MMR', 'siobhán'],
    ['la profe dice que mateo tiene piojos y varicela', 'mateo'],
    ['a médica falou que o davi tem síndrome de Down', 'davi'],
    ['aqui é a mãe, mae do enzo gabriel. ele ta com 3 anos', 'enzo gabriel'],
    ['a vó do joão pedro está com pneumonia', 'joão pedro'],
    ['mãe, o resultado do Davi saiu', 'Davi'],
    ['gave mrs mcallister her 8am metformin', 'mcallister'],
    ['visited mr o’donnell today, INR 3.1', 'o’donnell'],
    ['j’ai vu mme lefebvre ce matin, glycémie 2,1 g/L', 'lefebvre'],
    ["mon père s'appelle m. parkinson et il a la maladie de parkinson", 'm. parkinson'],
    ['patient 58 ans, M. Paget Bernard, maladie de Paget osseuse', 'Paget Bernard'],
    ['A minha mãe chama-me de Fafá', 'Fafá'],
    ['meine Freunde nennen mich Flocke', 'Flocke'],
    ['en el barrio me dicen Chuy', 'Chuy'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['the doctor said parkinson is unlikely', 'parkinson'],
    ['she said grace was said before meals', 'grace'],
    ['il medico dice che la febbre è alta', 'la febbre'],
    ['the nurse said that insulin is needed', 'insulin'],
    ['Pat. mit M. Parkinson seit 2015, und M. Bechterew', 'M. Parkinson'],
    ['hat m. parkinson und nimmt L-Dopa', 'm. parkinson'],
    ['M. Paget osseuse', 'M. Paget'],
    ['maladie de parkinson, m. parkinson', 'maladie de parkinson'],
    ['A QTcD cut-off value of 60 ms predicted LVH', 'ms predicted'],
    ['kriegt meine frau kaum luft', 'kaum'],
    ['um senhor caiu no chão', 'caiu'],
    ['frau doktor sagt', 'doktor'],
    ['me chamam de louca', 'louca'],
    ['alle nennen mich verrückt', 'verrückt'],
    ['Hospital da Luz tem', 'Hospital da Luz'],
    ['doença de Paget é', 'Paget'],
    ['take 5 m. daily', 'm. daily'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('a practice named for its doctor without a title, and a card’s second name field', () => {
  it.each([
    ['Rechnung der Praxis Lindemann für die Physiotherapie', 'Lindemann'],
    ['Praxis Sommer, Freiburg', 'Sommer'],
    ['Le Cabinet Moreau m’a prescrit de la kinésithérapie', 'Moreau'],
    ['Lo Studio Bernardi mi ha chiesto il referto', 'Bernardi'],
    ['El Consultorio Herrera me dio cita', 'Herrera'],
    ['O Consultório Andrade pediu uma ecografia', 'Andrade'],
    ['Carnet de vaccination – Nom : [NAME] : Noé – Né le', 'Noé'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['Praxis für Physiotherapie', 'Praxis für Physiotherapie'],
    ['Praxis Am Markt', 'Praxis Am Markt'],
    ['Studio Medico Associato', 'Studio Medico Associato'],
    ['Cabinet Médical', 'Cabinet Médical'],
    ['the Cabinet Office', 'Cabinet Office'],
    ['Consultorio Odontológico', 'Consultorio Odontológico'],
    ['Praxis Zentrum Mitte', 'Praxis Zentrum'],
    ['Nom : [NAME] : Né le 3', 'Né le'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});

describe('a name in capitals opening a line before a comma and a clinic’s words', () => {
  it.each([
    ['MONTSERRAT PUIG I FERRER, su cita es el lunes', 'PUIG'],
    ['JOSEP MARIA VIDAL I PONS, le recordamos su cita', 'VIDAL'],
    ['GIANLUCA FERRARESE, la sua prenotazione è confermata', 'FERRARESE'],
    ['ANTÓNIO MANUEL SOUSA, a sua consulta é amanhã', 'SOUSA'],
    ['CLAIRE DUBOIS, votre rendez-vous est confirmé', 'DUBOIS'],
  ])('%s', (text, name) => {
    expect(gone(redact(text), name)).toBe(true);
  });

  it.each([
    ['URGENTE, su cita ha sido cancelada', 'URGENTE'],
    ['CENTRO DE SALUD NORTE, su cita', 'CENTRO DE SALUD NORTE'],
    ['HbA1c ELEVADA, consulta', 'ELEVADA'],
    ['RECORDATORIO IMPORTANTE, su cita', 'RECORDATORIO IMPORTANTE'],
  ])('keeps %s', (text, kept) => {
    expect(redact(text)).toContain(kept);
  });
});
