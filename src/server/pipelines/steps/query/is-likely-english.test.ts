import { describe, expect, it } from 'vitest';
import { isLikelyEnglish } from './is-likely-english.ts';

const english = [
  'What are the symptoms of type 2 diabetes?',
  'metformin lactic acidosis',
  'Is ibuprofen safe during pregnancy?',
  'I have a headache and fever, what should I do?',
  'COVID-19 vaccine side effects',
  'HbA1c',
  'Tylenol vs ibuprofen for fever',
  "What's the best treatment for Crohn's disease in children?",
  'Sjögren syndrome treatment',
  'Is café au lait spots a sign of NF1?',
  'what is la crosse virus',
  'statins',
  'chest pain after a workout study',
  '2024',
];

const notEnglish = [
  '¿Cuáles son los síntomas de la diabetes tipo 2?',
  'diabetes tipo 2',
  'dolor de cabeza',
  'Mi hijo tiene fiebre',
  '¿Puedo tomar ibuprofeno con el estómago vacío?',
  'Quels sont les symptômes du diabète de type 2 ?',
  'Le paracétamol est-il dangereux pendant la grossesse ?',
  'diabète',
  'Quais são os sintomas do diabetes tipo 2?',
  'Was sind die Symptome von Typ-2-Diabetes?',
  'Ist Ibuprofen gefährlich in der Schwangerschaft?',
  'Quali sono i sintomi del diabete di tipo 2?',
  'टाइप 2 मधुमेह के लक्षण क्या हैं?',
  'metformin और किडनी',
  '糖尿病的症状是什么？',
  'Каковы симптомы диабета?',
  'ما هي أعراض مرض السكري؟',
  'mujhe sir dard hai',
];

describe('isLikelyEnglish', () => {
  it.each(english)('treats %j as English', (text) => {
    expect(isLikelyEnglish(text)).toBe(true);
  });

  it.each(notEnglish)('treats %j as not English', (text) => {
    expect(isLikelyEnglish(text)).toBe(false);
  });
});
