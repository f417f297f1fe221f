import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { labDocumentFromRows } from '../lab/lab-document-from-rows.ts';
import { readLabTable } from '../lab/read-lab-table.ts';
import { groupIntoRows } from '../pdf/positioned-text.ts';
import {
  positionedTextFromOcr,
  repairOcrWord,
  type OcrBox,
  type OcrLine,
  type OcrPage,
} from './ocr-words.ts';

/**
 * tesseract.js 7's `blocks` output (eng, LSTM, best_int data) for tests/fixtures/images/
 * lab-report-scan.png drawn at twice its size, as the browser's OCR draws small pictures; trimmed
 * to the fields the reader uses. The engine read 'A1c' as 'Alc' and 'mIU/L' as 'mlU/L'.
 */
const RECORDED = JSON.parse(
  readFileSync(
    new URL('../../../tests/fixtures/ocr/lab-report-scan.tesseract.json', import.meta.url),
    'utf8',
  ),
) as OcrPage;

const EXPECTED = [
  ['Glucose, Fasting', '112', 'mg/dL', '70-99', 'high'],
  ['Hemoglobin A1c', '6.1', '%', '4.0-5.6', 'high'],
  ['Creatinine', '0.84', 'mg/dL', '0.74-1.35', 'normal'],
  ['Sodium', '141', 'mmol/L', '136-145', 'normal'],
  ['Potassium', '3.2', 'mmol/L', '3.5-5.1', 'low'],
  ['ALT', '28', 'U/L', '7-56', 'normal'],
  ['TSH', '2.10', 'mIU/L', '0.45-4.50', 'normal'],
  ['Hemoglobin', '12.9', 'g/dL', '13.5-17.5', 'low'],
].map(([testName, value, unit, referenceRange, status]) => ({
  testName,
  value,
  unit,
  referenceRange,
  status,
}));

const tableOf = (pages: OcrPage[]) =>
  readLabTable(groupIntoRows(positionedTextFromOcr(pages))).map(
    ({ testName, value, unit, referenceRange, status }) => ({
      testName,
      value,
      unit,
      referenceRange,
      status,
    }),
  );

/** Every box of the page turned by `degrees` about the origin, as a photo taken at an angle. */
function rotated(page: OcrPage, degrees: number): OcrPage {
  const angle = (degrees * Math.PI) / 180;
  const turn = (x: number, y: number) => ({
    x: x * Math.cos(angle) - y * Math.sin(angle),
    y: x * Math.sin(angle) + y * Math.cos(angle),
  });
  // A turned box's text keeps its size; only where it sits moves.
  const box = (b: OcrBox): OcrBox => {
    const start = turn(b.x0, b.y1);
    return { x0: start.x, y0: start.y - (b.y1 - b.y0), x1: start.x + (b.x1 - b.x0), y1: start.y };
  };
  const line = (l: OcrLine): OcrLine => {
    const base = l.baseline ?? l.bbox;
    const from = turn(base.x0, base.y0);
    const to = turn(base.x1, base.y1);
    return {
      ...l,
      bbox: box(l.bbox),
      baseline: { x0: from.x, y0: from.y, x1: to.x, y1: to.y },
      words: l.words.map((word) => ({ ...word, bbox: box(word.bbox) })),
    };
  };
  return {
    ...page,
    blocks: page.blocks.map((block) => ({
      paragraphs: block.paragraphs.map((p) => ({ lines: p.lines.map(line) })),
    })),
  };
}

describe('positionedTextFromOcr', () => {
  it('turns recorded tesseract words into rows the lab table reader reads in full', () => {
    expect(tableOf([RECORDED])).toEqual(EXPECTED);
  });

  it('gives the rows the same cells a text layer would', () => {
    const rows = groupIntoRows(positionedTextFromOcr([RECORDED]));
    const cells = rows.map((row) => row.cells.map((cell) => cell.text));
    expect(cells).toContainEqual(['Test', 'Result', 'Flag', 'Units', 'Reference Range']);
    expect(cells).toContainEqual(['Glucose, Fasting', '112', 'H', 'mg/dL', '70-99']);
    expect(cells).toContainEqual(['Creatinine', '0.84', 'mg/dL', '0.74-1.35']);
  });

  it('reads the same table from a photo taken at an angle', () => {
    // At 1.5 degrees a row climbs 40 px across the page, more than a line's height.
    for (const degrees of [1.5, -2])
      expect(tableOf([rotated(RECORDED, degrees)])).toEqual(EXPECTED);
  });

  it('drops table rules and speckle, and keeps a low-confidence number', () => {
    const noisy = structuredClone(RECORDED);
    const line = noisy.blocks
      .flatMap((block) => block.paragraphs.flatMap((p) => p.lines))
      .find((candidate) => candidate.words[0]?.text === 'Sodium');
    if (!line) throw new Error('the Sodium row is missing from the recording');
    const value = line.words[1];
    if (!value) throw new Error('the Sodium value is missing');
    value.confidence = 12;
    line.words.push(
      { text: '|', confidence: 80, bbox: { x0: 300, y0: 530, x1: 304, y1: 556 } },
      { text: '______', confidence: 60, bbox: { x0: 1250, y0: 548, x1: 1400, y1: 552 } },
      { text: '.’', confidence: 9, bbox: { x0: 1450, y0: 540, x1: 1456, y1: 550 } },
    );
    expect(tableOf([noisy])).toEqual(EXPECTED);
  });

  it('numbers pages, so each page is grouped on its own', () => {
    const items = positionedTextFromOcr([RECORDED, { ...RECORDED, page: 2 }]);
    expect(new Set(items.map((item) => item.page))).toEqual(new Set([1, 2]));
    expect(tableOf([RECORDED, { ...RECORDED, page: 2 }])).toEqual([...EXPECTED, ...EXPECTED]);
  });

  it('makes a lab document marked as read by OCR, without the identifiers', () => {
    const rows = groupIntoRows(positionedTextFromOcr([RECORDED]));
    const document = labDocumentFromRows(rows, 'scan_OKAFOR.png', 1, 'ocr');
    expect(document.source).toBe('ocr');
    expect(document.tests).toHaveLength(EXPECTED.length);
    expect(document.text).toContain('Potassium');
    expect(document.text).not.toMatch(/OKAFOR|03\/14\/1967|448812/);
  });
});

describe('repairOcrWord', () => {
  it('repairs letters read inside numbers', () => {
    expect(repairOcrWord('1O.5')).toBe('10.5');
    expect(repairOcrWord('0.74-l.35')).toBe('0.74-1.35');
    expect(repairOcrWord('<O.5')).toBe('<0.5');
    expect(repairOcrWord('I2.5%')).toBe('12.5%');
  });

  it('repairs the units and names OCR misreads in one certain way', () => {
    expect(repairOcrWord('mlU/L')).toBe('mIU/L');
    expect(repairOcrWord('ulU/mL')).toBe('uIU/mL');
    expect(repairOcrWord('Alc')).toBe('A1c');
    expect(repairOcrWord('HbAlc')).toBe('HbA1c');
  });

  it('leaves words alone otherwise', () => {
    for (const word of ['Iron', 'IL-6', 'mL', 'Low', 'O2', 'pO2', 'Oil', '7-56', 'mmol/L', 'I']) {
      expect(repairOcrWord(word)).toBe(word);
    }
  });
});
