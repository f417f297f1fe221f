import { describe, expect, it } from 'vitest';
import {
  EMERGENCY_WARNING_TEXT,
  searchDataSchemas,
  type Language,
  type SearchDataTypes,
} from '../../../contract/index.ts';
import { SAFETY_TEXTS } from '../../../shared/safety-texts/safety-texts.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import { warnOnEmergency } from './warn-on-emergency.ts';

function recordingWriter() {
  const parts: { name: keyof SearchDataTypes; payload: unknown }[] = [];
  let text = '';
  const writer: SearchStreamWriter = {
    data: (name, payload) => void parts.push({ name, payload }),
    text: (delta) => void (text += delta),
    endText: () => undefined,
    error: () => undefined,
  };
  return { writer, parts, text: () => text };
}

const CHEST_PAIN: Record<'en' | 'es' | 'hi' | 'ar', string> = {
  en: 'I have crushing chest pain spreading to my left arm',
  es: 'Tengo dolor en el pecho desde la mañana',
  hi: 'मेरे सीने में बहुत तेज दर्द हो रहा है',
  ar: 'عندي ألم شديد في صدري',
};

describe('warnOnEmergency', () => {
  it('streams SPEC.md’s English warning for an English answer', () => {
    const { writer, parts, text } = recordingWriter();
    expect(warnOnEmergency(CHEST_PAIN.en, 'en', writer)).toBe(true);
    expect(text()).toBe(EMERGENCY_WARNING_TEXT);
    const warning = searchDataSchemas.warning.parse(parts[0]?.payload);
    expect(warning.text).toBe(EMERGENCY_WARNING_TEXT);
    expect(warning.categories).toEqual(['cardiac']);
    expect(warning.bannerText).toMatch(/^Chest pain/);
  });

  it.each(['es', 'hi', 'ar'] as const)(
    'streams the warning in the answer language (%s)',
    (language) => {
      const { writer, parts, text } = recordingWriter();
      expect(warnOnEmergency(CHEST_PAIN[language], language, writer)).toBe(true);
      const texts = SAFETY_TEXTS[language];
      expect(text()).toBe(texts.warning);
      expect(text()).not.toBe(EMERGENCY_WARNING_TEXT);
      expect(parts.map((part) => part.name)).toEqual(['warning']);
      const warning = searchDataSchemas.warning.parse(parts[0]?.payload);
      expect(warning).toEqual({
        kind: 'emergency',
        text: texts.warning,
        bannerText: `${texts.categories.cardiac} ${texts.callLocal}`,
        categories: ['cardiac'],
      });
    },
  );

  it('warns in the answer language whatever language the question is in', () => {
    const { writer, text } = recordingWriter();
    warnOnEmergency(CHEST_PAIN.en, 'hi' satisfies Language, writer);
    expect(text()).toBe(SAFETY_TEXTS.hi.warning);
  });

  it('writes nothing for a question that is no emergency', () => {
    const { writer, parts, text } = recordingWriter();
    expect(warnOnEmergency('What causes heartburn after meals?', 'es', writer)).toBe(false);
    expect(parts).toEqual([]);
    expect(text()).toBe('');
  });
});
