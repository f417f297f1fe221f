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

/** A picture from a camera, or a rendered or scanned page. */
export type PictureKind = 'photo' | 'scan';

/**
 * Phone cameras save JPEG (HEIC and WebP on some); scanners, screenshots and the pages we render
 * from a PDF come as PNG or the like.
 */
export const pictureKind = (mimeType: string): PictureKind =>
  /jpe?g|hei[cf]|webp/i.test(mimeType) ? 'photo' : 'scan';

/** Parameters set on the engine before a picture of this kind (tesseract's names, values as strings). */
export function ocrParametersFor(kind: PictureKind): Readonly<Record<string, string>> {
  return {
    // Automatic page layout, as tesseract itself defaults to; tesseract.js defaults to one
    // uniform block ('6'). Layout analysis read more values over the four lab sets together
    // (evals/safety/results/lab-ocr.md).
    tessedit_pageseg_mode: '3',
    // A photo is lit unevenly: one threshold for the whole page (Otsu, the default) loses the
    // darker side, so each neighbourhood gets its own (Sauvola). On even scans Otsu read more.
    ...(kind === 'photo' ? { thresholding_method: '2' } : {}),
  };
}

/** Options of each `recognize` call. */
export const OCR_RECOGNISE_OPTIONS = {
  // A photo taken at a slight angle is turned straight before its words are boxed.
  rotateAuto: true,
} as const;
