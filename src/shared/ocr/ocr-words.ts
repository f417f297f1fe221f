/**
 * Words recognised by OCR (tesseract.js's `blocks` output) as the positioned text runs a PDF's text
 * layer gives, so the same row grouping and table reader read a scan or a photo. Pure: the browser
 * runs it on what its OCR worker returns, tests on recorded output.
 */
import type { PositionedText } from '../pdf/positioned-text.ts';

/** A box in pixels of the recognised image, top-down (tesseract's bbox and baseline shape). */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** 0-100. */
  confidence: number;
  bbox: OcrBox;
}

export interface OcrLine {
  bbox: OcrBox;
  /** The line's baseline as a segment from (x0, y0) to (x1, y1). */
  baseline?: OcrBox | null;
  rowAttributes?: { rowHeight?: number } | null;
  words: OcrWord[];
}

export interface OcrBlock {
  paragraphs: { lines: OcrLine[] }[];
}

/** One recognised page (1-based) and its blocks, as `worker.recognize(image, {}, { blocks: true })` gives them. */
export interface OcrPage {
  page: number;
  blocks: readonly OcrBlock[];
}

/** Below this a word that has no letter or digit is speckle, a logo or a table rule. */
const NOISE_CONFIDENCE = 20;

/** Table rules and underlines read as characters: '|', '___', '=====', '-----'. */
const RULE = /^(?:[|¦_=~]+|[-–—]{3,})$/u;

/** A number as printed, possibly with a comparison sign, a range dash or a percent sign. */
const NUMBER_LIKE = /^[<>≤≥+-]?[\dOoIl.,]+(?:[-–][\dOoIl.,]+)?%?$/u;

/**
 * The confusions OCR makes inside numbers and in a few units and test names that cannot mean
 * anything else: '1O.5' is 10.5, 'l.35' is 1.35, 'mlU/L' is mIU/L, 'HbAlc' is HbA1c. Nothing else is
 * changed: a value is shown as OCR read it, and the table asks the reader to check it.
 */
export function repairOcrWord(text: string): string {
  // Two digits, or one and a decimal point: 'O2' (oxygen) stays as printed.
  const digits = text.replace(/\D/g, '').length;
  if (NUMBER_LIKE.test(text) && (digits >= 2 || (digits === 1 && /[.,]/.test(text)))) {
    return text.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
  }
  return text.replace(/^(m|u|µ|μ)lU\//u, '$1IU/').replace(/^(Hb)?A[lI]c(?=$|[,;:)])/u, '$1A1c');
}

const isNoise = (word: OcrWord): boolean => {
  const text = word.text.trim();
  if (text === '' || RULE.test(text)) return true;
  return word.confidence < NOISE_CONFIDENCE && !/[\p{L}\p{N}]/u.test(text);
};

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The page's skew as a slope (dy/dx), from the baselines of its wider lines. A photo taken at a
 * slight angle has rows that climb or fall across the page; taking the slope out puts a row's
 * words, which tesseract often reports in separate column blocks, back on one line.
 */
function pageSlope(lines: readonly OcrLine[]): number {
  const slopes = lines.flatMap((line) => {
    const base = line.baseline;
    if (!base) return [];
    const width = base.x1 - base.x0;
    const height = line.rowAttributes?.rowHeight ?? line.bbox.y1 - line.bbox.y0;
    return width > Math.max(40, height * 4) ? [(base.y1 - base.y0) / width] : [];
  });
  const slope = median(slopes);
  // More than about 6 degrees is not a skew this can straighten, but a page tesseract misread.
  return Number.isFinite(slope) && Math.abs(slope) < 0.1 ? slope : 0;
}

/** Where the word sits on its line's baseline (tesseract gives one baseline segment per line). */
function baselineAt(line: OcrLine, word: OcrWord): number {
  const base = line.baseline;
  const middle = (word.bbox.x0 + word.bbox.x1) / 2;
  if (!base || ![base.x0, base.x1, base.y0, base.y1].every(Number.isFinite)) return word.bbox.y1;
  if (base.x1 === base.x0) return base.y1;
  return base.y0 + ((base.y1 - base.y0) * (middle - base.x0)) / (base.x1 - base.x0);
}

/**
 * Every recognised word as a positioned text run: baseline y with the page's skew taken out, the
 * line's height as the font size (so word gaps and column gaps compare as they do in a PDF), noise
 * and table rules dropped, and the few certain OCR confusions repaired (`repairOcrWord`).
 */
export function positionedTextFromOcr(pages: readonly OcrPage[]): PositionedText[] {
  const items: PositionedText[] = [];
  for (const { page, blocks } of pages) {
    const lines = blocks.flatMap((block) => block.paragraphs.flatMap((p) => p.lines));
    const slope = pageSlope(lines);
    for (const line of lines) {
      const lineHeight = line.bbox.y1 - line.bbox.y0;
      const rowHeight = line.rowAttributes?.rowHeight;
      const height = rowHeight && rowHeight > 0 ? rowHeight : Math.max(1, lineHeight * 0.8);
      for (const word of line.words) {
        if (isNoise(word)) continue;
        const { x0, x1 } = word.bbox;
        if (![x0, x1, word.bbox.y0, word.bbox.y1].every(Number.isFinite) || x1 < x0) continue;
        items.push({
          text: repairOcrWord(word.text.trim()),
          x: x0,
          y: baselineAt(line, word) - slope * ((x0 + x1) / 2),
          width: x1 - x0,
          height,
          page,
        });
      }
    }
  }
  return items;
}
