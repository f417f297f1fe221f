// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { changeInterfaceLanguage, i18next } from '../../lib/i18n.ts';
import { useSearchPreferences } from './use-search-preferences.ts';

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('useSearchPreferences', () => {
  it('answers in the interface language until the visitor picks one', async () => {
    const { result } = renderHook(() => useSearchPreferences());
    expect(result.current[0].language).toBe('en');
    await act(() => changeInterfaceLanguage('hi'));
    expect(result.current[0].language).toBe('hi');
  });

  it('keeps a picked answer language when the interface language changes', async () => {
    const { result } = renderHook(() => useSearchPreferences());
    act(() => result.current[1]({ language: 'de' }));
    await act(() => changeInterfaceLanguage('fr'));
    expect(result.current[0].language).toBe('de');
    // Remembered across visits.
    const again = renderHook(() => useSearchPreferences());
    expect(again.result.current[0].language).toBe('de');
  });

  it('a level change alone does not pin the answer language', async () => {
    const { result } = renderHook(() => useSearchPreferences());
    act(() => result.current[1]({ level: 'medical-expert' }));
    await act(() => changeInterfaceLanguage('pt'));
    expect(result.current[0]).toEqual({ level: 'medical-expert', language: 'pt' });
  });
});
