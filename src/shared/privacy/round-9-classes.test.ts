import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * The classes blind-13 exposed, written again in other words and in the six languages, with the
 * hard negatives each rule must leave alone.
 */
const redact = (text: string): string => redactForUpstream(text);

describe('particles of a name run after a given name', () => {
  it.each([
    ['My coworker Layla bint Nasser al-Harbi has migraines.', 'Nasser'],
    ['Mi vecino Hassan ibn Tariq tiene asma.', 'Tariq'],
    ['Mon ami Sidi ould Brahim a du diabète.', 'Brahim'],
    ['Meine Kollegin Amina el-Fassi hat Rheuma.', 'Fassi'],
    ['Il mio collega Khalid abu Bakr ha la gotta.', 'Bakr'],
    ['O meu colega Youssef ben Ali tem hepatite.', 'Ali'],
    ['Ahmed ould Salem takes insulin.', 'Salem'],
  ])('%s', (text, surname) => {
    expect(redact(text)).not.toContain(surname);
  });

  it('leaves a particle that starts no name', () => {
    expect(redact('Umm, is my thyroid off? We flew via Abu Dhabi.')).toBe(
      'Umm, is my thyroid off? We flew via Abu Dhabi.',
    );
  });
});

describe('an eponym inside a name run is a name; in disease use it stays', () => {
  it('takes the eponym between a given name and a surname', () => {
    expect(redact('Mi cuñada, Elena Addison Vidal, pregunta por la enfermedad de Addison.')).toBe(
      'Mi cuñada, [NAME], pregunta por la enfermedad de Addison.',
    );
  });

  it('takes the eponym after a title and a given name', () => {
    expect(redact('I saw Mrs. Joan Parkinson at the pharmacy.')).not.toContain('Parkinson');
  });

  it.each([
    "Does Parkinson's disease cause drooling?",
    'Mi hijo tiene síndrome de Down y soplo.',
    'Is Graves disease inherited?',
  ])('keeps %s', (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe('a name addressed after thanks or a greeting', () => {
  it.each([
    ['thank you nadia!! the rash is better', 'nadia'],
    ['muchas gracias pili, ya no me duele', 'pili'],
    ['merci beaucoup chloé ! et pour la fièvre ?', 'chloé'],
    ['danke schön, lena! und die Dosis?', 'lena'],
    ['ciao vale, la tosse non passa', 'vale'],
    ['oi duda! a febre voltou', 'duda'],
  ])('%s', (text, name) => {
    expect(redact(text)).not.toMatch(new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'iu'));
  });

  it.each([
    'thanks all! the pain is gone',
    'gracias igual, doctor',
    'merci beaucoup ! ça marche',
    'danke schön! bis bald',
    'valeu mesmo!',
    'hi everyone, quick question about statins',
    'hello doctor, my tsh is 5.',
    'Hello World!',
  ])('keeps %s', (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("a name after a care or clinical role's label", () => {
  it.each([
    ['Home help: Precious. She comes at 8.', 'Precious'],
    ['Cuidadora: Marisol Peña, de lunes a viernes.', 'Marisol'],
    ['Aide-soignante : Fatou.', 'Fatou'],
    ['Betreuerin: Jolanta.', 'Jolanta'],
    ['Badante: Oksana.', 'Oksana'],
    ['Técnica de enfermagem: Kelly Souza.', 'Souza'],
    ['Key worker: Ngozi. She visits on Mondays.', 'Ngozi'],
  ])('%s', (text, name) => {
    expect(redact(text)).not.toContain(name);
  });

  it.each([
    'Nurse: please check the drip.',
    'Carer: none.',
    'Médecin traitant : non renseigné.',
    'Arzt: Allgemeinmedizin.',
    'Arzt: Innere Medizin',
    'GP: Normal.',
    'Medico curante: Ospedale.',
    'Nurse: Tuesday, 9am.',
    'Enfermera: turno de noche.',
    'Medico curante: da definire.',
  ])('keeps %s', (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe('access codes, PINs and passwords after their label', () => {
  it.each([
    ['my login code is 338190', '338190'],
    ['contraseña: Perro2022', 'Perro2022'],
    ['code de vérification 55120', '55120'],
    ['Bestätigungscode: 771204', '771204'],
    ['codice di verifica 420118', '420118'],
    ['a senha é Mar1a09', 'Mar1a09'],
    ['PIN: 8812', '8812'],
  ])('%s', (text, code) => {
    expect(redact(text)).not.toContain(code);
  });

  it.each([
    'high-grade PIN on biopsy, PIN 2 of 12 cores',
    'I need to reset my password, where is the link?',
  ])('keeps %s', (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe('an age over 89 said again as a bare number', () => {
  it.each([
    ['Dad is 96 years old. At 96, is a pacemaker worth it?', /96/],
    ['Mi abuela tiene 91 años; a los 91 ¿se opera?', /91/],
    ['Ma tante a 94 ans. Avec ses 94 on hésite.', /94/],
    ['Mein Onkel ist 97 Jahre alt. Mit 97 noch Marcumar?', /97/],
    ['Mio nonno ha 93 anni. Con 93 si opera?', /93/],
    ['Minha avó tem 90 anos. Com 90 pode vacinar?', /90/],
  ])('%s', (text, age) => {
    expect(redact(text)).not.toMatch(age);
  });

  it('leaves doses and measurements of the same number', () => {
    expect(
      redact('My grandfather is 93 years old. His SpO2 is 93 and he gets 93 mg of iron.'),
    ).toBe('My grandfather is [AGE] years old. His SpO2 is 93 and he gets 93 mg of iron.');
    expect(redact('Mein Opa ist 92 Jahre alt, Puls mit 92 gemessen.')).toBe(
      'Mein Opa ist [AGE] Jahre alt, Puls mit 92 gemessen.',
    );
  });
});

describe('a lower-case title after another title or an article is no name', () => {
  it.each([
    ['meine hausärztin frau dr. kowalski-brandt meint', 'kowalski'],
    ['herr prof. dr. lindqvist sagt nein', 'lindqvist'],
    ['la dra. villalobos me dijo que sí', 'villalobos'],
    ['mme le dr benali dit que non', 'benali'],
    ['il dott. esposito non risponde', 'esposito'],
    ['a dra. queiroz pediu exames', 'queiroz'],
  ])('%s', (text, name) => {
    expect(redact(text)).not.toContain(name);
  });

  it('keeps the title and a word that is no name', () => {
    expect(redact('la dra. me dijo que sí')).toBe('la dra. me dijo que sí');
    expect(redact('frau dr. med. schmidt sagt')).toBe('frau dr. med. [NAME] sagt');
  });
});
