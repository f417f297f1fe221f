import { describe, expect, it } from 'vitest';
import { REALTIME_BASE_INSTRUCTIONS } from '../../../contract/index.ts';
import { detectScript, nextVoiceLanguage, voiceInstruction } from './voice-language.ts';

describe('detectScript', () => {
  it.each([
    ['What helps a headache?', 'latin'],
    ['¿Qué ayuda con el dolor de cabeza?', 'latin'],
    ['Что помогает от головной боли?', 'cyrillic'],
    ['ما الذي يساعد في علاج الصداع؟', 'arabic'],
    ['सिरदर्द में क्या मदद करता है?', 'devanagari'],
    ['মাথাব্যথায় কী সাহায্য করে?', 'bengali'],
    ['தலைவலிக்கு என்ன உதவும்?', 'tamil'],
    ['తలనొప్పికి ఏమి సహాయపడుతుంది?', 'telugu'],
    ['តើអ្វីជួយឈឺក្បាល?', 'khmer'],
    ['두통에 무엇이 도움이 되나요?', 'hangul'],
    ['頭痛には何が効きますか？', 'kana'],
    ['头痛怎么办？', 'han'],
  ])('%s is %s', (text, script) => {
    expect(detectScript(text)).toBe(script);
  });

  it('reads the script most letters are in, and nothing from digits or punctuation', () => {
    expect(detectScript('Мне 45 лет, у меня ECG плохой')).toBe('cyrillic');
    expect(detectScript('120/80 ?')).toBeUndefined();
    expect(detectScript('')).toBeUndefined();
  });
});

describe('nextVoiceLanguage', () => {
  it('switches when the user speaks in another script', () => {
    expect(nextVoiceLanguage('en', 'मुझे सिरदर्द है')).toBe('hi');
    expect(nextVoiceLanguage('en', '头痛怎么办')).toBe('zh');
    expect(nextVoiceLanguage('en', '頭痛がします')).toBe('ja');
    expect(nextVoiceLanguage('hi', 'I have a headache')).toBe('en');
    expect(nextVoiceLanguage('ar', 'Что делать?')).toBe('ru');
  });

  it('stays when the script is the same, so a Marathi or Spanish speaker keeps their language', () => {
    expect(nextVoiceLanguage('mr', 'मला डोकेदुखी आहे')).toBe('mr');
    expect(nextVoiceLanguage('es', 'me duele la cabeza')).toBe('es');
    expect(nextVoiceLanguage('en', 'me duele la cabeza')).toBe('en');
    expect(nextVoiceLanguage('ja', '頭痛')).toBe('ja');
  });

  it('stays on text without letters', () => {
    expect(nextVoiceLanguage('ko', '...')).toBe('ko');
  });
});

describe('voiceInstruction', () => {
  it('carries the rules of written answers, the language and the evidence tool', () => {
    const english = voiceInstruction('en');
    expect(english.startsWith(REALTIME_BASE_INSTRUCTIONS)).toBe(true);
    expect(english).toContain('Speak English unless');
    expect(english).toContain('search_medical_evidence');
    expect(voiceInstruction('hi')).toContain('Speak Hindi (हिन्दी)');
  });
});
