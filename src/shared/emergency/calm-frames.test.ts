import { describe, expect, it } from 'vitest';
import { adversarialTexts, firstSlow } from '../../../tests/fakes/adversarial-text.ts';
import { calmFrames, closedStoryEnd, ruleReadingOf, sentencesOutsideStory } from './calm-frames.ts';
import { detectEmergency } from './detect-emergency.ts';
import { normaliseForMatching } from './normalise-for-matching.ts';

describe('calm frames', () => {
  it.each([
    'last summer my uncle grabs his chest at a party and goes grey... he got a stent and is fine now. what should he eat?',
    "l'été dernier ma mère ne trouve plus ses mots, la bouche de travers. elle a bien récupéré. comment éviter une récidive ?",
    'vor drei jahren kippt mein vater im zug um, alle schreien... er hat sich komplett erholt. darf er wieder reisen?',
    'pichhle saal shaadi me chacha ji achanak gir jaate hain... ab theek hain. kaunsi exercise sahi hai?',
    '去年过年我爸突然捂着胸口倒下……后来放了支架，现在挺好的。饮食要注意什么？',
    'в 2019 сосед падает на даче, синеет... скорая откачала. какие таблетки ему пить?',
  ])('reads a story told in the present that ended well: "%s"', (text) => {
    expect(calmFrames(text)).toContain('story');
  });

  it.each([
    'he had a stent last year and now he has chest pain again and is sweating',
    'two years ago I had a clot in my lung. right now I cannot breathe and my lips are blue',
    'last year she had a stroke and her face drooped, this morning it is drooping again, is she fine?',
  ])('does not read a past event with an emergency now as a closed story: "%s"', (text) => {
    expect(calmFrames(text)).not.toContain('story');
  });

  it('reads what follows the recovery as usual', () => {
    const text = normaliseForMatching(
      'last year my mum had a stroke and recovered well, but right now her face is drooping again',
    );
    expect(closedStoryEnd(text)).toBeGreaterThan(0);
    expect(ruleReadingOf(text)).toContain('right now her face is drooping');
    expect(
      sentencesOutsideStory(
        'last year he collapsed at a bbq. he got a stent and is fine now. his chest is crushing again and he is grey.',
        [
          'last year he collapsed at a bbq',
          'he got a stent and is fine now',
          'his chest is crushing again and he is grey',
        ],
      ),
    ).toEqual(['his chest is crushing again and he is grey']);
  });

  it.each([
    'my spaniel ate a bar of dark chocolate, how much is toxic for a 20kg dog?',
    'ma chatte a mangé du raticide, quels signes surveiller ?',
    '我家狗狗刚吃了几颗葡萄，会中毒吗？',
    'maa kukka ki paamu kaatesindi, vet ki teesukellala?',
    '강아지가 초콜릿을 먹었어요 동물병원 가야 하나요?',
    'our cow is bloated and breathing hard since this morning, is it serious?',
    'amader gorur pet fule geche ar shash nite kosto hocche',
    'enga maadu moochu vida kashta padudhu',
  ])('reads a pet as the patient: "%s"', (text) => {
    expect(calmFrames(text)).toContain('animal');
  });

  it.each([
    "a dog bit my son's face and it won't stop bleeding",
    'the dog bit me and my hand is bleeding a lot',
    'my toddler ate the dog’s chocolate and rat poison, he is vomiting',
    'whole family has headaches and feels sick since the gas heater went on, the dog is sleepy too',
    'মনে হয় পাশের বাড়ির কুকুর ছেলের মুখে কামড়েছে, রক্ত থামছে না',
  ])('does not read a person with an animal as an animal patient: "%s"', (text) => {
    expect(calmFrames(text)).not.toContain('animal');
  });

  it.each([
    'he had a stent last year and now he has chest pain again and is sweating',
    "dad had a heart attack two years ago and recovered, but for the last half hour his chest is crushing and he's sweating",
    'el año pasado le pusieron un stent a mi padre y ahora tiene otra vez dolor en el pecho y suda mucho',
    '去年我爸装了支架，现在又胸口疼，一直出汗',
    'pichhle saal papa ko stent laga tha, abhi phir se seene me dard hai aur pasina aa raha hai',
    "a dog bit my son's face and it won't stop bleeding",
    "what do i do, he collapsed and isn't breathing",
    "what should i do if my dad collapses and isn't breathing right now",
    'my dog and my son both ate the rat poison, my son is vomiting',
    'our cow ate rat poison and my son too, he is vomiting',
    'pain 9 out of 10 in my chest and sweating',
    "we were watching a film and my dad's face suddenly drooped and he can't talk",
  ])('still warns on an emergency happening now beside a past event or an animal: "%s"', (text) => {
    expect(detectEmergency(text).isEmergency).toBe(true);
  });

  it('reads adversarial text in linear time, whatever the length', { timeout: 60_000 }, () => {
    const starts = ['last summer ', 'is ', 'ab ', 'geht es ', 'hat sich ', 'my ', 'back in '];
    const texts = [
      ...adversarialTexts(),
      ...starts.map((start) => ({
        name: `${start} then words`,
        text: `${start}${'ab '.repeat(33_000)}`,
      })),
    ];
    expect(firstSlow((text) => calmFrames(text).length >= 0, texts)).toBeUndefined();
    expect(
      firstSlow((text) => ruleReadingOf(normaliseForMatching(text)).length >= 0, texts),
    ).toBeUndefined();
  });
});
