import { describe, expect, it } from 'vitest';
import { redactPhi } from '../../shared/privacy/redact-phi.ts';
import { KnownIdentifiers, removedSpans } from './known-identifiers.ts';

describe('removedSpans', () => {
  it('finds what the redactor took out, with the placeholder it left', () => {
    const original = 'Patient JOHNSON, MARY DOB 10/15/1982 MRN 12345678 asks about her glucose';
    expect(removedSpans(original, redactPhi(original))).toEqual([
      { text: 'JOHNSON, MARY', placeholders: ['[NAME]'] },
      { text: '10/15/1982', placeholders: ['[DATE]'] },
      { text: '12345678', placeholders: ['[ID]'] },
    ]);
  });

  it('keeps placeholders side by side as one span, and ignores placeholders already there', () => {
    expect(removedSpans('Jane Doe, 01/02/1990 ok', '[NAME], [DATE] ok')).toEqual([
      { text: 'Jane Doe, 01/02/1990', placeholders: ['[NAME]', '[DATE]'] },
    ]);
    expect(removedSpans('[NAME] said 555-123-4567', '[NAME] said [PHONE]')).toEqual([
      { text: '555-123-4567', placeholders: ['[PHONE]'] },
    ]);
  });

  it('gives nothing when the texts do not align', () => {
    expect(removedSpans('abc', 'xyz [NAME]')).toEqual([]);
    expect(removedSpans('same', 'same')).toEqual([]);
  });
});

describe('KnownIdentifiers', () => {
  it('learns the words of names next to other identifiers', () => {
    const known = new KnownIdentifiers();
    known.learn('Jane Doe, 01/02/1990 ok', '[NAME], [DATE] ok');
    expect(known.scrub('doe said jane')).toBe('[NAME] said [NAME]');
  });

  it('removes a learnt name wherever it reappears, in any case, and keeps other words', () => {
    const known = new KnownIdentifiers();
    const question = 'Patient JOHNSON, MARY DOB 10/15/1982 MRN 12345678 asks about her glucose';
    known.learn(question, redactPhi(question));
    expect(known.scrub('patient johnson mary dob 10/15/1982 mrn 12345678 glucose')).toBe(
      'patient [NAME] [NAME] dob [DATE] mrn [ID] glucose',
    );
    expect(known.scrub('Mary, your glucose is fine; summary for Maryland')).toBe(
      '[NAME], your glucose is fine; summary for Maryland',
    );
  });

  it('does not learn titles, short words, ages or the parts of a date', () => {
    const known = new KnownIdentifiers();
    const text = 'Ordering Provider: Dr. Lisa Taylor, MD. Age: 93. DOB: March 3, 1950';
    known.learn(text, redactPhi(text));
    expect(known.scrub('Dr. Smith, MD, saw a 93 year old in March 1950')).toBe(
      'Dr. Smith, MD, saw a 93 year old in March 1950',
    );
    expect(known.scrub('lisa taylor')).toBe('[NAME]');
    expect(known.scrub('Taylor, Lisa')).toBe('[NAME], [NAME]');
  });

  it('keeps a learnt name where it names a disease', () => {
    const known = new KnownIdentifiers();
    const text = 'Dr. Cushing at Mayo Clinic';
    known.learn(text, redactPhi(text));
    expect(known.scrub('Cushing thinks it is Cushing syndrome, or Cushing’s disease')).toBe(
      '[NAME] thinks it is Cushing syndrome, or Cushing’s disease',
    );
  });

  it('scrubs an identifier of 100 000 digits without building a pattern that large', () => {
    const known = new KnownIdentifiers();
    const digits = '7'.repeat(100_000);
    const text = `MRN ${digits} and Patient: Lisa Taylor`;
    known.learn(text, redactPhi(text));
    expect(known.scrub(`id ${digits} for lisa`)).toBe('id [ID] for [NAME]');
    // Many identifiers are spread over several patterns.
    const many = new KnownIdentifiers();
    const list = Array.from({ length: 3000 }, (_, i) => `MRN ${1_000_000 + i}`).join(' ');
    many.learn(list, redactPhi(list));
    expect(many.scrub('see 1002999 and 1000000')).toBe('see [ID] and [ID]');
  });
});
