import { describe, expect, it } from 'vitest';
import { detectEmergency } from './detect-emergency.ts';
import { EMERGENCY_MODEL } from './emergency-model.ts';

/*
 * The detector as a person meets it: what is happening now raises the warning and is named, what
 * is asked in general, prevented, remembered or said as a figure of speech does not. The corpus
 * figures (recall and false alarms per language, on sets nobody tuned on) are in
 * `npm run eval:safety`; these are the cases that must never regress.
 */
const happeningNow: [text: string, category: string][] = [
  ['I have crushing chest pain and my left arm hurts', 'cardiac'],
  ['I want to kill myself', 'suicide'],
  ['I have been feeling suicidal', 'suicide'],
  ['Quiero suicidarme', 'suicide'],
  ['quero me matar', 'suicide'],
  ['je veux mourir', 'suicide'],
  ['my toddler swallowed a button battery', 'poisoning'],
  ["my dad's face is drooping and his speech is slurred", 'stroke'],
  ['the baby is not breathing', 'breathing'],
  ['my throat is closing after eating peanuts', 'allergy'],
  ['the cut on my hand won’t stop bleeding', 'bleeding'],
  ['my grandmother is unresponsive', 'unconscious'],
  ['Tengo dolor de pecho desde hace una hora', 'cardiac'],
  ['Ich bekomme keine Luft', 'breathing'],
  ['मुझे सीने में दर्द हो रहा है', 'cardiac'],
];

const notNow = [
  'how to prevent a heart attack',
  'I had a seizure five years ago, can I drive',
  'that was a stroke of luck',
  'food poisoning recovery time',
  'what are the symptoms of type 2 diabetes',
  'historia de la unidad de ictus',
  'el inconsciente según Freud',
];

describe('detectEmergency', () => {
  it.each(happeningNow)('raises the warning for %j and names it %s', (text, category) => {
    const detection = detectEmergency(text);
    expect(detection.isEmergency).toBe(true);
    expect(detection.categories).toContain(category);
  });

  it.each(notNow)('does not raise it for %j', (text) => {
    expect(detectEmergency(text)).toEqual({ isEmergency: false, matches: [], categories: [] });
  });

  it('names a category even when no rule was written for the wording', () => {
    const detection = detectEmergency('swallowed like 30 of my sleeping pills an hour ago');
    expect(detection.isEmergency).toBe(true);
    expect(detection.categories).toHaveLength(1);
  });

  it('raises it for an emergency told in one sentence of a long message about something else', () => {
    const message =
      'Hello, I wanted advice on meal plans for my type 1 diabetes and which snacks to pack. ' +
      'Right now I am shaking all over, drenched in sweat and my meter shows 1.9, I am alone. ' +
      'Also, are rice cakes a good snack for the gym?';
    expect(detectEmergency(message).isEmergency).toBe(true);
  });

  it('does not raise it for a long message that mentions a past, settled episode', () => {
    const message =
      'Hello, I wanted advice on meal plans for my type 1 diabetes and which snacks to pack. ' +
      'Last month I had a mild low while cycling, ate a banana and was fine in minutes. ' +
      'Also, are rice cakes a good snack for the gym?';
    expect(detectEmergency(message).isEmergency).toBe(false);
  });

  it('handles empty and whitespace input', () => {
    expect(detectEmergency('').isEmergency).toBe(false);
    expect(detectEmergency('   \n ').isEmergency).toBe(false);
  });

  it('is the same for the same text, and reads only the start of a very long one', () => {
    const text = 'chest pain and sweating right now. '.repeat(5_000);
    expect(detectEmergency(text)).toEqual(detectEmergency(text));
  });

  it('ships a model small enough for the browser (under 1 MB of weights)', () => {
    expect(EMERGENCY_MODEL.weights.length + EMERGENCY_MODEL.categoryWeights.length).toBeLessThan(
      1_000_000,
    );
    expect(EMERGENCY_MODEL.threshold).toBeGreaterThan(0);
    expect(EMERGENCY_MODEL.threshold).toBeLessThan(1);
  });
});
