/**
 * The OCR languages for a reader: their own language where OCR has it, and English, which most lab
 * reports use for units and many for test names. The trained data of each is a download of 0.7 to
 * 3 MB, so only these two are loaded. Every code here must be in OCR_LANGUAGES of
 * vite-ocr-assets.ts, which serves them.
 */
const OCR_LANGUAGE_OF: Readonly<Record<string, string>> = {
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  pt: 'por',
  zh: 'chi_sim',
  ja: 'jpn',
  ko: 'kor',
};

/** Tesseract's language codes for an interface or answer language ('de', 'pt-BR', 'zh-CN'). */
export function ocrLanguagesFor(language: string | undefined): string[] {
  const primary = (language ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  const own = OCR_LANGUAGE_OF[primary];
  return own ? [own, 'eng'] : ['eng'];
}
