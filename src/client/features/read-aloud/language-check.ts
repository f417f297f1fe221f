import { findTtsLanguage, ttsUnsupportedLanguageText } from '../../../contract/index.ts';

/** The language's English name for the warning ('km' -> 'Khmer'), or the code itself. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * SPEC.md section 5: the language read-aloud speaks, and the warning to show when it had to fall
 * back to English.
 */
export function ttsLanguageFor(code: string): { code: string; warning?: string } {
  const entry = findTtsLanguage(code);
  if (entry) return { code: entry.code };
  return { code: 'en', warning: ttsUnsupportedLanguageText(languageName(code)) };
}
