import type { OcrBlock, OcrBox } from '../../../../shared/ocr/ocr-words.ts';

/** The shape of tesseract.js's blocks that the reader reads; its own types are wider. */
interface RecognisedBlock {
  paragraphs: readonly {
    lines: readonly {
      bbox: OcrBox;
      baseline?: OcrBox | null;
      rowAttributes?: { rowHeight?: number } | null;
      words: readonly { text: string; confidence: number; bbox: OcrBox }[];
    }[];
  }[];
}

/**
 * Only what the table reader uses: the message to the table worker stays small, and the eval
 * caches exactly what the browser passes on.
 */
export function slimBlocks(blocks: readonly RecognisedBlock[] | null | undefined): OcrBlock[] {
  return (blocks ?? []).map((block) => ({
    paragraphs: block.paragraphs.map((paragraph) => ({
      lines: paragraph.lines.map((line) => ({
        bbox: line.bbox,
        baseline: line.baseline,
        rowAttributes: { rowHeight: line.rowAttributes?.rowHeight },
        words: line.words.map((word) => ({
          text: word.text,
          confidence: word.confidence,
          bbox: word.bbox,
        })),
      })),
    })),
  }));
}
