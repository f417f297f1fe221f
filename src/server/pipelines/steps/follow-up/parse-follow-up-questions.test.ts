import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFollowUpQuestions } from './parse-follow-up-questions.ts';

describe('parseFollowUpQuestions', () => {
  it('drops numbered lines and blank lines, keeps the rest in order', () => {
    const reply =
      'What causes it?\n\n1. Numbered echo\nHow is it treated?\n  \nWhen should I see a doctor?';
    expect(parseFollowUpQuestions(reply)).toEqual([
      'What causes it?',
      'How is it treated?',
      'When should I see a doctor?',
    ]);
  });

  it('keeps at most three questions and strips bullet markers', () => {
    expect(parseFollowUpQuestions('- a?\n* b?\n• c?\nd?')).toEqual(['a?', 'b?', 'c?']);
  });

  it('drops a bulleted line that begins with a number once its marker is gone', () => {
    expect(parseFollowUpQuestions('- 1. Numbered echo\n* 0\n• Is it serious?')).toEqual([
      'Is it serious?',
    ]);
  });

  it('returns nothing for an empty reply', () => {
    expect(parseFollowUpQuestions('')).toEqual([]);
  });

  it('never returns a line that begins with a digit, a blank line, or more than three', () => {
    fc.assert(
      fc.property(fc.string(), (reply) => {
        const questions = parseFollowUpQuestions(reply);
        expect(questions.length).toBeLessThanOrEqual(3);
        for (const question of questions) {
          expect(question.trim()).not.toBe('');
          expect(question).not.toMatch(/^\s*\d/);
        }
      }),
    );
  });
});
