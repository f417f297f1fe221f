import { describe, expect, it } from 'vitest';
import { adversarialTexts, firstSlow } from '../../../tests/fakes/adversarial-text.ts';
import { foldArabizi, looksArabizi } from './fold-arabizi.ts';

describe('foldArabizi', () => {
  it.each([
    ['mesh 2ader atnaffas', 'mish aader atnafas'],
    ['sedri', 'sidri'],
    ['ente7ar', 'intihar'],
    ['5alas', 'khalas'],
    ['ma n9derch ntneffes', 'ma n9dirsh ntnifis'],
    ['bghit nmout', 'bghit nmut'],
    ['el dam mesh 3ayez ye2af', 'il dam mish 3ayiz yiaf'],
  ])('spells %j and %j the same way', (one, other) => {
    expect(foldArabizi(one)).toBe(foldArabizi(other));
  });

  it('leaves numbers standing alone as numbers', () => {
    expect(foldArabizi('khadt 20 7abba')).toBe('khadt 20 haba');
  });

  it('reads adversarial text in linear time', { timeout: 60_000 }, () => {
    expect(firstSlow(foldArabizi, adversarialTexts())).toBeUndefined();
    expect(firstSlow(looksArabizi, adversarialTexts())).toBeUndefined();
  });
});

describe('looksArabizi', () => {
  it.each(['3andi waga3 fi sedri', 'mesh 2ader', 'ba3d el akl', 'ebni we2e3'])(
    'sees digit letters in %j',
    (text) => {
      expect(looksArabizi(text)).toBe(true);
    },
  );

  it.each(['I took 5mg at 2pm', 'my 2nd and 3rd dose', 'covid19 and b12', 'sugar 40 mg/dl'])(
    'does not see them in numbers and units: %j',
    (text) => {
      expect(looksArabizi(text)).toBe(false);
    },
  );
});
