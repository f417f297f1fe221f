/**
 * How tesseract.js is asked to read a lab report, in one place: the browser's worker and the eval
 * (evals/safety/lab-ocr-figures.ts) both use these, so the eval's figures are the browser's.
 */
import type Tesseract from 'tesseract.js';

/**
 * Set when the languages load. The Italian model's own settings ask for a word list beside it
 * ('ita.special-words') that the npm data package does not hold: the engine printed a failure
 * and read on without it, as it now does silently. (The Chinese and Japanese models likewise ask
 * for vertical-text models that are not there, and print a failure; clearing that setting here
 * also drops the rest of their CJK settings, and Chinese tables were read far worse, so it
 * stays.)
 */
export const OCR_INIT_PARAMETERS: Partial<Tesseract.InitOptions> & Record<string, string> = {
  user_words_suffix: '',
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
