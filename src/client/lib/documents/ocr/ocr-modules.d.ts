/** The OCR engine's files, served by our own app (vite-ocr-assets.ts). */
declare module 'virtual:ocr-assets' {
  export const workerPath: string;
  export const corePath: string;
  export const langPath: string;
}

/** tesseract.js's browser build as an ES module; its types are the package's own. */
declare module 'tesseract.js/dist/tesseract.esm.min.js' {
  import type Tesseract from 'tesseract.js';
  const tesseract: typeof Tesseract;
  export default tesseract;
}
