import { describe, expect, it } from 'vitest';
import { EMERGENCY_CATEGORIES } from '../../contract/emergency.ts';
import {
  EMERGENCY_BANNER_TEXT,
  EMERGENCY_WARNING_TEXT,
  MEDICAL_DISCLAIMER,
} from '../../contract/fixed-texts.ts';
import { LANGUAGES } from '../../contract/vocabulary-values.ts';
import {
  emergencyBannerText,
  emergencyWarningText,
  medicalDisclaimerFor,
  NAMED_EMERGENCY_CATEGORIES,
  SAFETY_TEXTS,
  safetyTextsFor,
  type SafetyTexts,
} from './safety-texts.ts';

/** Every text of a language as [name, text], category texts as 'categories.cardiac'. */
function textsOf(texts: SafetyTexts): [string, string][] {
  const { categories, ...rest } = texts;
  return [
    ...Object.entries(rest),
    ...Object.entries(categories).map(([name, text]): [string, string] => [
      `categories.${name}`,
      text,
    ]),
  ];
}

// Words of the English texts that no translation should still contain.
const ENGLISH_WORDS =
  /\b(?:the|your|you|call|emergency|number|now|if|and|chest|pain|heart|stroke|breathing|bleeding|seizure|medical|disclaimer|information|US|UK|FAST|Samaritans|poison)\b/i;
const NON_ENGLISH = LANGUAGES.filter((language) => language !== 'en');

describe('safety texts', () => {
  it('exist for every answer language', () => {
    expect(Object.keys(SAFETY_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it('name every detector category but the general one', () => {
    expect([...NAMED_EMERGENCY_CATEGORIES, 'other']).toEqual([...EMERGENCY_CATEGORIES]);
  });

  it('are SPEC.md’s fixed texts in English', () => {
    expect(SAFETY_TEXTS.en.warning).toBe(EMERGENCY_WARNING_TEXT);
    expect(SAFETY_TEXTS.en.disclaimer).toBe(MEDICAL_DISCLAIMER);
    expect(SAFETY_TEXTS.en.generalBanner).toBe(EMERGENCY_BANNER_TEXT);
    expect(emergencyWarningText('en')).toBe(EMERGENCY_WARNING_TEXT);
    expect(medicalDisclaimerFor('en')).toBe(MEDICAL_DISCLAIMER);
    expect(emergencyBannerText('en', [])).toBe(EMERGENCY_BANNER_TEXT);
    expect(emergencyBannerText('en', ['other'])).toBe(EMERGENCY_BANNER_TEXT);
  });

  it('fall back to English for a language without texts', () => {
    expect(safetyTextsFor('xx')).toBe(SAFETY_TEXTS.en);
    expect(safetyTextsFor(undefined)).toBe(SAFETY_TEXTS.en);
    expect(emergencyWarningText('toString')).toBe(EMERGENCY_WARNING_TEXT);
  });

  describe.each(LANGUAGES)('%s', (language) => {
    const texts = SAFETY_TEXTS[language];

    it('has every text, none empty', () => {
      const names = textsOf(SAFETY_TEXTS.en).map(([name]) => name);
      expect(textsOf(texts).map(([name]) => name)).toEqual(names);
      for (const [name, text] of textsOf(texts)) {
        if (name === 'sentenceGap') continue;
        expect(text.trim(), name).not.toBe('');
      }
    });

    it('streams a bold warning that names 911 and 999 and ends with a blank line', () => {
      expect(texts.warning.startsWith('**⚠️ ')).toBe(true);
      expect(texts.warning.endsWith('\n\n')).toBe(true);
      expect(texts.warning).toContain('911');
      expect(texts.warning).toContain('999');
      expect(texts.generalBanner).toContain('911');
      expect(texts.callLocal).toContain('911');
      expect(texts.callLocal).toContain('999');
    });

    it('has a disclaimer that starts with its lead', () => {
      expect(texts.disclaimer.startsWith(texts.disclaimerLead)).toBe(true);
      expect(texts.disclaimer.length).toBeGreaterThan(texts.disclaimerLead.length + 40);
    });

    it('fills the region and its number into both regional lines', () => {
      for (const template of [texts.callRegional, texts.regionalNumber]) {
        expect(template).toContain('{number}');
        expect(template).toContain('{region}');
      }
    });

    it('keeps each banner text short', () => {
      for (const text of [texts.generalBanner, ...Object.values(texts.categories)]) {
        expect(text.length).toBeLessThan(260);
      }
    });
  });

  describe.each(NON_ENGLISH)('%s is translated', (language) => {
    it('has no English left but numbers', () => {
      const english = new Map(textsOf(SAFETY_TEXTS.en));
      for (const [name, text] of textsOf(SAFETY_TEXTS[language])) {
        if (name === 'sentenceGap') continue;
        expect(text, name).not.toBe(english.get(name));
        const words = text.replace(/\{(?:number|region)\}/g, '');
        expect(ENGLISH_WORDS.exec(words)?.[0], `${name}: ${text}`).toBeUndefined();
      }
    });
  });
});

describe('emergencyBannerText', () => {
  it('names a chest-pain emergency as a possible heart attack, then whom to call', () => {
    expect(emergencyBannerText('en', ['cardiac'])).toBe(
      'Chest pain with sweating, or pain spreading to the arm or jaw, can be a heart attack. Call your local emergency number now (911 in the US, 999 in the UK).',
    );
  });

  it('speaks the reader’s language', () => {
    const spanish = emergencyBannerText('es', ['cardiac']);
    expect(spanish).toContain('dolor en el pecho');
    expect(spanish).toContain('911');
    expect(spanish).toContain('999');
    expect(spanish).toContain('número local de emergencias');
    expect(emergencyBannerText('hi', ['cardiac'])).toContain('सीने में दर्द');
    expect(emergencyBannerText('ar', ['cardiac'])).toContain('ألم الصدر');
  });

  it('picks each category’s own first step', () => {
    expect(emergencyBannerText('en', ['stroke'])).toMatch(/FAST/);
    expect(emergencyBannerText('en', ['allergy'])).toMatch(/adrenaline auto-injector/);
    expect(emergencyBannerText('en', ['poisoning'])).toMatch(/poison control/);
    expect(emergencyBannerText('en', ['suicide'])).toMatch(/988.*116 123/);
    expect(emergencyBannerText('en', ['bleeding'])).toMatch(/press firmly/);
    expect(emergencyBannerText('en', ['unconscious'])).toMatch(/recovery position/);
    expect(emergencyBannerText('en', ['breathing'])).toMatch(/breathing/);
    expect(emergencyBannerText('ko', ['suicide'])).toContain('109');
    expect(emergencyBannerText('fr', ['suicide'])).toContain('3114');
    expect(emergencyBannerText('hi', ['suicide'])).toContain('14416');
  });

  it('names several categories in a fixed order, at most three, with one number line', () => {
    const text = emergencyBannerText('en', ['bleeding', 'cardiac']);
    expect(text.indexOf('Chest pain')).toBeLessThan(text.indexOf('heavy bleeding'));
    expect(text.match(/Call your local emergency number/g)).toHaveLength(1);
    const many = emergencyBannerText('en', ['cardiac', 'stroke', 'breathing', 'bleeding']);
    expect(many).not.toMatch(/heavy bleeding/);
    expect(emergencyBannerText('en', ['other', 'cardiac'])).toMatch(/^Chest pain/);
  });

  it('names the region’s number when the region is known', () => {
    expect(emergencyBannerText('es', ['cardiac'], 'MX')).toBe(
      'El dolor en el pecho con sudor, o que se extiende al brazo o a la mandíbula, puede ser un infarto. Llame ahora al 911 (México) o a su número local de emergencias (911 en EE. UU., 999 en el Reino Unido).',
    );
    expect(emergencyBannerText('hi', ['cardiac'], 'IN')).toContain('112 / 108 (भारत)');
    expect(emergencyBannerText('en', ['cardiac'], 'fr')).toContain('Call 15 / 112 now (France)');
    expect(emergencyBannerText('ja', ['cardiac'], 'JP')).toContain('119（日本）');
    expect(emergencyBannerText('en', [], 'AU')).toBe(
      `${EMERGENCY_BANNER_TEXT} Emergency number (Australia): 000 / 112.`,
    );
  });

  it('keeps the generic line for an unknown region and for the US and UK it already names', () => {
    const generic = emergencyBannerText('en', ['cardiac']);
    expect(emergencyBannerText('en', ['cardiac'], 'US')).toBe(generic);
    expect(emergencyBannerText('en', ['cardiac'], 'GB')).toBe(generic);
    expect(emergencyBannerText('en', ['cardiac'], 'AQ')).toBe(generic);
    expect(emergencyBannerText('en', [], 'US')).toBe(EMERGENCY_BANNER_TEXT);
  });

  it('joins Chinese and Japanese sentences without a space', () => {
    expect(emergencyBannerText('zh', ['cardiac'])).toBe(
      `${SAFETY_TEXTS.zh.categories.cardiac}${SAFETY_TEXTS.zh.callLocal}`,
    );
  });
});
