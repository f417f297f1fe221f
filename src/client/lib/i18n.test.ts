// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { changeInterfaceLanguage, i18next } from './i18n.ts';
import { INTERFACE_LANGUAGE_STORAGE_KEY } from './i18n-languages.ts';

afterEach(async () => {
  await i18next.changeLanguage('en');
  localStorage.clear();
});

describe('interface language', () => {
  it('starts in English with a left-to-right page', () => {
    expect(i18next.t('search.submit')).toBe('Search');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('loads another catalog on demand and remembers the choice', async () => {
    await changeInterfaceLanguage('es');
    expect(i18next.t('search.submit')).toBe('Buscar');
    expect(localStorage.getItem(INTERFACE_LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('turns the whole page right to left for Arabic', async () => {
    await changeInterfaceLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18next.t('search.submit')).toBe('بحث');
  });

  it('uses the plural forms of the language', async () => {
    await changeInterfaceLanguage('ru');
    expect(i18next.t('trials.count', { count: 1 })).toBe('1 исследование');
    expect(i18next.t('trials.count', { count: 3 })).toBe('3 исследования');
    expect(i18next.t('trials.count', { count: 11 })).toBe('11 исследований');
    await changeInterfaceLanguage('ar');
    expect(i18next.t('trials.count', { count: 2 })).toBe('تجربتان');
    expect(i18next.t('trials.count', { count: 5 })).toBe('5 تجارب');
  });

  it('ignores a code that is not an interface language', async () => {
    await changeInterfaceLanguage('xx');
    expect(i18next.language).toBe('en');
    expect(localStorage.getItem(INTERFACE_LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
