import { describe, expect, it } from 'vitest';
import { adversarialTexts, firstSlow } from '../../../tests/fakes/adversarial-text.ts';
import { ARABIC_ROMANISED_EMERGENCIES } from './emergency-rules-arabic-romanised.ts';
import { BENGALI_ROMANISED_EMERGENCIES } from './emergency-rules-bengali-romanised.ts';
import { JAPANESE_ROMANISED_EMERGENCIES } from './emergency-rules-japanese-romanised.ts';
import { HINDI_ROMANISED_EMERGENCIES } from './emergency-rules-hindi-romanised.ts';
import { KHMER_ROMANISED_EMERGENCIES } from './emergency-rules-khmer-romanised.ts';
import { KOREAN_ROMANISED_EMERGENCIES } from './emergency-rules-korean-romanised.ts';
import { MARATHI_ROMANISED_EMERGENCIES } from './emergency-rules-marathi-romanised.ts';
import { RUSSIAN_ROMANISED_EMERGENCIES } from './emergency-rules-russian-romanised.ts';
import { TAMIL_ROMANISED_EMERGENCIES } from './emergency-rules-tamil-romanised.ts';
import { TELUGU_ROMANISED_EMERGENCIES } from './emergency-rules-telugu-romanised.ts';
import { foldArabizi } from './fold-arabizi.ts';
import { normaliseForMatching } from './normalise-for-matching.ts';
import { sentencesOf } from './split-sentences.ts';

describe('sentencesOf', () => {
  it.each([
    ['Hi, a question about diet. I am bleeding a lot right now. Is brown rice ok for me?', 3],
    ['食事の質問です。今すごく出血しています。お米はいいですか？', 3],
    ['डाइट के बारे में पूछना था। अभी बहुत खून जा रहा है। क्या चावल खाना ठीक रहेगा?', 3],
    ['ចង់សួរពីអាហារ។ ឥឡូវនេះធ្លាក់ឈាមច្រើនណាស់។', 2],
    ['سؤال عن الاكل الصحي؟ دلوقتي بنزف دم كتير', 2],
    ['first line about my diet plan\nsecond line, bleeding heavily now', 2],
  ])('splits %j into %i sentences', (text, count) => {
    expect(sentencesOf(text)).toHaveLength(count);
  });

  it('gives none for a single sentence, or one with only a greeting beside it', () => {
    expect(sentencesOf('my chest hurts and my left arm is numb')).toEqual([]);
    expect(sentencesOf('Hi. My chest hurts and my left arm is numb.')).toEqual([]);
  });

  it('reads adversarial text in linear time', { timeout: 60_000 }, () => {
    expect(firstSlow(sentencesOf, adversarialTexts())).toBeUndefined();
  });
});

describe('the rules for languages typed in Latin letters', () => {
  it(
    'read adversarial text in linear time, after every word a rule starts with',
    { timeout: 60_000 },
    () => {
      const starts = [
        'rokto ',
        'shwas nite ',
        'moochu ',
        'ratham ',
        'oopiri ',
        'raktam ',
        'rakta ',
        'uttar det ',
        'chheam hour ',
        'dam mesh ',
        'chi ga ',
        'mune ga ',
        'deok dangheum ',
        // round 5: Arabizi (matched folded), Hinglish, translit Russian, romanised Korean
        'mesh bey ',
        'ma 3am 2e2dar ',
        'khadt kol ',
        'nos wesh ',
        'zori ',
        'shafayef ',
        'dareb raso ',
        'fag2a ',
        '3ayez ',
        'el dam ',
        'seene pe ',
        'poora patta ',
        'nenju la ',
        'chaati lo ',
        'buke pathor ',
        'saglya ',
        'yonde mo ',
        'krov ne ',
        'ne mogu ',
        'vypila vse ',
        'gaseumi ',
        'sumeul mot ',
      ];
      const texts = [
        ...adversarialTexts(),
        ...starts.map((start) => ({
          name: `${start} then words`,
          text: normaliseForMatching(`${start}${'ab '.repeat(33_000)}`),
        })),
        ...starts.map((start) => ({
          name: `${start} then words, folded as Arabizi`,
          text: foldArabizi(normaliseForMatching(`${start}${'ab '.repeat(33_000)}`)),
        })),
      ];
      const rules = [
        BENGALI_ROMANISED_EMERGENCIES,
        MARATHI_ROMANISED_EMERGENCIES,
        TAMIL_ROMANISED_EMERGENCIES,
        TELUGU_ROMANISED_EMERGENCIES,
        KHMER_ROMANISED_EMERGENCIES,
        ARABIC_ROMANISED_EMERGENCIES,
        JAPANESE_ROMANISED_EMERGENCIES,
        HINDI_ROMANISED_EMERGENCIES,
        RUSSIAN_ROMANISED_EMERGENCIES,
        KOREAN_ROMANISED_EMERGENCIES,
      ].flatMap((language) => language.rules);
      for (const { pattern } of rules)
        expect(firstSlow((text) => pattern.test(text), texts)).toBeUndefined();
    },
  );
});
