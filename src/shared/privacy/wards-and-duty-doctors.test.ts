import { describe, expect, it } from 'vitest';
import { redactForUpstream } from './redact-for-upstream.ts';

/*
 * Two precision edges: a hospital department after 'here in' is where someone works, not a town;
 * 'el dr. de guardia' is the doctor on duty, and a particle alone is nobody's name.
 */
describe('departments after a place cue', () => {
  it.each([
    ['The nurse here in Radiology said my MRI is fine.', 'Radiology'],
    ['here in Oncology they gave me ondansetron 8 mg', 'Oncology'],
    ['aquí en Urgencias me dijeron que espere', 'Urgencias'],
    ['hier in Kardiologie hat man mir ASS gegeben', 'Kardiologie'],
  ])('%s keeps %s', (text, word) => {
    expect(redactForUpstream(text)).toContain(word);
  });

  it.each([
    ['we live here in Cardiff and my GP is slow', 'Cardiff'],
    ['here in Bologna the ER is full', 'Bologna'],
  ])('%s still holds back the town %s', (text, town) => {
    expect(redactForUpstream(text)).not.toContain(town);
  });
});

describe('a title before a particle and an ordinary word', () => {
  it.each([
    'me atendió el dr. de guardia y me dio ibuprofeno',
    'la dra. de turno me recetó omeprazol',
    'il dott. di turno mi ha dato il paracetamolo',
  ])('%s stays as written', (text) => {
    expect(redactForUpstream(text)).toBe(text);
  });

  it.each([
    ['la dra. de la fuente me recetó omeprazol', 'fuente'],
    ['el dr. da silva dijo que era gastritis', 'silva'],
    ['frau dr. von bülow sagt, es ist nichts', 'bülow'],
  ])('%s still holds back the name', (text, surname) => {
    expect(redactForUpstream(text)).not.toContain(surname);
  });
});
