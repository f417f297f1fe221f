import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../contract/vocabulary-values.ts';
import {
  LAB_READING_TEXTS,
  labReadingTextsFor,
  type LabReadingTexts,
  type PrintedLabRow,
} from './lab-reading-texts.ts';

/** Every fixed text of a language, flattened, with where it sits. */
function texts(reading: LabReadingTexts): [string, string][] {
  const { sourceLines, rows: _rows, ...flat } = reading;
  return [
    ...Object.entries(flat),
    ...Object.entries(sourceLines).map(([key, text]): [string, string] => [
      `sourceLines.${key}`,
      text,
    ]),
  ];
}

const boldCount = (text: string) => text.split('**').length - 1;

// Printed text a sentence must carry as it is: letters, digits and signs a report really prints.
const PRINTED: PrintedLabRow = { name: 'Ferritin (serum)', value: '8.2 ng/mL', range: '15-150' };
const NO_RANGE: PrintedLabRow = { ...PRINTED, range: '' };

// Words of the English row sentences that no translation should still contain.
const ENGLISH_ROW_WORDS = /\b(?:reference|range|below|above|within|flagged|abnormal|printed)\b/i;

describe('the lab reading texts', () => {
  it('exist for every answer language and fall back to English for an unknown one', () => {
    expect(Object.keys(LAB_READING_TEXTS).sort()).toEqual([...LANGUAGES].sort());
    expect(labReadingTextsFor('xx')).toBe(LAB_READING_TEXTS.en);
    expect(labReadingTextsFor(undefined)).toBe(LAB_READING_TEXTS.en);
    expect(labReadingTextsFor('toString')).toBe(LAB_READING_TEXTS.en);
  });

  describe.each(LANGUAGES)('%s', (language) => {
    const reading = LAB_READING_TEXTS[language];
    const english = new Map(texts(LAB_READING_TEXTS.en));

    it('has every text of English, none empty, with the same Markdown', () => {
      expect(texts(reading).map(([key]) => key)).toEqual([...english.keys()]);
      expect(Object.keys(reading.rows)).toEqual(Object.keys(LAB_READING_TEXTS.en.rows));
      for (const [key, text] of texts(reading)) {
        const source = english.get(key) ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(boldCount(text), key).toBe(boldCount(source));
        for (const lead of ['> **', '**', '_', '### ']) {
          expect(text.startsWith(lead), `${key} starts with ${lead}`).toBe(source.startsWith(lead));
        }
        expect(text.endsWith('_'), key).toBe(source.endsWith('_'));
        // OCR and PDF are what the reader sees on the screen and the file, in every language.
        for (const name of ['OCR', 'PDF']) {
          if (source.includes(name)) expect(text, key).toContain(name);
        }
        if (language !== 'en') expect(text, key).not.toBe(source);
      }
    });

    it('writes each row case as its own sentence around the printed name, value and range', () => {
      const { rows } = reading;
      const withRange = [rows.below, rows.above, rows.within, rows.abnormal].map((sentence) =>
        sentence(PRINTED),
      );
      const withoutRange = [
        rows.abnormalNoRange,
        rows.flaggedHighNoRange,
        rows.flaggedLowNoRange,
        rows.noRange,
      ].map((sentence) => sentence(NO_RANGE));
      for (const sentence of [...withRange, ...withoutRange]) {
        expect(sentence.startsWith(PRINTED.name), sentence).toBe(true);
        expect(sentence.split(PRINTED.value), sentence).toHaveLength(2);
        if (language !== 'en') expect(sentence, sentence).not.toMatch(ENGLISH_ROW_WORDS);
      }
      for (const sentence of withRange)
        expect(sentence.split(PRINTED.range), sentence).toHaveLength(2);
      // Eight cases, eight different sentences: high and low never read alike.
      expect(new Set([...withRange, ...withoutRange]).size).toBe(8);
    });
  });
});
