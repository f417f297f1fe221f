import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Round 12: the classes blind-17 and blind-18 showed, each in other words than the sets, with the
 * hard negatives each rule must leave alone.
 */
const redact = (text: string): string => redactForUpstream(text);

describe('a lower-case name after a title stops at a verb, an article or a medical word', () => {
  it.each([
    ['a cardiologista dra. jacira pontes pediu ecocardiograma urgente', ['pediu ecocardiograma']],
    ['la dra. itziar olaberria pidió una colonoscopia', ['pidió una colonoscopia']],
    ['le dr. gwendal le floch a demandé une scintigraphie', ['a demandé une scintigraphie']],
    ['il dott. sandro michelotti ha chiesto una gastroscopia', ['ha chiesto una gastroscopia']],
    ['dr. hollis wexford ordered a sonography for bursitis', ['ordered a sonography', 'bursitis']],
    ['unser arzt dr. volkmar stiegler hat eine gastroskopie angeordnet', ['hat eine gastroskopie']],
  ])('%s', (text, kept) => {
    const out = redact(text);
    expect(out).toContain('[NAME]');
    for (const value of kept) expect(out).toContain(value);
  });

  it('leaves nothing of the name itself', () => {
    expect(redact('le gastro dr. thibaut morvan a prescrit une coloscopie')).not.toContain(
      'morvan',
    );
  });
});

describe('short names after "it\'s", "c\'est", "soy", "sono"', () => {
  it.each([
    ["hey it's Jo (Joanna Bright), my son has croup", 'Jo'],
    ["Bonsoir, c'est Lou, ma fille a de la fièvre", 'Lou'],
    ['hola, soy Ed (Eduardo), mi padre se cayó', 'Ed'],
    ['ciao, sono Bea, mia madre ha la febbre', 'Bea'],
    ["Hallo, ich bin's, Bo, mein Spray hilft nicht", 'Bo'],
  ])('%s', (text, name) => {
    expect(redact(text)).not.toMatch(new RegExp(`\\b${name}\\b`, 'u'));
  });

  it('keeps the words those phrases put before a comma', () => {
    expect(redact("It's May, and my rash is back")).toContain("It's May,");
    expect(redact("it's Me, again")).toContain('Me');
    expect(redact('It is Mon, 3 pm')).toContain('Mon');
  });
});

describe('two lower-case words after a kinship word', () => {
  it.each([
    'mi tía xochilt barragán tiene diabetes',
    'meine tante hilde brandauer hat Zucker',
    'my nan dulcie o’driscoll is 90',
    'mon oncle jacquot ferrand a une arthrose',
  ])('%s', (text) => {
    expect(redact(text)).toContain('[NAME]');
  });

  it.each([
    'mi cuñada yuridia cervantes tiene lupus',
    'minha tia zuleide figueiredo tem asma',
    'mi tía rosalba quintero tiene tos',
  ])('a surname of its shape after an unknown given name: %s', (text) => {
    expect(redact(text)).toContain('[NAME]');
  });

  it.each([
    'my friend group chat says',
    'my friend school board says',
    'mi hija adolescente rebelde tiene asma',
    'meu marido cardíaco hipertenso tem tontura',
    'mein mann zuckerkrank übergewichtig hat Schmerzen',
    'my kid ever swallows a battery',
    'my wife sleep apnea is getting worse',
    'mi abuela materna soltera tenía asma',
    'my son sometimes has fits',
    'mio padre adesso ha la febbre',
  ])('keeps "%s"', (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe('names with a role after them, and foster, step and god kin words', () => {
  it.each([
    ['wir haben einen Pflegesohn, Jannik, mit Asthma', 'Jannik'],
    ['meine Patentochter, Jule, hat Fieber', 'Jule'],
    ['Herr Sato (Kenji, unser Nachbar) fragt', 'Kenji'],
    ['la señora Ibáñez (Remedios, mi vecina) se marea', 'Remedios'],
    ['(Wilson, my neighbour) has chest pain', 'Wilson'],
    ['Giulia, la mia vicina, dice che', 'Giulia'],
  ])('%s', (text, name) => {
    expect(redact(text)).not.toContain(name);
  });

  it('keeps an opening word that is no name', () => {
    expect(redact('Anyway, my mum says hi')).toBe('Anyway, my mum says hi');
    expect(redact('Doctor, my son has a rash')).toBe('Doctor, my son has a rash');
    expect(redact('(Lisinopril, mi madre lo toma)')).toBe('(Lisinopril, mi madre lo toma)');
    expect(redact('(Paris, my daughter and I)')).toBe('(Paris, my daughter and I)');
  });
});

describe('prescriber labels, insurance contracts and health cards', () => {
  it.each([
    ['Prescriber: Olesya Hrytsenko, NP', 'Hrytsenko'],
    ['Prescribing clinician: Oyelaran Badmus, PA-C', 'Badmus'],
    ['Prescritor: Caio Brandão', 'Brandão'],
    ['contrat 7741203C, mutuelle', '7741203C'],
    ['contrato 4471-22 do plano', '4471-22'],
    ['CIP: BNLZ 620311 47 002', '620311'],
    ['TSI: BCDF 4412 0987 001', '4412'],
  ])('%s', (text, gone) => {
    expect(redact(text)).not.toContain(gone);
  });

  it('keeps a contract that has no number', () => {
    expect(redact('le contrat de travail a 35 heures')).toBe('le contrat de travail a 35 heures');
    expect(redact('el contrato dura 12 meses')).toBe('el contrato dura 12 meses');
    expect(redact('Prescriber: none')).toBe('Prescriber: none');
  });
});

describe('phone trunks and extensions', () => {
  it.each([
    '+33 (0)2 99 41 63 07 poste 12',
    '+44 (0)161 496 0732 ext 19',
    '+49 (0)30 9182 4471 Durchwahl 23',
    '02 4417 8890 interno 215',
  ])('%s', (phone) => {
    expect(redact(`Appelez le ${phone} pour l'échographie`)).toBe(
      "Appelez le [PHONE] pour l'échographie",
    );
  });
});

describe('names by position', () => {
  it.each([
    ['Dossier n° 4471203 : remboursement refusé pour la kiné. Wassim Cherif', 'Cherif'],
    ['Madame, la mutuelle refuse la kiné. Merci. Wassim Cherif', 'Cherif'],
    ['Die Kasse lehnt die Reha ab. Bitte um Rückruf. Ingeborg Tschernitz', 'Tschernitz'],
    ['Patient: MAC GIOLLA RUA, Ciarán. Hb 9.1', 'GIOLLA'],
    ['Paziente: Ó BRIAIN Niamh, nata il', 'BRIAIN'],
    ['we see prof. eamon mac an tsaoir in january', 'tsaoir'],
  ])('%s', (text, gone) => {
    expect(redact(text)).not.toContain(gone);
  });

  it('keeps closing formulas, institutions and diseases at the end', () => {
    for (const text of [
      'Is this serious? Urgent Question',
      'It hurts. Lower Back',
      'She was admitted. Intensive Care',
      'Any advice? Kind Regards',
      'Grazie. Distinti Saluti',
      'See you. Johns Hopkins',
      'It was fine. Multiple Sclerosis',
    ]) {
      expect(redact(text)).toBe(text);
    }
  });
});

describe('towns after postcodes, plates and bank triples', () => {
  it.each([
    ['vivimos en calle olmo 14, 41003 sevilla, y', 'sevilla'],
    ["j'habite 75011 paris depuis", 'paris'],
    ['Lindenstraße 4, 04109 leipzig, und', 'leipzig'],
    ['The driver in the blue hatchback, YD21 KMV, drove off', 'YD21'],
    ['la voiture AB-123-CD a percuté', 'AB-123-CD'],
    ['Banco 104, agência 2231, conta 90817-3', '104'],
  ])('%s', (text, gone) => {
    expect(redact(text)).not.toContain(gone);
  });

  it('keeps numbers, years, markers and speeds', () => {
    for (const text of [
      'ergebnis 04109 einheiten',
      'in 2019 berlin',
      'CD20 ADC therapy and CD34 CML cells',
      'a car doing 30 MPH',
      'o banco 24 horas',
    ]) {
      expect(redact(text)).toBe(text);
    }
  });
});
