import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/**
 * Round 21b: hospitals named after a person behind an elided article or with no hospital word,
 * the name on both sides of a marriage or birth-name word, and the second family name after
 * Catalan 'i', Spanish 'y' and Portuguese 'e'.
 */
describe('round 21b: names', () => {
  it.each([
    ['Cordialement,\nAdjoua Konan épouse Yao\nCocody', 'Adjoua Konan'],
    ['Meine Mutter Ingrid Hoffmann geb. Schäfer hat Morbus Crohn.', 'Hoffmann'],
    ['Cordialement,\nMme Josiane Lefèvre née Garnier', 'Lefèvre'],
    ['Mi abuela Carmen López viuda de Herrera toma sintrom.', 'Herrera'],
    ['el reumatólogo, el Dr. Jordi Down i Serra, me ha subido el metotrexato', 'Serra'],
    ['el Dr. Pere Puig i Cadafalch, me ha dicho', 'Cadafalch'],
    ['Mi tío José Ortega y Gasset tiene Addison.', 'Gasset'],
    ['O meu pai, Manuel Costa e Silva, tem doença de Paget.', 'Silva'],
  ])('takes the name in %j', (text, name) => {
    expect(redactForUpstream(text)).not.toContain(name);
  });

  it.each([
    ["Est-ce qu'il faut aller à l'hôpital Albert Royer ?", 'hôpital Albert Royer'],
    [
      "Mio figlio è ricoverato all'ospedale Vittorio Emanuele con febbre.",
      'ospedale Vittorio Emanuele',
    ],
    ['No Fernando Fonseca dão-lhe morfina?', 'Fernando Fonseca'],
    ['Estou internada no Santa Maria desde ontem.', 'Santa Maria'],
    [
      'Mein Vater liegt im Klinikum Rudolf Virchow wegen Morbus Parkinson.',
      'Klinikum Rudolf Virchow',
    ],
    ['A mi madre la operaron en el Hospital Gregorio Marañón.', 'Hospital Gregorio Marañón'],
    ['Morbus Crohn geb. Jahr unbekannt', 'Morbus Crohn'],
    ['la enfermedad de Crohn y Parkinson juntas', 'Parkinson'],
  ])('keeps the term in %j', (text, term) => {
    expect(redactForUpstream(text)).toContain(term);
  });

  it('is idempotent on the joined surname', () => {
    const once = redactForUpstream('el Dr. Jordi Down i Serra, me ha subido');
    expect(redactForUpstream(once)).toBe(once);
  });
});
