import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

describe('numbers after a label, by what follows them', () => {
  it.each([
    'la dosis: 10 20 30 40 mg, ¿subo cada semana?',
    'dose: 25 50 75 100 mg over four weeks',
    'Titration: 5 10 20 mg',
  ])('keeps the steps of a titration: %s', (text) => {
    expect(redactForUpstream(text)).toBe(text);
  });

  it.each([
    ['Pat-Nr 123456 BP 120/80', 'Pat-Nr [ID] BP 120/80'],
    ['NHC: 0456123 40 mg de enalapril', 'NHC: [ID] 40 mg de enalapril'],
  ])('still holds back a record number before a measurement: %s', (text, redacted) => {
    expect(redactForUpstream(text)).toBe(redacted);
  });
});

describe('an age said again, and counts that look like one', () => {
  it('keeps a count with a thousands group on a second pass: redaction is idempotent', () => {
    const text =
      'Mme Odette Lemaire, 91 ans, sous Lovenox. Plaquettes à 98 000 (elles étaient à 240 000).';
    const once = redactForUpstream(text);
    expect(once).toContain('Plaquettes à 98 000');
    expect(redactForUpstream(once)).toBe(once);
  });

  it('still holds back the age said again as a bare number', () => {
    expect(redactForUpstream('Meine Oma ist 93 Jahre alt. Mit 93 noch Marcumar?')).not.toMatch(
      /93/,
    );
  });
});

describe('medical words where places and names are read', () => {
  it.each([
    [
      'Tengo un bloqueo AV completo y un marcapasos Medtronic.',
      'Tengo un bloqueo AV completo y un marcapasos Medtronic.',
    ],
    [
      'Baba war beim Kardiologen in Duisburg-Marxloh, Vorhofflimmern, er soll Eliquis 5 mg nehmen',
      'Baba war beim Kardiologen in [ADDRESS], Vorhofflimmern, er soll Eliquis 5 mg nehmen',
    ],
    [
      'Tópico: Esclerose múltipla – Tecfidera\nOlá, comecei Tecfidera 240 mg há um mês.',
      'Tópico: Esclerose múltipla – Tecfidera\nOlá, comecei Tecfidera 240 mg há um mês.',
    ],
  ])('keeps the term: %s', (text, redacted) => {
    expect(redactForUpstream(text)).toBe(redacted);
  });

  it('still takes a street said in words and a town after an address', () => {
    expect(redactForUpstream('vivo en calle morelos número cuarenta y dos')).toBe(
      'vivo en [ADDRESS]',
    );
    expect(redactForUpstream('Wir wohnen in der Hauptstraße 5, Bochum.')).not.toMatch(/Bochum/);
  });
});
