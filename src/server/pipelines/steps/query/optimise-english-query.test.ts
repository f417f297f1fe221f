import { describe, expect, it } from 'vitest';
import { optimiseEnglishQuery } from './optimise-english-query.ts';

describe('optimiseEnglishQuery', () => {
  it.each([
    ['What are the symptoms of type 2 diabetes?', 'symptoms type 2 diabetes'],
    ['Does metformin cause lactic acidosis?', 'metformin cause lactic acidosis'],
    ['Is it safe to take ibuprofen while pregnant?', 'safe ibuprofen pregnant'],
    [
      "What's the best treatment for Crohn's disease in children?",
      "treatment Crohn's disease children",
    ],
    ['How does vitamin B12 deficiency affect the nerves?', 'vitamin B12 deficiency affect nerves'],
    ['COVID-19 vaccine side effects in people over 65', 'COVID-19 vaccine side effects people 65'],
    ['HbA1c target for elderly patients', 'HbA1c target elderly patients'],
    ['metformin lactic acidosis', 'metformin lactic acidosis'],
    [
      'Tell me about "heart failure with preserved ejection fraction" treatment',
      '"heart failure with preserved ejection fraction" treatment',
    ],
    ['Statins, statins and more statins?', 'Statins'],
  ])('%j -> %j', (question, expected) => {
    expect(optimiseEnglishQuery(question)).toBe(expected);
  });

  it('falls back to the words of the question when only stop words remain', () => {
    expect(optimiseEnglishQuery('What is it?')).toBe('What is it');
  });

  it('caps a pasted paragraph to a searchable number of terms', () => {
    const long =
      'patient presents with fever cough dyspnea fatigue myalgia headache anosmia diarrhea rash nausea vomiting';
    expect(optimiseEnglishQuery(long).split(' ')).toHaveLength(10);
  });

  it('returns an empty string for empty input', () => {
    expect(optimiseEnglishQuery('   ')).toBe('');
  });
});
