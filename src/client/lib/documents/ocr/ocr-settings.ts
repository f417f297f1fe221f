/**
 * How tesseract.js is asked to read a lab report, in one place: the browser's worker and the eval
 * (evals/safety/lab-ocr-figures.ts) both use these, so the eval's figures are the browser's.
 */
import type Tesseract from 'tesseract.js';

/**
 * Set when the languages load. The Italian model's own settings ask for a word list beside it
 * ('ita.special-words') and the Chinese and Japanese ones for their vertical-text models, none of
 * which the npm data packages hold: the engine would print a failure and, for the vertical model,
 * try to open a file under a garbled name. Without them the models read the same.
 */
export const OCR_INIT_PARAMETERS: Partial<Tesseract.InitOptions> & Record<string, string> = {
  user_words_suffix: '',
  tessedit_load_sublangs: '',
};

/** Parameters set on the engine once it is loaded (tesseract's own names, values as strings). */
export const OCR_PARAMETERS: Readonly<Record<string, string>> = {
  // Automatic page layout, as tesseract itself defaults to; tesseract.js defaults to one uniform
  // block ('6'). On the lab sets, layout analysis read more values in three of four sets and in
  // all four together (evals/safety/results/lab-ocr-scans.md).
  tessedit_pageseg_mode: '3',
};

/** Options of each `recognize` call. */
export const OCR_RECOGNISE_OPTIONS = {
  // A photo taken at a slight angle is turned straight before its words are boxed.
  rotateAuto: true,
} as const;
